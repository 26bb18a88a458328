export { invitationRoutes } from './invitation.routes';
export { staffRoutes } from './staff.routes';
