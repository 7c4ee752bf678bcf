/**
 * How every browser test, story test, screenshot script and benchmark of the repository launches
 * Debian's Chromium: `CHROME_PATH` or
 * `/usr/bin/chromium`, headless as root, with the background services off (this machine's network
 * refuses their connections, and they would add noise to measurements).
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
