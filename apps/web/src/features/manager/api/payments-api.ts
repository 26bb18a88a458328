import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  PaymentCredentialsBody,
  PaymentMethodsBody,
  PaymentMethodsDto,
  SellerDetails,
  SellerDetailsBody,
  TipSettings,
  TipSettingsBody,
  VoucherBody,
  VoucherDto,
} from '@tavola/contracts';
import type { ManagerApi } from './manager-api';
import { type Saved, type SaveInput, type Scoped, saveRow, useWrite } from './use-write';

/** Issue 20 (back office): vouchers, tip settings, payment methods and their providers' credentials. */

/** a new voucher, or the changes to one (`id`) */
export type SaveVoucherInput = SaveInput<VoucherBody>;
export type TipSettingsInput = Scoped<TipSettingsBody>;
export type PaymentMethodsInput = Scoped<PaymentMethodsBody>;
export type SellerDetailsInput = Scoped<SellerDetailsBody>;
/** per provider: Omit over the union would keep only the fields both share */
export type CredentialsInput = PaymentCredentialsBody extends infer Body
  ? Body extends unknown
    ? Scoped<Body>
    : never
  : never;
export type Vouchers = { vouchers: VoucherDto[]; currency: string; time_zone: string };
export type ConnectionOutcome = 'ok' | 'refused' | 'unreachable';

export const paymentsKeys = {
  vouchers: (restaurantId: number) => ['manager', restaurantId, 'vouchers'] as const,
  tips: (restaurantId: number) => ['manager', restaurantId, 'tips'] as const,
  methods: (restaurantId: number) => ['manager', restaurantId, 'payment-methods'] as const,
  seller: (restaurantId: number) => ['manager', restaurantId, 'seller-details'] as const,
};

/** Issue 36: who the receipts name as the seller (the owner's) */
export const sellerDetailsQuery = (api: ManagerApi, restaurantId: number, lang: string) =>
  queryOptions({
    queryKey: [...paymentsKeys.seller(restaurantId), lang],
    queryFn: () =>
      api.get<{ data: SellerDetails }>('managers/seller-details', { restaurantId }).then((a) => a.data),
  });

export const vouchersQuery = (api: ManagerApi, restaurantId: number, lang: string) =>
  queryOptions({
    queryKey: [...paymentsKeys.vouchers(restaurantId), lang],
    queryFn: () => api.get<{ data: Vouchers }>('managers/vouchers', { restaurantId }).then((a) => a.data),
  });

export const tipsQuery = (api: ManagerApi, restaurantId: number, lang: string) =>
  queryOptions({
    queryKey: [...paymentsKeys.tips(restaurantId), lang],
    queryFn: () => api.get<{ data: TipSettings }>('managers/tips', { restaurantId }).then((a) => a.data),
  });

export const paymentMethodsQuery = (api: ManagerApi, restaurantId: number, lang: string) =>
  queryOptions({
    queryKey: [...paymentsKeys.methods(restaurantId), lang],
    queryFn: () =>
      api.get<{ data: PaymentMethodsDto }>('managers/payment-methods', { restaurantId }).then((a) => a.data),
  });

/** A write to one of the page's sections: that section reads afresh afterwards. */
const usePaymentsWrite = <Input, Answer>(
  restaurantId: number,
  key: keyof typeof paymentsKeys,
  write: (input: Input) => Promise<Answer>,
) => useWrite([paymentsKeys[key](restaurantId)], write);

export const useSaveSellerDetails = (api: ManagerApi, restaurantId: number) =>
  usePaymentsWrite(restaurantId, 'seller', (input: SellerDetailsInput) =>
    api.post<Saved<SellerDetails>>('managers/seller-details', { restaurantId, ...input }),
  );

export const useSaveVoucher = (api: ManagerApi, restaurantId: number) =>
  usePaymentsWrite(restaurantId, 'vouchers', (input: SaveVoucherInput) =>
    saveRow<Saved<VoucherDto>>(api, 'managers/vouchers', restaurantId, input),
  );

export const useDeleteVoucher = (api: ManagerApi, restaurantId: number) =>
  usePaymentsWrite(restaurantId, 'vouchers', (id: number) =>
    api.post<Saved<{ deleted: boolean }>>('managers/vouchers/delete', { restaurantId, id }),
  );

export const useSaveTips = (api: ManagerApi, restaurantId: number) =>
  usePaymentsWrite(restaurantId, 'tips', (input: TipSettingsInput) =>
    api.post<Saved<TipSettings>>('managers/tips', { restaurantId, ...input }),
  );

export const useSavePaymentMethods = (api: ManagerApi, restaurantId: number) =>
  usePaymentsWrite(restaurantId, 'methods', (input: PaymentMethodsInput) =>
    api.post<Saved<PaymentMethodsDto>>('managers/payment-methods', { restaurantId, ...input }),
  );

export const useSaveCredentials = (api: ManagerApi, restaurantId: number) =>
  usePaymentsWrite(restaurantId, 'methods', (input: CredentialsInput) =>
    api.post<Saved<PaymentMethodsDto>>('managers/payment-credentials', { restaurantId, ...input }),
  );

export const useTestConnection = (api: ManagerApi, restaurantId: number) =>
  useMutation({
    mutationFn: (provider: 'mollie' | 'saferPay') =>
      api.post<Saved<{ outcome: ConnectionOutcome }>>('managers/payment-credentials/test', {
        restaurantId,
        provider,
      }),
  });
