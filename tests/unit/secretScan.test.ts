import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findSecrets, secretEnvValues } from '../../scripts/lib/secretScan';

// Fake keys are assembled at run time so that no key-shaped literal sits in the repository.
const fake = (prefix: string, length: number, alphabet = 'aB3dE5gH7jK9mN1pQ2rS4tU6vW8xY0z') =>
  prefix + Array.from({ length }, (_, i) => alphabet[(i * 7) % alphabet.length]).join('');

test('the values of *_KEY, *_TOKEN and *_SECRET variables are secrets; flags and short values are not', () => {
  const values = secretEnvValues({
    OPENAI_API_KEY: 'an-unusual-value-42',
    NETLIFY_AUTH_TOKEN: 'tok3n-vAlue-xyz',
    DISCORD_SECRET: 'true',
    SOME_KEY: 'short',
    PATH: '/usr/bin:/bin:/usr/local/bin',
  });
  assert.deepEqual([...values.keys()].sort(), ['NETLIFY_AUTH_TOKEN', 'OPENAI_API_KEY']);
});

test('an environment value in the text is found by the variable name, and the report masks it', () => {
  const value = 'an-unusual-value-42';
  const findings = findSecrets(`window.config = { key: "${value}" };`, new Map([['OPENAI_API_KEY', value]]));
  assert.equal(findings.length, 1);
  assert.equal(findings[0].kind, 'value of $OPENAI_API_KEY');
  assert.ok(!findings[0].excerpt.includes(value), 'the excerpt must not repeat the secret');
});

test('well-known key formats are found', () => {
  const samples: Array<[string, string]> = [
    ['GitHub token', fake('ghp_', 36)],
    ['AWS access key id', fake('AKIA', 16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')],
    ['Anthropic key', fake('sk-ant-api03-', 40)],
    ['OpenAI project key', fake('sk-proj-', 60)],
    ['Google API key', fake('AIza', 35)],
    ['private key block', '-----BEGIN OPENSSH PRIVATE KEY-----'],
  ];
  for (const [kind, secret] of samples) {
    const findings = findSecrets(`const leaked = "${secret}";`, new Map());
    assert.ok(
      findings.some((finding) => finding.kind === kind),
      `${kind} not found`,
    );
  }
});

test('placeholders in documentation are not secrets', () => {
  const text = 'OPENAI_API_KEY=sk-... or sk-your-key-here; GITHUB_TOKEN=ghp_xxx; ANTHROPIC_API_KEY=your_anthropic_key';
  assert.deepEqual(findSecrets(text, new Map()), []);
});
