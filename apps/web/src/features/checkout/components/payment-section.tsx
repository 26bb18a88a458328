import { useId } from 'react';
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
import type { CheckoutPaymentType } from '../api/checkout-api';
import { paymentLabel } from './payment-label';
import { sectionCard } from './section-card';

/** SPEC §4: the payment choice (payFix asks for its card), the terms, and the order button. */
export function PaymentSection({
  payments,
  payment,
  onPayment,
  payfixCard,
  onPayfixCard,
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
      <CheckboxField
        label={t('checkout.acceptTerms')}
        errors={errors.terms}
        checked={terms}
        onChange={(event) => onTerms(event.target.checked)}
      />
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
