import { apiManager, openManagerArea } from '../support/api-tables';
import { bookWineTasting } from '../support/class-booking';
import { expect, test } from '../support/fixtures';
import { managerTexts } from '../support/manager-texts';
import { storefrontTexts } from '../support/storefront-texts';

/**
 * Issue 33: a cooking school's order is a class booking. The board confirms it and checks its
 * guests in, the guest's order page follows in the same words, and nobody is told of a pickup or
 * of preparing. The statuses under the words stay SPEC §5's. On the 390 and 360 px phones.
 */

const rosmarin = { email: 'manager@rosmarin.demo', password: 'demo-rosmarin-2026' };

for (const lang of ['en', 'ar'] as const) {
  test(`a class booking is confirmed and checked in, on the board and on the guest's page (${lang})`, async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const t = await managerTexts(lang);
    const say = await storefrontTexts(lang);
    const { orderId, token } = await bookWineTasting(request, 'Ada Lovelace');
    const number = t('orders.number', { id: String(orderId) });
    const manager = await apiManager(request, rosmarin.email, rosmarin.password);
    await openManagerArea(page, manager.token, `/manager?lang=${lang}`);

    const card = page.getByRole('article', { name: number, exact: true });
    await expect(card.getByText(t('kind.class'), { exact: true })).toBeVisible();
    await expect(card.getByText(t('deliveryType.pickup'))).toHaveCount(0);
    await expect(card.getByRole('button', { name: t('action.processing') })).toHaveCount(0);
    await card.getByRole('button', { name: `${t('action.confirmBooking')} – ${number}` }).tap();
    // the phone shows one column at a time: the booking moved on to the one in progress
    await page
      .getByRole('tablist', { name: t('board.columns') })
      .getByRole('tab')
      .filter({ hasText: t('orders.columnProcessing') })
      .tap();
    await expect(card.getByText(t('status.classConfirmed'), { exact: true })).toBeVisible();

    // a class is not fetched: the next step is the check-in, not "ready for pickup"
    await expect(card.getByRole('button', { name: `${t('action.checkIn')} – ${number}` })).toBeVisible();
    await expect(card.getByRole('button', { name: `${t('action.ready')} – ${number}` })).toHaveCount(0);

    await card.getByRole('button', { name: t('orders.open', { id: String(orderId) }) }).tap();
    const detail = page.getByRole('dialog', { name: t('detail.heading', { id: String(orderId) }) });
    await expect(detail.getByRole('term').filter({ hasText: t('detail.classTime') })).toBeVisible();
    await expect(detail.getByRole('term').filter({ hasText: t('detail.pickupTime') })).toHaveCount(0);
    await expect(detail.getByText(t('kind.class'), { exact: true })).toBeVisible();
    await expect(detail.getByRole('button', { name: t('action.checkIn'), exact: true })).toBeVisible();
    await expect(detail.getByRole('button', { name: t('action.ready'), exact: true })).toHaveCount(0);
    // what is printed is the booking, not a kitchen ticket
    await expect(detail.getByRole('button', { name: t('detail.printBooking'), exact: true })).toBeVisible();
    await expect(detail.getByRole('button', { name: t('detail.print'), exact: true })).toHaveCount(0);
    await expect(page.getByTestId('kitchen-ticket')).toContainText(t('ticket.headingClass'));
    await expect(page.getByTestId('kitchen-ticket')).not.toContainText(t('ticket.heading'));

    const guest = await context.newPage();
    await guest.goto(
      `/paymentstatus?orderId=${orderId}&token=${token}&restaurant=kochschule-rosmarin&lang=${lang}`,
    );
    const facts = guest.getByRole('main').locator('dl').first();
    await expect(
      facts.getByRole('definition').filter({ hasText: say('order.status.classConfirmed') }),
    ).toBeVisible();

    // the guests came: checked in on the board (after its few seconds for an Undo) and on their page
    await detail.getByRole('button', { name: t('action.checkIn'), exact: true }).tap();
    await expect(detail.getByText(t('status.checkedIn'), { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(
      facts.getByRole('definition').filter({ hasText: say('order.status.checkedIn') }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(facts.getByText(say('order.status.delivered'))).toHaveCount(0);
  });
}
