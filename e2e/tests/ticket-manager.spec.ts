import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { testClock } from '../support/test-clock';

/**
 * Issue 18, the manager side of event mode: Kochschule Rosmarin's manager creates a ticket time,
 * sees who booked the seeded sold-out knife-skills class, prints the list, and checks a ticket
 * in by its code, once; a manager of another restaurant sees none of it.
 */

test.beforeEach(({ isMobile }) => {
  test.skip(isMobile, 'the tablet-sized desktop project covers the manager area');
});

const rosmarin = { email: 'manager@rosmarin.demo', password: 'demo-rosmarin-2026' };
const olive = { email: 'manager@olive-linde.demo', password: 'demo-manager-2026' };

/** What a person reads in each language (the manager catalogue and the server's messages). */
const texts = {
  en: {
    email: 'E-mail',
    password: 'Password',
    logIn: 'Log in',
    nav: 'Manager navigation',
    tickets: 'Tickets',
    times: 'Ticket times',
    attendees: 'Attendees',
    checkIn: 'Check-in',
    newTime: 'New ticket time',
    lastDate: 'Last date',
    weekday: 'Weekday',
    startTime: 'Start time',
    duration: 'Duration (HH:MM)',
    places: 'Places',
    save: 'Save',
    durationRule: 'The duration must be longer than 00:00 (HH:MM).',
    date: 'Date',
    slotList: /^Attendees, .+, 10:00–13:00$/,
    print: 'Print list',
    code: 'Ticket code',
    checkInButton: 'Check in',
    admitted: (name: string) => `Checked in: ${name}.`,
    again: /This ticket was already checked in at \d\d:\d\d\.$/,
    unknown: 'This ticket does not exist.',
    notYet: 'Not yet',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    logIn: 'تسجيل الدخول',
    nav: 'تنقل المدير',
    tickets: 'التذاكر',
    times: 'مواعيد التذاكر',
    attendees: 'الحضور',
    checkIn: 'تسجيل الحضور',
    newTime: 'موعد تذاكر جديد',
    lastDate: 'التاريخ الأخير',
    weekday: 'يوم الأسبوع',
    startTime: 'وقت البدء',
    duration: 'المدة (HH:MM)',
    places: 'الأماكن',
    save: 'حفظ',
    durationRule: 'يجب أن تكون المدة أطول من 00:00 (HH:MM).',
    date: 'التاريخ',
    slotList: /^الحضور، .+، 10:00–13:00$/,
    print: 'طباعة القائمة',
    code: 'رمز التذكرة',
    checkInButton: 'تسجيل الحضور',
    admitted: (name: string) => `تم تسجيل الحضور: ${name}.`,
    again: /تم تسجيل حضور هذه التذكرة بالفعل في الساعة \d\d:\d\d\.$/,
    unknown: 'هذه التذكرة غير موجودة.',
    notYet: 'ليس بعد',
  },
} as const;
type Texts = (typeof texts)[keyof typeof texts];

async function logIn(page: Page, lang: keyof typeof texts, manager: { email: string; password: string }) {
  const say = texts[lang];
  await page.goto(`/manager?lang=${lang}`);
  await page.getByRole('textbox', { name: say.email }).fill(manager.email);
  await page.getByLabel(say.password).fill(manager.password);
  await page.getByRole('button', { name: say.logIn }).click();
  await expect(page.getByRole('navigation', { name: say.nav })).toBeVisible();
}

/** The seeded sold-out knife-skills class: the next Saturday, 10:00 in Berlin, from the server's clock. */
function soldOutClassDate(): string {
  const berlin = (instant: number) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Europe/Berlin',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        weekday: 'short',
        hour: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(instant)
        .map((part) => [part.type, part.value]),
    );
  for (let day = 0; day < 8; day += 1) {
    const parts = berlin(testClock.now() + day * 86_400_000);
    if (parts.weekday === 'Sat' && (day > 0 || Number(parts.hour) < 10))
      return `${parts.year}-${parts.month}-${parts.day}`;
  }
  throw new Error('no Saturday within a week');
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function createTicketTime(page: Page, say: Texts, weekday: string, time: string) {
  await page.getByRole('link', { name: say.times, exact: true }).click();
  await page.getByRole('button', { name: say.newTime }).click();
  const form = page.getByRole('dialog', { name: say.newTime });
  await form.getByLabel(say.lastDate).fill('2027-03-31');
  await form.getByRole('combobox', { name: say.weekday }).selectOption({ label: weekday });
  await form.getByLabel(say.startTime).fill(time);
  const duration = form.getByRole('textbox', { name: say.duration });
  await duration.fill('00:00');
  await form.getByRole('spinbutton', { name: say.places }).fill('20');
  await form.getByRole('button', { name: say.save }).click();
  // the server's rule answers beside the field, and the focus goes there
  await expect(duration).toHaveAttribute('aria-invalid', 'true');
  await expect(duration).toHaveAccessibleDescription(new RegExp(say.durationRule.replace(/[()]/g, '\\$&')));
  await expect(duration).toBeFocused();
  await duration.fill('01:45');
  await form.getByRole('button', { name: say.save }).click();
  await expect(form).toBeHidden();
}

