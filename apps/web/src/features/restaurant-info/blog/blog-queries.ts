import { queryOptions } from '@tanstack/react-query';
import type { BlogDetailDto, BlogSummaryDto } from '@tavola/contracts';
import type { ApiClient } from '../../../lib/api-client';

/** SPEC §7 api/blogs, blogs/by-tag, blogs/show/slug. */
export const blogsQuery = (api: ApiClient, lang: string) =>
  queryOptions({
    queryKey: ['blogs', lang],
    queryFn: ({ signal }) => api.get<{ data: BlogSummaryDto[] }>('blogs', {}, signal).then((b) => b.data),
  });

export const blogsByTagQuery = (api: ApiClient, lang: string, tagId: number) =>
  queryOptions({
    queryKey: ['blogs', lang, 'tag', tagId],
    queryFn: ({ signal }) =>
      api
        .get<{ data: { tag: { id: number; name: string }; blogs: BlogSummaryDto[] } }>(
          'blogs/by-tag',
          { tagId },
          signal,
        )
        .then((b) => b.data),
  });

export const blogPostQuery = (api: ApiClient, lang: string, slug: string) =>
  queryOptions({
    queryKey: ['blogs', lang, 'slug', slug],
    queryFn: ({ signal }) =>
      api.get<{ data: BlogDetailDto }>('blogs/show/slug', { blogSlug: slug }, signal).then((b) => b.data),
  });
