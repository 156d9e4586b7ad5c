/** The smoke test of build-plain/ (the site with every first-load part off, scripts/build-plain.ts), in the system Chromium. */
import { defineConfig } from '@playwright/test';
import { baseConfig, serveOnE2ePort } from '../../playwright.config';

export default defineConfig({
  ...baseConfig,
  testDir: '.',
  workers: 1,
  webServer: {
    ...serveOnE2ePort({ SERVE_DIR: 'build-plain' }),
    cwd: '../..',
    // Never a server already on the port: it would serve build/, not build-plain/.
    reuseExistingServer: false,
  },
});
