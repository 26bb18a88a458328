import type { BasketProductDto } from '@tavola/contracts';
import type { TicketDetailsRule } from '@tavola/domain';
import { describe, expect, it } from 'vitest';
import { checkRows, dateBoundsAt, rowErrorsOf, selectableDates, ticketsHeld } from './ticket-details-form';

const named: TicketDetailsRule = { person: true, date: false, happyHours: [], endDate: null };
const dated: TicketDetailsRule = {
  person: false,
  date: true,
  // Tuesdays (2) and Thursdays (4) of December 2026
  happyHours: [2, 4].map((weekday) => ({
    weekday,
    startDate: '2026-12-01',
    endDate: '2026-12-31',
    startTime: null,
    endTime: null,
  })),
  endDate: null,
};
const bounds = { min: '2026-12-01', max: '2026-12-10' };

describe('checkRows', () => {
  it("answers 'name is required' for a blank name, and trims the names it keeps", () => {
    const { details, problems } = checkRows(
      named,
      [
        { fullName: '  Ada Lovelace ', date: '' },
        { fullName: '   ', date: '' },
      ],
      bounds,
    );
    expect(details).toEqual([{ fullName: 'Ada Lovelace' }, { fullName: '' }]);
    expect(problems).toEqual({ '1.fullName': 'ticket_name_required' });
  });

  it("answers 'date is required' for a missing date and refuses a day the product is not on", () => {
    const { problems } = checkRows(
      dated,
      [
        { fullName: '', date: '' },
        { fullName: '', date: '2026-12-02' },
        { fullName: '', date: '2026-12-03' },
      ],
      bounds,
    );
    expect(problems).toEqual({ '0.date': 'ticket_date_required', '1.date': 'ticket_date_unavailable' });
  });
});

describe('selectableDates', () => {
  it('offers only the happy-hour weekdays between today and the last bookable day', () => {
    expect(selectableDates(dated, bounds)).toEqual(['2026-12-01', '2026-12-03', '2026-12-08', '2026-12-10']);
  });
});

describe('dateBoundsAt', () => {
  it("counts from today in the restaurant's zone, not in UTC", () => {
    // 23:30 UTC on 30 November is already 1 December in Berlin
    expect(dateBoundsAt(Date.parse('2026-11-30T23:30:00Z'), 'Europe/Berlin', 60)).toEqual({
      min: '2026-12-01',
      max: '2027-01-30',
    });
  });
});

describe('rowErrorsOf', () => {
  it("names a 422's item-detail messages as the form's rows, and leaves other fields out", () => {
    expect(
      rowErrorsOf({
        'extraInfo.itemDetails.1.fullName': ['Name is required.'],
        delivery_time: ['Please choose a date and a time slot.'],
      }),
    ).toEqual({ '1.fullName': ['Name is required.'] });
  });
});

describe('ticketsHeld', () => {
  const line = (
    quantity: number,
    itemDetails?: { fullName?: string; date?: string }[],
  ): BasketProductDto => ({
    id: 1,
    basketProductId: 1,
    RestaurantProductId: 1,
    name: 'Pasta from scratch',
    image: null,
    quantity,
    price: 8900,
    totalPrice: 8900 * quantity,
    deposit: 0,
    stock: null,
    is_package: 0,
    attributeItems: [],
    items: [],
    depot: null,
    extra_info: itemDetails ? { itemDetails } : {},
  });

  it('counts one ticket per named unit of the basket, over its lines', () => {
    expect(
      ticketsHeld([line(2, [{ fullName: 'Ada' }, { fullName: 'Grace' }]), line(1, [{ fullName: 'Hedy' }])]),
    ).toBe(3);
  });

  it('counts no add-on (no names) and no unit that is only dated', () => {
    expect(ticketsHeld([line(3), line(2, [{ date: '2026-12-01' }, { date: '2026-12-01' }])])).toBe(0);
    expect(ticketsHeld([])).toBe(0);
  });
});
