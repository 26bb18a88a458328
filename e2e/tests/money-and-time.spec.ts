import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { lowestDeliveryMinimum } from '../support/api-orders';
import { expect, test } from '../support/fixtures';

/**
 * Issue 15, money and time on a phone (390 × 844), in English and Arabic: the total includes
 * shipping as soon as the postal code is known, a basket under the delivery minimum says how
 * much is missing before anything is refused, and a full slot is shown unavailable; a slot that
 * fills meanwhile keeps the guest's choice with the reason until they take the proposed time;
 * one that fills after the guest chose it is refused at Place order with the next free time to take.
 * Olive & Linde: 10435 ships for €1.50 from €12.00, 10437 for €2.50 from €15.00; water is
 * €3.20 + €0.25 deposit; 6 orders per quarter hour.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'a phone path: the mobile project runs it at 390 × 844');
});

const texts = {
  en: {
    summary: 'Order summary',
    deliveryType: 'Delivery type',
    delivery: 'Delivery',
    pickup: 'Pickup',
    postalCode: 'Postal code',
    shippingLater: 'Added with your postal code',
    placeOrder: 'Place order',
    continue: 'Continue',
    date: 'Date',
    time: 'Time',
    missing: (amount: string, postalCode: string) => `${amount} more for delivery to ${postalCode}`,
    deliveryFrom: (minimum: string) => `Minimum order for delivery: ${minimum}`,
    booked: (time: string) => `${time} (fully booked)`,
    use: (time: string) => `Use ${time}`,
    contact: { name: 'Name', email: 'E-mail', mobile: 'Mobile' },
    terms: 'I accept the terms and conditions',
  },
  ar: {
    summary: 'ملخص الطلب',
    deliveryType: 'طريقة التسليم',
    delivery: 'توصيل',
    pickup: 'استلام',
    postalCode: 'الرمز البريدي',
    shippingLater: 'يُحسب مع الرمز البريدي',
    placeOrder: 'تأكيد الطلب',
    continue: 'متابعة',
    date: 'التاريخ',
    time: 'الوقت',
    missing: (amount: string, postalCode: string) => `تبقّى ${amount} للتوصيل إلى ${postalCode}`,
    deliveryFrom: (minimum: string) => `الحد الأدنى للطلب للتوصيل: ${minimum}`,
    booked: (time: string) => `${time} (محجوز بالكامل)`,
    use: (time: string) => `اختر ${time}`,
    contact: { name: 'الاسم', email: 'البريد الإلكتروني', mobile: 'الجوال' },
    terms: 'أوافق على الشروط والأحكام',
  },
} as const;
type Lang = keyof typeof texts;

/** Euros as the page spells them in a language (the browser's Intl, as the storefront uses it). */
const euros = (page: Page, lang: Lang, minor: number) =>
  page.evaluate(
    ([locale, amount]) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount / 100),
    [lang, minor] as const,
  );
const clock = (page: Page, lang: Lang, time: string) =>
  page.evaluate(
    ([locale, value]) =>
      new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC',
      }).format(new Date(`2026-01-01T${value}:00Z`)),
    [lang, time] as const,
  );

/** A guest adds `units` bottles of still water on the menu, as on a phone ('Added' each time). */
async function addWater(page: Page, units: number) {
  await page.goto('/menu?lang=en');
  await expect(page.getByRole('article').first()).toBeVisible();
  const drinks = page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Drinks' });
  await drinks.scrollIntoViewIfNeeded();
  await drinks.click();
  for (let count = 1; count <= units; count++) {
    await page.getByRole('button', { name: 'Add Still mineral water 0.5 l to the basket' }).click();
    await expect(
      page.getByRole('button', {
        name: `Basket, ${count} item${count === 1 ? '' : 's'}`,
        includeHidden: true,
      }),
    ).toBeAttached();
  }
}

async function toCheckout(page: Page, lang: Lang, type: 'delivery' | 'pickup') {
  await page.goto(`/checkout?lang=${lang}`);
  const select = page.getByRole('combobox', { name: texts[lang].deliveryType });
  await select.selectOption({ label: texts[lang][type] });
  await expect(select).toHaveValue(type);
  return page.getByRole('region', { name: texts[lang].summary });
}

async function enterPostalCode(page: Page, lang: Lang, postalCode: string) {
  const field = page.getByRole('textbox', { name: texts[lang].postalCode });
  const saved = page.waitForResponse((r) => r.url().includes('basket/add-address') && r.ok());
  await field.fill(postalCode);
  await field.blur();
  await saved;
}

