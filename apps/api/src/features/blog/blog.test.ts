import type { BlogDetailDto, BlogSummaryDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, patchSettings, restaurantIdOf } from '../../test/engagement-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

/** SPEC §7 GET api/blogs, blogs/by-tag, blogs/show, blogs/show/slug. */

let ctx: TestContext;
let olive: number;
let sakura: number;
let sakuraPost: number;
let sakuraTag: number;

beforeAll(async () => {
  ctx = await createTestContext();
  olive = await restaurantIdOf(ctx, 'olive-linde');
  sakura = await restaurantIdOf(ctx, 'sakura-ramen');
  // a post and a tag of the second restaurant, so nothing of one can be read through the other
  const [post] = await ctx.deps.db
    .insert(schema.blogs)
    .values({
      restaurantId: sakura,
      slug: 'tonkotsu-night',
      title: { en: 'Tonkotsu night' },
      content: { en: '<p>Twelve hours of broth.</p>' },
    })
    .returning();
  const [tag] = await ctx.deps.db
    .insert(schema.blogTags)
    .values({ restaurantId: sakura, name: { en: 'Broth' } })
    .returning();
  await ctx.deps.db
    .insert(schema.blogPostTags)
    .values({ restaurantId: sakura, blogId: post!.id, tagId: tag!.id });
  sakuraPost = post!.id;
  sakuraTag = tag!.id;
});
afterAll(() => ctx?.close());

const list = async (query: Record<string, string | number>) => {
  const response = await ctx.get('/api/blogs', query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: BlogSummaryDto[] }>().data;
};

describe('GET /api/blogs', () => {
  it('lists the published posts, newest first, with tags and image but without content', async () => {
    const posts = await list({ restaurantId: olive });
    expect(posts.map((post) => post.slug)).toEqual(['summer-in-the-courtyard', 'our-olive-oil']);
    const [summer] = posts;
    expect(summer).toMatchObject({
      title: 'Summer in the courtyard',
      excerpt: 'Long tables, mint lemonade and live music on Thursdays.',
      published_at: '2026-06-01T09:00:00.000Z',
    });
    expect(summer!.image).toMatch(/^\/api\/media\/\d+$/);
    expect(summer!.tags.map((tag) => tag.name)).toEqual(['From the kitchen', 'Neighbourhood']);
    expect(summer).not.toHaveProperty('content');
  });

  it('answers in the requested language', async () => {
    const posts = await list({ restaurantId: olive, lang: 'ar' });
    expect(posts[0]!.title).toBe('الصيف في الفناء');
    expect(posts[0]!.tags.map((tag) => tag.name)).toContain('الحي');
  });

  it('hides posts dated in the future', async () => {
    await ctx.deps.db.insert(schema.blogs).values({
      restaurantId: olive,
      slug: 'coming-soon',
      title: { en: 'Coming soon' },
      content: { en: '<p>Soon.</p>' },
      publishedAt: new Date(Date.now() + 86_400_000),
    });
    expect((await list({ restaurantId: olive })).map((post) => post.slug)).not.toContain('coming-soon');
    const show = await ctx.get('/api/blogs/show/slug', { restaurantId: olive, blogSlug: 'coming-soon' });
    expect(show.statusCode).toBe(404);
  });

  it("lists only the restaurant's own posts", async () => {
    expect((await list({ restaurantId: sakura })).map((post) => post.slug)).toEqual([]);
    await patchSettings(ctx, sakura, { has_blog: true });
    try {
      expect((await list({ restaurantId: sakura })).map((post) => post.slug)).toEqual(['tonkotsu-night']);
    } finally {
      await patchSettings(ctx, sakura, { has_blog: false });
    }
  });

  it('answers 422 without a restaurant and 404 for an unknown one', async () => {
    const missing = await ctx.get('/api/blogs');
    expect(missing.statusCode).toBe(422);
    expect(missing.json<ErrorBody>().errors?.restaurantId).toEqual(['The restaurantId field is required.']);
    expect((await ctx.get('/api/blogs', { restaurantId: sakura + olive + 999 })).statusCode).toBe(404);
  });
});

