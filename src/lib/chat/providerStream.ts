/**
 * Streams a completion from an OpenAI-compatible provider (`stream: true`) and yields its text as it arrives.
 * What is read is capped in bytes and in time; every failure is a ProviderError that says only which kind it was,
 * never the provider's words, so nothing upstream can reach the reader.
 */
import type { LlmConfig } from '../llm/chatCompletions';

export interface StreamLimits {
  /** No first token by then: the caller falls back to the embedded answer. */
  firstTokenMs: number;
  /** The whole answer must have arrived by then. */
  totalMs: number;
  /** Bytes read from the provider at most (the raw stream, not just the text). */
  maxBytes: number;
}

export const STREAM_LIMITS: StreamLimits = { firstTokenMs: 20_000, totalMs: 60_000, maxBytes: 64 * 1024 };

export type ProviderFailure = 'status' | 'network' | 'timeout' | 'too-large' | 'malformed' | 'empty';

export class ProviderError extends Error {
  constructor(readonly kind: ProviderFailure) {
    super(`provider ${kind}`);
  }
}

export interface ChatMessage {
  role: string;
  content: string;
}

/** One `data:` payload of a chat-completions stream: its text delta, '' when it has none, null at [DONE]. */
export function deltaOf(data: string): string | null {
  if (data.trim() === '[DONE]') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new ProviderError('malformed');
  }
  const choice = (parsed as { choices?: Array<{ delta?: { content?: unknown }; message?: { content?: unknown } }> }).choices?.[0];
  const content = choice?.delta?.content ?? choice?.message?.content;
  return typeof content === 'string' ? content : '';
}

/**
 * Yields the completion's text pieces. Throws ProviderError on a non-2xx status, a network error, a malformed
 * stream, no first token within `firstTokenMs`, or the whole answer taking over `totalMs`; stops quietly (returns
 * 'capped') when `maxBytes` have been read.
 */
export async function* streamCompletion(
  config: LlmConfig,
  messages: ChatMessage[],
  limits: StreamLimits = STREAM_LIMITS,
  fetcher: typeof fetch = fetch,
): AsyncGenerator<string, 'complete' | 'capped'> {
  const controller = new AbortController();
  let timedOut = false;
  const abort = () => {
    timedOut = true;
    controller.abort();
  };
  let firstTimer: ReturnType<typeof setTimeout> | undefined = setTimeout(abort, Math.min(limits.firstTokenMs, config.timeoutMs));
  const totalTimer = setTimeout(abort, limits.totalMs);
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const failed = (error: unknown): ProviderError => (error instanceof ProviderError ? error : new ProviderError(timedOut ? 'timeout' : 'network'));
  try {
    let response: Response;
    try {
      response = await fetcher(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify({ model: config.model, messages, temperature: 0.2, stream: true }),
        signal: controller.signal,
      });
    } catch (error) {
      throw failed(error);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {});
      throw new ProviderError('status');
    }
    reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let bytes = 0;
    let yielded = false;
    const plainJson = /application\/json/i.test(response.headers.get('content-type') ?? '');
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        throw failed(error);
      }
      if (chunk.value) {
        bytes += chunk.value.byteLength;
        if (bytes > limits.maxBytes) {
          if (!yielded) throw new ProviderError('too-large');
          return 'capped';
        }
        buffer += decoder.decode(chunk.value, { stream: true });
      }
      // A provider that ignores `stream: true` answers with one JSON body: read it whole (still capped).
      if (plainJson) {
        if (!chunk.done) continue;
        const text = deltaOf(buffer);
        if (!text) throw new ProviderError('empty');
        yield text;
        return 'complete';
      }
      let end = buffer.search(/\r?\n/);
      while (end !== -1) {
        const line = buffer.slice(0, end).trim();
        buffer = buffer.slice(buffer[end] === '\r' ? end + 2 : end + 1);
        if (line.startsWith('data:')) {
          const text = deltaOf(line.slice(5));
          if (text === null) {
            if (!yielded) throw new ProviderError('empty');
            return 'complete';
          }
          if (text) {
            if (firstTimer) {
              clearTimeout(firstTimer);
              firstTimer = undefined;
            }
            yielded = true;
            yield text;
          }
        }
        end = buffer.search(/\r?\n/);
      }
      if (chunk.done) {
        if (!yielded) throw new ProviderError('empty');
        return 'complete';
      }
    }
  } finally {
    clearTimeout(firstTimer);
    clearTimeout(totalTimer);
    controller.abort();
    reader?.releaseLock();
  }
}
