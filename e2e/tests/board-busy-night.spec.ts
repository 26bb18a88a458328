import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Locale } from '@tavola/i18n/locales';
import { apiGuest } from '../support/api-orders';
import { apiManager, openManagerArea } from '../support/api-tables';
import { holdAudioUntilTouched } from '../support/audio-until-touched';
import { berlinToday, type NightOrder, placeBusyNight } from '../support/busy-night';
import { expect, test } from '../support/fixtures';
import { managerTexts } from '../support/manager-texts';
import { mainPort } from '../support/servers';
import { testClock } from '../support/test-clock';

/**
 * Issue 34, the board on a busy night: thirty orders placed through the API, on a 1024×768
 * tablet and a 390×844 phone, in English and Arabic. The next order due is on top and tonight's
 * stand apart from later days; at least six cards per column are in sight without scrolling;
 * the phone shows one column at a time behind tabs with counts; an order is found by number,
 * name or phone; a comment is marked on its card; and a reloaded board says that its sound
 * waits for a tap, then rings until the new order is acknowledged.
 */

const olive = { email: 'manager@olive-linde.demo', password: 'demo-manager-2026' };
const sakura = { email: 'manager@sakura.demo', password: 'demo-sakura-2026' };
const screens = {
  tablet: { viewport: { width: 1024, height: 768 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

test.describe.configure({ mode: 'serial' });

let night: NightOrder[] = [];
test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${mainPort}` });
  night = await placeBusyNight(request, Date.now().toString(36).slice(-5));
  await request.dispose();
});

/** the order's number on its card, e.g. "Order #12" or "الطلب رقم 12" */
const idOf = (name: string) => Number(/(\d+)\s*$/.exec(name)?.[1]);

async function cardIds(column: Locator) {
  const names = await column
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map(
        (card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      ),
    );
  return names.map(idOf);
}

/** how many of the column's cards are whole on the screen, without scrolling anything */
async function cardsInSight(page: Page, column: Locator) {
  const height = page.viewportSize()!.height;
  const boxes = await column.getByRole('article').evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, visible: card.checkVisibility() };
    }),
  );
  return boxes.filter((box) => box.visible && box.top >= 0 && box.bottom <= height).length;
}

for (const [screen, use] of Object.entries(screens)) {
  for (const lang of ['en', 'ar'] as const satisfies Locale[]) {
    test.describe(`${screen}, ${lang}`, () => {
      test.use(use);

      test('the next order due is on top, tonight apart from later days, six cards in sight; search and comment', async ({
        page,
        request,
      }) => {
        test.slow();
        const t = await managerTexts(lang);
        const manager = await apiManager(request, olive.email, olive.password);
        await openManagerArea(page, manager.token, `/manager?lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

        const mine = new Map(night.map((order) => [order.orderId, order]));
        const newColumn =
          screen === 'phone'
            ? page.getByRole('tabpanel', { name: new RegExp(`^${t('orders.columnNew')}`) })
            : page.getByRole('region', { name: new RegExp(`^${t('orders.columnNew')}`) });
        await expect(
          newColumn.getByRole('article', {
            name: t('orders.number', { id: String(night[0]!.orderId) }),
            exact: true,
          }),
        ).toBeAttached();

        // earliest due first, whatever order they came in
        const shown = (await cardIds(newColumn)).filter((id) => mine.has(id));
        expect(shown).toHaveLength(night.length);
        const dues = shown.map((id) => mine.get(id)!.due);
        expect(dues).toEqual([...dues].sort());

        // what is due today stands apart from later days
        const today = berlinToday();
        const todays = newColumn.getByRole('list', { name: t('board.dueToday'), exact: true });
        for (const order of night) {
          const card = newColumn.getByRole('article', {
            name: t('orders.number', { id: String(order.orderId) }),
            exact: true,
          });
          const inToday = todays.getByRole('article', {
            name: t('orders.number', { id: String(order.orderId) }),
            exact: true,
          });
          await expect(card).toHaveCount(1);
          await expect(inToday).toHaveCount(order.due.startsWith(today) ? 1 : 0);
        }

        // the pages' strip fits the screen and scrolls itself (on a phone it grew to 1,482 px, clipped)
        const pages = await page.getByRole('navigation', { name: t('nav.label') }).boundingBox();
        expect(pages!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
        // the board itself does not scroll; its columns do, and six cards are in sight
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
          page.viewportSize()!.height,
        );
        expect(await cardsInSight(page, newColumn)).toBeGreaterThanOrEqual(6);
        if (screen === 'phone') {
          const tabs = page.getByRole('tablist', { name: t('board.columns') });
          await expect(
            tabs.getByRole('tab', { name: new RegExp(`^${t('orders.columnNew')}`) }),
          ).toHaveAttribute('aria-selected', 'true');
          const inProgress = tabs.getByRole('tab', { name: new RegExp(`^${t('orders.columnProcessing')}`) });
          await expect(inProgress).toBeInViewport({ ratio: 1 });
          await expect(inProgress).toHaveText(new RegExp(`^${t('orders.columnProcessing')}\\s*\\d+$`));
          await inProgress.tap();
          await expect(
            page.getByRole('tabpanel', { name: new RegExp(`^${t('orders.columnProcessing')}`) }),
          ).toBeVisible();
          await expect(newColumn).toBeHidden();
          await tabs.getByRole('tab', { name: new RegExp(`^${t('orders.columnNew')}`) }).tap();
        }

        // a comment (here an allergy) is marked on the card and its text is there
        const noted = night.find((order) => order.comment)!;
        const notedCard = newColumn.getByRole('article', {
          name: t('orders.number', { id: String(noted.orderId) }),
          exact: true,
        });
        await expect(notedCard.getByText(t('board.allergy'), { exact: true })).toBeAttached();
        await expect(notedCard).toContainText(noted.comment!);

        // found by name, by number and by phone
        const search = page.getByRole('searchbox', { name: t('board.search') });
        const results = page.getByRole('region', { name: t('board.searchResults') });
        const wanted = night[7]!;
        const wantedCard = results.getByRole('article', {
          name: t('orders.number', { id: String(wanted.orderId) }),
          exact: true,
        });
        await search.fill(wanted.name);
        await expect(wantedCard).toBeVisible();
        await expect(results.getByRole('article')).toHaveCount(1);
        await search.fill(`#${wanted.orderId}`);
        await expect(wantedCard).toBeVisible();
        await search.fill(wanted.mobile.replace('+49 ', '0'));
        await expect(wantedCard).toBeVisible();
        await expect(results.getByRole('article')).toHaveCount(1);
        await wantedCard
          .getByRole('button', { name: t('orders.open', { id: String(wanted.orderId) }) })
          .click();
        const detail = page.getByRole('dialog', {
          name: t('detail.heading', { id: String(wanted.orderId) }),
        });
        await expect(detail).toContainText(wanted.name);
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: t('board.clearSearch') }).click();
        await expect(results).toHaveCount(0);
        await expect(newColumn).toBeVisible();
      });

      test('after a reload the board says the sound waits for a tap, then rings until the order is acknowledged', async ({
        page,
        request,
      }) => {
        test.slow();
        const t = await managerTexts(lang);
        await page.addInitScript(holdAudioUntilTouched);
        // every tone the page starts is counted: the chime is three of them
        await page.addInitScript(() => {
          const counted = window as unknown as { tones: number };
          counted.tones = 0;
          const start = OscillatorNode.prototype.start;
          OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
            counted.tones++;
            return start.apply(this, args);
          };
        });
        const tones = () => page.evaluate(() => (window as unknown as { tones: number }).tones);
        // Sakura Ramen: the other specs' orders go to Olive & Linde and would ring here too
        const manager = await apiManager(request, sakura.email, sakura.password);
        await openManagerArea(page, manager.token, `/manager?lang=${lang}`);
        const sound = page.getByRole('switch', { name: t('sound.label') });
        await expect(sound).toHaveAttribute('aria-checked', 'true');
        await page.reload();
        const prompt = page.getByRole('button', { name: t('sound.blocked') });
        await expect(prompt).toBeVisible();
        await expect(sound).toHaveAttribute('aria-checked', 'true');
        await (screen === 'phone' ? prompt.tap() : prompt.click());
        await expect(prompt).toBeHidden();

        const orderId = await placeSakuraOrder(request);
        const ringing = page.getByRole('button', { name: t('sound.ringing', { count: 1 }) });
        await expect(ringing).toBeVisible({ timeout: 10_000 });
        const first = await tones();
        expect(first).toBeGreaterThan(0);
        await page.clock.runFor(12_000);
        expect(await tones()).toBeGreaterThan(first);
        await ringing.click();
        await expect(ringing).toBeHidden();
        const acknowledged = await tones();
        await page.clock.runFor(12_000);
        expect(await tones()).toBe(acknowledged);
        await expect(
          page.getByRole('article', { name: t('orders.number', { id: String(orderId) }), exact: true }),
        ).toBeAttached();
      });
    });
  }
}

