import type { BlogDetailDto, BlogSummaryDto, ManagerBlog, ManagerBlogPostDto } from '@tavola/contracts';
import { schema } from '@tavola/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '../../test/manager-client';
import { managerFixtures } from '../../test/manager-fixtures';
import { createTestContext, type TestContext } from '../../test/test-app';

/** Issue 20 (back office): the manager writes, tags, publishes and deletes blog posts; the storefront follows. */

let ctx: TestContext;
let f: Awaited<ReturnType<typeof managerFixtures>>;

beforeAll(async () => {
  ctx = await createTestContext();
  f = await managerFixtures(ctx);
});
afterAll(() => ctx?.close());

const olive = (lang = 'en') => clientOf(ctx, f.oliveManager, lang);
const storefront = async <T>(url: string, query: Record<string, string | number>) => {
  const response = await ctx.get(`/api/${url}`, { restaurantId: f.olive, ...query });
  return { status: response.statusCode, data: response.json<{ data: T }>().data };
};
const storefrontSlugs = async () => (await storefront<BlogSummaryDto[]>('blogs', {})).data.map((p) => p.slug);

// Olive writes in German: its title and body must be there
const draft = {
  title: { de: 'Spargelzeit im Hof', en: 'Asparagus season' },
  excerpt: { de: 'Weiß und grün, ab Mai.' },
  content: {
    de: '<p>Frisch vom Feld.<script>alert(1)</script><img src=x onerror="alert(2)"></p>',
    en: '<p>Fresh from the field.</p>',
  },
  tags: ['Saison', 'aus der küche'],
};

