import { describe, expect, it } from 'vitest';
import { extraTabProblems, type HappyHourDraft, happyHourProblems } from './product-extras-rules';

const hour: HappyHourDraft = {
  weekday: 5,
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  start_time: null,
  end_time: null,
};
const keys = (changes: Partial<HappyHourDraft>) =>
  happyHourProblems([hour, { ...hour, ...changes }]).map(({ field, key }) => `${field}:${key}`);

describe('happyHourProblems', () => {
  it('accepts a whole day, one day long, and a time of day that ends after it starts', () => {
    expect(keys({ end_date: '2026-12-01' })).toEqual([]);
    expect(keys({ start_time: '17:00', end_time: '19:00' })).toEqual([]);
  });

  it('refuses a last day before the first, on the entry at fault', () => {
    expect(keys({ end_date: '2026-11-30' })).toEqual(['happy_hours.1.end_date:happy_hour_dates']);
  });

  it('asks for both times or neither, and an end after the start', () => {
    expect(keys({ start_time: '17:00' })).toEqual(['happy_hours.1.end_time:happy_hour_time_pair']);
    expect(keys({ end_time: '17:00' })).toEqual(['happy_hours.1.start_time:happy_hour_time_pair']);
    expect(keys({ start_time: '19:00', end_time: '19:00' })).toEqual([
      'happy_hours.1.end_time:happy_hour_times',
    ]);
    expect(keys({ start_time: '19:00', end_time: '08:00' })).toEqual([
      'happy_hours.1.end_time:happy_hour_times',
    ]);
  });
});

describe('extraTabProblems', () => {
  it('needs each title in the restaurant’s language, whatever the others hold', () => {
    const tabs = [
      { title: { de: 'Zutaten', en: 'Ingredients' }, content: { de: 'Mehl' } },
      { title: { en: 'Origin' }, content: {} },
    ];
    expect(extraTabProblems(tabs, 'de')).toEqual([
      { field: 'extra_tabs.1.title.de', key: 'menu_tab_title_required' },
    ]);
    expect(extraTabProblems(tabs, 'en')).toEqual([]);
  });
});
