import { tableReceiptBodySchema } from '@tavola/contracts';
import { type FormEvent, useId, useState } from 'react';
import {
  fieldErrorsOf,
  issuesOf,
  secondaryButton,
  TextField,
  useFormErrors,
  useIssueText,
} from '../../../components/ui/form';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useErrorMessage } from '../../../lib/use-error-message';
import { tablePaymentApi } from '../api/table-payment-api';
import { guestDetails } from '../guest-details';

/**
 * Issue 17: "E-mail me the receipt" under a closed bill, for anyone at the table — the whole
 * bill goes to the address given (decision 033, addendum). The address is checked by the
 * contract's own rule first and by the server again (its 422 shows beside the field); anything
 * else it answers, or a dropped connection, shows above the button and the guest sends again.
 */
export function ReceiptMailForm({ tablePaymentId }: { tablePaymentId: string }) {
  const { t } = useTranslation();
  const { api, config } = useAppContext();
  const messageOf = useErrorMessage();
  const issueText = useIssueText();
  const id = useId();
  const [email, setEmail] = useState(() => guestDetails.read(config.restaurantId).email);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const { formRef, errors, show, clear, reset } = useFormErrors();

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setFailure(undefined);
    setSent(undefined);
    const body = { restaurantId: config.restaurantId, tablePaymentId, email: email.trim() };
    const issue = issuesOf(tableReceiptBodySchema, body).email;
    if (issue) return show(issueText({ email: issue }));
    reset();
    setSending(true);
    try {
      const answer = await tablePaymentApi.mailReceipt(api, tablePaymentId, body.email);
      setSent(answer.message.body);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.email) show({ email: fields.email });
      else setFailure(messageOf(error, t('bill.mailReceiptError')));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void send(event)}
      className="space-y-3 border-t border-stone-200 pt-4"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {t('bill.mailReceipt')}
      </h3>
      <TextField
        label={t('bill.mailReceiptEmail')}
        type="email"
        required
        autoComplete="email"
        maxLength={200}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          clear('email');
        }}
        errors={errors.email}
      />
      {failure && (
        <p
          role="alert"
          className="rounded-2xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {failure}
        </p>
      )}
      <p role="status" className={sent ? 'font-medium text-emerald-800' : 'sr-only'}>
        {sent}
      </p>
      <button
        type="submit"
        className={`${secondaryButton} w-full sm:w-auto`}
        disabled={sending}
        aria-busy={sending}
      >
        {sending ? t('bill.mailReceiptSending') : t('bill.mailReceiptSend')}
      </button>
    </form>
  );
}