/** a Sakura Ramen pickup order (paid at the counter) for a free time of the coming days */
async function placeSakuraOrder(request: APIRequestContext) {
  const guest = await apiGuest(request, undefined, 'sakura-ramen');
  const basketId = (await guest.post<{ data: { id: string } }>('basket/create', { deliveryType: 'pickup' }))
    .data.id;
  // Sakura Ramen has no product search: the Sides category holds the edamame
  const categories = await guest.get<{ data: { id: number; name: string }[] }>('restaurant/category', {});
  const sides = categories.data.find((category) => category.name === 'Sides')!;
  const products = await guest.get<{ data: { id: number; name: string }[] }>('restaurant/products', {
    categoryId: sides.id,
  });
  const edamame = products.data.find((product) => product.name === 'Edamame')!;
  await guest.post('basket/add', { basketId, productId: edamame.id, quantity: 1 });
  let timed = false;
  for (let day = 1; day <= 7 && !timed; day++) {
    const date = new Date(testClock.now() + day * 86_400_000).toISOString().slice(0, 10);
    for (const time of ['12:15', '18:45']) {
      timed = (
        await guest.postRaw('basket/add-delivery-time', {
          basketId,
          delivery_time: `${date} ${time}`,
          deliveryType: 'pickup',
        })
      ).ok();
      if (timed) break;
    }
  }
  expect(timed).toBe(true);
  await guest.post('basket/add-address', {
    basketId,
    userInfo: { name: 'Sora Guest', email: 'sora@example.test', mobile: '+41 44 1234567' },
  });
  return (
    await guest.post<{ data: { orderId: number } }>('order/create-order', { basketId, paymentType: 'pwc' })
  ).data.orderId;
}
