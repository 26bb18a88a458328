import { lazy } from 'react';

/** Issue 17, /table-payment: the table's shared bill; loaded on demand, outside the menu's first load. */
export const BillPage = lazy(() => import('./components/bill-page'));
export { tableSeats, useTableSeat } from './table-seat-store';
