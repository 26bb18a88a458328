import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type {
  AcceptInvitationBody,
  ActivityEntryDto,
  ActivityGroup,
  InviteStaffBody,
  StaffInvitationDto,
  StaffMemberDto,
  StaffRoleDto,
} from '@tavola/contracts';
import type { ManagerApi } from './manager-api';
import { type Done, type Scoped, useWrite } from './use-write';

/** Issue 20 (decision 044): the restaurant's staff, its activity list, and the invitation link's page. */

export type Staff = { members: StaffMemberDto[]; invitations: StaffInvitationDto[] };
export type ActivityPage = {
  data: ActivityEntryDto[];
  meta: { current_page: number; last_page: number; total: number; time_zone: string };
};
export type Invitation = { restaurant: string; email: string; role: StaffRoleDto; has_account: boolean };

export const staffKeys = {
  staff: (restaurantId: number) => ['manager', restaurantId, 'staff'] as const,
  activity: (restaurantId: number) => ['manager', restaurantId, 'activity'] as const,
};

export const staffQuery = (api: ManagerApi, restaurantId: number, lang: string) =>
  queryOptions({
    queryKey: [...staffKeys.staff(restaurantId), lang],
    queryFn: () => api.get<{ data: Staff }>('managers/staff', { restaurantId }).then((a) => a.data),
  });

export const activityQuery = (
  api: ManagerApi,
  restaurantId: number,
  filter: { page: number; group?: ActivityGroup },
  lang: string,
) =>
  queryOptions({
    queryKey: [...staffKeys.activity(restaurantId), filter, lang],
    queryFn: () => api.get<ActivityPage>('managers/activity', { restaurantId, ...filter }),
    placeholderData: keepPreviousData,
  });

/** A change to the staff: the list reads afresh, and so does the activity it adds to. */
const useStaffWrite = <Input>(restaurantId: number, write: (input: Input) => Promise<Done>) =>
  useWrite([staffKeys.staff(restaurantId), staffKeys.activity(restaurantId)], write);

export const useInvite = (api: ManagerApi, restaurantId: number) =>
  useStaffWrite(restaurantId, (input: Scoped<InviteStaffBody>) =>
    api.post<Done>('managers/staff/invite', { restaurantId, ...input }),
  );
export const useRevokeInvitation = (api: ManagerApi, restaurantId: number) =>
  useStaffWrite(restaurantId, (id: number) =>
    api.post<Done>('managers/staff/invitations/revoke', { restaurantId, id }),
  );
export const useChangeRole = (api: ManagerApi, restaurantId: number) =>
  useStaffWrite(restaurantId, (input: { managerId: number; role: StaffRoleDto }) =>
    api.post<Done>('managers/staff/role', { restaurantId, ...input }),
  );
export const useRemoveMember = (api: ManagerApi, restaurantId: number) =>
  useStaffWrite(restaurantId, (managerId: number) =>
    api.post<Done>('managers/staff/remove', { restaurantId, managerId }),
  );

export const invitationQuery = (api: ManagerApi, token: string, lang: string) =>
  queryOptions({
    queryKey: ['manager', 'invitation', token, lang],
    queryFn: () => api.get<{ data: Invitation }>('staff-invitations/show', { token }).then((a) => a.data),
    retry: false,
  });

export const useAcceptInvitation = (api: ManagerApi) =>
  useMutation({
    mutationFn: (input: Omit<AcceptInvitationBody, 'lang'>) =>
      api.post<{ data: { email: string } } & Done>('staff-invitations/accept', input),
  });
