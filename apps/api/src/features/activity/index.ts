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
  productName,
  tableName,
  ticketTimeLabel,
  voucherCode,
} from './activity-subjects';
