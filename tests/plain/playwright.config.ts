/** The smoke test of build-plain/ (the site with every first-load part off, scripts/build-plain.ts), in the system Chromium. */
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3123);

export default defineConfig({
  testDir: '.',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx scripts/serve.ts',
    cwd: '../..',
    env: { PORT: String(port), SERVE_DIR: 'build-plain' },
    url: `http://127.0.0.1:${port}/`,
    // Never a server already on the port: it would serve build/, not build-plain/.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
