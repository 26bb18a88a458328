import { arrivalSearch } from '../../lib/arrival-address';
import { addressWithoutTable, type TableArrival, tableArrivalOf } from './table-arrival';

/** A table the address named, kept until the landing hands it to set-table: once per page load. */
export function createPendingTable(arrival: TableArrival | undefined) {
  let pending = arrival;
  let landing = arrival !== undefined;
  return {
    /** the table the address named is not seated yet (or refused): until then, it decides the table */
    landing: () => landing,
    /** its set-table answered, either way */
    landed() {
      landing = false;
    },
    take(): TableArrival | undefined {
      const next = pending;
      pending = undefined;
      return next;
    },
  };
}

export const pendingTable = createPendingTable(tableArrivalOf(arrivalSearch));

/**
 * SPEC §4 Login landing: the table's parameters leave the address bar before the router reads
 * it (no reload), so a reload, a shared link or a bookmark does not set the table again.
 */
export function removeTableFromAddress(): void {
  if (!tableArrivalOf(location.search)) return;
  history.replaceState(history.state, '', addressWithoutTable(location.href));
}
