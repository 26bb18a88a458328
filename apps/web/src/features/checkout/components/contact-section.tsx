import { type ComponentType, useId } from 'react';
import {
  CountrySelect,
  Field,
  type FieldErrors,
  TextAreaField,
  TextField,
} from '../../../components/ui/form';
import { type Translate, useTranslation } from '../../../lib/i18n';
import type { ContactInput } from '../api/checkout-api';
import { autoComplete, type ContactField, fieldLabel, inputType } from './contact-fields';
import { sectionCard } from './section-card';

/** What the app may put above the contact form: a logged-in customer's details (issue 6). */
export type ContactHelper = ComponentType<{
  delivery: boolean;
  /** the guest has an address in the form already */
  hasAddress: boolean;
  /** fills what the guest has not typed yet */
  onPrefill: (fields: ContactInput) => void;
  /** a saved address was chosen */
  onPick: (fields: ContactInput) => void;
}>;

/**
 * SPEC §4 Cart and checkout, contact: the fields the restaurant asks for and, for a delivery,
 * the address with the postal-code check; a customer's saved details above them (issue 6).
 */
export function ContactSection({
  fields,
  isRequired,
  contact,
  country,
  errors,
  onChange,
  onPostalCodeDone,
  shippingNote,
  helper: Helper,
  delivery,
  onPrefill,
  onPick,
}: {
  fields: readonly ContactField[];
  isRequired: (field: ContactField) => boolean;
  contact: ContactInput;
  /** the country shown when the guest has chosen none: the restaurant's */
  country: string | undefined;
  errors: FieldErrors;
  onChange: (field: ContactField, value: string) => void;
  onPostalCodeDone: (postalCode: string) => void;
  shippingNote: string | undefined;
  helper: ContactHelper | undefined;
  delivery: boolean;
  onPrefill: (fields: ContactInput) => void;
  onPick: (fields: ContactInput) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={sectionCard} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('checkout.contact')}
      </h2>
      <p className="text-sm text-stone-600">{t('checkout.requiredFields')}</p>
      {Helper && (
        <Helper
          delivery={delivery}
          hasAddress={Boolean(contact.address?.trim())}
          onPrefill={onPrefill}
          onPick={onPick}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((field) => (
          <ContactInputField
            key={field}
            t={t}
            field={field}
            required={isRequired(field)}
            value={contact[field] ?? ''}
            errors={errors[field]}
            onChange={(value) => onChange(field, value)}
            onBlur={field === 'postalCode' ? onPostalCodeDone : undefined}
          />
        ))}
        {delivery && country !== undefined && (
          <Field label={fieldLabel(t, 'country')} errors={errors.country}>
            {(control) => (
              <CountrySelect
                control={control}
                value={contact.country ?? country}
                onChange={(value) => onChange('country', value)}
              />
            )}
          </Field>
        )}
      </div>
      {shippingNote && (
        <p className="text-sm" role="status">
          {shippingNote}
        </p>
      )}
    </section>
  );
}

function ContactInputField({
  t,
  field,
  required,
  value,
  errors,
  onChange,
  onBlur,
}: {
  t: Translate;
  field: ContactField;
  required: boolean;
  value: string;
  errors: readonly string[] | undefined;
  onChange: (value: string) => void;
  onBlur: ((value: string) => void) | undefined;
}) {
  const common = { label: fieldLabel(t, field), required, errors, value, name: field };
  if (field === 'comment')
    return (
      <TextAreaField
        {...common}
        className="sm:col-span-2"
        onChange={(event) => onChange(event.target.value)}
      />
    );
  return (
    <TextField
      {...common}
      type={inputType[field] ?? 'text'}
      autoComplete={autoComplete[field] ?? 'off'}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur && ((event) => onBlur(event.target.value))}
    />
  );
}
