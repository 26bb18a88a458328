import type {
  BackOfficeHours,
  ClosedSwitchBody,
  CloseMessage,
  ClosureBody,
  ClosureDto,
  DeliveryTypeHours,
  ReplaceHoursBody,
} from '@tavola/contracts';
import type { Database } from '@tavola/db';
import {
  addDays,
  closureProblems,
  type DeliveryType,
  type LocalizedText,
  type OpeningWindow,
  resolveText,
  type Weekday,
  weeklyHoursProblems,
} from '@tavola/domain';
import type { Locale } from '@tavola/i18n/locales';
import { fieldProblemsError, notFound } from '../../lib/http-error';
import { type RestaurantRow, restaurantLocale, restaurantSettings } from '../restaurants';
import {
  closuresOf,
  deleteClosure,
  insertClosure,
  openingHoursOf,
  replaceTypeHours,
  updateCloseMessage,
} from './hours.repository';
import { patchRestaurantSettings, valuesPatch } from './restaurant-settings-patch';

/** the restaurant a manager acts on and the language they read */
export interface BackOfficeView {
  restaurant: RestaurantRow;
  locale: Locale;
}

type HourRow = Awaited<ReturnType<typeof openingHoursOf>>[number];
type ClosureRow = Awaited<ReturnType<typeof closuresOf>>[number];

const windowDto = (row: HourRow) => ({ weekday: row.weekday, open_at: row.openAt, close_at: row.closeAt });
/** stored wall-clock stamps ('YYYY-MM-DDTHH:MM', seeds may add seconds and an offset) as 'YYYY-MM-DD HH:MM' */
const wallClock = (stamp: string) => stamp.slice(0, 16).replace('T', ' ');

const closureDto = (row: ClosureRow, view: BackOfficeView): ClosureDto => ({
  id: row.id,
  starts_at: wallClock(row.startsAt),
  ends_at: wallClock(row.endsAt),
  reason: resolveText(row.reason, view.locale, restaurantLocale(view.restaurant)),
});

const closeMessageDto = (text: LocalizedText | null): CloseMessage => ({
  en: text?.en ?? '',
  de: text?.de ?? '',
  fr: text?.fr ?? '',
  ar: text?.ar ?? '',
});

/** Everything the hours page shows: each offered type's week, the closures, the closed switch. */
export async function backOfficeHours(db: Database, view: BackOfficeView): Promise<BackOfficeHours> {
  const { restaurant } = view;
  const settings = restaurantSettings(restaurant);
  const hours = await openingHoursOf(db, restaurant.id);
  const closures = await closuresOf(db, restaurant.id);
  return {
    time_zone: restaurant.timeZone,
    types: settings.deliveryTypes.map((type) => ({
      delivery_type: type,
      windows: hours.filter((row) => row.deliveryType === type).map(windowDto),
      lead_minutes: settings.lead_minutes[type],
      available_days: settings.available_days[type],
    })),
    closures: closures.map((row) => closureDto(row, view)),
    closed: settings.closed,
    close_message: closeMessageDto(restaurant.closeMessage),
  };
}

/** Replaces a delivery type's week after the domain's rule (split shifts, no overlaps); 422 per window field. */
export async function replaceHours(
  db: Database,
  view: BackOfficeView,
  body: ReplaceHoursBody & { delivery_type: DeliveryType },
): Promise<DeliveryTypeHours> {
  const problems = weeklyHoursProblems(body.windows);
  if (problems.length) throw fieldProblemsError(problems);
  const windows: OpeningWindow[] = body.windows.map((window) => ({
    weekday: window.weekday as Weekday,
    openAt: window.open_at!,
    closeAt: window.close_at!,
  }));
  await replaceTypeHours(db, view.restaurant.id, body.delivery_type, {
    windows,
    leadMinutes: body.lead_minutes,
    availableDays: body.available_days,
  });
  return {
    delivery_type: body.delivery_type,
    windows: windows
      .toSorted((a, b) => a.weekday - b.weekday || a.openAt.localeCompare(b.openAt))
      .map((window) => ({ weekday: window.weekday, open_at: window.openAt, close_at: window.closeAt })),
    lead_minutes: body.lead_minutes,
    available_days: body.available_days,
  };
}

/** SPEC §3 closed / closeMessage: the manual switch and what guests read while it is on. */
export async function switchClosed(db: Database, view: BackOfficeView, body: ClosedSwitchBody) {
  const closeMessage = Object.fromEntries(
    Object.entries(body.close_message).filter(([, text]) => text),
  ) as LocalizedText;
  await db.transaction(async (tx) => {
    await patchRestaurantSettings(tx, view.restaurant.id, valuesPatch({ closed: body.closed }));
    await updateCloseMessage(tx, view.restaurant.id, closeMessage);
  });
  return { closed: body.closed, close_message: closeMessageDto(closeMessage) };
}

/** A closure of whole days: from the first day's 00:00 to the 00:00 after the last (SPEC §3 close times). */
export async function addClosure(db: Database, view: BackOfficeView, body: ClosureBody): Promise<ClosureDto> {
  const problems = closureProblems(body);
  if (problems.length) throw fieldProblemsError(problems);
  const reason = body.reason?.trim();
  const row = await insertClosure(db, view.restaurant.id, {
    startsAt: `${body.start_date}T00:00`,
    endsAt: `${addDays(body.end_date!, 1)}T00:00`,
    reason: reason ? { [view.locale]: reason } : {},
  });
  return closureDto(row, view);
}

export async function removeClosure(db: Database, view: BackOfficeView, id: number): Promise<void> {
  if (!(await deleteClosure(db, view.restaurant.id, id))) throw notFound('closure_not_exist');
}
