// Debian's Chromium (apt-get install -y chromium); tools must not download their own browser.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags that let Chromium start as root on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
