/**
 * Turns a question and the conversation so far into a search query. A follow-up ("and what about Telegram?",
 * "how do I configure it?") carries the topic of the previous question over, minus what the follow-up replaces:
 * asking about Telegram after Discord keeps "bot token" and swaps Discord for Telegram.
 */
import type { Turn } from './request';
import { messageWords, type Query } from './chatIndex';
import { readIntent } from './intent';
import { questionTerms } from './terms';

const FOLLOW_UP_OPENING = /^\s*(?:and|also|but|so|ok(?:ay)?|then|what about|how about|same (?:for|with)|what if|and if|or)\b/i;
const PRONOUN = /\b(?:it|its|it's|that|this|those|these|them|they|there|one|same)\b/i;

// Words that name one of a kind: a follow-up naming another of the kind replaces it rather than adding to it.
const FACETS = [
  'discord telegram twitter x farcaster slack whatsapp instagram lens github bluesky echochambers twitch email sms',
  'openai anthropic claude ollama groq openrouter gemini google llama grok deepseek mistral together redpill heurist venice',
  'postgres postgresql pglite sqlite mongodb supabase redis qdrant',
  'solana ethereum evm base bitcoin sui aptos near ton starknet cosmos avalanche arbitrum polygon',
  'railway render docker fly netlify vercel aws tee phala',
  'window macos mac linux wsl ubuntu',
].map((line) => new Set(line.split(' ')));

function sameFacet(a: string, b: string): boolean {
  return FACETS.some((facet) => facet.has(a) && facet.has(b));
}

/** Capitalised words after the first: the names a question is about. */
function names(text: string): Set<string> {
  const words = text.split(/\s+/).slice(1);
  return new Set(words.filter((w) => /^[A-Z][a-z]/.test(w)).flatMap((w) => questionTerms(w)));
}

function isFollowUp(question: string, history: Turn[]): boolean {
  if (!history.some((turn) => turn.role === 'user')) return false;
  const own = questionTerms(question);
  if (FOLLOW_UP_OPENING.test(question)) return true;
  return own.length <= 3 && PRONOUN.test(question);
}

export function resolveQuery(question: string, history: Turn[] = []): Query {
  const terms = questionTerms(question);
  const words = messageWords(question);
  const previous = [...history].reverse().find((turn) => turn.role === 'user')?.content ?? '';
  if (!previous || !isFollowUp(question, history)) return { terms, carried: [], intent: readIntent(question), words };
  const ownNames = names(question);
  const earlierNames = names(previous);
  const carried = questionTerms(previous).filter(
    (term) =>
      !terms.includes(term) &&
      !terms.some((own) => sameFacet(own, term)) &&
      // A name replaces a name: "Telegram" after "Discord".
      !(ownNames.size > 0 && earlierNames.has(term) && !terms.includes(term)),
  );
  return { terms, carried, intent: readIntent(`${previous} ${question}`), words };
}
