import type { ProductBody } from '@tavola/contracts';
import type { schema } from '@tavola/db';
import { extraTabProblems, happyHourProblems } from '@tavola/domain';
import { textsOf } from './menu-texts';
import type { HappyHourValues } from './product-extras.repository';

type ExtraTab = (typeof schema.products.$inferSelect)['extraTabs'][number];

/**
 * Issue 20: a product's happy hours and extra tabs as the product editor sends them, checked by
 * the domain's rules; `undefined` for what the request left out (the stored ones stay). Tab
 * contents are rich text, cleaned like descriptions (decision 003); tabs are numbered in order.
 */
export async function productExtrasOf(body: ProductBody, restaurantLanguage: string) {
  const tabs = body.extra_tabs?.map((tab) => ({ title: textsOf(tab.title), content: textsOf(tab.content) }));
  const hours = body.happy_hours?.map((hour) => ({
    weekday: hour.weekday,
    start_date: hour.start_date,
    end_date: hour.end_date,
    start_time: hour.start_time ?? null,
    end_time: hour.end_time ?? null,
  }));
  const problems = [...happyHourProblems(hours ?? []), ...extraTabProblems(tabs ?? [], restaurantLanguage)];
  if (problems.length) return { problems };
  let extraTabs: ExtraTab[] | undefined;
  if (tabs) {
    const { sanitizeLocalized } = await import('@tavola/db/rich-text');
    extraTabs = tabs.map((tab, index) => ({
      id: index + 1,
      title: tab.title,
      content: sanitizeLocalized(tab.content),
    }));
  }
  const happyHours: HappyHourValues[] | undefined = hours?.map((hour) => ({
    weekday: hour.weekday,
    startDate: hour.start_date,
    endDate: hour.end_date,
    startTime: hour.start_time,
    endTime: hour.end_time,
  }));
  return { problems, extraTabs, happyHours };
}
