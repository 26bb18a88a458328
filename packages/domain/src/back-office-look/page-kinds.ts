/** SPEC §3 legal content: the storefront's About us, Imprint, Privacy and Terms panels. */
export const legalPageKinds = ['about_us', 'imprint', 'privacy_policy', 'terms_and_conditions'] as const;
export type LegalPageKind = (typeof legalPageKinds)[number];

/** SPEC §3 announcement (a popup on the menu) and announcement_before_checkout. */
export const announcementKinds = ['general', 'before_checkout'] as const;
export type AnnouncementKind = (typeof announcementKinds)[number];
