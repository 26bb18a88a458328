/** Issue 7: the manager area (/manager), a page of its own (src/manager-main.tsx). */
export { default as ManagerArea } from './components/manager-area';
