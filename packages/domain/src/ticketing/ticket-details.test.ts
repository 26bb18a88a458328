import { describe, expect, it } from 'vitest';
import {
  checkTicketDetails,
  datesBeyondOne,
  isProductDateSelectable,
  type TicketDetailsRule,
  ticketHolders,
} from './ticket-details';

const named: TicketDetailsRule = { person: true, date: false, happyHours: [], endDate: null };
const dated: TicketDetailsRule = {
  person: false,
  date: true,
  // Tuesdays and Thursdays in November and December (happy-hour weekdays 1..7)
  happyHours: [2, 4].map((weekday) => ({
    weekday,
    startDate: '2026-11-01',
    endDate: '2026-12-31',
    startTime: null,
    endTime: null,
  })),
  endDate: null,
};
const bounds = { min: '2026-11-24', max: '2026-12-24' };

describe('names and dates on event cards (SPEC §4, §5)', () => {
  it('asks nothing of a product that asks for nothing, and keeps nothing', () => {
    const plain = { ...named, person: false };
    expect(checkTicketDetails(plain, 2, [{ fullName: 'Ada' }], bounds)).toEqual({
      details: [],
      problems: [],
    });
  });

  it('wants one trimmed name per unit', () => {
    const result = checkTicketDetails(
      named,
      2,
      [{ fullName: '  Ada Lovelace ' }, { fullName: 'Grace' }],
      bounds,
    );
    expect(result.problems).toEqual([]);
    expect(result.details).toEqual([{ fullName: 'Ada Lovelace' }, { fullName: 'Grace' }]);
  });

  it("says 'name is required' for each unit without a name, blanks included", () => {
    const result = checkTicketDetails(named, 3, [{ fullName: 'Ada' }, { fullName: '   ' }], bounds);
    expect(result.problems).toEqual([
      { index: 1, field: 'fullName', key: 'ticket_name_required' },
      { index: 2, field: 'fullName', key: 'ticket_name_required' },
    ]);
  });

  it('refuses a name longer than 100 characters', () => {
    const result = checkTicketDetails(named, 1, [{ fullName: 'x'.repeat(101) }], bounds);
    expect(result.problems).toEqual([{ index: 0, field: 'fullName', key: 'ticket_name_too_long' }]);
    expect(checkTicketDetails(named, 1, [{ fullName: ` ${'x'.repeat(100)} ` }], bounds).problems).toEqual([]);
  });

  it('keeps one entry per unit: entries beyond the quantity are dropped', () => {
    const result = checkTicketDetails(named, 1, [{ fullName: 'Ada' }, { fullName: 'Bob' }], bounds);
    expect(result.details).toEqual([{ fullName: 'Ada' }]);
  });

  it("says 'date is required' without a date, and refuses a day the product's happy hours do not name", () => {
    const result = checkTicketDetails(
      dated,
      3,
      [{ date: '2026-11-26' }, { date: '' }, { date: '2026-11-27' }],
      bounds,
    );
    expect(result.problems).toEqual([
      { index: 1, field: 'date', key: 'ticket_date_required' },
      { index: 2, field: 'date', key: 'ticket_date_unavailable' },
    ]);
    expect(result.details[0]).toEqual({ date: '2026-11-26' });
  });

  it('checks name and date of a unit together', () => {
    const both = { ...dated, person: true };
    expect(checkTicketDetails(both, 1, [{}], bounds).problems.map((problem) => problem.key)).toEqual([
      'ticket_name_required',
      'ticket_date_required',
    ]);
  });
});

describe('product date picker (SPEC §5)', () => {
  it('allows only days between the minimum and the maximum date', () => {
    expect(isProductDateSelectable(dated, '2026-11-24', bounds)).toBe(true);
    expect(isProductDateSelectable(dated, '2026-11-19', bounds)).toBe(false);
    expect(isProductDateSelectable(dated, '2026-12-29', bounds)).toBe(false);
  });
  it('allows a day only when a happy hour matches its weekday and range (Sunday is 7)', () => {
    const sundays = {
      happyHours: [
        { weekday: 7, startDate: '2026-12-01', endDate: '2026-12-31', startTime: null, endTime: null },
      ],
      endDate: null,
    };
    expect(isProductDateSelectable(sundays, '2026-12-06', bounds)).toBe(true);
    expect(isProductDateSelectable(sundays, '2026-11-29', bounds)).toBe(false);
  });
  it("never after the product's end date; any day in the bounds without happy hours", () => {
    expect(isProductDateSelectable({ happyHours: [], endDate: '2026-12-01' }, '2026-12-02', bounds)).toBe(
      false,
    );
    expect(isProductDateSelectable({ happyHours: [], endDate: null }, '2026-12-02', bounds)).toBe(true);
  });
});

describe('ticket holders', () => {
  it('is one ticket per unit of a named product; add-ons make none', () => {
    expect(
      ticketHolders([
        { productId: 1, quantity: 2, person: true, details: [{ fullName: 'Ada' }, { fullName: 'Grace ' }] },
        { productId: 2, quantity: 3, person: false, details: [] },
      ]),
    ).toEqual([
      { productId: 1, holderName: 'Ada' },
      { productId: 1, holderName: 'Grace' },
    ]);
  });
});

describe('datesBeyondOne (SPEC §3 allow_multi_date_order off)', () => {
  it("keeps to the date the basket's dated units already carry", () => {
    expect(datesBeyondOne([{ date: '2026-12-01' }, { date: '2026-12-02' }], ['2026-12-02'])).toEqual([
      { index: 0, field: 'date', key: 'order_single_date' },
    ]);
  });
  it('takes the first given date when the basket has none', () => {
    expect(
      datesBeyondOne([{ date: '2026-12-01' }, { date: '2026-12-01' }, { date: '2026-12-03' }], []),
    ).toEqual([{ index: 2, field: 'date', key: 'order_single_date' }]);
  });
  it('leaves units without a date alone, and one date is no problem', () => {
    expect(datesBeyondOne([{ fullName: 'Ada' }, { date: '2026-12-01' }], ['2026-12-01'])).toEqual([]);
    expect(datesBeyondOne([], ['2026-12-01'])).toEqual([]);
  });
});
