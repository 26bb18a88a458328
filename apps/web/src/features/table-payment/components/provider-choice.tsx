import { choiceClass } from '../../../components/ui/form';
import { useTranslation } from '../../../lib/i18n';
import { paymentLabel } from '../../../lib/payment-label';

/** The providers a claim can be paid with; payFix asks for its card here, the others on their own page. */
export const claimProviders = ['demo', 'mollie', 'saferPay', 'payFix'] as const;
export type ClaimProvider = (typeof claimProviders)[number];

/** 'Pay with': one of the restaurant's providers, shown when there is more than one. */
export function ProviderChoice({
  providers,
  provider,
  onChange,
  id,
}: {
  providers: readonly ClaimProvider[];
  provider: ClaimProvider;
  onChange: (provider: ClaimProvider) => void;
  id: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{t('bill.payWith')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {providers.map((type) => (
          <label
            key={type}
            className="flex cursor-pointer items-center gap-3 rounded-2xl px-4 py-3 ring-1 ring-stone-300 has-checked:bg-primary/10 has-checked:ring-2 has-checked:ring-primary"
          >
            <input
              type="radio"
              name={`${id}-provider`}
              className={choiceClass}
              checked={provider === type}
              onChange={() => onChange(type)}
            />
            {paymentLabel(t, type)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
