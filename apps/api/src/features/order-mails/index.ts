export { orderMailLines } from './order-mail-lines';
export { sendOrderMails } from './order-mails';
export { sendOrderReadyMail } from './order-ready-mail';
