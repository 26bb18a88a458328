import type { TablePayment } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { type FormEvent, useId, useState } from 'react';
import { emptyPayfixCard, type PayfixCard } from '../../../components/payment/payfix-card';
import { PayfixCardFields } from '../../../components/payment/payfix-card-fields';
import { primaryButton } from '../../../components/ui/form';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { paymentLabel } from '../../../lib/payment-label';
import { useRestaurant } from '../../restaurant';
import { guestDetails } from '../guest-details';
import { useBillPart } from '../hooks/use-bill-part';
import { useClaimPayment } from '../hooks/use-claim-payment';
import { BillPartFieldset } from './bill-part-fieldset';
import { type ClaimProvider, claimProviders, ProviderChoice } from './provider-choice';
import { ReceiptContactFields } from './receipt-contact-fields';
import { TipChoice } from './tip-choice';

/**
 * Issue 17: the guest's part of the bill — some items (units of a line), an amount, or the
 * next of N equal shares — with an optional tip, name and e-mail for the receipt, paid through
 * the restaurant's provider, or a payFix card (its code and PIN, as at the checkout) that pays at
 * once. The server decides; when someone else was faster its 409 message is shown (onConflict)
 * and the bill is read again. A card that cannot pay (wrong PIN, too little on it) is answered
 * beside its field, and nothing of the bill was held.
 */
export function PayForm({
  bill,
  socketId,
  onConflict,
}: {
  bill: TablePayment;
  socketId: () => string | undefined;
  onConflict: (message: string) => void;
}) {
  const { t, locale } = useTranslation();
  const { config } = useAppContext();
  const restaurant = useRestaurant();
  const id = useId();
  const providers = restaurant.settings.paymentMethods.filter((type): type is ClaimProvider =>
    (claimProviders as readonly string[]).includes(type),
  );
  const saved = guestDetails.read(config.restaurantId);
  const part = useBillPart(bill);
  const [name, setName] = useState(saved.name);
  const [email, setEmail] = useState(saved.email);
  const [provider, setProvider] = useState<ClaimProvider | undefined>(providers[0]);
  const [card, setCard] = useState<PayfixCard>(emptyPayfixCard);
  const claim = useClaimPayment(bill, socketId, {
    // the form starts afresh for another part, without the PIN, which is never kept
    onPaid: () => {
      part.setPicks({});
      part.setTyped('');
      setCard((before) => ({ ...before, pin: '' }));
    },
    onTaken: (message) => {
      part.setPicks({});
      onConflict(message);
    },
  });
  const { errors, busy } = claim;
  const money = (minor: number) => formatMoney(minor, bill.currency, locale);

  if (bill.left <= 0)
    return <p className="rounded-2xl bg-amber-50 p-4 text-amber-900">{t('bill.allHeld')}</p>;
  if (!provider) return <p className="rounded-2xl bg-stone-100 p-4">{t('bill.noProvider')}</p>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!provider || busy) return;
    const chosen = part.claimOf({
      tablePaymentId: bill.tablePaymentId,
      paymentType: provider,
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(email.trim() ? { email: email.trim() } : {}),
    });
    claim.setFailure(undefined);
    if (typeof chosen === 'string') {
      part.setChoiceError(chosen);
      return;
    }
    part.setChoiceError(undefined);
    await claim.send(chosen, { name, email, ...(provider === 'payFix' ? { card } : {}) });
  }

  return (
    <form
      ref={claim.formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-5"
      aria-labelledby={`${id}-how`}
    >
      <BillPartFieldset bill={bill} part={part} money={money} id={id} />
      <TipChoice part={part} money={money} id={id} />

      <ReceiptContactFields
        name={name}
        email={email}
        errors={errors}
        onName={setName}
        onEmail={(typed) => {
          setEmail(typed);
          claim.clear('email');
        }}
      />

      {providers.length > 1 && (
        <ProviderChoice providers={providers} provider={provider} onChange={setProvider} id={id} />
      )}

      {provider === 'payFix' && (
        <PayfixCardFields
          card={card}
          onChange={(next) => {
            setCard(next);
            claim.clear(
              ...(next.qrCode !== card.qrCode ? ['qrCode'] : []),
              ...(next.pin !== card.pin ? ['pin'] : []),
            );
          }}
          errors={errors}
        />
      )}

      {claim.failure && (
        <p
          role="alert"
          className="rounded-2xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {claim.failure}
        </p>
      )}
      <button type="submit" className={`${primaryButton} w-full`} disabled={busy} aria-busy={busy}>
        {busy
          ? t('bill.paying')
          : part.overLeft
            ? t('bill.payNoAmount')
            : t('bill.pay', { amount: money(part.amount + part.tip) })}
      </button>
      {providers.length === 1 && (
        <p className="text-center text-sm text-stone-600">{paymentLabel(t, provider)}</p>
      )}
    </form>
  );
}
