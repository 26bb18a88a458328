/**
 * Issue 36 (decision 086): the receipt's words, as its HTML page and its PDF show them. English
 * source; every other locale defines the same keys (the completeness test enforces it).
 */
export const receiptEn = {
  title_invoice: 'Invoice',
  title_confirmation: 'Order confirmation',
  title_credit_note: 'Credit note',
  credit_note_number: 'Credit note number',
  cancels_invoice: 'Cancels invoice',
  credit_note_note:
    'This credit note cancels invoice {{number}} in full. The invoice stays as it was issued.',
  confirmation_note:
    'This is not an invoice yet: the invoice number is given once the order is paid, or handed over when paid on site.',
  seller: 'Seller',
  vat_id: 'VAT ID',
  tax_number: 'Tax number',
  invoice_number: 'Invoice number',
  order_number: 'Order number',
  issued: 'Date of issue',
  supplied: 'Date of supply',
  recipient: 'Recipient',
  items: 'Items',
  totals: 'Totals',
  item: 'Item',
  quantity: 'Qty',
  unit_price: 'Unit price',
  amount: 'Amount',
  rate: 'VAT',
  deposit: 'Deposit',
  goods: 'Goods',
  deposits: 'Deposits',
  discount: 'Voucher {{code}}',
  discount_plain: 'Discount',
  shipping: 'Delivery fee',
  taxable: 'Total incl. VAT',
  tip_taxable: 'Tip',
  tip: 'Tip (outside VAT)',
  total: 'Total paid',
  tax_table: 'VAT per rate',
  tax_rate: 'VAT rate',
  net: 'Net',
  tax: 'VAT',
  gross: 'Gross',
  spread_note: 'The voucher and the delivery fee are shared among the rates in proportion to the goods.',
  prices_gross: 'All prices include VAT.',
  download_pdf: 'Download PDF',
  rate_unknown: '–',
};

export type ReceiptMessageKey = keyof typeof receiptEn;
