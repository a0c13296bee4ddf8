/**
 * Playwright config of the smoke journey that scripts/node-majors.mjs runs on Node 22, 24 and 26
 * against a server it started itself (SMOKE_URL); no webServer here. Debian's Chromium, one worker.
 * See docs/decisions/0075-sqlite-driver-per-node.md.
 */
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'e2e',
  testMatch: 'node-smoke.journey.ts',
  outputDir: 'test-results/playwright-smoke',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.SMOKE_URL ?? 'http://127.0.0.1:3000',
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
});
