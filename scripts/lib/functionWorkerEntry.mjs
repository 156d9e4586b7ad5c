// One Netlify function in a worker thread of local serving (scripts/lib/functionWorker.ts): requests arrive as
// messages, the handler's Response goes back as a head, chunks of its body and an end, so a long stream is relayed
// as it is written. Plain JavaScript, so that the worker needs no loader to start; tsx's API then loads the function.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const mod = await import(workerData.url);
// A TypeScript module loaded as CommonJS puts its exports under `default`.
const handle = typeof mod.default === 'function' ? mod.default : mod.default?.default;
const readers = new Map();

parentPort.on('message', async (message) => {
  if (message.type === 'cancel') {
    readers
      .get(message.id)
      ?.cancel()
      .catch(() => {});
    return;
  }
  const { id, method, url, headers, body, ip } = message;
  try {
    const request = new globalThis.Request(url, { method, headers, body: body ?? undefined });
    const response = await handle(request, { ip });
    parentPort.postMessage({ id, type: 'head', status: response.status, headers: [...response.headers] });
    if (response.body) {
      const reader = response.body.getReader();
      readers.set(id, reader);
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parentPort.postMessage({ id, type: 'chunk', data: value });
        }
      } finally {
        readers.delete(id);
      }
    }
    parentPort.postMessage({ id, type: 'end' });
  } catch (error) {
    parentPort.postMessage({ id, type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
parentPort.postMessage({ type: 'ready' });
