import { randomBytes } from 'node:crypto';
import type { NewRestaurant } from '@tavola/contracts';
import { type Database, hashPassword } from '@tavola/db';
import {
  type LegalDetails,
  legalDetailsProblems,
  normalVatId,
  restaurantDraftProblems,
} from '@tavola/domain';
import { isLocale } from '@tavola/i18n';
import { fieldProblemsError, HttpError } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { imprintPage } from './imprint-page';
import {
  hasRestaurants,
  insertImprint,
  insertManager,
  insertRestaurant,
  lockRestaurants,
  managerEmailTaken,
  slugTaken,
} from './onboarding.repository';

/** The restaurant's own address and contact, as its storefront shows them; (issue 36) the seller its receipts name. */
const contactOf = (legal: LegalDetails) => ({
  legalName: legal.legal_name.trim(),
  vatId: normalVatId(legal.vat_id ?? ''),
  taxNumber: legal.tax_number?.trim() ?? '',
  street: legal.street.trim(),
  postalCode: legal.postal_code.trim(),
  city: legal.city.trim(),
  country: legal.country.trim(),
  telephone: legal.telephone.trim(),
  email: legal.contact_email.trim(),
});

export interface CreatedRestaurant {
  restaurant: { id: number; slug: string; name: string };
  manager: { id: number; email: string };
  /** set when no password was given: shown once, stored only as its argon2id hash */
  generatedPassword?: string;
}

export interface CreateOptions {
  /** the first-run page: refused (409) once any restaurant exists */
  onlyFirst?: boolean;
  /** no password is generated: an empty one is refused with the other fields' problems */
  passwordRequired?: boolean;
  /** issue 33 (the first-run page): what the storefront must show about who sells; its imprint */
  legal?: LegalDetails;
}

/** 16 characters from 96 random bits, without look-alikes' worries: base64url. */
const generatePassword = () => randomBytes(12).toString('base64url');

/** The slug and e-mail answer per field when taken; both are named at once. */
async function takenProblems(db: Database, slug: string, email: string) {
  const problems: { field: string; key: 'restaurant_slug_taken' | 'email_taken' }[] = [];
  if (await slugTaken(db, slug)) problems.push({ field: 'slug', key: 'restaurant_slug_taken' });
  if (await managerEmailTaken(db, email)) problems.push({ field: 'email', key: 'email_taken' });
  return problems;
}

/**
 * Issue 20 (onboarding): a restaurant with empty defaults and its owner, its first manager, in one
 * transaction — `npm run create-restaurant` and the first-run page both come here. The first
 * account is the restaurant's manager; with staff roles it is the one to become the owner.
 */
export async function createRestaurantWithOwner(
  db: Database,
  input: NewRestaurant,
  { onlyFirst = false, passwordRequired = false, legal }: CreateOptions = {},
): Promise<CreatedRestaurant> {
  const draft = { ...input, password: input.password || undefined, email: input.email.trim() };
  const problems = [
    ...restaurantDraftProblems(draft),
    ...(passwordRequired && !draft.password ? [{ field: 'password', key: 'field_required' as const }] : []),
    ...(legal ? legalDetailsProblems(legal) : []),
  ];
  if (problems.length) throw fieldProblemsError(problems);
  const generatedPassword = draft.password ? undefined : generatePassword();
  const passwordHash = await hashPassword(draft.password ?? generatedPassword!);
  const email = draft.email.toLowerCase();
  try {
    const created = await db.transaction(async (tx) => {
      if (onlyFirst) {
        await lockRestaurants(tx);
        if (await hasRestaurants(tx)) throw new HttpError(409, 'setup_done');
      }
      const taken = await takenProblems(tx, input.slug, email);
      if (taken.length) throw fieldProblemsError(taken);
      const restaurant = await insertRestaurant(tx, {
        slug: input.slug,
        name: input.name.trim(),
        timeZone: input.time_zone,
        currency: input.currency,
        defaultLang: input.language,
        ...(input.delivery_types ? { deliveryTypes: input.delivery_types } : {}),
        ...(legal ? contactOf(legal) : {}),
      });
      if (legal && isLocale(input.language))
        await insertImprint(tx, restaurant.id, input.language, imprintPage(legal, input.language));
      const manager = await insertManager(tx, restaurant.id, {
        email,
        name: email.split('@')[0]!,
        passwordHash,
      });
      return { restaurant, manager };
    });
    return { ...created, generatedPassword };
  } catch (error) {
    // a concurrent create took the slug or e-mail between the check and the insert
    if (!isUniqueViolation(error)) throw error;
    const taken = await takenProblems(db, input.slug, email);
    throw taken.length ? fieldProblemsError(taken) : error;
  }
}
