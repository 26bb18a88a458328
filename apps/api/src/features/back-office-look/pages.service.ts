import type {
  announcementBodySchema,
  InformationPageDto,
  informationPageBodySchema,
  legalPageBodySchema,
  PageTexts,
  StorefrontPages,
} from '@tavola/contracts';
import type { Database } from '@tavola/db';
import {
  type AnnouncementKind,
  announcementProblems,
  hasWords,
  informationPageProblems,
  type LegalPageKind,
  type LocalizedText,
} from '@tavola/domain';
import type { z } from 'zod';
import { fieldProblemsError, notFound } from '../../lib/http-error';
import { type RestaurantRow, restaurantLocale, restaurantSettings } from '../restaurants';
import {
  announcementsOf,
  deleteInformationPage,
  informationPagesOf,
  insertInformationPage,
  legalPagesOf,
  replaceAnnouncement,
  updateInformationPage,
  upsertLegalPage,
} from './look.repository';

const textsDto = (text: LocalizedText | undefined): PageTexts => ({
  en: text?.en ?? '',
  de: text?.de ?? '',
  fr: text?.fr ?? '',
  ar: text?.ar ?? '',
});

/**
 * Rich text as it is stored: cleaned (decision 003; the sanitiser loads only when a text is
 * written), and a language left without words is no text at all, so the storefront falls back
 * to the restaurant's language there instead of showing an empty page.
 */
async function cleanTexts(input: Partial<Record<string, string | undefined>>): Promise<LocalizedText> {
  const { sanitizeRichText } = await import('@tavola/db/rich-text');
  return Object.fromEntries(
    Object.entries(input).flatMap(([locale, text]) => {
      const clean = text === undefined ? '' : sanitizeRichText(text).trim();
      return hasWords(clean) ? [[locale, clean]] : [];
    }),
  );
}

/** SPEC §3 legal content and the two announcements, every language, for the editor. */
export async function storefrontPages(db: Database, restaurant: RestaurantRow): Promise<StorefrontPages> {
  const [legal, announcements, informationPages] = await Promise.all([
    legalPagesOf(db, restaurant.id),
    announcementsOf(db, restaurant.id),
    informationPagesOf(db, restaurant.id),
  ]);
  const settings = restaurantSettings(restaurant);
  const page = (kind: LegalPageKind) => textsDto(legal.find((row) => row.kind === kind)?.content);
  // the row the storefront shows (the first active one), else a hidden draft
  const announcement = (kind: AnnouncementKind, shown: boolean) => {
    const rows = announcements.filter((row) => row.kind === kind);
    return { content: textsDto((rows.find((row) => row.active) ?? rows[0])?.content), shown };
  };
  return {
    information_pages: informationPages.map(informationPageDto),
    legal: {
      about_us: page('about_us'),
      imprint: page('imprint'),
      privacy_policy: page('privacy_policy'),
      terms_and_conditions: page('terms_and_conditions'),
    },
    announcements: {
      general: announcement('general', settings.has_announcement),
      before_checkout: announcement('before_checkout', settings.announcement_before_checkout),
    },
  };
}

export async function saveLegalPage(
  db: Database,
  restaurant: RestaurantRow,
  body: z.output<typeof legalPageBodySchema>,
) {
  const content = await cleanTexts(body.content);
  await upsertLegalPage(db, restaurant.id, body.kind, content);
  return { kind: body.kind, content: textsDto(content) };
}

export async function saveAnnouncement(
  db: Database,
  restaurant: RestaurantRow,
  body: z.output<typeof announcementBodySchema>,
) {
  const content = await cleanTexts(body.content);
  const problems = announcementProblems(content, body.shown, restaurantLocale(restaurant));
  if (problems.length) throw fieldProblemsError(problems);
  await replaceAnnouncement(db, restaurant.id, body.kind, content, body.shown);
  return { kind: body.kind, content: textsDto(content), shown: body.shown };
}

type InformationPageRow = Awaited<ReturnType<typeof informationPagesOf>>[number];
const informationPageDto = (row: InformationPageRow): InformationPageDto => ({
  id: row.id,
  title: textsDto(row.title),
  content: textsDto(row.content),
});

/** Titles are plain text: trimmed, an empty language left out (it falls back like the text). */
const titlesOf = (input: Partial<Record<string, string | undefined>>): LocalizedText =>
  Object.fromEntries(
    Object.entries(input).flatMap(([locale, text]) => (text?.trim() ? [[locale, text.trim()]] : [])),
  );

/** A new information page (no `id`) or the changes to one of this restaurant's. */
export async function saveInformationPage(
  db: Database,
  restaurant: RestaurantRow,
  body: z.output<typeof informationPageBodySchema>,
  id?: number,
): Promise<InformationPageDto> {
  const values = { title: titlesOf(body.title), content: await cleanTexts(body.content) };
  const problems = informationPageProblems(values.title, values.content, restaurantLocale(restaurant));
  if (problems.length) throw fieldProblemsError(problems);
  const row =
    id === undefined
      ? await insertInformationPage(db, restaurant.id, values)
      : await updateInformationPage(db, restaurant.id, id, values);
  if (!row) throw notFound('information_page_not_exist');
  return informationPageDto(row);
}

export async function removeInformationPage(db: Database, restaurant: RestaurantRow, id: number) {
  const row = await deleteInformationPage(db, restaurant.id, id);
  if (!row) throw notFound('information_page_not_exist');
  return row;
}
