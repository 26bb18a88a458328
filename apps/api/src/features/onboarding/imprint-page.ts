import { imprintLines, type LegalDetails } from '@tavola/domain';
import { type Locale, serverTranslator } from '@tavola/i18n';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Issue 33: the imprint page a new restaurant starts with, in its language, from the legal
 * details of the first-run page: who sells, where, how to reach them, and what else the owner
 * stated. The back office's legal pages edit it afterwards like any other.
 */
export function imprintPage(details: LegalDetails, locale: Locale): string {
  const t = serverTranslator(locale);
  const lines = imprintLines(details);
  const text = (kind: string) =>
    lines
      .filter((line) => line.kind === kind)
      .map((line) => escapeHtml(line.text))
      .join('<br>');
  const more = lines
    .filter((line) => line.kind === 'more')
    .map((line) => `<p>${escapeHtml(line.text)}</p>`)
    .join('');
  return [
    `<p><strong>${text('name')}</strong><br>${text('address')}</p>`,
    `<p>${escapeHtml(t('imprint_phone'))}: ${text('phone')}<br>${escapeHtml(t('imprint_email'))}: ${text('email')}</p>`,
    more,
  ].join('');
}
