import type { LocalizedText } from '../localized-text';
import { parseClock } from '../zoned-time';

/** The message keys (server catalogue) a product's happy hours or extra tabs can be refused with. */
export type ProductExtrasProblemKey =
  | 'happy_hour_dates'
  | 'happy_hour_time_pair'
  | 'happy_hour_times'
  | 'menu_tab_title_required';

export interface ProductExtrasProblem {
  field: string;
  key: ProductExtrasProblemKey;
}

/** SPEC §3 happyHours as the back office writes them: weekday 1..7 (Sunday = 7), dates, a time of day. */
export interface HappyHourDraft {
  weekday: number;
  start_date: string;
  end_date: string;
  /** 'HH:MM' in the restaurant's zone; both null = the whole day */
  start_time: string | null;
  end_time: string | null;
}

/**
 * Issue 20: happy hours a guest can meet. The last day is not before the first; a time of day
 * is given whole (from and until) or not at all, and ends after it starts (the storefront's
 * isProductAvailableAt reads it within one day: until is the first minute no longer inside).
 */
export function happyHourProblems(hours: readonly HappyHourDraft[]): ProductExtrasProblem[] {
  return hours.flatMap((hour, index): ProductExtrasProblem[] => {
    const at = `happy_hours.${index}`;
    const problems: ProductExtrasProblem[] = [];
    if (hour.end_date < hour.start_date) problems.push({ field: `${at}.end_date`, key: 'happy_hour_dates' });
    if (!hour.start_time !== !hour.end_time)
      problems.push({
        field: `${at}.${hour.start_time ? 'end_time' : 'start_time'}`,
        key: 'happy_hour_time_pair',
      });
    else if (hour.start_time && hour.end_time && parseClock(hour.end_time) <= parseClock(hour.start_time))
      problems.push({ field: `${at}.end_time`, key: 'happy_hour_times' });
    return problems;
  });
}

export interface ExtraTabDraft {
  title: LocalizedText;
  content: LocalizedText;
}

/**
 * SPEC §2 product info: each extra tab is listed by its title, so the title exists in the
 * restaurant's own language, which every other language falls back to.
 */
export function extraTabProblems(
  tabs: readonly ExtraTabDraft[],
  restaurantLanguage: string,
): ProductExtrasProblem[] {
  return tabs.flatMap((tab, index) =>
    tab.title[restaurantLanguage]?.trim()
      ? []
      : [
          {
            field: `extra_tabs.${index}.title.${restaurantLanguage}`,
            key: 'menu_tab_title_required' as const,
          },
        ],
  );
}
