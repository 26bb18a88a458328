import type { TablePayment } from '@tavola/contracts';
import { formatMoney } from '@tavola/i18n/money';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import {
  emptyPayfixCard,
  type PayfixCard,
  payfixCardBody,
  payfixCardIssues,
} from '../../../components/payment/payfix-card';
import { PayfixCardFields } from '../../../components/payment/payfix-card-fields';
import {
  choiceClass,
  type FieldErrors,
  fieldErrorsOf,
  primaryButton,
  secondaryButton,
  TextField,
  useFormErrors,
  useIssueText,
} from '../../../components/ui/form';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { ApiError } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { paymentLabel } from '../../../lib/payment-label';
import { paymentRedirect } from '../../../lib/payment-redirect';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useRestaurant } from '../../restaurant';
import { type ClaimInput, tablePaymentApi } from '../api/table-payment-api';
import {
  canPickMore,
  itemsAmount,
  nextShare,
  nextUnitPrice,
  pickedItems,
  tipOf,
  tipPercents,
  typedAmount,
} from '../bill-choices';
import { guestDetails } from '../guest-details';

/** The providers a claim can be paid with; payFix asks for its card here, the others on their own page. */
const claimProviders = ['demo', 'mollie', 'saferPay', 'payFix'] as const;
/** the fields whose server messages (a 422) show beside them */
const messageFields = ['email', 'qrCode', 'pin'];
type Provider = (typeof claimProviders)[number];
type Mode = 'items' | 'amount' | 'share';
const modes: readonly Mode[] = ['items', 'amount', 'share'];

