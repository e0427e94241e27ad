import fs from 'node:fs';
import { chromium, type LaunchOptions } from '@playwright/test';

/**
 * Which Chromium the browser tests run in. Nothing is ever downloaded: Debian's packages, or a path
 * given in the environment.
 *
 * - Most specs run in Chromium's **headless shell** (Debian: `chromium-headless-shell`; the same Blink
 *   and V8 as the browser, without the browser's own window, profile and notification machinery),
 *   which is what Playwright itself runs headless tests in. Side by side on a 2-core host, eight of our
 *   heaviest specs (68 tests) took 257 s and 489 s of CPU in the shell against 409 s and 796 s in the
 *   full browser, with the same results but for the push spec below; the whole suite 17.8 minutes
 *   against 28 (bench/e2e-browsers.sh). The browser tests are bound by the CPU: that is a third of
 *   their time in CI.
 * - Specs that need what only the full browser has ask
 *   for it with `test.use({ launchOptions: FULL_BROWSER })`, and Playwright starts a worker of its own for
 *   them: notifications (`e2e/push*.spec.ts`: in the shell `Notification.permission` stays "denied" even
 *   when the context grants it, so the page rightly offers no bell).
 * Without the shell installed, every spec runs in the full browser (slower, same results).
 */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

function firstThere(candidates: (string | undefined)[]): string | undefined {
  return candidates.find((candidate): candidate is string => Boolean(candidate) && fs.existsSync(candidate!));
}

/** The full browser: CHROMIUM_PATH, else Debian's, else Playwright's own if one is installed. */
function fullBrowserPath(): string | undefined {
  const found = firstThere([process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']);
  if (found) return found;
  const own = chromium.executablePath();
  if (own && fs.existsSync(own)) return undefined;
  throw new Error('No Chromium found: install one (Debian: apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH to its executable.');
}

const fullPath = fullBrowserPath();
/** The headless shell: CHROMIUM_HEADLESS_SHELL_PATH, else Debian's; without one, the full browser. */
const shellPath = firstThere([process.env.CHROMIUM_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell']) ?? fullPath;

/** Launch options of the headless shell: every spec's unless it asks for the full browser. */
export const HEADLESS_SHELL: LaunchOptions = { executablePath: shellPath, args: CHROMIUM_ARGS };
/** Launch options of the full browser (notifications, push). */
export const FULL_BROWSER: LaunchOptions = { executablePath: fullPath, args: CHROMIUM_ARGS };
