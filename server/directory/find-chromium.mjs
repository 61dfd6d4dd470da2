// Finds a Chromium, for printing the directory book (server/directory/) and for the
// end-to-end tests: CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own
// download where one exists. Run directly (npm test does), it fails at once with
// the install command.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** The command that installs Debian's Chromium. */
export const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

export const INSTALL_HINT =
  'No Chromium found (the printed directory and the end-to-end tests need one). Install one with:\n' +
  `  ${INSTALL_COMMAND}\n` +
  'or point CHROMIUM_PATH at a Chrome or Chromium executable.';

/** How Chromium starts here: headless as root, no sandbox, no calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // playwright-core knows no browser of its own here.
  }
  return null;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const found = findChromium();
  if (!found) {
    process.stderr.write(`${INSTALL_HINT}\n`);
    process.exit(1);
  }
  process.stdout.write(`Chromium for end-to-end tests: ${found}\n`);
}
