/** The one OpenAI-compatible chat-completions client of the project (chat assistant, activity summariser). */

export interface LlmConfig {
  apiKey: string;
  baseUrl: string;
  model: string;
  timeoutMs: number;
}

export interface ChatMessage {
  role: string;
  content: string;
}

const LLM_TIMEOUT_MS = 20_000;

/** Reads the optional LLM settings (LLM_API_KEY, LLM_BASE_URL, LLM_MODEL); without a key there is no LLM. */
export function llmConfigFromEnv(env: Record<string, string | undefined>): LlmConfig | null {
  if (!env.LLM_API_KEY) return null;
  return {
    apiKey: env.LLM_API_KEY,
    baseUrl: (env.LLM_BASE_URL || 'https://api.openai.com/v1').replace(/\/+$/, ''),
    model: env.LLM_MODEL || 'gpt-4o-mini',
    timeoutMs: LLM_TIMEOUT_MS,
  };
}

/**
 * Posts `messages` to `${baseUrl}/chat/completions` and returns the first choice's text. Any failure (network,
 * non-2xx status, malformed body, empty text, timeout) returns null, so every caller can fall back.
 */
export async function chatCompletion(
  config: LlmConfig,
  messages: ChatMessage[],
  options: { temperature?: number } = {},
  fetcher: typeof fetch = fetch,
): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const response = await fetcher(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({ model: config.model, messages, temperature: options.temperature ?? 0.2 }),
      signal: controller.signal,
    });
    if (!response.ok) return null;
    const data = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    const content = data.choices?.[0]?.message?.content;
    return typeof content === 'string' && content.trim() ? content.trim() : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
