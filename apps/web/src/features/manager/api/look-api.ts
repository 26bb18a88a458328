import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AnnouncementBody,
  InformationPageBody,
  InformationPageDto,
  LegalPageBody,
  PageTexts,
  StorefrontLook,
  StorefrontLookBody,
  StorefrontPages,
} from '@tavola/contracts';
import type { AnnouncementKind, LegalPageKind } from '@tavola/domain';
import type { ManagerApi } from './manager-api';
import { type Saved, type SaveInput, type Scoped, useWrite } from './use-write';

/** Issue 20 (back office): the storefront's look, its legal pages and its announcements. */

export type LookInput = Scoped<StorefrontLookBody>;
export type LegalPageInput = Scoped<LegalPageBody>;
export type AnnouncementInput = Scoped<AnnouncementBody>;
/** a new information page, or the changes to one (`id`) */
export type InformationPageInput = SaveInput<InformationPageBody>;

export const lookKeys = {
  look: (restaurantId: number) => ['manager', restaurantId, 'look'] as const,
  pages: (restaurantId: number) => ['manager', restaurantId, 'pages'] as const,
};

export const lookQuery = (api: ManagerApi, restaurantId: number) =>
  queryOptions({
    queryKey: lookKeys.look(restaurantId),
    queryFn: () => api.get<{ data: StorefrontLook }>('managers/look', { restaurantId }).then((a) => a.data),
  });

export const pagesQuery = (api: ManagerApi, restaurantId: number) =>
  queryOptions({
    queryKey: lookKeys.pages(restaurantId),
    queryFn: () => api.get<{ data: StorefrontPages }>('managers/pages', { restaurantId }).then((a) => a.data),
  });

export const useSaveLook = (api: ManagerApi, restaurantId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LookInput) =>
      api.post<Saved<StorefrontLook>>('managers/look', { restaurantId, ...input }),
    onSuccess: (answer) => queryClient.setQueryData(lookKeys.look(restaurantId), answer.data),
  });
};

/** A page or an announcement saved: the pages read afresh (the server's cleaned texts). */
const usePagesWrite = <Input, Answer>(restaurantId: number, write: (input: Input) => Promise<Answer>) =>
  useWrite([lookKeys.pages(restaurantId)], write, { refresh: 'success' });

export const useSaveLegalPage = (api: ManagerApi, restaurantId: number) =>
  usePagesWrite(restaurantId, (input: LegalPageInput) =>
    api.post<Saved<{ kind: LegalPageKind; content: PageTexts }>>('managers/pages', {
      restaurantId,
      ...input,
    }),
  );

export const useSaveAnnouncement = (api: ManagerApi, restaurantId: number) =>
  usePagesWrite(restaurantId, (input: AnnouncementInput) =>
    api.post<Saved<{ kind: AnnouncementKind; content: PageTexts; shown: boolean }>>(
      'managers/announcements',
      {
        restaurantId,
        ...input,
      },
    ),
  );

export const useSaveInformationPage = (api: ManagerApi, restaurantId: number) =>
  usePagesWrite(restaurantId, ({ id, ...fields }: InformationPageInput) =>
    id === undefined
      ? api.post<Saved<InformationPageDto>>('managers/information-pages/create', { restaurantId, ...fields })
      : api.post<Saved<InformationPageDto>>('managers/information-pages/update', {
          restaurantId,
          id,
          ...fields,
        }),
  );

export const useDeleteInformationPage = (api: ManagerApi, restaurantId: number) =>
  usePagesWrite(restaurantId, (id: number) =>
    api.post<Saved<{ id: number }>>('managers/information-pages/delete', { restaurantId, id }),
  );