const tabClass =
  'flex-1 cursor-pointer rounded-full px-3 py-2 text-center text-sm font-semibold ring-1 ring-stone-300 has-checked:bg-primary has-checked:text-(--color-primary-contrast) has-checked:ring-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary';

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
  const { api, config } = useAppContext();
  const restaurant = useRestaurant();
  const [, navigate] = useLocation();
  const messageOf = useErrorMessage();
  const issueText = useIssueText();
  const id = useId();
  const providers = restaurant.settings.paymentMethods.filter((type): type is Provider =>
    (claimProviders as readonly string[]).includes(type),
  );
  const saved = guestDetails.read(config.restaurantId);
  const [mode, setMode] = useState<Mode>('items');
  const [picks, setPicks] = useState<Record<string, number>>({});
  const [typed, setTyped] = useState('');
  const [ways, setWays] = useState(2);
  const [tipPercent, setTipPercent] = useState<number>(0);
  const [name, setName] = useState(saved.name);
  const [email, setEmail] = useState(saved.email);
  const [provider, setProvider] = useState<Provider | undefined>(providers[0]);
  const [card, setCard] = useState<PayfixCard>(emptyPayfixCard);
  // what the guest chose cannot be paid (before asking the server), and what the server or the
  // network answered that names no field
  const [choiceError, setChoiceError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const { formRef, errors, show, clear, reset } = useFormErrors();
  const [busy, setBusy] = useState(false);
  // the Idempotency-Key of a claim sent without an answer (the connection dropped): pressing
  // Pay again sends it again, so a part the server took and a card it charged are not taken
  // twice — the server answers with that claim; any answer starts the next claim afresh
  const unanswered = useRef<string | undefined>(undefined);
  const money = (minor: number) => formatMoney(minor, bill.currency, locale);

  const share = nextShare(bill, ways);
  const typedMinor = typedAmount(typed);
  const chosen =
    mode === 'items' ? itemsAmount(bill, picks) : mode === 'share' ? (share?.amount ?? 0) : (typedMinor ?? 0);
  // what the guest chose, as long as it can be paid: the Pay button and the tips never offer more
  // than is left (issue 33: 'Pay €50.00' with €6.50 left)
  const overLeft = chosen > bill.left;
  const amount = overLeft ? 0 : chosen;
  const tip = tipOf(amount, tipPercent);
  const leftAsTyped = (bill.left / 100).toFixed(2);
  const pickable = bill.lines.filter((line) => line.leftQuantity > 0);

  if (bill.left <= 0)
    return <p className="rounded-2xl bg-amber-50 p-4 text-amber-900">{t('bill.allHeld')}</p>;
  if (!provider) return <p className="rounded-2xl bg-stone-100 p-4">{t('bill.noProvider')}</p>;

  function claimOf(paymentType: Provider): ClaimInput | string {
    const common = {
      tablePaymentId: bill.tablePaymentId,
      paymentType,
      tip,
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(email.trim() ? { email: email.trim() } : {}),
    };
    if (mode === 'items') {
      const basketItems = pickedItems(bill, picks);
      return basketItems.length ? { ...common, action: 'items', basketItems } : t('bill.chooseFirst');
    }
    if (mode === 'share') return share ? { ...common, action: 'share', ways } : t('bill.sharesTaken');
    if (typedMinor === undefined || typedMinor <= 0) return t('bill.amountInvalid');
    if (typedMinor > bill.left) return t('bill.amountTooHigh', { left: money(bill.left) });
    return { ...common, action: 'amount', amount: typedMinor };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!provider || busy) return;
    const claim = claimOf(provider);
    setFailure(undefined);
    if (typeof claim === 'string') {
      setChoiceError(claim);
      return;
    }
    setChoiceError(undefined);
    const fieldProblems: FieldErrors = {
      ...(email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())
        ? { email: [t('bill.emailInvalid')] }
        : {}),
      ...(provider === 'payFix' ? issueText(payfixCardIssues(card)) : {}),
    };
    if (Object.keys(fieldProblems).length > 0) return show(fieldProblems);
    reset();
    setBusy(true);
    try {
      const sent = provider === 'payFix' ? { ...claim, ...payfixCardBody(card) } : claim;
      unanswered.current ??= crypto.randomUUID();
      const answer = await tablePaymentApi.claim(api, sent, unanswered.current, socketId());
      unanswered.current = undefined;
      guestDetails.save(config.restaurantId, { name: name.trim(), email: email.trim() });
      guestDetails.receiptTo(bill.tablePaymentId, answer.data.claim.id, email.trim());
      const next = paymentRedirect(answer.data.paymentLink, location.origin);
      if (next.kind === 'external') return location.assign(next.href);
      // the demo's page, or paid here (payFix): the bill shows the outcome, and the form starts
      // afresh for another part, without the PIN, which is never kept. Back from the demo's page
      // comes to the bill again; the bill with its outcome replaces the bill without
      navigate(next.to, { replace: next.to.startsWith('/table-payment') });
      setBusy(false);
      setPicks({});
      setTyped('');
      setCard((before) => ({ ...before, pin: '' }));
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) {
        setFailure(messageOf(error, t('bill.claimUnanswered')));
        return;
      }
      unanswered.current = undefined;
      if (error.status === 409) {
        setPicks({});
        onConflict(messageOf(error));
        return;
      }
      // a 422 beside its field (a wrong PIN, too little on the card); anything else, such as a
      // dropped connection, above the button — the part was not held either way
      const fields = Object.fromEntries(
        Object.entries(fieldErrorsOf(error)).filter(([field]) => messageFields.includes(field)),
      );
      if (Object.keys(fields).length > 0) show(fields);
      else setFailure(messageOf(error));
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-5"
      aria-labelledby={`${id}-how`}
    >
      <fieldset className="space-y-3">
        <legend id={`${id}-how`} className="mb-2 text-lg font-semibold">
          {t('bill.howToPay')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {modes.map((entry) => (
            <label key={entry} className={tabClass}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={entry}
                checked={mode === entry}
                onChange={() => {
                  setMode(entry);
                  setChoiceError(undefined);
                }}
                className="sr-only"
              />
              {t(`bill.mode.${entry}`)}
            </label>
          ))}
        </div>

        {mode === 'items' &&
          (pickable.length === 0 ? (
            <p className="text-stone-700">{t('bill.nothingToPick')}</p>
          ) : (
            <>
              {pickable.some((line) => nextUnitPrice(line) > bill.left) && (
                // others paid amounts or shares: an item may cost more than is left
                <p className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-950">
                  {t('bill.itemsOverLeft', { left: money(bill.left) })}
                </p>
              )}
              <ul className="divide-y divide-stone-200">
                {pickable.map((line) => {
                  const count = Math.min(picks[line.key] ?? 0, line.leftQuantity);
                  const set = (value: number) => setPicks((before) => ({ ...before, [line.key]: value }));
                  return (
                    <li key={line.key} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <span className="min-w-0 flex-1 break-words">
                        {line.name}
                        <span className="block text-sm text-stone-600">
                          {money(nextUnitPrice(line))} · {t('bill.lineLeft', { count: line.leftQuantity })}
                        </span>
                      </span>
                      <QuantityStepper
                        value={count}
                        label={t('bill.pick', { name: line.name })}
                        decreaseLabel={t('bill.pickLess', { name: line.name })}
                        increaseLabel={t('bill.pickMore', { name: line.name })}
                        onDecrease={() => set(count - 1)}
                        onIncrease={() => set(count + 1)}
                        decreaseDisabled={count <= 0}
                        increaseDisabled={!canPickMore(bill, picks, line)}
                      />
                    </li>
                  );
                })}
              </ul>
            </>
          ))}

        {mode === 'amount' && (
          <div className="space-y-2">
            <TextField
              label={t('bill.amount')}
              hint={t('bill.amountHint', { left: money(bill.left) })}
              inputMode="decimal"
              autoComplete="off"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setChoiceError(undefined);
              }}
              // more than is left is said as it is typed, not only once Pay is pressed
              errors={
                choiceError ?? (overLeft ? t('bill.amountTooHigh', { left: money(bill.left) }) : undefined)
              }
            />
            {typedMinor !== bill.left && (
              <button
                type="button"
                className={`${secondaryButton} text-sm`}
                onClick={() => {
                  setTyped(leftAsTyped);
                  setChoiceError(undefined);
                }}
              >
                {t('bill.fillLeft', { left: money(bill.left) })}
              </button>
            )}
          </div>
        )}

        {mode === 'share' && (
          <div className="space-y-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span id={`${id}-ways`} className="font-medium">
                {t('bill.ways')}
              </span>
              <QuantityStepper
                value={ways}
                label={t('bill.ways')}
                decreaseLabel={t('bill.fewerWays')}
                increaseLabel={t('bill.moreWays')}
                onDecrease={() => setWays((before) => Math.max(2, before - 1))}
                onIncrease={() => setWays((before) => Math.min(50, before + 1))}
                decreaseDisabled={ways <= 2}
                increaseDisabled={ways >= 50}
              />
            </div>
            <p className="font-semibold" aria-live="polite">
              {share
                ? t('bill.shareIs', { number: share.number, ways, amount: money(share.amount) })
                : t('bill.sharesTaken')}
            </p>
          </div>
        )}
        {choiceError && mode !== 'amount' && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {choiceError}
          </p>
        )}
      </fieldset>

      <fieldset>
        <legend className="mb-2 font-semibold">{t('bill.tip')}</legend>
        <div className="flex flex-wrap gap-2">
          {tipPercents.map((percent) => (
            <label key={percent} className={tabClass}>
              <input
                type="radio"
                name={`${id}-tip`}
                checked={tipPercent === percent}
                onChange={() => setTipPercent(percent)}
                className="sr-only"
              />
              {percent === 0
                ? t('bill.noTip')
                : t('bill.tipPercent', { percent, amount: money(tipOf(amount, percent)) })}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('bill.name')}
          autoComplete="given-name"
          maxLength={40}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('bill.email')}
          type="email"
          autoComplete="email"
          maxLength={200}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            clear('email');
          }}
          errors={errors.email}
        />
      </div>

      {providers.length > 1 && (
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
                  onChange={() => setProvider(type)}
                />
                {paymentLabel(t, type)}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {provider === 'payFix' && (
        <PayfixCardFields
          card={card}
          onChange={(next) => {
            setCard(next);
            clear(
              ...(next.qrCode !== card.qrCode ? ['qrCode'] : []),
              ...(next.pin !== card.pin ? ['pin'] : []),
            );
          }}
          errors={errors}
        />
      )}

      {failure && (
        <p
          role="alert"
          className="rounded-2xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {failure}
        </p>
      )}
      <button type="submit" className={`${primaryButton} w-full`} disabled={busy} aria-busy={busy}>
        {busy
          ? t('bill.paying')
          : overLeft
            ? t('bill.payNoAmount')
            : t('bill.pay', { amount: money(amount + tip) })}
      </button>
      {providers.length === 1 && (
        <p className="text-center text-sm text-stone-600">{paymentLabel(t, provider)}</p>
      )}
    </form>
  );
}
