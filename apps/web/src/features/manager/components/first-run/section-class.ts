/** The card each part of the first-run page sits in. */
export const sectionClass = 'space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6';
