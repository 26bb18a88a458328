export { recordActivity } from './activity.repository';
export { activityRoutes } from './activity.routes';
export {
  type ActivityDeclaration,
  recordedPrefix,
  registerActivityRecording,
  writeMethods,
} from './activity-recording';
export {
  categoryName,
  closureSpan,
  imageSlot,
  kindOfPage,
  productName,
  tableName,
  ticketTimeLabel,
  titled,
  voucherCode,
} from './activity-subjects';
