import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type {
  AddressDto,
  ApiMessage,
  OrderSummaryDto,
  PageMeta,
  TestimonialDto,
  UserDto,
} from '@tavola/contracts';
import { type ApiClient, ApiError } from '../../../lib/api-client';
import { basketRecords } from '../../basket';

/** SPEC §7 auth rows, addresses, history and reviews as the storefront calls them. */

type Answer<T> = { data: T; message?: ApiMessage };
type MessageAnswer = { message: ApiMessage };

export interface AddressInput {
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  country: string;
}

export type ProfileInput = Partial<
  Record<
    | 'name'
    | 'email'
    | 'phone'
    | 'birthday'
    | 'company'
    | 'postal_code'
    | 'current_password'
    | 'password'
    | 'password_confirmation',
    string
  >
>;

export interface SignupInput {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  phone?: string;
  birthday?: string;
}

export type OrderHistory = { data: OrderSummaryDto[]; meta: PageMeta };
export type ReviewList = { data: TestimonialDto[]; meta: PageMeta & { average_rating: number | null } };

export const accountKeys = {
  all: ['account'] as const,
  user: (lang: string) => ['account', 'user', lang] as const,
  addresses: () => ['account', 'addresses'] as const,
  orders: (page: number, lang: string) => ['account', 'orders', page, lang] as const,
  reviews: (lang: string) => ['reviews', lang] as const,
};

export const userQuery = (api: ApiClient, lang: string) =>
  queryOptions({
    queryKey: accountKeys.user(lang),
    queryFn: ({ signal }) => api.get<Answer<UserDto>>('auth/user', {}, signal).then((answer) => answer.data),
    staleTime: 60_000,
    retry: false,
  });

export const addressesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: accountKeys.addresses(),
    queryFn: ({ signal }) =>
      api.get<Answer<AddressDto[]>>('auth/user/address', {}, signal).then((answer) => answer.data),
    staleTime: 60_000,
    retry: false,
  });

export const orderHistoryQuery = (api: ApiClient, page: number, lang: string) =>
  queryOptions({
    queryKey: accountKeys.orders(page, lang),
    queryFn: ({ signal }) => api.get<OrderHistory>('order/history', { page }, signal),
    staleTime: 30_000,
    retry: false,
  });

export const reviewsQuery = (api: ApiClient, lang: string) =>
  queryOptions({
    queryKey: accountKeys.reviews(lang),
    queryFn: ({ signal }) => api.get<ReviewList>('testimonials', { per_page: 10 }, signal),
    staleTime: 60_000,
    retry: false,
  });

export const accountApi = {
  login: (api: ApiClient, email: string, password: string) =>
    api.post<Answer<{ access_token: string }>>('auth/login', { email, password }),
  signup: (api: ApiClient, input: SignupInput) =>
    api.post<Answer<{ access_token: string; user: UserDto }>>('auth/signup', { ...input }),
  forgotPassword: (api: ApiClient, email: string) =>
    api.post<MessageAnswer>('auth/forgot-password', { email }),
  resetTokenEmail: (api: ApiClient, token: string) =>
    api.get<Answer<{ email: string }>>('auth/password/reset', { token }).then((answer) => answer.data.email),
  resetPassword: (
    api: ApiClient,
    input: { email: string; token: string; password: string; password_confirmation: string },
  ) => api.post<MessageAnswer>('auth/password/reset-password', { ...input }),
  updateProfile: (api: ApiClient, input: ProfileInput) =>
    api.post<Answer<UserDto>>('auth/user/update', { ...input }),
  addAddress: (api: ApiClient, input: AddressInput) =>
    api.post<Answer<AddressDto>>('auth/user/address/add', { ...input }),
  editAddress: (api: ApiClient, id: number, input: AddressInput) =>
    api.post<Answer<AddressDto>>('auth/user/address/edit', { id, ...input }),
  removeAddress: (api: ApiClient, id: number) => api.put<MessageAnswer>('auth/user/address/remove', { id }),
  reorder: (api: ApiClient, orderId: number) =>
    api.post<Answer<{ basketId: string }>>('order/create-basket', { orderId }),
  billRequest: (api: ApiClient, orderId: number) =>
    api.get<MessageAnswer>('order/bill-request', { order_id: orderId }),
  review: (api: ApiClient, input: { orderId: number; token?: string; rating: number; comment?: string }) =>
    api.post<Answer<TestimonialDto>>('testimonials/create', { ...input }),
};

/**
 * SPEC §4 Session, login: store the private token, assign this restaurant's local basket to
 * the user, fetch the user. A basket the server no longer knows is forgotten.
 */
export async function startSession(
  api: ApiClient,
  queryClient: QueryClient,
  restaurantId: number,
  token: string,
  lang: string,
): Promise<UserDto> {
  api.session.start(token);
  const basketId = basketRecords.basketId(restaurantId);
  if (basketId) {
    await api.post('basket/assign-basket', { basketId }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status < 500) basketRecords.forget(restaurantId);
    });
    await queryClient.invalidateQueries({ queryKey: ['basket'] });
  }
  return queryClient.fetchQuery(userQuery(api, lang));
}

/**
 * SPEC §4 Session, logout: unassign the basket (it stays the guest's), say goodbye to the
 * server, drop the tokens and the user's data.
 */
export async function endSession(
  api: ApiClient,
  queryClient: QueryClient,
  restaurantId: number,
): Promise<ApiMessage | undefined> {
  const basketId = basketRecords.basketId(restaurantId);
  if (basketId) {
    await api.post('basket/unassigned-basket', { basketId }).catch(() => basketRecords.forget(restaurantId));
  }
  const answer = await api.get<MessageAnswer>('auth/logout').catch(() => undefined);
  api.session.end();
  queryClient.removeQueries({ queryKey: accountKeys.all });
  await queryClient.invalidateQueries({ queryKey: ['basket'] });
  return answer?.message;
}
