import { createPendingPayments } from './pending-payments';

/** An empty storage for the server's render of the menu (issue 21), which knows no guest. */
const noStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
} as unknown as Storage;

/** Issue 33: the orders of this browser waiting for their online payment. */
export const pendingPayments = createPendingPayments(
  typeof localStorage === 'undefined' ? noStorage : localStorage,
);
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => pendingPayments.storageChanged(event.key));
