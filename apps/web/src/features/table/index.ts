export { TableGuest } from './components/table-guest';
export { useGuestCountGate } from './hooks/use-guest-count';
export { removeTableFromAddress } from './pending-table';
export { sitAtTable, tableSeatKey } from './table-seat-key';
