import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys in Debian's Chromium (/usr/bin/chromium, never a downloaded browser). Each worker starts the real app
 * (tests/e2e/fixtures.ts) on its own port with an in-memory PGlite, or on DATABASE_URL when it is set.
 */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Measured worst cases at load ~25 on this 2-core machine (2026-11-27, decision 076): the longest tests without
  // test.slow() took 51 s (the journey), 49 s (sprint booking) and 47 s (the share page); the ones marked slow 70 s.
  // 120 s is over twice the worst; an expect waits 15 s (an announcement or a page at load ~25 took over 10 s).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    // The product honours prefers-reduced-motion (a 0.9 s spin, no CSS animation); most specs walk that way, which
    // on CI's two cores halves Chromium's share. journey.spec.ts and the keyboard spin keep the full motion.
    reducedMotion: 'reduce',
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
