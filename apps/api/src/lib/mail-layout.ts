import { restaurantThemeSchema } from '@tavola/contracts';
import { type Locale, localeInfo } from '@tavola/i18n';
import { html, type SafeHtml } from './safe-html';

/** What a mail says; the layout turns it into the HTML part and the plain-text part alike. */
export interface MailContent {
  locale: Locale;
  /** the restaurant's row (or the fields of it the layout shows) */
  restaurant: {
    name: string;
    street: string;
    postalCode: string;
    city: string;
    telephone: string;
    email: string;
    theme: unknown;
  };
  /** the document's title (the subject) */
  title: string;
  /** paragraphs before the order lines; one equal to `link` becomes a link */
  paragraphs: string[];
  link?: string;
  lines?: MailLine[];
  /** below the lines, each on its own row ("Total: 18,00 €") */
  totals?: string[];
  /** after the totals, one per row ("When: …", "Comment: …") */
  notes?: string[];
  /** issue 18: the order's tickets under their heading, each with its QR code image */
  tickets?: { heading: string; items: MailTicket[] };
}

/** One ticket in a mail: its text rows (person, class, date and time, code) and its QR code. */
export interface MailTicket {
  rows: string[];
  /** the QR code, an inline image attached to the mail under this content id */
  qr: { cid: string; alt: string };
}

export interface MailLine {
  quantity: number;
  name: string;
  /** formatted amount of the line */
  amount: string;
  options?: { quantity: number; name: string }[];
  /** what the guest wrote for this item (comment, names on event cards) */
  notes?: string[];
}

const defaultPrimaryColor = restaurantThemeSchema.parse({}).primaryColor;

function footerOf(restaurant: MailContent['restaurant']): string[] {
  const place = `${restaurant.postalCode} ${restaurant.city}`.trim();
  return [restaurant.name, restaurant.street, place, restaurant.telephone, restaurant.email].filter(Boolean);
}

/** The plain-text part: the same content, one section after the other. */
function renderText(content: MailContent): string {
  const lines = (content.lines ?? []).flatMap((line) => [
    `${line.quantity} × ${line.name}  ${line.amount}`,
    ...(line.options ?? []).map((option) => `    ${option.quantity} × ${option.name}`),
    ...(line.notes ?? []).map((note) => `    ${note}`),
  ]);
  const tickets = content.tickets
    ? [content.tickets.heading, ...content.tickets.items.map((ticket) => ticket.rows.join('\n'))].join('\n\n')
    : '';
  const sections = [
    content.paragraphs.join('\n\n'),
    lines.join('\n'),
    [...(content.totals ?? []), ...(content.notes ?? [])].join('\n'),
    tickets,
    footerOf(content.restaurant).join(', '),
  ];
  return sections.filter(Boolean).join('\n\n');
}

/** The HTML part: inline styles only (mail clients drop style sheets), one column, 600 px wide. */
function renderHtml(content: MailContent): SafeHtml {
  const { dir } = localeInfo[content.locale];
  const end = dir === 'rtl' ? 'left' : 'right';
  const theme = restaurantThemeSchema.safeParse(content.restaurant.theme ?? {});
  const color = theme.success ? theme.data.primaryColor : defaultPrimaryColor;
  const cell = 'padding:8px 0;border-bottom:1px solid #e4e4e7;vertical-align:top;';
  const paragraphs = content.paragraphs.map((paragraph) =>
    paragraph === content.link
      ? html`<p style="margin:0 0 16px;"><a href="${paragraph}" style="color:${color};word-break:break-all;">${paragraph}</a></p>`
      : html`<p style="margin:0 0 16px;white-space:pre-line;">${paragraph}</p>`,
  );
  const lines = (content.lines ?? []).map(
    (line) => html`<tr>
<td style="${cell}width:3em;white-space:nowrap;">${line.quantity} ×</td>
<td style="${cell}">${line.name}${(line.options ?? []).map(
      (option) =>
        html`<br><span style="color:#52525b;font-size:13px;">${option.quantity} × ${option.name}</span>`,
    )}${(line.notes ?? []).map((note) => html`<br><em style="color:#52525b;font-size:13px;">${note}</em>`)}</td>
<td style="${cell}text-align:${end};white-space:nowrap;">${line.amount}</td>
</tr>`,
  );
  const totals = (content.totals ?? []).map(
    (total, index, all) =>
      html`<tr><td colspan="3" style="padding:6px 0 0;text-align:${end};${index === all.length - 1 ? 'font-weight:bold;' : ''}">${total}</td></tr>`,
  );
  const notes = (content.notes ?? []).map((note) => html`<p style="margin:0 0 8px;">${note}</p>`);
  const tickets = content.tickets
    ? html`<h2 style="margin:24px 0 8px;font-size:17px;">${content.tickets.heading}</h2>${content.tickets.items.map(
        (
          ticket,
        ) => html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e4e4e7;margin:0 0 12px;"><tr>
<td style="padding:12px;vertical-align:top;">${ticket.rows.map((row, index) => html`<p style="margin:0 0 4px;${index === 0 ? 'font-weight:bold;' : 'color:#52525b;font-size:13px;'}">${row}</p>`)}</td>
<td style="padding:12px;width:160px;text-align:center;"><img src="cid:${ticket.qr.cid}" alt="${ticket.qr.alt}" width="150" height="150" style="display:block;width:150px;height:150px;"></td>
</tr></table>`,
      )}`
    : '';
  return html`<!doctype html>
<html lang="${content.locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${content.title}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:600px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#18181b;text-align:${dir === 'rtl' ? 'right' : 'left'};">
<tr><td style="background:${color};color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;">${content.restaurant.name}</td></tr>
<tr><td style="padding:24px;">
${paragraphs}
${
  lines.length || totals.length
    ? html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;">${lines}${totals}</table>`
    : ''
}
${notes}
${tickets}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4e4e7;color:#71717a;font-size:12px;">${footerOf(content.restaurant).join(' · ')}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}

/** Every mail in its reader's language, right to left for Arabic (SPEC §9), as HTML and as text. */
export function renderMail(content: MailContent): { html: string; text: string } {
  return { html: renderHtml(content).toString(), text: renderText(content) };
}
