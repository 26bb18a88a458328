import type { TablePayment } from '@tavola/contracts';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { type PayfixCard, payfixCardBody, payfixCardIssues } from '../../../components/payment/payfix-card';
import { type FieldErrors, fieldErrorsOf, useFormErrors, useIssueText } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { paymentRedirect } from '../../../lib/payment-redirect';
import { useErrorMessage } from '../../../lib/use-error-message';
import { type ClaimInput, tablePaymentApi } from '../api/table-payment-api';
import { guestDetails } from '../guest-details';

/** the fields whose server messages (a 422) show beside them */
const messageFields = ['email', 'qrCode', 'pin'];

/** What the guest typed for the receipt; their card when payFix pays. */
export interface ClaimExtras {
  name: string;
  email: string;
  card?: PayfixCard;
}

/**
 * Issue 17: a claim on the table's bill sent and its answer followed — the provider's page, or
 * the bill with the outcome when paid here (payFix). The fields are checked first; a card that
 * cannot pay (wrong PIN, too little on it) is answered beside its field, a 409 (someone else was
 * faster) by `onTaken`, anything else above the Pay button. Nothing of the bill is held then.
 */
export function useClaimPayment(
  bill: TablePayment,
  socketId: () => string | undefined,
  { onPaid, onTaken }: { onPaid: () => void; onTaken: (message: string) => void },
) {
  const { t } = useTranslation();
  const { api, config } = useAppContext();
  const [, navigate] = useLocation();
  const messageOf = useErrorMessage();
  const issueText = useIssueText();
  const { formRef, errors, show, clear, reset } = useFormErrors();
  const [busy, setBusy] = useState(false);
  // what the server or the network answered that names no field
  const [failure, setFailure] = useState<string>();
  // the Idempotency-Key of a claim sent without an answer (the connection dropped): pressing
  // Pay again sends it again, so a part the server took and a card it charged are not taken
  // twice — the server answers with that claim; any answer starts the next claim afresh
  const unanswered = useRef<string | undefined>(undefined);

  async function send(claim: ClaimInput, { name, email, card }: ClaimExtras) {
    const fieldProblems: FieldErrors = {
      ...(email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())
        ? { email: [t('bill.emailInvalid')] }
        : {}),
      ...(card ? issueText(payfixCardIssues(card)) : {}),
    };
    if (Object.keys(fieldProblems).length > 0) return show(fieldProblems);
    reset();
    setBusy(true);
    try {
      const sent = card ? { ...claim, ...payfixCardBody(card) } : claim;
      unanswered.current ??= crypto.randomUUID();
      const answer = await tablePaymentApi.claim(api, sent, unanswered.current, socketId());
      unanswered.current = undefined;
      guestDetails.save(config.restaurantId, { name: name.trim(), email: email.trim() });
      guestDetails.receiptTo(bill.tablePaymentId, answer.data.claim.id, email.trim());
      const next = paymentRedirect(answer.data.paymentLink, location.origin);
      if (next.kind === 'external') return location.assign(next.href);
      // the demo's page, or paid here (payFix): the bill shows the outcome, and the form starts
      // afresh for another part. Back from the demo's page comes to the bill again; the bill
      // with its outcome replaces the bill without
      navigate(next.to, { replace: next.to.startsWith('/table-payment') });
      setBusy(false);
      onPaid();
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) {
        setFailure(messageOf(error, t('bill.claimUnanswered')));
        return;
      }
      unanswered.current = undefined;
      if (error.status === 409) return onTaken(messageOf(error));
      // a 422 beside its field (a wrong PIN, too little on the card); anything else, such as a
      // dropped connection, above the button — the part was not held either way
      const fields = Object.fromEntries(
        Object.entries(fieldErrorsOf(error)).filter(([field]) => messageFields.includes(field)),
      );
      if (Object.keys(fields).length > 0) show(fields);
      else setFailure(messageOf(error));
    }
  }

  return { formRef, errors, clear, busy, failure, setFailure, send };
}
