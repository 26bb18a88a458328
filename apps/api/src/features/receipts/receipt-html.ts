import { createHash } from 'node:crypto';
import { html } from '../../lib/safe-html';
import { type ReceiptDocument, rowGroupsOf } from './receipt-document';

/**
 * The receipt's style sheet (logical properties: right to left follows `dir`); the page's policy
 * allows it by its hash and nothing else: no script, no inline style attribute.
 */
const styleSheet = (brand: string) => `:root{--brand:${brand}}
:root{color-scheme:light}
body{margin:0;background:#f4f4f5;color:#18181b;font:15px/1.5 system-ui,"Segoe UI",Arial,sans-serif}
main{max-width:760px;margin:24px auto;background:#fff;padding:32px;box-shadow:0 1px 3px #0002}
header{display:flex;justify-content:space-between;gap:24px;flex-wrap:wrap;border-block-end:4px solid var(--brand);padding-block-end:16px}
h1{margin:0 0 4px;font-size:26px}
h2{font-size:16px;margin:24px 0 8px}
.brand{color:var(--brand);font-weight:700;font-size:18px}
.note{background:#fef3c7;padding:8px 12px;border-radius:6px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 16px;margin:16px 0}
dt{color:#52525b}dd{margin:0}
address{font-style:normal}
table{width:100%;border-collapse:collapse;margin:8px 0}
th,td{padding:6px 4px;border-block-end:1px solid #e4e4e7;text-align:start;vertical-align:top}
th{font-size:13px;color:#52525b}
.num{text-align:end;white-space:nowrap;font-variant-numeric:tabular-nums}
.detail{display:block;color:#52525b;font-size:13px}
.group th{padding-block-start:16px;font-size:15px;color:#18181b;border-block-end:2px solid var(--brand)}
.group .detail{font-weight:400}
.totals td{border:0;padding:3px 4px}
.strong td{font-weight:700;font-size:17px;border-block-start:2px solid #18181b}
.foot{color:#52525b;font-size:13px}
.actions{margin-block-start:24px}
.actions a{display:inline-block;background:var(--brand);color:#fff;padding:8px 16px;border-radius:999px;text-decoration:none}
@media print{body{background:#fff}main{box-shadow:none;margin:0;max-width:none;padding:0}.actions{display:none}}
`;

/** A page's policy: its one style sheet and nothing else loads; no one frames it. */
const policyFor = (sheet: string) =>
  [
    "default-src 'none'",
    `style-src 'sha256-${createHash('sha256').update(sheet).digest('base64')}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join(';');

/**
 * The receipt as a printable page in the reader's language and direction, every text escaped,
 * with the Content-Security-Policy that lets its style sheet in.
 */
export function receiptHtml(document: ReceiptDocument, pdfHref: string): { page: string; policy: string } {
  const { dir, locale } = document;
  // the brand colour is a theme value checked as '#rrggbb' by the contracts: only then used
  const sheet = styleSheet(/^#[0-9a-f]{6}$/i.test(document.brand.color) ? document.brand.color : '#0f766e');
  const page = html`<!doctype html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${document.title} – ${document.brand.name}</title>
<style>${sheet}</style>
</head>
<body><main>
<header>
<div><h1>${document.title}</h1><div class="brand">${document.brand.name}</div></div>
<address aria-label="${document.seller[0] ?? ''}">${document.seller.map((line, index) => html`${index ? html`<br>` : ''}<bdi>${line}</bdi>`)}</address>
</header>
${document.note ? html`<p class="note" role="note">${document.note}</p>` : ''}
<dl>${document.facts.map(([label, value]) => html`<dt>${label}</dt><dd><bdi>${value}</bdi></dd>`)}</dl>
${document.recipient ? html`<p>${document.recipient.map((line, index) => html`${index ? html`<br>` : ''}<bdi>${line}</bdi>`)}</p>` : ''}
<table aria-label="${document.tableNames.items}">
<thead><tr><th scope="col">${document.columns[0]}</th>${document.columns.slice(1).map((label) => html`<th scope="col" class="num">${label}</th>`)}</tr></thead>
${rowGroupsOf(document).map(
  (group) =>
    html`<tbody>${group.heading ? html`<tr class="group"><th scope="rowgroup" colspan="5"><bdi>${group.heading}</bdi>${group.details.map((detail) => html`<span class="detail"><bdi>${detail}</bdi></span>`)}</th></tr>` : ''}${group.rows.map(
      (row) =>
        html`<tr><td><bdi>${row.item}</bdi>${row.details.map((detail) => html`<span class="detail"><bdi>${detail}</bdi></span>`)}</td><td class="num">${row.quantity}</td><td class="num">${row.unitPrice}</td><td class="num">${row.amount}</td><td class="num">${row.rate}</td></tr>`,
    )}</tbody>`,
)}
</table>
<table class="totals" aria-label="${document.tableNames.totals}"><tbody>${document.totals.map(
    (total) =>
      html`<tr${total.strong ? html` class="strong"` : ''}><td>${total.label}</td><td class="num">${total.value}</td></tr>`,
  )}</tbody></table>
<h2 id="tax-table">${document.taxTitle}</h2>
<table aria-labelledby="tax-table">
<thead><tr>${document.taxColumns.map((label) => html`<th scope="col" class="num">${label}</th>`)}</tr></thead>
<tbody>${document.taxRows.map((row) => html`<tr>${row.map((cell) => html`<td class="num">${cell}</td>`)}</tr>`)}</tbody>
</table>
${document.footnotes.map((line) => html`<p class="foot">${line}</p>`)}
<p class="actions"><a href="${pdfHref}" download>${document.pdfLabel}</a></p>
</main></body></html>
`;
  return { page: page.toString(), policy: policyFor(sheet) };
}
