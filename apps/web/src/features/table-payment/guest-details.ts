/**
 * Issue 17: what a guest typed on the bill page, kept for the next claim (name and e-mail per
 * restaurant, on this phone) and the e-mail a claim's receipt goes to (per claim, for the
 * receipt view: the API does not hand a claim's e-mail back).
 */
export function createGuestDetails(storage: Pick<Storage, 'getItem' | 'setItem'>) {
  const get = (key: string) => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const set = (key: string, value: string) => {
    try {
      storage.setItem(key, value);
    } catch {
      // private mode: nothing is remembered, the page still works
    }
  };
  return {
    read(restaurantId: number): { name: string; email: string } {
      try {
        const value = JSON.parse(get(`billGuest:${restaurantId}`) ?? '{}') as {
          name?: unknown;
          email?: unknown;
        };
        return {
          name: typeof value.name === 'string' ? value.name : '',
          email: typeof value.email === 'string' ? value.email : '',
        };
      } catch {
        return { name: '', email: '' };
      }
    },
    save(restaurantId: number, details: { name: string; email: string }) {
      set(`billGuest:${restaurantId}`, JSON.stringify(details));
    },
    receiptTo(tablePaymentId: string, claimId: number, email: string) {
      if (email) set(`billReceipt:${tablePaymentId}:${claimId}`, email);
    },
    /** the e-mail addresses this phone asked receipts to for the bill's claims */
    receiptsOf(tablePaymentId: string, claimIds: readonly number[]): string[] {
      const emails = claimIds.map((claimId) => get(`billReceipt:${tablePaymentId}:${claimId}`) ?? '');
      return [...new Set(emails.filter(Boolean))];
    },
  };
}

export const guestDetails = createGuestDetails(localStorage);
