// The browser tests: @playwright/test on Debian's chromium (never a downloaded browser).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath, PLAYWRIGHT_CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs';
import { repoRoot } from './src/paths.js';
import { SHARED_PORT, SHARED_SITE, SHARED_URL } from './src/shared-site.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './src/site.js';

// Fails at once, in Spanish, when Debian's chromium is not installed.
const chromium = chromiumPath();

// The shared site's fresh data: made once by the runner (its workers load this file too, and
// inherit the variable), removed when the runner exits, after the webServer has stopped.
function sharedDataDir(): string {
  const inherited = process.env.E2E_SHARED_DATA_DIR;
  if (inherited) return inherited;
  const dataDir = mkdtempSync(join(tmpdir(), 'pasteleria-e2e-shared-'));
  process.env.E2E_SHARED_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  // Two workers fit two cores: each test waits mostly on the browser and the server, not the CPU.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  // Generous for a busy two-core machine: a wait ends as soon as what it waits for shows, so
  // these only bound a failure (30 s is what playwright-core's waitFor() gave before).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: 'list',
  use: {
    baseURL: SHARED_URL,
    locale: 'es-MX',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromium, args: PLAYWRIGHT_CHROMIUM_ARGS },
  },
  // The dev server's test times an edit's refresh against a bound: it runs last, with no other
  // test on the machine's cores.
  projects: [
    { name: 'chromium', testIgnore: /dev-fast-refresh/ },
    { name: 'dev', testMatch: /dev-fast-refresh/, dependencies: ['chromium'] },
  ],
  // `npm start` builds whatever app is missing or stale (scripts/ensure-built.mjs), then serves the site.
  webServer: {
    command: 'npm start',
    cwd: repoRoot,
    url: `${SHARED_URL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: {
      PORT: String(SHARED_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: sharedDataDir(),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // Every test signs in from this machine's one address, as the same admin: the login limits
      // (meant for one person guessing a password) would refuse the suite.
      LOGIN_RATE_LIMIT_IP: '10000',
      LOGIN_RATE_LIMIT_EMAIL_IP: '10000',
      ...SHARED_SITE,
    },
  },
});
