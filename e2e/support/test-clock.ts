/**
 * The clock of the browser tests (decision 021). The server starts at `startsAt`
 * (TEST_CLOCK_START) and every page's clock is installed at the same moment of the run, so
 * opening hours, time slots and token times read alike in browser, server and test at any hour
 * of the real day. The default is a Tuesday, 12:30 in Berlin and Zurich: both demo restaurants
 * are open for every delivery type for another 90 minutes at least. `E2E_CLOCK` runs the suite
 * at another instant (e.g. `2026-12-02T00:45:00+01:00`, when everything is closed).
 */
const startsAt = Date.parse(process.env.E2E_CLOCK ?? '2026-12-01T12:30:00+01:00');
if (Number.isNaN(startsAt)) throw new Error(`E2E_CLOCK is not an ISO 8601 instant: ${process.env.E2E_CLOCK}`);

// the real moment the run started: set once by the runner, inherited by its workers (which load
// this file again); the server reads `startsAt` a second or two later, while it boots
process.env.TAVOLA_E2E_CLOCK_ORIGIN ??= String(Date.now());
const origin = Number(process.env.TAVOLA_E2E_CLOCK_ORIGIN);

export const testClock = {
  /** the instant the server's clock starts at */
  startsAt: new Date(startsAt).toISOString(),
  /** what the server's clock reads now, in milliseconds */
  now: () => startsAt + (Date.now() - origin),
};
