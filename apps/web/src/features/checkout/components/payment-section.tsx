import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import type { PayfixCard } from '../../../components/payment/payfix-card';
import { PayfixCardFields } from '../../../components/payment/payfix-card-fields';
import {
  CheckboxField,
  choiceClass,
  type FieldErrors,
  primaryButton,
  secondaryButton,
} from '../../../components/ui/form';
import { useTranslation } from '../../../lib/i18n';
import { LegalPageLink } from '../../restaurant-info';
import type { CheckoutPaymentType } from '../api/checkout-api';
import { paymentLabel } from './payment-label';
import { sectionCard } from './section-card';

/** Where a sentence's link goes: a character no translation holds. */
const marker = '\u0000';
/** A translated sentence with its link in the place the language puts it. */
function withLink(sentence: string, link: ReactNode): ReactNode {
  const [before = '', after = ''] = sentence.split(marker);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

/** SPEC §4: the payment choice (payFix asks for its card), the terms, and the order button. */
export function PaymentSection({
  payments,
  payment,
  onPayment,
  payfixCard,
  onPayfixCard,
  legal,
  terms,
  onTerms,
  errors,
  placing,
  disabled,
  blockedBy = [],
}: {
  payments: readonly CheckoutPaymentType[];
  payment: CheckoutPaymentType | undefined;
  onPayment: (type: CheckoutPaymentType) => void;
  payfixCard: PayfixCard;
  onPayfixCard: (card: PayfixCard) => void;
  /** issue 33: the restaurant's legal texts that exist; the terms are accepted only when there are some */
  legal: { terms_and_conditions: boolean; privacy_policy: boolean };
  terms: boolean;
  onTerms: (accepted: boolean) => void;
  errors: FieldErrors;
  placing: boolean;
  disabled: boolean;
  /** ids of the texts that say why the order cannot be placed yet (issue 15) */
  blockedBy?: readonly string[];
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={sectionCard}>
      <fieldset>
        <legend className="mb-2 text-lg font-semibold">{t('checkout.payment')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {payments.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-3 rounded-2xl px-4 py-3 ring-1 ring-stone-300 has-checked:bg-primary/10 has-checked:ring-2 has-checked:ring-primary"
            >
              <input
                type="radio"
                name={`${id}-payment`}
                className={choiceClass}
                value={type}
                checked={payment === type}
                onChange={() => onPayment(type)}
              />
              {paymentLabel(t, type)}
            </label>
          ))}
        </div>
      </fieldset>
      {payment === 'payFix' && <PayfixCardFields card={payfixCard} onChange={onPayfixCard} errors={errors} />}
      {legal.terms_and_conditions && (
        <CheckboxField
          label={withLink(
            t('checkout.acceptTermsWith', { terms: marker }),
            <LegalPageLink kind="terms_and_conditions">{t('checkout.termsLink')}</LegalPageLink>,
          )}
          errors={errors.terms}
          checked={terms}
          onChange={(event) => onTerms(event.target.checked)}
        />
      )}
      {legal.privacy_policy && (
        <p className="text-sm text-stone-600">
          {withLink(
            t('checkout.privacyWith', { privacy: marker }),
            <LegalPageLink kind="privacy_policy">{t('checkout.privacyLink')}</LegalPageLink>,
          )}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Link to="/cart" className={secondaryButton}>
          {t('checkout.backToCart')}
        </Link>
        <button
          type="submit"
          className={`${primaryButton} sm:ms-auto`}
          disabled={disabled || placing || blockedBy.length > 0}
          aria-describedby={blockedBy.length > 0 ? blockedBy.join(' ') : undefined}
        >
          {placing ? t('checkout.placing') : t('checkout.placeOrder')}
        </button>
      </div>
    </section>
  );
}
