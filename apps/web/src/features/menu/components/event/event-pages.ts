/** The event layout's pages, behind one dynamic import (menu index): one chunk, one list of its parts. */
export { default as EventMenuPage } from './event-menu-page';
export { default as EventsListPage } from './events-list-page';
