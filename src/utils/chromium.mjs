// Debian's Chromium and the flags that keep it from reaching other hosts: one
// place for the build's diagram drawing, the browser tests and the bench.
// Plain JavaScript (Node only) so that the scripts can import it as it is.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
