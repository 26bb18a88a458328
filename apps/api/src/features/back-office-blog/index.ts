export { backOfficeBlogRoutes } from './back-office-blog.routes';