describe('blog posts in the back office', () => {
  let post: ManagerBlogPostDto;

  it('saves a tagged draft with a cleaned body; the storefront does not show it yet', async () => {
    const saved = await olive().post<ManagerBlogPostDto>('managers/blog/create', {
      restaurantId: f.olive,
      ...draft,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message.body).toBe('The post has been saved.');
    post = saved.body.data;
    expect(post).toMatchObject({ slug: 'spargelzeit-im-hof', published_at: null, label: 'Asparagus season' });
    expect(post.content.de).toContain('Frisch vom Feld.');
    expect(post.content.de).not.toMatch(/<script|onerror/i);
    // 'aus der küche' is the seed's tag 'Aus der Küche' (any case): no second tag of that name
    expect(post.tags).toEqual(['Aus der Küche', 'Saison']);
    const blog = await olive().get<ManagerBlog>('managers/blog', { restaurantId: f.olive });
    expect(blog.body.data.language).toBe('de');
    expect(blog.body.data.tags.filter((tag) => tag.toLowerCase() === 'aus der küche')).toHaveLength(1);
    expect(blog.body.data.posts[0]!.id).toBe(post.id);
    expect(await storefrontSlugs()).not.toContain('spargelzeit-im-hof');
  });

  it('publishes it: the storefront lists it, under its tag too, and shows its body', async () => {
    const published = await olive('de').post<ManagerBlogPostDto>('managers/blog/publish', {
      restaurantId: f.olive,
      id: post.id,
      published: true,
    });
    expect(published.body.message.body).toBe('Der Beitrag ist jetzt veröffentlicht.');
    expect(published.body.data.published_at).not.toBeNull();
    expect((await storefrontSlugs())[0]).toBe('spargelzeit-im-hof');
    const [tag] = await ctx.deps.db
      .select()
      .from(schema.blogTags)
      .where(eq(schema.blogTags.restaurantId, f.olive))
      .then((tags) => tags.filter((row) => row.name.de === 'Saison'));
    const byTag = await storefront<{ blogs: BlogSummaryDto[] }>('blogs/by-tag', { tagId: tag!.id });
    expect(byTag.data.blogs.map((entry) => entry.slug)).toEqual(['spargelzeit-im-hof']);
    const shown = await storefront<BlogDetailDto>('blogs/show/slug', {
      blogSlug: 'spargelzeit-im-hof',
      lang: 'en',
    });
    expect(shown.data.content).toBe('<p>Fresh from the field.</p>');
  });

  it('edits title and tags keeping the address and the first publication date', async () => {
    const updated = await olive().post<ManagerBlogPostDto>('managers/blog/update', {
      restaurantId: f.olive,
      id: post.id,
      ...draft,
      title: { de: 'Spargel!' },
      tags: ['Saison'],
      published: true,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      slug: 'spargelzeit-im-hof',
      tags: ['Saison'],
      label: 'Spargel!',
    });
    const first = (
      await olive().get<ManagerBlog>('managers/blog', { restaurantId: f.olive })
    ).body.data.posts.find((entry) => entry.id === post.id)!;
    expect(updated.body.data.published_at).toBe(first.published_at);
  });

  it('makes it a draft again: gone from the storefront, its address answers 404', async () => {
    const draftAgain = await olive().post<ManagerBlogPostDto>('managers/blog/publish', {
      restaurantId: f.olive,
      id: post.id,
      published: false,
    });
    expect(draftAgain.body.data.published_at).toBeNull();
    expect(await storefrontSlugs()).not.toContain('spargelzeit-im-hof');
    expect((await storefront('blogs/show/slug', { blogSlug: 'spargelzeit-im-hof' })).status).toBe(404);
  });

  it('names a post with an Arabic-only title by its number', async () => {
    const arabic = await olive().post<ManagerBlogPostDto>('managers/blog/create', {
      restaurantId: f.olive,
      title: { de: 'الصيف' },
      content: { de: '<p>نص</p>' },
      published: true,
    });
    expect(arabic.body.data.slug).toBe(`post-${arabic.body.data.id}`);
  });

  it('answers each bad field in four languages and writes nothing', async () => {
    const before = await ctx.deps.db.select().from(schema.blogs);
    const bad = {
      restaurantId: f.olive,
      title: { en: 'Only English' },
      content: { de: '<p><br></p>' },
      tags: [],
    };
    const expected = {
      en: ['Enter the title in the restaurant’s language.', 'Write the post in the restaurant’s language.'],
      de: [
        'Geben Sie den Titel in der Sprache des Restaurants ein.',
        'Schreiben Sie den Beitrag in der Sprache des Restaurants.',
      ],
      fr: [
        'Saisissez le titre dans la langue du restaurant.',
        'Rédigez l’article dans la langue du restaurant.',
      ],
      ar: ['أدخل العنوان بلغة المطعم.', 'اكتب المقال بلغة المطعم.'],
    };
    for (const [lang, [title, content]] of Object.entries(expected)) {
      const answer = await olive(lang).post('managers/blog/create', bad);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ 'title.de': [title], 'content.de': [content] });
    }
    const shapes = await olive().post('managers/blog/create', {
      restaurantId: f.olive,
      slug: 'Not A Slug',
      title: { de: 'x'.repeat(151) },
      content: { de: '<p>x</p>' },
      tags: ['', 'ok'],
    });
    expect(Object.keys(shapes.body.errors ?? {}).sort()).toEqual(['slug', 'tags.0', 'title.de']);
    const taken = await olive('fr').post('managers/blog/create', {
      restaurantId: f.olive,
      slug: 'our-olive-oil',
      title: { de: 'Öl' },
      content: { de: '<p>Öl</p>' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors?.slug).toEqual(['Un autre article a déjà cette adresse.']);
    expect(await ctx.deps.db.select().from(schema.blogs)).toHaveLength(before.length);
  });

  it('keeps restaurants apart: another manager gets 403 or 404 and nothing changes', async () => {
    const sakura = clientOf(ctx, f.sakuraManager);
    expect((await sakura.get('managers/blog', { restaurantId: f.olive })).status).toBe(403);
    expect(
      (await sakura.post('managers/blog/publish', { restaurantId: f.olive, id: post.id, published: true }))
        .status,
    ).toBe(403);
    // naming their own restaurant, Olive's post is not there
    const foreign = await sakura.post('managers/blog/delete', { restaurantId: f.sakura, id: post.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message.body).toBe('The blog does not exist.');
    const edit = await sakura.post('managers/blog/update', { restaurantId: f.sakura, id: post.id, ...draft });
    expect(edit.status).toBe(404);
    expect(
      (await sakura.get<ManagerBlog>('managers/blog', { restaurantId: f.sakura })).body.data.posts,
    ).toEqual([]);
    expect(
      (await clientOf(ctx, f.customerToken).get('managers/blog', { restaurantId: f.olive })).status,
    ).toBe(403);
    // and the other way round: Sakura's own post is out of Olive's manager's reach
    const everywhere = { en: 'Ramen', de: 'Ramen', fr: 'Ramen', ar: 'رامن' };
    const ramen = await sakura.post<ManagerBlogPostDto>('managers/blog/create', {
      restaurantId: f.sakura,
      title: everywhere,
      content: everywhere,
    });
    expect(ramen.status).toBe(200);
    const ramenId = ramen.body.data.id;
    for (const url of ['managers/blog/publish', 'managers/blog/delete'])
      expect(
        (await olive().post(url, { restaurantId: f.olive, id: ramenId, published: true })).status,
        url,
      ).toBe(404);
    expect(
      (await sakura.get<ManagerBlog>('managers/blog', { restaurantId: f.sakura })).body.data.posts[0],
    ).toMatchObject({ id: ramenId, published_at: null });
    const [row] = await ctx.deps.db.select().from(schema.blogs).where(eq(schema.blogs.id, post.id));
    expect(row!.title).toEqual({ de: 'Spargel!' });
  });

  it('deletes a post with its tag links', async () => {
    const deleted = await olive().post('managers/blog/delete', { restaurantId: f.olive, id: post.id });
    expect(deleted.body.message.body).toBe('The post has been deleted.');
    expect(
      await ctx.deps.db.select().from(schema.blogPostTags).where(eq(schema.blogPostTags.blogId, post.id)),
    ).toEqual([]);
    expect((await olive().post('managers/blog/delete', { restaurantId: f.olive, id: post.id })).status).toBe(
      404,
    );
  });
});