/** Picks the `fromEnd`-th last date the checkout's picker offers; answers its controls and slots. */
async function dayFromTheEnd(page: Page, lang: Lang, fromEnd: number) {
  const date = page.getByRole('combobox', { name: texts[lang].date });
  await expect(date).toBeEnabled();
  const dates = await date
    .locator('option:not([disabled])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  const day = dates[dates.length - fromEnd]!;
  await date.selectOption(day);
  const time = page.getByRole('combobox', { name: texts[lang].time });
  await expect(time).toBeEnabled();
  const slots = await time
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  return { date, time, day, slots };
}

const totalOf = (summary: Locator) => summary.locator('dl > div').last();

for (const lang of ['en', 'ar'] as const) {
  const t = texts[lang];

  test(`a postal code at checkout puts shipping into the total before the order (${lang})`, async ({
    page,
  }) => {
    await addWater(page, 4);
    const summary = await toCheckout(page, lang, 'delivery');
    // 4 × €3.45 = €13.80: no area yet, so no shipping in the total
    await expect(summary).toContainText(t.shippingLater);
    await expect(totalOf(summary)).toContainText(await euros(page, lang, 1380));

    // 10437 ships for €2.50 from €15.00: in the total at once, and €1.20 are missing
    await enterPostalCode(page, lang, '10437');
    await expect(totalOf(summary)).toContainText(await euros(page, lang, 1380 + 250));
    const missing = t.missing(await euros(page, lang, 120), '10437');
    await expect(summary.getByText(missing)).toBeVisible();
    const place = page.getByRole('button', { name: t.placeOrder });
    await expect(place).toBeDisabled();
    await expect(place).toHaveAccessibleDescription(missing);

    // 10435 ships for €1.50 from €12.00: the minimum is reached, the order can be placed
    await enterPostalCode(page, lang, '10435');
    await expect(totalOf(summary)).toContainText(await euros(page, lang, 1380 + 150));
    await expect(summary.getByText(missing)).toHaveCount(0);
    await expect(place).toBeEnabled();
  });

  test(`a basket under the minimum shows how much is missing and Continue is disabled (${lang})`, async ({
    page,
    request,
  }) => {
    await addWater(page, 1);
    const main = page.getByRole('main');
    // no postal code yet: the lowest minimum is named (€12.00 as seeded; read as it is now, and
    // again should back-office-hours add or remove its area meanwhile), nothing is blocked
    await expect(async () => {
      const lowest = await lowestDeliveryMinimum(request);
      await page.goto(`/cart?lang=${lang}`);
      await expect(main.getByText(t.deliveryFrom(await euros(page, lang, lowest)))).toBeVisible({
        timeout: 5000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(main.getByRole('button', { name: t.continue })).toBeEnabled();

    await toCheckout(page, lang, 'delivery');
    await enterPostalCode(page, lang, '10435');
    await page.goto(`/cart?lang=${lang}`);
    // €3.45 of €12.00: €8.55 missing for 10435
    const missing = t.missing(await euros(page, lang, 855), '10435');
    await expect(main.getByText(missing)).toBeVisible();
    const next = main.getByRole('button', { name: t.continue });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription(missing);
  });

  test(`a full slot is unavailable, and one that fills meanwhile keeps the choice until confirmed (${lang})`, async ({
    page,
    request,
  }) => {
    await addWater(page, 1);
    await toCheckout(page, lang, 'pickup');
    // the day before the last one offered (other tests order for the last one), its late slots:
    // English takes the fourth and third last, Arabic the second last and the last
    const { date, time, day, slots } = await dayFromTheEnd(page, lang, 2);
    const [full, filling] = lang === 'en' ? slots.slice(-4, -2) : slots.slice(-2);

    // a slot full before the guest looks is offered as unavailable
    await fillSlot(request, `${day} ${full}`);
    await page.reload();
    await expect(date).toHaveValue(day);
    const fullOption = time.locator(`option[value="${full}"]`);
    await expect(fullOption).toHaveText(t.booked(await clock(page, lang, full!)));
    await expect(fullOption).toBeDisabled();

    // another guest takes the last places of the slot this guest is about to choose
    await fillSlot(request, `${day} ${filling}`);
    const refused = page.waitForResponse((r) => r.url().includes('basket/add-delivery-time'));
    await time.selectOption(filling!);
    const answer = (await (await refused).json()) as {
      message: { body: string };
      errors: { validTime: string[] };
    };
    const proposed = answer.errors.validTime[0]!;
    const alert = page.getByRole('alert').filter({ hasText: answer.message.body });
    await expect(alert).toBeVisible();
    if (lang === 'en')
      await expect(alert).toContainText(
        `${filling} is fully booked. The next free time is ${proposed.slice(11)}.`,
      );
    // the guest's choice stays on screen, and the order cannot be placed for another time meanwhile
    await expect(time).toHaveValue(filling!);
    const place = page.getByRole('button', { name: t.placeOrder });
    await expect(place).toBeDisabled();
    await expect(place).toHaveAccessibleDescription(answer.message.body);

    // the guest takes the proposed time: saved, shown, and the order can go ahead
    await alert.getByRole('button', { name: new RegExp(`^${t.use('').trim()}`) }).click();
    await expect(alert).toBeHidden();
    await expect(date).toHaveValue(proposed.slice(0, 10));
    await expect(time).toHaveValue(proposed.slice(11));
    await expect(place).toBeEnabled();
  });
  test(`a slot that fills after the guest chose it: Place order says so and takes the next free time (${lang})`, async ({
    page,
    request,
  }) => {
    await addWater(page, 1);
    await toCheckout(page, lang, 'pickup');
    // the third (en) and fourth (ar) last day offered: the other tests of this file and
    // checkout.spec take later ones, and the English order ends up in the slot after its own
    const { date, time, day, slots } = await dayFromTheEnd(page, lang, lang === 'en' ? 3 : 4);
    const chosen = slots.at(-2)!;
    const saved = page.waitForResponse((r) => r.url().includes('basket/add-delivery-time'));
    await time.selectOption(chosen);
    expect((await saved).ok()).toBe(true);
    await page.getByRole('textbox', { name: t.contact.name }).fill('Ada');
    await page.getByRole('textbox', { name: t.contact.email }).fill('ada@example.test');
    await page.getByRole('textbox', { name: t.contact.mobile }).fill('+49 30 1234567');
    await page.getByRole('checkbox', { name: t.terms }).check();

    // others fill the slot before this guest presses Place order
    await fillSlot(request, `${day} ${chosen}`);
    const refused = page.waitForResponse((r) => r.url().includes('order/create-order'));
    await page.getByRole('button', { name: t.placeOrder }).click();
    const answer = (await (await refused).json()) as {
      message: { body: string };
      errors: { delivery_time: string[]; validTime: string[] };
    };
    const proposed = answer.errors.validTime[0]!;
    // the reason, where the guest looks, and the proposal to take; the page keeps what was typed
    const snack = page.getByRole('alert').filter({ hasText: answer.errors.delivery_time[0]! });
    await expect(snack).toBeVisible();
    await expect(page).toHaveURL(/\/checkout/);
    await expect(page.getByRole('textbox', { name: t.contact.name })).toHaveValue('Ada');
    await snack.getByRole('button', { name: new RegExp(`^${t.use('').trim()}`) }).click();
    await expect(date).toHaveValue(proposed.slice(0, 10));
    await expect(time).toHaveValue(proposed.slice(11));

    // pressed again: placed, for the proposed time
    await page.getByRole('button', { name: t.placeOrder }).click();
    await expect(page).toHaveURL(/\/paymentstatus\?orderId=\d+/);
  });
}

/** Six cash pickup orders (the demo's capacity) for one quarter hour, placed by other guests. */
async function fillSlot(request: APIRequestContext, slot: string) {
  const ok = async <T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> => {
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
  const token = (
    await ok<{ data: { access_token: string } }>(
      await request.post('/api/oauth/token', {
        data: { grant_type: 'client_credentials', client_id: 'storefront', client_secret: 'storefront' },
      }),
    )
  ).data.access_token;
  const headers = { authorization: `Bearer ${token}` };
  const post = (path: string, data: Record<string, unknown>) =>
    request.post(`/api/${path}`, { headers, data });
  const restaurantId = (
    await ok<{ data: { id: number } }>(await request.get('/api/restaurant/id?slug=olive-linde', { headers }))
  ).data.id;
  const water = (
    await ok<{ data: { id: number; name: string }[] }>(
      await request.get(`/api/restaurant/search-products?restaurantId=${restaurantId}&name=water`, {
        headers,
      }),
    )
  ).data.find((product) => product.name === 'Still mineral water 0.5 l')!;
  for (let order = 0; order < 6; order++) {
    const basketId = (
      await ok<{ data: { id: string } }>(
        await post('basket/create', { restaurantId, deliveryType: 'pickup' }),
      )
    ).data.id;
    await ok(await post('basket/add', { restaurantId, basketId, productId: water.id, quantity: 1 }));
    await ok(await post('basket/add-delivery-time', { restaurantId, basketId, delivery_time: slot }));
    await ok(
      await post('basket/add-address', {
        restaurantId,
        basketId,
        userInfo: { name: 'Other Guest', email: 'other@example.test', mobile: '+49 30 1111111' },
      }),
    );
    await ok(await post('order/create-order', { restaurantId, basketId, paymentType: 'cash' }));
  }
}
