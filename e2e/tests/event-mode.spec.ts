import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatWallClock, formatWallDate, formatWallTime } from '@tavola/i18n/wall-clock';
import { bookTickets } from '../support/api-orders';
import { expect, test } from '../support/fixtures';
import { storefrontTexts } from '../support/storefront-texts';

/**
 * Issue 18, the guest's side of event mode, on a 390 px phone in English and Arabic, on the test
 * clock (Tuesday 1 December 2026, 12:30 in Berlin). Kochschule Rosmarin (the seed's event
 * restaurant) has a pasta class on Tuesdays and Thursdays at 18:00 for 2½ h (12 places) and a
 * knife-skills class on Saturdays at 10:00 whose next one, 5 December, is sold out.
 */

const restaurant = 'kochschule-rosmarin';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

for (const lang of ['en', 'ar'] as const) {
  test(`a guest picks a date and a slot, names the tickets, pays with the demo provider and sees them (${lang})`, async ({
    page,
  }) => {
    // a whole order from menu to confirmation (or the manager's whole round): three times the usual time on a busy machine
    test.slow();
    const t = await storefrontTexts(lang);
    const pasta = lang === 'en' ? 'Pasta from scratch (2½ h)' : 'المعكرونة من الصفر (ساعتان ونصف)';
    const slotRange = (start: string, end: string) =>
      t('event.slotRange', { start: formatWallTime(start, lang), end: formatWallTime(end, lang) });
    await page.goto(`/?restaurant=${restaurant}&lang=${lang}`);

    // the menu stays hidden until a slot is chosen
    await expect(page.getByRole('heading', { level: 1, name: t('event.selectDate') })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    // an empty basket is not opened
    await page.getByRole('button', { name: t('basket.button', { count: 0 }) }).click();
    await expect(page.getByText(t('basket.empty'))).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const dates = page.getByRole('list', { name: t('event.dates') });
    await dates.getByRole('button', { name: formatWallDate('2026-12-01', lang), exact: true }).click();
    await expect(page.getByRole('heading', { name: t('event.selectTime') })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expectNoSeriousViolations(page);
    // the other language's run may have booked places of this class already
    const slot = page.getByRole('button', { name: new RegExp(`^${escaped(slotRange('18:00', '20:30'))}, `) });
    await expect(slot).toBeEnabled();
    await slot.click();

    // the slot is booked (end = start + duration) and the menu appears; the focus, whose picker
    // is gone, goes to the booking
    await expect(page.getByText(t('event.yourSlot'))).toBeVisible();
    await expect(page.locator(':focus')).toContainText(t('event.yourSlot'));
    await expect(
      page.getByText(`${formatWallDate('2026-12-01', lang)}, ${slotRange('18:00', '20:30')}`),
    ).toBeVisible();
    await page.getByRole('button', { name: t('product.addNamed', { name: pasta }) }).click();

    // the card asks for a name per ticket; blank names are refused, values are trimmed
    const dialog = page.getByRole('dialog', { name: pasta });
    await dialog.getByRole('button', { name: t('event.addTickets', { count: 1 }) }).click();
    const firstName = dialog.getByRole('textbox', { name: t('event.enterName') }).first();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(t('event.nameRequired'))).toBeVisible();
    await expect(firstName).toBeFocused();
    await firstName.fill('  Ada Lovelace  ');
    await dialog.getByRole('button', { name: t('event.addPerson') }).click();
    await dialog.getByRole('button', { name: t('event.addTickets', { count: 2 }) }).click();
    await expect(dialog.getByText(t('event.nameRequired'))).toHaveCount(1);
    await dialog
      .getByRole('textbox', { name: t('event.enterName') })
      .nth(1)
      .fill('Grace Hopper');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: t('event.addTickets', { count: 2 }) }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // the cart shows a line per person
    await page
      .getByRole('link', { name: /./ })
      .filter({ hasText: t('basket.view') })
      .click();
    const persons = page.getByRole('list', { name: t('event.persons', { name: pasta }) });
    await expect(persons.getByRole('listitem')).toHaveText(['Ada Lovelace', 'Grace Hopper']);
    await page.getByRole('button', { name: t('basket.continue') }).click();

    // the checkout keeps the slot and pays through the demo provider
    await expect(
      page.getByText(`${formatWallDate('2026-12-01', lang)}, ${slotRange('18:00', '20:30')}`),
    ).toBeVisible();
    await page.getByRole('textbox', { name: t('checkout.field.name') }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: t('checkout.field.email') }).fill(`ada-${lang}@example.test`);
    await page.getByRole('checkbox', { name: t('checkout.acceptTerms') }).check();
    await page.getByRole('radio', { name: t('payment.demo') }).check();
    await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
    await expect(page).toHaveURL(/\/payment\?session=/);
    await page.getByRole('button', { name: t('demoPay.pay'), exact: true }).click();
    await expect(page).toHaveURL(/\/paymentstatus\?orderId=\d+&token=/);

    // each ticket: the person's name, the date and slot, its code and QR code
    const tickets = page.getByRole('region', { name: t('tickets.title') });
    await expect(tickets.getByRole('article')).toHaveCount(2);
    for (const name of ['Ada Lovelace', 'Grace Hopper']) {
      const ticket = tickets.getByRole('article', { name });
      await expect(ticket.getByRole('img', { name: t('tickets.qr', { name }) })).toHaveAttribute(
        'src',
        /^data:image\/svg\+xml;base64,/,
      );
      await expect(ticket.getByText(pasta)).toBeVisible();
      // 140 random bits in seven groups of four a person can read out (decisions 028, 072),
      // kept left to right in Arabic
      const group = '[0-9A-HJKMNP-TV-Z]{4}';
      await expect(ticket).toContainText(
        new RegExp(t('tickets.code', { code: `\u2068${group}(-${group}){6}\u2069` })),
      );
    }
    await expectNoSeriousViolations(page);
  });
}