async function openSoldOutClass(page: Page, say: Texts) {
  await page.getByRole('link', { name: say.attendees, exact: true }).click();
  await page.getByLabel(say.date, { exact: true }).fill(soldOutClassDate());
  const list = page.getByRole('region', { name: say.slotList });
  await expect(list).toBeVisible();
  return list;
}

async function checkIn(page: Page, say: Texts, code: string) {
  await page.getByRole('textbox', { name: say.code }).fill(code);
  await page.getByRole('button', { name: say.checkInButton, exact: true }).click();
}

for (const [lang, weekday, time, guest] of [
  ['en', 'Sunday', '11:00', 'Mia Schulz'],
  ['ar', 'الاثنين', '09:00', 'Noah Weber'],
] as const) {
  test(`a cooking school's manager runs the door in ${lang}: ticket times, attendees, print, check-in once`, async ({
    page,
  }) => {
    // a whole order from menu to confirmation (or the manager's whole round): three times the usual time on a busy machine
    test.slow();
    const say = texts[lang];
    await logIn(page, lang, rosmarin);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('link', { name: say.tickets, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: say.times })).toBeVisible();

    await createTicketTime(page, say, weekday, time);
    await expect(
      page.getByRole('heading', { level: 2, name: `${weekday}${lang === 'ar' ? '،' : ','} ${time}` }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);

    // the seeded class: 8 booked of 8 places
    const list = await openSoldOutClass(page, say);
    await expect(list.getByRole('definition')).toHaveText(['8', '8', /^\d$/]);
    const row = list.getByRole('row').filter({ has: page.getByRole('rowheader', { name: guest }) });
    await expect(row).toContainText(say.notYet);
    // issue 33: a code to read out, in seven groups of four without I, L, O or U
    const code = (await row.locator('code').textContent()) ?? '';
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){6}$/);
    await expectNoSeriousViolations(page);

    // the print view: the list without the area's navigation and controls
    await page.emulateMedia({ media: 'print' });
    await expect(list.getByRole('table')).toBeVisible();
    await expect(row).toBeVisible();
    await expect(page.getByRole('navigation', { name: say.nav })).toBeHidden();
    await expect(page.getByRole('button', { name: say.print })).toBeHidden();
    await expect(page.getByLabel(say.date, { exact: true })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('link', { name: say.checkIn, exact: true }).click();
    // typed as it is read out at the door: lower case, spaces for the hyphens
    await checkIn(page, say, code.toLowerCase().replaceAll('-', ' '));
    await expect(page.getByRole('status').filter({ hasText: say.admitted(guest) })).toBeVisible();
    await expect(page.getByRole('textbox', { name: say.code })).toHaveValue('');
    await checkIn(page, say, code);
    await expect(page.getByRole('alert').filter({ hasText: say.again })).toBeVisible();
    await checkIn(page, say, 'no-such-ticket-code-000');
    await expect(page.getByRole('alert').filter({ hasText: say.unknown })).toBeVisible();
    await expectNoSeriousViolations(page);

    // the list shows the guest as checked in
    const after = await openSoldOutClass(page, say);
    const checkedIn = after.getByRole('row').filter({ has: page.getByRole('rowheader', { name: guest }) });
    await expect(checkedIn).not.toContainText(say.notYet);
    await expect(checkedIn).toContainText(/\d\d:\d\d/);
  });
}

/** A manager's token and restaurants, as the area's login gets them. */
async function managerSession(request: APIRequestContext, manager: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', { data: { ...manager, manager: true } });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
  const restaurants = await request.get('/api/managers/restaurant', { headers });
  return { headers, restaurants: ((await restaurants.json()) as { data: { id: number }[] }).data };
}

test("a manager of another restaurant sees no ticket pages and cannot read the school's attendees", async ({
  page,
  request,
}) => {
  await logIn(page, 'en', olive);
  const nav = page.getByRole('navigation', { name: texts.en.nav });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Tickets' })).toHaveCount(0);
  await page.goto('/manager/tickets/attendees?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Attendees' })).toHaveCount(0);

  const school = await managerSession(request, rosmarin);
  const other = await managerSession(request, olive);
  const schoolId = school.restaurants[0]!.id;
  expect(other.restaurants.map((restaurant) => restaurant.id)).not.toContain(schoolId);
  const refused = await request.get(
    `/api/managers/ticket-slots/attendees?restaurantId=${schoolId}&slot=${soldOutClassDate()}%2010:00`,
    { headers: other.headers },
  );
  expect(refused.status()).toBe(403);
  const checkIn = await request.post('/api/managers/tickets/check-in', {
    headers: other.headers,
    data: { restaurantId: schoolId, code: 'any-code-at-all' },
  });
  expect(checkIn.status()).toBe(403);
  // the school's own manager reads them
  const own = await request.get(
    `/api/managers/ticket-slots/attendees?restaurantId=${schoolId}&slot=${soldOutClassDate()}%2010:00`,
    { headers: school.headers },
  );
  expect(((await own.json()) as { data: { attendees: unknown[] } }).data.attendees).toHaveLength(8);
});
