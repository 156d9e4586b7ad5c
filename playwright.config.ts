/** End-to-end tests in the system Chromium (browser downloads are blocked), against `npm run serve`. */
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3123);

/** What every Playwright suite shares (this one, tests/plain): the browser, its flags, timeouts, the reporter. */
export const baseConfig: PlaywrightTestConfig = {
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Quiet Chromium's background services: this machine has no network beyond loopback.
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
};

/** `scripts/serve.ts` on E2E_PORT, with `env` added (e.g. SERVE_DIR to serve another build). */
export function serveOnE2ePort(env: Record<string, string> = {}) {
  return {
    command: 'npx tsx scripts/serve.ts',
    env: { PORT: String(port), ...env },
    url: `http://127.0.0.1:${port}/`,
    timeout: 60_000,
  };
}

export default defineConfig({
  ...baseConfig,
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  webServer: { ...serveOnE2ePort(), reuseExistingServer: !process.env.CI },
});
