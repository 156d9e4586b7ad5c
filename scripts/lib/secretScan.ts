/** Finds secrets in text: the values of the environment's key and token variables, and well-known key formats. */

export interface SecretFinding {
  /** What was found: an environment variable's name or a key format's name. Never the value itself. */
  kind: string;
  /** A short, masked excerpt, safe to print in a test report. */
  excerpt: string;
  index: number;
}

/** Names of variables whose values must never reach the site. */
const SECRET_ENV_NAME = /(_KEY|_TOKEN|_SECRET|_PASSWORD|_PAT)$/i;

/** Key formats of the services an elizaOS agent or this site's pipeline talks to, and generic private keys. */
const SECRET_PATTERNS: ReadonlyArray<{ kind: string; pattern: RegExp }> = [
  { kind: 'private key block', pattern: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY(?: BLOCK)?-----/g },
  { kind: 'Anthropic key', pattern: /\bsk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{20,}/g },
  { kind: 'OpenAI key', pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}/g },
  { kind: 'OpenAI legacy key', pattern: /\bsk-[A-Za-z0-9]{48}\b/g },
  { kind: 'OpenAI project key', pattern: /\bsk-proj-[A-Za-z0-9_-]{40,}/g },
  { kind: 'GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{60,})/g },
  { kind: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { kind: 'Slack token', pattern: /\bxox[abposr]-[0-9A-Za-z-]{10,}/g },
  { kind: 'Stripe secret key', pattern: /\b[rs]k_live_[0-9A-Za-z]{20,}/g },
  { kind: 'Groq key', pattern: /\bgsk_[A-Za-z0-9]{40,}/g },
  { kind: 'Hugging Face token', pattern: /\bhf_[A-Za-z0-9]{30,}\b/g },
  { kind: 'Telegram bot token', pattern: /\b\d{8,10}:AA[A-Za-z0-9_-]{33}\b/g },
  { kind: 'Discord bot token', pattern: /\b[MN][A-Za-z\d]{23,25}\.[\w-]{6}\.[\w-]{27,38}\b/g },
  { kind: 'Netlify token', pattern: /\bnfp_[A-Za-z0-9]{36,}/g },
  { kind: 'npm token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/g },
];

/** Values too short or too common to be a secret (flags like "true", ports, placeholder words). */
function isSecretLike(value: string): boolean {
  return value.length >= 12 && !/^(true|false|null|undefined|[0-9]+)$/i.test(value) && new Set(value).size >= 6;
}

/** The values of this process's secret-looking variables, by name; trivial values are skipped. */
export function secretEnvValues(env: NodeJS.ProcessEnv = process.env): Map<string, string> {
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(env)) {
    if (value && SECRET_ENV_NAME.test(name) && isSecretLike(value.trim())) values.set(name, value.trim());
  }
  return values;
}

function mask(text: string, index: number, length: number): string {
  const before = text.slice(Math.max(0, index - 20), index).replace(/\s+/g, ' ');
  const shown = text.slice(index, index + Math.min(6, length));
  return `…${before}${shown}${'*'.repeat(Math.max(0, Math.min(length, 24) - shown.length))}…`;
}

/** Every secret found in `text`: environment values first, then key formats. */
export function findSecrets(text: string, envValues: Map<string, string>): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const [name, value] of envValues) {
    for (let index = text.indexOf(value); index >= 0; index = text.indexOf(value, index + value.length)) {
      findings.push({ kind: `value of $${name}`, excerpt: mask(text, index, value.length), index });
    }
  }
  for (const { kind, pattern } of SECRET_PATTERNS) {
    for (const match of text.matchAll(pattern)) findings.push({ kind, excerpt: mask(text, match.index ?? 0, match[0].length), index: match.index ?? 0 });
  }
  return findings;
}
