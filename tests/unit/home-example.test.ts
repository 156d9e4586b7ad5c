/** The home page's terminal example is the quickstart's: its commands are steps of the page, in order, and its output lines are lines the page says to expect. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { planFromMarkdown } from '../../scripts/lib/quickstart-plan';
import { FIRST_MESSAGE, QUICKSTART_STEPS_SHOWN } from '../../src/pages/_home/quickstartExample';

const page = readFileSync(path.resolve(__dirname, '../../docs/quickstart.md'), 'utf8');
// The page's prose wraps lines: compare with its text on one line.
const flatPage = page.replace(/\s+/g, ' ');
const plan = planFromMarkdown(page);

test('every command of the example is a step of the quickstart, in the page order', () => {
  const commands = plan.steps.map((step) => step.command);
  let from = 0;
  for (const line of QUICKSTART_STEPS_SHOWN.filter((entry) => entry.kind === 'command')) {
    const at = commands.indexOf(line.text, from);
    assert.ok(at >= 0, `"${line.text}" is not a command of docs/quickstart.md after step ${from}`);
    from = at + 1;
  }
});

test('every output line of the example is one the quickstart tells the reader to expect', () => {
  for (const line of QUICKSTART_STEPS_SHOWN.filter((entry) => entry.kind === 'output')) {
    assert.ok(plan.readyLines.includes(line.text) || flatPage.includes(line.text), `"${line.text}" is not in docs/quickstart.md`);
  }
  assert.ok(page.includes(FIRST_MESSAGE), 'the first chat message is the one the quickstart has the reader type');
});
