/**
 * The first-run token of the from-zero server (issue 20, decision 049): set through SETUP_TOKEN,
 * so the test can open the link the server prints at start.
 */
export const fromZeroSetupToken = 'e2e-from-zero-setup-token-2026';
