export { blogRoutes } from './blog.routes';
