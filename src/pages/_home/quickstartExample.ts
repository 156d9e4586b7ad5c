/**
 * The home page's example: commands and output lines of the quickstart (/docs/quickstart), in its order. A unit test
 * (tests/unit/home-example.test.ts) checks each against the page's own steps, which `npm run verify:quickstart`
 * runs, so the example cannot drift from what was run.
 */
export interface TerminalLine {
  /** A command the reader types, a line the CLI prints, or a note standing for steps left out here. */
  kind: 'command' | 'output' | 'note';
  text: string;
}

export const QUICKSTART_STEPS_SHOWN: TerminalLine[] = [
  { kind: 'command', text: 'bun install -g @elizaos/cli@1.2.0' },
  { kind: 'command', text: 'ELIZA_TEST_MODE=true elizaos create my-agent --yes' },
  { kind: 'output', text: 'Project "my-agent" initialized successfully!' },
  { kind: 'note', text: '# cd my-agent, pin the 1.2.0 packages, install, build, add your key' },
  { kind: 'command', text: 'elizaos start' },
  { kind: 'output', text: 'Startup successful!' },
  { kind: 'output', text: 'Go to the dashboard at http://localhost:3000' },
];

/** What the reader types in the dashboard's chat once the agent is up (step "Talk to your agent"). */
export const FIRST_MESSAGE = 'Hello! Who are you?';
