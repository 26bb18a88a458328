import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  BlogPostBody,
  ContactMessageDto,
  ContactMessagesPage,
  ManagerBlog,
  ManagerBlogPostDto,
  NewsletterPage,
  ReservationsDay,
} from '@tavola/contracts';
import type { ManagerApi } from './manager-api';
import { saveFile } from './save-file';
import { type Saved, type SaveInput, saveRow, useWrite } from './use-write';

/** Issue 20 (back office): blog posts, newsletter subscribers, contact messages and reservations. */

/** a new post, or the changes to one (`id`) */
export type SavePostInput = SaveInput<BlogPostBody>;

export const contentKeys = {
  blog: (restaurantId: number) => ['manager', restaurantId, 'blog'] as const,
  newsletter: (restaurantId: number) => ['manager', restaurantId, 'newsletter'] as const,
  messages: (restaurantId: number) => ['manager', restaurantId, 'contact-messages'] as const,
  reservations: (restaurantId: number) => ['manager', restaurantId, 'reservations'] as const,
};

export const blogQuery = (api: ManagerApi, restaurantId: number, lang: string) =>
  queryOptions({
    queryKey: [...contentKeys.blog(restaurantId), lang],
    queryFn: () => api.get<{ data: ManagerBlog }>('managers/blog', { restaurantId }).then((a) => a.data),
  });

export const newsletterQuery = (api: ManagerApi, restaurantId: number, page: number, search: string) =>
  queryOptions({
    queryKey: [...contentKeys.newsletter(restaurantId), page, search],
    queryFn: () =>
      api
        .get<{ data: NewsletterPage }>('managers/newsletter', { restaurantId, page, search, per_page: 25 })
        .then((a) => a.data),
    placeholderData: keepPreviousData,
  });

export const messagesQuery = (api: ManagerApi, restaurantId: number, page: number) =>
  queryOptions({
    queryKey: [...contentKeys.messages(restaurantId), page],
    queryFn: () =>
      api
        .get<{ data: ContactMessagesPage }>('managers/contact-messages', { restaurantId, page, per_page: 25 })
        .then((a) => a.data),
    placeholderData: keepPreviousData,
  });

/** `date` empty: today in the restaurant's zone, as the server counts it */
export const reservationsQuery = (api: ManagerApi, restaurantId: number, date: string) =>
  queryOptions({
    queryKey: [...contentKeys.reservations(restaurantId), date],
    queryFn: () =>
      api
        .get<{ data: ReservationsDay }>('managers/reservations', { restaurantId, date: date || undefined })
        .then((a) => a.data),
  });

/** A write to one of the lists: that list reads afresh afterwards. */
const useContentWrite = <Input, Answer>(
  restaurantId: number,
  key: keyof typeof contentKeys,
  write: (input: Input) => Promise<Answer>,
) => useWrite([contentKeys[key](restaurantId)], write);

export const useSavePost = (api: ManagerApi, restaurantId: number) =>
  useContentWrite(restaurantId, 'blog', (input: SavePostInput) =>
    saveRow<Saved<ManagerBlogPostDto>>(api, 'managers/blog', restaurantId, input),
  );

export const usePublishPost = (api: ManagerApi, restaurantId: number) =>
  useContentWrite(restaurantId, 'blog', ({ id, published }: { id: number; published: boolean }) =>
    api.post<Saved<ManagerBlogPostDto>>('managers/blog/publish', { restaurantId, id, published }),
  );

export const useDeletePost = (api: ManagerApi, restaurantId: number) =>
  useContentWrite(restaurantId, 'blog', (id: number) =>
    api.post<Saved<{ id: number }>>('managers/blog/delete', { restaurantId, id }),
  );

export const useRemoveSubscriber = (api: ManagerApi, restaurantId: number) =>
  useContentWrite(restaurantId, 'newsletter', (id: number) =>
    api.post<Saved<{ id: number }>>('managers/newsletter/delete', { restaurantId, id }),
  );

export const useMarkMessage = (api: ManagerApi, restaurantId: number) =>
  useContentWrite(restaurantId, 'messages', ({ id, read }: { id: number; read: boolean }) =>
    api.post<Saved<ContactMessageDto>>('managers/contact-messages/read', { restaurantId, id, read }),
  );

export const useDeleteMessage = (api: ManagerApi, restaurantId: number) =>
  useContentWrite(restaurantId, 'messages', (id: number) =>
    api.post<Saved<{ id: number }>>('managers/contact-messages/delete', { restaurantId, id }),
  );

/** Saves the subscribers' CSV through the browser's own download, under the server's file name. */
export async function downloadNewsletterCsv(api: ManagerApi, restaurantId: number) {
  const { file, name } = await api.download('managers/newsletter/export', { restaurantId });
  saveFile(file, name);
}
