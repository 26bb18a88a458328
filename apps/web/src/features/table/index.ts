import { firstPaintPart } from '../../lib/first-paint-parts';

/**
 * What a guest at a table has on every page (issue 16): it shows nothing in the page's flow, so
 * its module waits until after the menu's first load (issue 21); render it in a Suspense boundary.
 * A rendered menu hydrates once it is in (decision 089).
 */
export const TableGuest = firstPaintPart(async () => (await import('./components/table-guest')).TableGuest);
export { useGuestCountGate } from './hooks/use-guest-count';
export { removeTableFromAddress } from './pending-table';
export { sitAtTable, tableSeatKey } from './table-seat-key';
