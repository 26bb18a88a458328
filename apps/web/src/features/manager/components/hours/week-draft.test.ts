import { describe, expect, it } from 'vitest';
import { draftOf, windowsOf } from './week-draft';

describe('the week draft of the hours editor', () => {
  const saved = [
    { weekday: 0, open_at: '12:00', close_at: '20:00' },
    { weekday: 2, open_at: '17:00', close_at: '22:00' },
    { weekday: 2, open_at: '11:30', close_at: '14:30' },
  ];

  it('lists the days from Monday to Sunday and keeps the saved order within a day', () => {
    const { windows } = windowsOf(draftOf(saved));
    expect(windows).toEqual([
      { weekday: 2, open_at: '17:00', close_at: '22:00' },
      { weekday: 2, open_at: '11:30', close_at: '14:30' },
      { weekday: 0, open_at: '12:00', close_at: '20:00' },
    ]);
  });

  it('knows the request index of each row, which a 422 names (windows.<index>.open_at)', () => {
    const week = draftOf(saved);
    const { indexOf } = windowsOf(week);
    expect(indexOf.get(week[0]![0]!.key)).toBe(2);
    expect(indexOf.get(week[2]![1]!.key)).toBe(1);
  });

  it('sends typed times without the spaces around them', () => {
    const week = draftOf([{ weekday: 1, open_at: ' 9:00', close_at: '12:00 ' }]);
    expect(windowsOf(week).windows).toEqual([{ weekday: 1, open_at: '9:00', close_at: '12:00' }]);
  });
});
