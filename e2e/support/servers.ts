/**
 * The servers playwright.config.ts starts, each on a fresh database of its own: the main one
 * on the test clock, one on the real clock, one with the installation's "has landing" flag, one with no restaurant at all.
 */
export const mainPort = Number(process.env.E2E_PORT ?? 3107);
/** a second server on the real clock, for the one spec that adapts to the real time */
export const realTimePort = Number(process.env.E2E_REAL_TIME_PORT ?? mainPort + 1000);
/**
 * a third server with the installation's "has landing" flag on, for the landing page's spec
 * (issue 19); its database, which only that spec reads, also serves the specs that must not
 * meet the others' writes (back-office-look, ordering-clicks)
 */
export const landingPort = Number(process.env.E2E_LANDING_PORT ?? mainPort + 2000);
/** a fourth server with no restaurant at all, for the from-zero spec (issue 20) */
export const fromZeroPort = Number(process.env.E2E_FROM_ZERO_PORT ?? mainPort + 3000);
