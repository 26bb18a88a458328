/** The card every checkout section sits on. */
export const sectionCard = 'space-y-4 rounded-3xl bg-white p-4 ring-1 ring-stone-200 sm:p-6';
