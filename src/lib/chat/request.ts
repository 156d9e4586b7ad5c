/** Validates a chat request: method, content type, size, JSON shape and limits (each failure a 4xx and a message). */
import { readBoundedBody } from '../readBoundedBody';

/**
 * application/json or a structured-syntax `+json` type (RFC 6839), with any parameters: not application/json-seq
 * or application/jsonx, which a word-boundary pattern let through.
 */
function isJsonMediaType(contentType: string): boolean {
  return /^application\/(?:json|[a-z0-9!#$&^_.-]+(?:\+[a-z0-9!#$&^_.-]+)*\+json)\s*(?:;|$)/i.test(contentType.trim());
}

export const MAX_BODY_BYTES = 16 * 1024;
export const MAX_QUESTION_CHARS = 2000;
const MAX_HISTORY_TURNS = 10;

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

interface ChatRequest {
  question: string;
  history: Turn[];
  stream: boolean;
}

export type Validation = { ok: true; request: ChatRequest } | { ok: false; status: number; error: string };

const fail = (status: number, error: string): Validation => ({ ok: false, status, error });

export async function validateChatRequest(request: Request): Promise<Validation> {
  if (request.method !== 'POST') return fail(405, 'Use POST to ask a question.');
  const type = request.headers.get('content-type') ?? '';
  if (!isJsonMediaType(type)) return fail(415, 'Send the question as JSON (Content-Type: application/json).');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return fail(413, `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`);
  const body = await readBoundedBody(request, MAX_BODY_BYTES);
  if (body === null) return fail(413, `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`);

  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return fail(400, 'The request body is not valid JSON.');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return fail(400, 'The request body must be a JSON object.');
  const { question, history } = data as Record<string, unknown>;
  if (question === undefined) return fail(400, 'The "question" field is missing.');
  if (typeof question !== 'string') return fail(400, 'The "question" field must be a string.');
  if (!question.trim()) return fail(400, 'The "question" field is empty.');
  if (question.length > MAX_QUESTION_CHARS) return fail(422, `The question is longer than ${MAX_QUESTION_CHARS} characters.`);

  let turns: Turn[] = [];
  if (history !== undefined) {
    if (!Array.isArray(history)) return fail(400, 'The "history" field must be an array.');
    if (history.length > MAX_HISTORY_TURNS) return fail(422, `The history has more than ${MAX_HISTORY_TURNS} turns.`);
    for (const turn of history) {
      const t = turn as Partial<Turn> | null;
      if (!t || (t.role !== 'user' && t.role !== 'assistant') || typeof t.content !== 'string') {
        return fail(400, 'Each history turn must be { "role": "user" | "assistant", "content": string }.');
      }
      if (t.content.length > MAX_QUESTION_CHARS * 2) return fail(422, 'A history turn is too long.');
    }
    turns = history as Turn[];
  }
  const stream = /text\/event-stream/i.test(request.headers.get('accept') ?? '');
  return { ok: true, request: { question: question.trim(), history: turns, stream } };
}
