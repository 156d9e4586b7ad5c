/** `npm test`: every check in order (typecheck, lint, unit, build, build output, e2e), then one summary line. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

interface Stage {
  name: string;
  command: string;
}

const stages: Stage[] = [
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'unit', command: 'npm run test:unit' },
  { name: 'build', command: 'npm run build' },
  { name: 'build output', command: 'npm run test:build' },
  { name: 'e2e', command: 'npm run test:e2e' },
  // The site with every first-load part off (the stock Docusaurus loading path) builds and serves.
  { name: 'plain build', command: 'tsx scripts/build-plain.ts' },
  { name: 'plain smoke', command: 'playwright test -c tests/plain/playwright.config.ts' },
];

// SKIP_BUILD=1 reuses an existing build/ (for quick local re-runs); CI always builds.
const skip = new Set((process.env.SKIP_STAGES ?? '').split(',').filter(Boolean));
if (process.env.SKIP_BUILD === '1') skip.add('build');

/** The browser stages need a Chromium: CHROMIUM_PATH, the system's, or Playwright's own (installed where allowed). */
const BROWSER_STAGES = ['build output', 'e2e', 'plain smoke'];

function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean) as string[];
  const found = candidates.find((file) => existsSync(file));
  if (found) return found;
  // Playwright's own build, when it is installed or the network lets it be installed (it is blocked on some machines).
  const own = () => {
    try {
      const file = chromium.executablePath();
      return existsSync(file) ? file : null;
    } catch {
      return null;
    }
  };
  if (own()) return own();
  if (process.env.TEST_NO_BROWSER_INSTALL !== '1') spawnSync('npx playwright install chromium', { stdio: 'inherit', shell: true, timeout: 300_000 });
  return own();
}

if (BROWSER_STAGES.some((name) => !skip.has(name))) {
  const browser = findChromium();
  if (!browser) {
    console.error(
      '\nnpm test needs Chromium for the build-output, end-to-end and smoke stages, and none was found.\n' +
        'Install one: `apt-get install chromium` (Debian, Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary.\n',
    );
    process.exit(1);
  }
  // The Playwright configs and the Lighthouse test read CHROMIUM_PATH (default /usr/bin/chromium).
  process.env.CHROMIUM_PATH = browser;
  console.log(`Chromium: ${browser}`);
}

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
for (const stage of stages) {
  if (skip.has(stage.name)) {
    console.log(`\n=== ${stage.name}: skipped`);
    continue;
  }
  console.log(`\n=== ${stage.name}: ${stage.command}`);
  const started = Date.now();
  const run = spawnSync(stage.command, { stdio: 'inherit', shell: true });
  const ok = run.status === 0;
  results.push({ name: stage.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  // A failed build leaves nothing to check, so the stages after it cannot pass.
  if (!ok && stage.name === 'build') break;
  if (!ok && stage.name === 'plain build') skip.add('plain smoke');
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`stages: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === stages.length - skip.size ? 0 : 1);
