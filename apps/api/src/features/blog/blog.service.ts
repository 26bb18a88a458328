import type { BlogDetailDto, BlogSummaryDto } from '@tavola/contracts';
import type { Database } from '@tavola/db';
import { resolveText } from '@tavola/domain';
import type { Locale } from '@tavola/i18n';
import type { SQL } from 'drizzle-orm';
import { notFound } from '../../lib/http-error';
import { mediaUrl } from '../../lib/media-url';
import { offeredFeatures, type RestaurantRow, restaurantLocale } from '../restaurants';
import { type BlogRow, type BlogTagRow, byTag, findTag, publishedBlogs, tagsOf } from './blog.repository';

/**
 * SPEC §7 blogs: the posts of a restaurant with its blog switched on (has_blog), in the
 * requested language. A post's content was sanitised when it was written (decision 003).
 */
export function createBlogService(db: Database) {
  const summaries = async (restaurant: RestaurantRow, locale: Locale, rows: BlogRow[]) => {
    const fallback = restaurantLocale(restaurant);
    const tags = await tagsOf(
      db,
      restaurant.id,
      rows.map((row) => row.id),
    );
    const tagDto = (tag: BlogTagRow) => ({ id: tag.id, name: resolveText(tag.name, locale, fallback) });
    return rows.map((row): BlogSummaryDto & { content: string } => ({
      id: row.id,
      slug: row.slug,
      title: resolveText(row.title, locale, fallback),
      excerpt: resolveText(row.excerpt, locale, fallback),
      image: mediaUrl(row.imageId),
      // publishedBlogs reads only posts whose moment has come: a draft has none
      published_at: row.publishedAt!.toISOString(),
      tags: (tags.get(row.id) ?? []).map(tagDto),
      content: resolveText(row.content, locale, fallback),
    }));
  };
  const withoutContent = ({ content: _content, ...summary }: BlogSummaryDto & { content: string }) => summary;
  // SPEC §2: blogs only while event mode is off (and no ticketing system runs)
  const blogOn = (restaurant: RestaurantRow) => offeredFeatures(restaurant).blog;

  return {
    async list(restaurant: RestaurantRow, locale: Locale, now = new Date()): Promise<BlogSummaryDto[]> {
      if (!blogOn(restaurant)) return [];
      return (await summaries(restaurant, locale, await publishedBlogs(db, restaurant.id, now))).map(
        withoutContent,
      );
    },

    async byTag(restaurant: RestaurantRow, locale: Locale, tagId: number, now = new Date()) {
      const tag = blogOn(restaurant) ? await findTag(db, restaurant.id, tagId) : undefined;
      if (!tag) throw notFound('tag_not_exist');
      const rows = await publishedBlogs(db, restaurant.id, now, byTag(db, tag.id));
      return {
        tag: { id: tag.id, name: resolveText(tag.name, locale, restaurantLocale(restaurant)) },
        blogs: (await summaries(restaurant, locale, rows)).map(withoutContent),
      };
    },

    async show(
      restaurant: RestaurantRow,
      locale: Locale,
      where: SQL,
      now = new Date(),
    ): Promise<BlogDetailDto> {
      const rows = blogOn(restaurant) ? await publishedBlogs(db, restaurant.id, now, where) : [];
      const [post] = await summaries(restaurant, locale, rows.slice(0, 1));
      if (!post) throw notFound('blog_not_exist');
      return post;
    },
  };
}
