import { localizedInput, localizedOutput } from './back-office-fields';
import { messageSchema } from './envelope';
import { idSchema, localeSchema, restaurantIdSchema } from './fields';
import { z } from './zod';

/**
 * Issue 20 (back office): the restaurant's blog posts with their tags. Manager token; every
 * request names its restaurant. A post's title and body are filled at least in the restaurant's
 * own language (blogPostProblems); the body is rich text, sanitised by the server.
 */

export type BlogTexts = z.infer<typeof localizedOutput>;

export const managerBlogPostSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: localizedOutput,
  excerpt: localizedOutput,
  /** sanitised HTML per language */
  content: localizedOutput,
  /** the title in the language the manager reads */
  label: z.string(),
  /** the post's tags, named in the restaurant's language */
  tags: z.array(z.string()),
  /** null while a draft */
  published_at: z.string().nullable(),
  image: z.string().nullable(),
});
export type ManagerBlogPostDto = z.infer<typeof managerBlogPostSchema>;

export const managerBlogResponseSchema = z.object({
  data: z.object({
    posts: z.array(managerBlogPostSchema),
    /** every tag of the restaurant, in its language, for choosing */
    tags: z.array(z.string()),
    /** the language every post must be written in */
    language: localeSchema,
  }),
});
export type ManagerBlog = z.infer<typeof managerBlogResponseSchema>['data'];

const tagName = z.string().trim().min(1).max(40);

export const blogPostBodySchema = z.object({
  restaurantId: restaurantIdSchema,
  /** the address of the post (/blogs/{slug}); made from the title when left empty */
  slug: z
    .string()
    .trim()
    .max(80)
    .refine((slug) => slug === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug), {
      params: { key: 'blog_slug_format' },
    })
    .default(''),
  title: localizedInput(150),
  excerpt: localizedInput(300).default({}),
  content: localizedInput(50_000),
  /** tag names in the restaurant's language; a new name makes a new tag */
  tags: z.array(tagName).max(10).default([]),
  published: z.boolean().default(false),
  lang: localeSchema.optional(),
});
export type BlogPostBody = z.input<typeof blogPostBodySchema>;
export const updateBlogPostBodySchema = blogPostBodySchema.extend({ id: idSchema });

export const blogPostRefSchema = z.object({
  restaurantId: restaurantIdSchema,
  id: idSchema,
  lang: localeSchema.optional(),
});
export const blogPublishBodySchema = blogPostRefSchema.extend({ published: z.boolean() });

export const blogPostSavedSchema = z.object({ data: managerBlogPostSchema, message: messageSchema });
export const blogPostDeletedSchema = z.object({
  data: z.object({ id: z.number() }),
  message: messageSchema,
});
