import { describe, expect, it } from 'vitest';
import { typeNoticeAt } from './type-notice';

const pickup = [
  { weekday: 2 as const, openAt: '11:30', closeAt: '14:30' },
  { weekday: 2 as const, openAt: '17:00', closeAt: '21:30' },
];
const tuesday = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return { date: '2026-12-01', weekday: 2 as const, minutes: h! * 60 + m! };
};

describe('typeNoticeAt (issue 33: one rule for what the menu says of a delivery type)', () => {
  it('is open inside a window', () => {
    expect(typeNoticeAt(pickup, [], tuesday('12:30'))).toEqual({ kind: 'open' });
  });

  it('names the next opening later today, never "not available"', () => {
    expect(typeNoticeAt(pickup, [], tuesday('15:00'))).toEqual({ kind: 'opens_at', at: '17:00' });
    expect(typeNoticeAt(pickup, [], tuesday('09:00'))).toEqual({ kind: 'opens_at', at: '11:30' });
  });

  it('is closed for today after the last window', () => {
    expect(typeNoticeAt(pickup, [], tuesday('21:30'))).toEqual({ kind: 'closed_today' });
  });

  it('skips what a closure covers', () => {
    const closure = [{ startsAt: '2026-12-01T17:00', endsAt: '2026-12-01T18:00' }];
    expect(typeNoticeAt(pickup, closure, tuesday('15:00'))).toEqual({ kind: 'opens_at', at: '18:00' });
    const allDay = [{ startsAt: '2026-12-01T00:00', endsAt: '2026-12-02T00:00' }];
    expect(typeNoticeAt(pickup, allDay, tuesday('12:30'))).toEqual({ kind: 'closed_today' });
  });
});
