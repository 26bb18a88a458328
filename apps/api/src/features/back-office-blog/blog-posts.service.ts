import type { BlogPostBody, ManagerBlog, ManagerBlogPostDto } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { blogPostProblems, distinctTagNames, type LocalizedText, resolveText, slugOf } from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import { fieldProblemsError, HttpError, notFound } from '../../lib/http-error';
import { mediaUrl } from '../../lib/media-url';
import { isUniqueViolation } from '../../lib/unique-violation';
import { type RestaurantRow, restaurantLocale } from '../restaurants';
import {
  type BlogPostRow,
  type BlogPostValues,
  type BlogTagRow,
  deletePost,
  findPost,
  insertPost,
  insertTag,
  postsOf,
  postTagLinks,
  replacePostTags,
  tagsOfRestaurant,
  updatePost,
} from './blog-posts.repository';

/**
 * Issue 20 (back office): the blog as its manager writes it. The storefront (features/blog)
 * shows a post once its published_at has come; a draft has none.
 */

const inTransaction = <T>(db: Database, work: (tx: Database) => Promise<T>) =>
  db.transaction(async (transaction) => work(transaction));

/** What the manager typed per language, trimmed, empty languages left out. */
const textsOf = (input: Partial<Record<string, string | undefined>> | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(input ?? {}).flatMap(([locale, text]) => (text?.trim() ? [[locale, text.trim()]] : [])),
  );
const textsDto = (text: LocalizedText | null) => ({
  en: text?.en ?? '',
  de: text?.de ?? '',
  fr: text?.fr ?? '',
  ar: text?.ar ?? '',
});

interface View {
  restaurant: RestaurantRow;
  locale: Locale;
}

function postDto(view: View, row: BlogPostRow, tags: BlogTagRow[]): ManagerBlogPostDto {
  const language = restaurantLocale(view.restaurant);
  return {
    id: row.id,
    slug: row.slug,
    title: textsDto(row.title),
    excerpt: textsDto(row.excerpt),
    content: textsDto(row.content),
    label: resolveText(row.title, view.locale, language),
    tags: tags.map((tag) => resolveText(tag.name, language, language)),
    published_at: row.publishedAt?.toISOString() ?? null,
    image: mediaUrl(row.imageId),
  };
}

async function tagsByPost(db: Database, restaurantId: number, postIds: number[]) {
  const [tags, links] = await Promise.all([
    tagsOfRestaurant(db, restaurantId),
    postTagLinks(db, restaurantId, postIds),
  ]);
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  const result = new Map<number, BlogTagRow[]>();
  for (const link of links.sort((a, b) => a.tagId - b.tagId))
    result.set(link.blogId, [...(result.get(link.blogId) ?? []), byId.get(link.tagId)!]);
  return { tags, result };
}

export async function managerBlog(db: Database, view: View): Promise<ManagerBlog> {
  const language = restaurantLocale(view.restaurant);
  const posts = await postsOf(db, view.restaurant.id);
  const { tags, result } = await tagsByPost(
    db,
    view.restaurant.id,
    posts.map((post) => post.id),
  );
  return {
    posts: posts.map((post) => postDto(view, post, result.get(post.id) ?? [])),
    tags: tags.map((tag) => resolveText(tag.name, language, language)),
    language,
  };
}

async function postView(db: Database, view: View, row: BlogPostRow) {
  const { result } = await tagsByPost(db, view.restaurant.id, [row.id]);
  return postDto(view, row, result.get(row.id) ?? []);
}

/** The body's texts, checked and cleaned: rich text is sanitised on write (decision 003). */
async function valuesOf(body: BlogPostBody, restaurant: RestaurantRow): Promise<BlogPostValues> {
  const { sanitizeLocalized } = await import('@tavola/db/rich-text');
  const title = textsOf(body.title);
  const content = sanitizeLocalized(textsOf(body.content));
  const problems = blogPostProblems({ title, content }, restaurantLocale(restaurant));
  if (problems.length) throw fieldProblemsError(problems);
  return {
    slug: body.slug ?? '',
    title,
    excerpt: textsOf(body.excerpt),
    content,
  };
}

/** The tags named, found by their name in the restaurant's language (any case) or made. */
async function tagIdsFor(db: Database, restaurant: RestaurantRow, names: readonly string[]) {
  const language = restaurantLocale(restaurant);
  const existing = await tagsOfRestaurant(db, restaurant.id);
  const ids: number[] = [];
  for (const name of distinctTagNames(names)) {
    const key = name.toLocaleLowerCase();
    const found = existing.find(
      (tag) => resolveText(tag.name, language, language).toLocaleLowerCase() === key,
    );
    ids.push(found?.id ?? (await insertTag(db, restaurant.id, { [language]: name })).id);
  }
  return ids;
}

/** An address is unique per restaurant (the table's unique index): a second is a 422 on the slug. */
async function saving<T>(write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new HttpError(422, 'blog_slug_taken', undefined, { slug: [{ key: 'blog_slug_taken' }] });
  }
}

export async function createPost(db: Database, view: View, body: BlogPostBody, now = new Date()) {
  const values = await valuesOf(body, view.restaurant);
  const language = restaurantLocale(view.restaurant);
  const slug = values.slug || slugOf(values.title[language] ?? '');
  const row = await saving(() =>
    inTransaction(db, async (tx) => {
      // a title without latin letters names the post by its number
      const inserted = await insertPost(
        tx,
        view.restaurant.id,
        { ...values, slug: slug || `draft-${crypto.randomUUID()}` },
        body.published ? now : null,
      );
      const saved = slug
        ? inserted
        : (await updatePost(tx, view.restaurant.id, inserted.id, { slug: `post-${inserted.id}` }))!;
      await replacePostTags(
        tx,
        view.restaurant.id,
        saved.id,
        await tagIdsFor(tx, view.restaurant, body.tags ?? []),
      );
      return saved;
    }),
  );
  return postView(db, view, row);
}

export async function changePost(db: Database, view: View, id: number, body: BlogPostBody, now = new Date()) {
  // another restaurant's post is not found, whatever the body holds
  if (!(await findPost(db, view.restaurant.id, id))) throw notFound('blog_not_exist');
  const values = await valuesOf(body, view.restaurant);
  const row = await saving(() =>
    inTransaction(db, async (tx) => {
      const current = await findPost(tx, view.restaurant.id, id);
      if (!current) throw notFound('blog_not_exist');
      const saved = await updatePost(tx, view.restaurant.id, id, {
        ...values,
        // an empty address keeps the one the post has: links to it stay valid
        slug: values.slug || current.slug,
        publishedAt: body.published ? (current.publishedAt ?? now) : null,
      });
      await replacePostTags(
        tx,
        view.restaurant.id,
        id,
        await tagIdsFor(tx, view.restaurant, body.tags ?? []),
      );
      return saved!;
    }),
  );
  return postView(db, view, row);
}

/** Publishing keeps the first publication's date; unpublishing makes the post a draft again. */
export async function publishPost(
  db: Database,
  view: View,
  id: number,
  published: boolean,
  now = new Date(),
) {
  const current = await findPost(db, view.restaurant.id, id);
  if (!current) throw notFound('blog_not_exist');
  const row = await updatePost(db, view.restaurant.id, id, {
    publishedAt: published ? (current.publishedAt ?? now) : null,
  });
  if (!row) throw notFound('blog_not_exist');
  return postView(db, view, row);
}

export async function removePost(db: Database, restaurant: RestaurantRow, id: number) {
  if (!(await deletePost(db, restaurant.id, id))) throw notFound('blog_not_exist');
  return { id };
}
