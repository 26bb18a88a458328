import type { AddressDto, UserDto } from '@tavola/contracts';
import type { AddressRow, UserRow } from './account.repository';

export function addressView(row: AddressRow): AddressDto {
  return {
    id: row.id,
    street: row.street,
    house_number: row.houseNumber,
    postal_code: row.postalCode,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
  };
}

/** SPEC §3 User as the storefront reads it; never the password hash. */
export function userView(row: UserRow, addresses: AddressRow[]): UserDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    mobile: row.phone,
    birthday: row.birthday,
    company: row.company,
    postal_code: row.postalCode,
    postalCode: row.postalCode,
    updated_at: row.updatedAt.toISOString(),
    addresses: addresses.map(addressView),
  };
}
