import type { Catalogue } from '../translate';
import type { TableBillKey } from './table-bill.en';

export const tableBillAr: Catalogue<TableBillKey> = {
  'bill.mailReceipt': 'أرسل لي الإيصال بالبريد الإلكتروني',
  'bill.mailReceiptEmail': 'بريدك الإلكتروني',
  'bill.mailReceiptSend': 'أرسل الإيصال',
  'bill.mailReceiptSending': 'جارٍ الإرسال…',
  'bill.mailReceiptError': 'تعذّر إرسال الإيصال. يُرجى المحاولة مرة أخرى بعد قليل.',
  'bill.claimUnanswered': 'لم يصل أي رد. اضغط على ادفع مرة أخرى: الجزء المدفوع لا يُدفع مرتين.',
  // issue 36 (decision 090): إيصال الدافع وفاتورة الطاولة
  'bill.partReceipt': 'إيصال حصتك',
  'bill.partReceiptPdf': 'الإيصال (PDF)',
  'bill.tableInvoice': 'فاتورة الطاولة',
  'bill.tableInvoicePdf': 'الفاتورة (PDF)',
};
