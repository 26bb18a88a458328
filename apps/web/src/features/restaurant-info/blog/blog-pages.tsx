import { useQuery } from '@tanstack/react-query';
import type { BlogSummaryDto } from '@tavola/contracts';
import { localeInfo } from '@tavola/i18n/locales';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { RichText } from '../../../components/ui/rich-text';
import { PageHeader, useRestaurant } from '../../restaurant';
import { useInfoTranslation } from '../hooks/use-info-translation';
import { useOfferedFeatures } from '../hooks/use-offered-features';
import { useInfoServices } from '../services';
import { blogPostQuery, blogsByTagQuery, blogsQuery } from './blog-queries';

const tagClass =
  'inline-block rounded-full bg-stone-100 px-3 py-1 text-xs font-medium text-stone-700 hover:bg-stone-200';

function usePublished() {
  const { ti, locale } = useInfoTranslation();
  return (iso: string) =>
    ti('blog.published', {
      date: new Intl.DateTimeFormat(localeInfo[locale].intl, { dateStyle: 'long' }).format(new Date(iso)),
    });
}

function Layout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHeader />
      <main id="main" className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {intro}
        <div className="mt-8">{children}</div>
      </main>
    </>
  );
}

function Loading() {
  const { t } = useInfoTranslation();
  return (
    <div className="flex justify-center py-16" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-stone-200 border-t-primary" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}

function Failed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useInfoTranslation();
  return (
    <div className="space-y-4 py-8 text-center">
      <p role="alert" className="text-red-700">
        {text}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-full px-5 py-2.5 font-medium ring-1 ring-stone-300"
      >
        {t('app.tryAgain')}
      </button>
    </div>
  );
}

function Tags({ tags }: { tags: BlogSummaryDto['tags'] }) {
  const { ti } = useInfoTranslation();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={ti('blog.tags')} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link to={`/tags/${tag.id}`} className={tagClass}>
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function PostList({ posts }: { posts: BlogSummaryDto[] }) {
  const { ti } = useInfoTranslation();
  const published = usePublished();
  if (posts.length === 0) return <p className="text-stone-600">{ti('blog.empty')}</p>;
  return (
    <ul className="space-y-8">
      {posts.map((post) => (
        <li key={post.id}>
          <article className="overflow-hidden rounded-3xl bg-white ring-1 ring-stone-200">
            {post.image && (
              <img src={post.image} alt="" loading="lazy" className="aspect-[21/9] w-full object-cover" />
            )}
            <div className="space-y-3 p-5">
              <h2 className="text-xl font-semibold">
                <Link to={`/blogs/${post.slug}`} className="hover:text-primary">
                  {post.title}
                </Link>
              </h2>
              <p className="text-sm text-stone-500">{published(post.published_at)}</p>
              {post.excerpt && <p className="text-stone-700">{post.excerpt}</p>}
              <Tags tags={post.tags} />
              <Link to={`/blogs/${post.slug}`} className="inline-block font-medium text-primary underline">
                {ti('blog.readMore', { title: post.title })}
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 /blogs: the restaurant's posts, newest first. */
function BlogListPage() {
  const { ti, locale } = useInfoTranslation();
  const { api } = useInfoServices();
  const posts = useQuery(blogsQuery(api, locale));
  return (
    <Layout title={ti('blog.title')} intro={<p className="mt-2 text-stone-600">{ti('blog.intro')}</p>}>
      {posts.isError ? (
        <Failed text={ti('blog.loadError')} onRetry={() => void posts.refetch()} />
      ) : posts.data ? (
        <PostList posts={posts.data} />
      ) : (
        <Loading />
      )}
    </Layout>
  );
}

/** SPEC §2 /tags/{id}: the posts of one tag. */
function BlogTagPage() {
  const { ti, locale } = useInfoTranslation();
  const { api } = useInfoServices();
  const tagId = Number(useParams().id);
  const tag = useQuery(blogsByTagQuery(api, locale, tagId));
  return (
    <Layout
      title={tag.data ? ti('blog.tagTitle', { name: tag.data.tag.name }) : ti('blog.title')}
      intro={
        <Link to="/blogs" className="mt-2 inline-block text-primary underline">
          {ti('blog.allPosts')}
        </Link>
      }
    >
      {tag.isError ? (
        <Failed text={ti('blog.loadError')} onRetry={() => void tag.refetch()} />
      ) : tag.data ? (
        <PostList posts={tag.data.blogs} />
      ) : (
        <Loading />
      )}
    </Layout>
  );
}

/** SPEC §2 /blogs/{slug}: one post with its sanitised rich content. */
function BlogPostPage() {
  const { ti, locale } = useInfoTranslation();
  const { api } = useInfoServices();
  const slug = useParams().slug ?? '';
  const post = useQuery(blogPostQuery(api, locale, slug));
  const published = usePublished();
  if (post.isError)
    return (
      <Layout title={ti('blog.title')}>
        <Failed text={ti('blog.postError')} onRetry={() => void post.refetch()} />
      </Layout>
    );
  if (!post.data)
    return (
      <Layout title={ti('blog.title')}>
        <Loading />
      </Layout>
    );
  const data = post.data;
  return (
    <Layout
      title={data.title}
      intro={
        <div className="mt-3 space-y-3">
          <p className="text-sm text-stone-500">{published(data.published_at)}</p>
          <Tags tags={data.tags} />
        </div>
      }
    >
      {data.image && (
        <img src={data.image} alt="" className="mb-6 aspect-[21/9] w-full rounded-3xl object-cover" />
      )}
      <RichText html={data.content} className="space-y-4 text-lg leading-relaxed text-stone-800" />
      <Link to="/blogs" className="mt-10 inline-block font-medium text-primary underline">
        {ti('blog.allPosts')}
      </Link>
    </Layout>
  );
}

const pages = { list: BlogListPage, post: BlogPostPage, tag: BlogTagPage };

/**
 * SPEC §2 /blogs, /blogs/{slug}, /tags/{id} (numeric): only with a blog and outside event mode.
 * The title is the restaurant name and 'Blog'; the app's not-found page shows otherwise.
 */
export default function BlogPage({ page, notFound }: { page: keyof typeof pages; notFound: ReactNode }) {
  const { ti } = useInfoTranslation();
  const restaurant = useRestaurant();
  const offered = useOfferedFeatures();
  const { id } = useParams();
  const title = ti('blog.title');
  useEffect(() => {
    document.title = `${restaurant.name} | ${title}`;
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', `${restaurant.name} – ${title}`);
  }, [restaurant.name, title]);
  if (!offered.blog || (page === 'tag' && !/^\d+$/.test(id ?? ''))) return notFound;
  const Page = pages[page];
  return <Page />;
}
