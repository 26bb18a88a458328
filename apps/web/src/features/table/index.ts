export { TableGuest } from './components/table-guest';
export { useGuestCountGate } from './hooks/use-guest-count';
export { removeTableFromAddress } from './pending-table';
export type { TableSeat } from './table-seat';
export { tableSeats, useTableSeat } from './table-seat-store';
