/** The chat assistant, POST /.netlify/functions/predict: validates, retrieves passages, answers (JSON or SSE). */
import { readFile } from 'node:fs/promises';
import { validateChatRequest } from '../../src/lib/chat/request';
import { chatIndexPath } from '../../src/lib/corpus/load';
import { loadChatIndex, type ChatIndex } from '../../src/lib/chat/chatIndex';
import { answerToEventStream, composeEmbedded, llmConfigFromEnv, providerAnswer, providerEventStream, retrieve, type Answer } from '../../src/lib/chat/answer';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
const SSE_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' };

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });

// Written by the site's postBuild step beside build/ (never published); Netlify ships it with the function
// (netlify.toml included_files).
const indexPath = chatIndexPath();
let index: Promise<ChatIndex> | null = null;
function getIndex(): Promise<ChatIndex> {
  index ??= readFile(indexPath, 'utf8').then(loadChatIndex);
  index.catch(() => (index = null));
  return index;
}

export default async function predict(request: Request): Promise<Response> {
  // Same-origin preflight only: no Access-Control-Allow-Origin is ever sent, so other sites cannot call this.
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: { allow: 'POST, OPTIONS' } });
  const checked = await validateChatRequest(request);
  if (!checked.ok) return json(checked.status, { error: checked.error }, checked.status === 405 ? { allow: 'POST, OPTIONS' } : {});
  const { question, history, stream } = checked.request;
  try {
    const chat = await getIndex();
    const { query, hits } = retrieve(chat, question, history);
    const config = llmConfigFromEnv(process.env);
    if (config && hits.length) {
      if (stream) {
        const relayed = await providerEventStream(config, question, history, hits);
        if (relayed) return new Response(relayed, { headers: SSE_HEADERS });
      } else {
        const answer = await providerAnswer(config, question, history, hits);
        if (answer) return json(200, answer);
      }
    }
    const composed = composeEmbedded(chat, question, history, query, hits);
    const answer: Answer = { answer: composed.answer, sources: composed.sources, engine: 'embedded' };
    if (stream) return new Response(answerToEventStream(answer), { headers: SSE_HEADERS });
    return json(200, answer);
  } catch {
    // Never leak the cause (paths, upstream messages): the reader gets a plain, retryable error.
    return json(503, { error: 'The assistant is unavailable right now. Please try again.' });
  }
}

export const config = {
  path: '/.netlify/functions/predict',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