test('the Events list opens a day; its sold-out slot is shown but cannot be chosen, and the menu stays hidden', async ({
  page,
}) => {
  const t = await storefrontTexts('en');
  // the Events list tells each day's slots and opens the menu on the chosen day
  await page.goto(`/events?restaurant=${restaurant}&lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: t('event.eventsTitle') })).toBeVisible();
  const saturday = page.getByRole('button', { name: formatWallDate('2026-12-05', 'en'), exact: true });
  await expect(saturday).toHaveAccessibleDescription(t('event.soldOut'));
  await expectNoSeriousViolations(page);
  await saturday.click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(
    page
      .getByRole('list', { name: t('event.dates') })
      .getByRole('button', { name: `${formatWallDate('2026-12-05', 'en')} – ${t('event.soldOut')}` }),
  ).toHaveAttribute('aria-pressed', 'true');
  const full = page.getByRole('button', { name: `10:00 – 13:00, ${t('event.soldOut')}` });
  await expect(full).toBeDisabled();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText(t('event.yourSlot'))).toHaveCount(0);
});

test("a slot that fills before the order is placed shows the server's message and the next free slot", async ({
  page,
  request,
}) => {
  const t = await storefrontTexts('en');
  const pasta = 'Pasta from scratch (2½ h)';
  await page.goto(`/?restaurant=${restaurant}&lang=en`);
  const dates = page.getByRole('list', { name: t('event.dates') });
  await dates.getByRole('button', { name: formatWallDate('2026-12-03', 'en'), exact: true }).click();
  await page.getByRole('button', { name: /^18:00 – 20:30, / }).click();
  await page.getByRole('button', { name: t('product.addNamed', { name: pasta }) }).click();
  const dialog = page.getByRole('dialog', { name: pasta });
  await dialog.getByRole('textbox', { name: t('event.enterName') }).fill('Ada Lovelace');
  await dialog.getByRole('button', { name: t('event.addPerson') }).click();
  await dialog
    .getByRole('textbox', { name: t('event.enterName') })
    .nth(1)
    .fill('Grace Hopper');
  await dialog.getByRole('button', { name: t('event.addTickets', { count: 2 }) }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page
    .getByRole('link')
    .filter({ hasText: t('basket.view') })
    .click();
  await page.getByRole('button', { name: t('basket.continue') }).click();
  await page.getByRole('textbox', { name: t('checkout.field.name') }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: t('checkout.field.email') }).fill('ada-full@example.test');
  await page.getByRole('checkbox', { name: t('checkout.acceptTerms') }).check();

  // meanwhile a team takes 11 of the class's 12 places
  const team = Array.from({ length: 11 }, (_, index) => `Team member ${index + 1}`);
  await bookTickets(request, { product: pasta, slot: '2026-12-03 18:00', names: team });
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
  // the server names the places left, so the guest knows how many tickets to remove
  const refusal = page.getByRole('alert').filter({ hasText: 'Only 1 place is left at this time.' });
  await expect(refusal).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  // the server's next slot with room for two that gives the pasta class (next Tuesday's, not
  // Friday's tasting) is offered, and the order waits until the guest settles the time
  await expect(
    refusal.getByRole('button', {
      name: t('event.useNextSlot', { slot: formatWallClock('2026-12-08 18:00', 'en') }),
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: t('checkout.placeOrder') })).toBeDisabled();
  // or another slot: the picker opens on the booked day, which has one place left
  await page.getByRole('button', { name: t('event.changeSlot') }).click();
  await expect(page.getByRole('heading', { name: t('event.selectTime') })).toBeVisible();
  await expect(
    page.getByRole('button', { name: `18:00 – 20:30, ${t('event.placesLeft', { count: 1 })}` }),
  ).toBeEnabled();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('the ticket form takes no more persons than the slot has places left, besides the basket', async ({
  page,
  request,
}) => {
  const t = await storefrontTexts('en');
  const pasta = 'Pasta from scratch (2½ h)';
  // others have booked 9 of the 12 places of Thursday 10 December's class (no other test books it)
  const others = Array.from({ length: 9 }, (_, index) => `Earlier guest ${index + 1}`);
  await bookTickets(request, { product: pasta, slot: '2026-12-10 18:00', names: others });
  await page.goto(`/?restaurant=${restaurant}&lang=en`);
  const dates = page.getByRole('list', { name: t('event.dates') });
  await dates.getByRole('button', { name: formatWallDate('2026-12-10', 'en'), exact: true }).click();
  await page.getByRole('button', { name: `18:00 – 20:30, ${t('event.placesLeft', { count: 3 })}` }).click();
  await page.getByRole('button', { name: t('product.addNamed', { name: pasta }) }).click();

  const dialog = page.getByRole('dialog', { name: pasta });
  const addPerson = dialog.getByRole('button', { name: t('event.addPerson') });
  const note = t('event.placesLimit', { count: 3 });
  await expect(dialog.getByText(note)).toHaveCount(0);
  await addPerson.click();
  await expect(addPerson).toBeEnabled();
  await addPerson.click();
  // three persons for three places: adding stops, and says why
  await expect(dialog.getByRole('textbox', { name: t('event.enterName') })).toHaveCount(3);
  await expect(addPerson).toBeDisabled();
  await expect(addPerson).toHaveAccessibleDescription(note);
  await expect(dialog.getByText(note)).toBeVisible();
  await expectNoSeriousViolations(page);
  // one person less, and another may be added again
  await dialog.getByRole('button', { name: t('event.removePerson', { count: 3 }) }).click();
  await expect(addPerson).toBeEnabled();
  await expect(dialog.getByText(note)).toHaveCount(0);
  await addPerson.click();
  const names = dialog.getByRole('textbox', { name: t('event.enterName') });
  for (const [index, name] of ['Ada Lovelace', 'Grace Hopper', 'Hedy Lamarr'].entries())
    await names.nth(index).fill(name);
  await dialog.getByRole('button', { name: t('event.addTickets', { count: 3 }) }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the basket holds the last places: the form says so and adds nobody
  await page.getByRole('button', { name: t('product.addNamed', { name: pasta }) }).click();
  const full = t('event.placesLimitBeside', { count: 0 });
  await expect(dialog.getByText(full)).toBeVisible();
  await expect(dialog.getByRole('button', { name: t('event.addPerson') })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: t('event.addTickets', { count: 1 }) })).toBeDisabled();
});
