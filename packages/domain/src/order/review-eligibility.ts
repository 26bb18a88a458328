/**
 * Issue 15: a guest reviews a meal they have had, so only a delivered order (handed over or
 * delivered, SPEC §5 status 'delivered') can be reviewed; a received, processing or rejected one
 * cannot.
 */
export const isReviewableStatus = (status: string): boolean => status === 'delivered';
