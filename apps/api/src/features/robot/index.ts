export { robotRoutes } from './robot.routes';
export { tableCallRoutes } from './table-calls.routes';
