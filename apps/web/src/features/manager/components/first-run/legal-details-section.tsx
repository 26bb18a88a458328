import { useId } from 'react';
import {
  CountrySelect,
  Field,
  type FieldErrors,
  TextAreaField,
  TextField,
} from '../../../../components/ui/form';
import { useManagerT } from '../../manager-i18n';
import { sectionClass } from './section-class';
import { TaxIdentifierFields } from './tax-identifier-fields';

/** The country a time zone suggests for the legal address (the owner picks another if need be). */
const zoneCountries: Record<string, string> = {
  'Europe/Berlin': 'DE',
  'Europe/Vienna': 'AT',
  'Europe/Zurich': 'CH',
  'Europe/Paris': 'FR',
  'Europe/Brussels': 'BE',
  'Europe/Luxembourg': 'LU',
  'Europe/Amsterdam': 'NL',
  'Europe/London': 'GB',
};
export const countryOfZone = (zone: string) => zoneCountries[zone] ?? 'DE';

/**
 * Issue 33: the first-run page asks what every storefront must show about who sells (legal name,
 * address, phone, e-mail, and what else the imprint states); the server makes its imprint page.
 */
export function LegalDetailsSection({
  country,
  onCountry,
  errors,
  clear,
}: {
  country: string;
  onCountry: (code: string) => void;
  errors: FieldErrors;
  clear: (...fields: string[]) => void;
}) {
  const t = useManagerT();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-legal`} aria-describedby={`${id}-legal-intro`} className={sectionClass}>
      <h2 id={`${id}-legal`} className="text-lg font-semibold">
        {t('setup.legalTitle')}
      </h2>
      <p id={`${id}-legal-intro`} className="text-sm text-stone-600">
        {t('setup.legalIntro')}
      </p>
      <TextField
        label={t('setup.legalName')}
        required
        name="legal_name"
        autoComplete="organization"
        maxLength={200}
        hint={t('setup.legalNameHint')}
        errors={errors.legal_name}
        onChange={() => clear('legal_name')}
      />
      <TextField
        label={t('setup.street')}
        required
        name="street"
        autoComplete="street-address"
        maxLength={200}
        errors={errors.street}
        onChange={() => clear('street')}
      />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <TextField
          label={t('setup.postalCode')}
          required
          name="postal_code"
          autoComplete="postal-code"
          maxLength={20}
          errors={errors.postal_code}
          onChange={() => clear('postal_code')}
        />
        <TextField
          label={t('setup.city')}
          required
          name="city"
          autoComplete="address-level2"
          maxLength={100}
          errors={errors.city}
          onChange={() => clear('city')}
        />
      </div>
      <Field label={t('setup.country')} required errors={errors.country}>
        {(control) => (
          <CountrySelect
            control={control}
            value={country}
            onChange={(code) => {
              onCountry(code);
              clear('country');
            }}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('setup.telephone')}
          required
          name="telephone"
          type="tel"
          dir="ltr"
          autoComplete="tel"
          maxLength={40}
          errors={errors.telephone}
          onChange={() => clear('telephone')}
        />
        <TextField
          label={t('setup.contactEmail')}
          required
          name="contact_email"
          type="email"
          dir="ltr"
          autoComplete="email"
          maxLength={254}
          hint={t('setup.contactEmailHint')}
          errors={errors.contact_email}
          onChange={() => clear('contact_email')}
        />
      </div>
      <TaxIdentifierFields errors={errors} clear={clear} />
      <TextAreaField
        label={t('setup.imprint')}
        name="imprint"
        rows={3}
        maxLength={4000}
        hint={t('setup.imprintHint')}
        errors={errors.imprint}
        onChange={() => clear('imprint')}
      />
    </section>
  );
}
