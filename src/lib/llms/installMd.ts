/**
 * /install.md: the quickstart as one Markdown file a coding agent can follow, made from the quickstart page itself:
 * its commands in page order (as the page's own plan classifies them), its .env choices and the log lines to wait
 * for, then the whole page. Nothing is retyped, so the file says whatever the page says.
 */
import { absoluteLinks } from './llmsTxt';
import { markdownCopyPath } from './markdownPath';

/** What install.md needs of a quickstart plan (scripts/lib/quickstart-plan.ts makes it from the page). */
export interface InstallPlan {
  steps: Array<{ kind: string; command: string }>;
  envBlocks: Array<{ title: string; values: Array<[string, string]> }>;
  cliVersion: string;
  readyLines: string[];
}

/** The quickstart page as the corpus holds it. */
export interface InstallPage {
  url: string;
  title: string;
  description: string;
  markdown: string;
}

const fence = (lang: string, lines: string[]) => ['```' + lang, ...lines, '```'];

/** The start command serves until it is stopped, so what follows it runs beside it, as the page says. */
const stepNote = (kind: string) => (kind === 'start' ? ' (it keeps running: run the commands after it from a second terminal)' : '');

export function renderInstallMd(siteUrl: string, plan: InstallPlan, page: InstallPage): string {
  const pageUrl = `${siteUrl}${page.url}`;
  const steps = plan.steps.filter((step) => step.kind !== 'skip');
  const lines = [
    `# Install elizaOS and run an agent`,
    '',
    `> ${page.description}`,
    '',
    `Documentation index: ${siteUrl}/llms.txt. This file follows the page "${page.title}" (${pageUrl}, as Markdown: ${siteUrl}${markdownCopyPath(page.url)}): first its commands in order, then the page itself for the reasons behind each.`,
    '',
    '## Commands in order',
    '',
    `The page installs version ${plan.cliVersion} of the \`elizaos\` command line tool. Run each command from the folder the previous one left you in.`,
    '',
    ...steps.map((step, index) => `${index + 1}. \`${step.command}\`${stepNote(step.kind)}`),
    '',
  ];
  if (plan.envBlocks.length) {
    lines.push('## Model keys', '', "Before the agent starts, put one of these sets of variables in the project's `.env`, with your own values:", '');
    for (const block of plan.envBlocks) {
      lines.push(
        `**${block.title || 'Variables'}**`,
        '',
        ...fence(
          'env',
          block.values.map(([key, value]) => `${key}=${value}`),
        ),
        '',
      );
    }
  }
  if (plan.readyLines.length) {
    lines.push(
      '## When it is running',
      '',
      'The server is up once its log shows lines like these, and the agent starts right after them:',
      '',
      ...fence('text', plan.readyLines),
      '',
    );
  }
  lines.push(`## The whole page: ${page.title}`, '', absoluteLinks(page.markdown, pageUrl).trim(), '');
  return `${lines.join('\n').trim()}\n`;
}
