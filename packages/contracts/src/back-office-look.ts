import { announcementKinds, legalPageKinds } from '@tavola/domain';
import { messageSchema } from './envelope';
import { idSchema, localeSchema, restaurantIdSchema } from './fields';
import { z } from './zod';

/**
 * Issue 20 (back office): the storefront's look (primary colour, SPEC §9 theme flags), its
 * legal pages and its announcements per language. Manager token; every request names its
 * restaurant. Shapes and limits are checked here; whether white text reads on the colour
 * (primaryColourProblems) and whether a shown announcement has words in the restaurant's
 * language (announcementProblems) are the domain's, answered per field by the service.
 */

/** The look the storefront takes from settings and theme, under the names the SPEC gives them. */
export const storefrontLookSchema = z.object({
  /** '#rrggbb': buttons carry white text on it (theme.primaryColor) */
  primaryColor: z.string(),
  /** SPEC §3 theme sideMenu: the menu's categories in a side column on wide screens */
  sideMenu: z.boolean(),
  /** SPEC §9 configuration flags */
  catalogue_mode: z.boolean(),
  product_image: z.boolean(),
  newsletter: z.boolean(),
  categories_expanded: z.boolean(),
  /** SPEC §3 (decision 047): a happy-hour product is pre-ordered for a day of its own */
  pre_order_for_happy_hour: z.boolean(),
});
export type StorefrontLook = z.infer<typeof storefrontLookSchema>;
export const storefrontLookResponseSchema = z.object({ data: storefrontLookSchema });
export const storefrontLookBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  primaryColor: z
    .string()
    .trim()
    .refine((colour) => /^#[0-9a-fA-F]{6}$/.test(colour), { params: { key: 'colour_format' } })
    .transform((colour) => colour.toLowerCase()),
  sideMenu: z.boolean(),
  catalogue_mode: z.boolean(),
  product_image: z.boolean(),
  newsletter: z.boolean(),
  categories_expanded: z.boolean(),
  pre_order_for_happy_hour: z.boolean(),
  lang: localeSchema.optional(),
});
export type StorefrontLookBody = z.input<typeof storefrontLookBodySchema>;
export const storefrontLookSavedSchema = z.object({ data: storefrontLookSchema, message: messageSchema });

/** rich text per storefront language, cleaned by the server (@tavola/db/rich-text) when written */
const richText = (max: number) => z.string().max(max).optional();
const pageTextInput = (max: number) =>
  z.object({ en: richText(max), de: richText(max), fr: richText(max), ar: richText(max) });
const pageTextOutput = z.object({ en: z.string(), de: z.string(), fr: z.string(), ar: z.string() });
export type PageTexts = z.infer<typeof pageTextOutput>;

export const announcementSchema = z.object({ content: pageTextOutput, shown: z.boolean() });
export type AnnouncementDto = z.infer<typeof announcementSchema>;

/** SPEC §3 informationPages: pages of the restaurant's own, linked by their titles */
export const informationPageSchema = z.object({
  id: z.number(),
  title: pageTextOutput,
  content: pageTextOutput,
});
export type InformationPageDto = z.infer<typeof informationPageSchema>;

export const storefrontPagesSchema = z.object({
  information_pages: z.array(informationPageSchema),
  legal: z.object({
    about_us: pageTextOutput,
    imprint: pageTextOutput,
    privacy_policy: pageTextOutput,
    terms_and_conditions: pageTextOutput,
  }),
  announcements: z.object({ general: announcementSchema, before_checkout: announcementSchema }),
});
export type StorefrontPages = z.infer<typeof storefrontPagesSchema>;
export const storefrontPagesResponseSchema = z.object({ data: storefrontPagesSchema });

/** an empty language is no page there: the storefront shows the restaurant's language instead */
export const legalPageBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  kind: z.enum(legalPageKinds),
  content: pageTextInput(50_000),
  lang: localeSchema.optional(),
});
export type LegalPageBody = z.input<typeof legalPageBodySchema>;
export const legalPageSavedSchema = z.object({
  data: z.object({ kind: z.enum(legalPageKinds), content: pageTextOutput }),
  message: messageSchema,
});

export const announcementBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  kind: z.enum(announcementKinds),
  content: pageTextInput(5_000),
  /** SPEC §3 has_announcement / announcement_before_checkout */
  shown: z.boolean(),
  lang: localeSchema.optional(),
});
export type AnnouncementBody = z.input<typeof announcementBodySchema>;
export const announcementSavedSchema = z.object({
  data: z.object({ kind: z.enum(announcementKinds), content: pageTextOutput, shown: z.boolean() }),
  message: messageSchema,
});

/** a title is plain text (the storefront shows it as a link); which languages must be filled is the domain's */
const titleInput = z.object({
  en: z.string().trim().max(80).optional(),
  de: z.string().trim().max(80).optional(),
  fr: z.string().trim().max(80).optional(),
  ar: z.string().trim().max(80).optional(),
});
export const informationPageBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  title: titleInput,
  content: pageTextInput(50_000),
  lang: localeSchema.optional(),
});
export type InformationPageBody = z.input<typeof informationPageBodySchema>;
export const updateInformationPageBodySchema = informationPageBodySchema.extend({ id: idSchema });
export const informationPageRefSchema = z.object({
  restaurantId: restaurantIdSchema,
  id: idSchema,
  lang: localeSchema.optional(),
});
export const informationPageSavedSchema = z.object({ data: informationPageSchema, message: messageSchema });
export const informationPageDeletedSchema = z.object({
  data: z.object({ id: z.number() }),
  message: messageSchema,
});
