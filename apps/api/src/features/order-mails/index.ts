export { sendOrderMails } from './order-mails';
