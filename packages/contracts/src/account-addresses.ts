import { storefront } from './account-fields';
import { dataEnvelope, messageSchema } from './envelope';
import { idSchema, postalCodeSchema } from './fields';
import { z } from './zod';

export const addressSchema = z.object({
  id: z.number(),
  street: z.string(),
  house_number: z.string(),
  postal_code: z.string(),
  /** SPEC §3 User: postal_code, also postalCode */
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type AddressDto = z.infer<typeof addressSchema>;
const addressFields = {
  street: z.string().trim().min(1).max(200),
  house_number: z.string().trim().min(1).max(20),
  postal_code: postalCodeSchema,
  city: z.string().trim().min(1).max(100),
  country: z.string().trim().min(1).max(100),
};
/** SPEC §3 Address; `postalCode` is taken for `postal_code` as the checkout names it. */
const withPostalCodeAlias = (value: unknown) =>
  value && typeof value === 'object' && !('postal_code' in value) && 'postalCode' in value
    ? { ...value, postal_code: (value as { postalCode: unknown }).postalCode }
    : value;

export const userAddressAddBodySchema = z.preprocess(
  withPostalCodeAlias,
  z.object({ ...storefront, ...addressFields }),
);
export const userAddressEditBodySchema = z.preprocess(
  withPostalCodeAlias,
  z.object({ ...storefront, id: idSchema, ...addressFields }),
);
export const userAddressRemoveBodySchema = z.object({ ...storefront, id: idSchema });

export const addressResponseSchema = z.object({ data: addressSchema, message: messageSchema });
export const addressListResponseSchema = dataEnvelope(z.array(addressSchema));
