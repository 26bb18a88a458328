import { contactSchema } from '@tavola/contracts';
import { type ContactFieldRule, missingContactFields } from '@tavola/domain';
import { type PayfixCard, payfixCardIssues } from '../../components/payment/payfix-card';
import { type FieldIssue, issuesOf } from '../../components/ui/form';
import type { ContactInput } from './api/checkout-api';

/**
 * What is wrong with the checkout form before anything is sent (issue 15): every field the
 * restaurant requires (SPEC §3 personal_information_fields, the address for a delivery), what
 * the contract refuses among the fields shown, and the payFix card when it pays.
 */
export function checkoutIssues({
  contact,
  shown,
  rules,
  delivery,
  payfixCard,
}: {
  contact: ContactInput;
  /** the contact fields on screen (an issue of a hidden one cannot be mended there) */
  shown: readonly string[];
  rules: Readonly<Record<string, ContactFieldRule>>;
  delivery: boolean;
  /** the card, when payFix is the chosen payment */
  payfixCard?: PayfixCard;
}): Record<string, FieldIssue> {
  const typed = Object.fromEntries(Object.entries(contact).filter(([, value]) => value?.trim()));
  const visible = new Set([...shown, ...(delivery ? ['country'] : [])]);
  const issues: Record<string, FieldIssue> = {};
  for (const [field, issue] of Object.entries(issuesOf(contactSchema, typed)))
    if (visible.has(field)) issues[field] = issue;
  for (const field of missingContactFields(rules, typed, delivery)) issues[field] = { kind: 'required' };
  return payfixCard ? { ...issues, ...payfixCardIssues(payfixCard) } : issues;
}