describe('GET /api/blogs/by-tag', () => {
  it('lists the posts of a tag with the tag’s name', async () => {
    const [kitchen, neighbourhood] = await ctx.deps.db
      .select()
      .from(schema.blogTags)
      .where(eq(schema.blogTags.restaurantId, olive))
      .orderBy(schema.blogTags.id);
    const response = await ctx.get('/api/blogs/by-tag', {
      restaurantId: olive,
      tagId: neighbourhood!.id,
      lang: 'de',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{
      data: { tag: { id: number; name: string }; blogs: BlogSummaryDto[] };
    }>();
    expect(data.tag).toEqual({ id: neighbourhood!.id, name: 'Nachbarschaft' });
    expect(data.blogs.map((post) => post.slug)).toEqual(['summer-in-the-courtyard']);
    const both = await ctx.get('/api/blogs/by-tag', { restaurantId: olive, tagId: kitchen!.id });
    expect(both.json<{ data: { blogs: BlogSummaryDto[] } }>().data.blogs).toHaveLength(2);
  });

  it("does not find another restaurant's tag, and checks the id", async () => {
    const foreign = await ctx.get('/api/blogs/by-tag', { restaurantId: olive, tagId: sakuraTag });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ErrorBody>().message.body).toBe('The tag does not exist.');
    for (const tagId of ['abc', '0', '-1', '99999999999']) {
      const bad = await ctx.get('/api/blogs/by-tag', { restaurantId: olive, tagId });
      expect(bad.statusCode, tagId).toBe(422);
    }
    expect((await ctx.get('/api/blogs/by-tag', { restaurantId: olive })).statusCode).toBe(422);
  });
});

describe('GET /api/blogs/show and /api/blogs/show/slug', () => {
  it('shows a post by id and by slug with its sanitised content', async () => {
    const bySlug = await ctx.get('/api/blogs/show/slug', { restaurantId: olive, blogSlug: 'our-olive-oil' });
    expect(bySlug.statusCode).toBe(200);
    const post = bySlug.json<{ data: BlogDetailDto }>().data;
    expect(post.title).toBe('Where our olive oil comes from');
    expect(post.content).toContain('<strong>cold-pressed within hours</strong>');
    const byId = await ctx.get('/api/blogs/show', { restaurantId: olive, blogId: post.id });
    expect(byId.json<{ data: BlogDetailDto }>().data).toEqual(post);
  });

  it('keeps stored markup safe: the seed wrote every post through the sanitiser', async () => {
    const rows = await ctx.deps.db.select().from(schema.blogs).where(eq(schema.blogs.restaurantId, olive));
    for (const row of rows)
      for (const html of Object.values(row.content)) expect(html).not.toMatch(/<script|on\w+=|javascript:/i);
  });

  it("does not show another restaurant's post, nor any post with the blog switched off", async () => {
    expect((await ctx.get('/api/blogs/show', { restaurantId: olive, blogId: sakuraPost })).statusCode).toBe(
      404,
    );
    const bySlug = await ctx.get('/api/blogs/show/slug', { restaurantId: olive, blogSlug: 'tonkotsu-night' });
    expect(bySlug.statusCode).toBe(404);
    expect(bySlug.json<ErrorBody>().message.body).toBe('The blog does not exist.');
    const off = await ctx.get('/api/blogs/show', { restaurantId: sakura, blogId: sakuraPost });
    expect(off.statusCode).toBe(404);
  });

  it('answers 422 for a missing id or slug', async () => {
    const id = await ctx.get('/api/blogs/show', { restaurantId: olive });
    expect(id.json<ErrorBody>().errors?.blogId).toEqual(['The blogId field is required.']);
    const slug = await ctx.get('/api/blogs/show/slug', { restaurantId: olive, blogSlug: '' });
    expect(slug.json<ErrorBody>().errors?.blogSlug).toEqual(['The blogSlug field is required.']);
  });
});
