/**
 * A function's handler run in its own worker thread, as Netlify runs functions apart from the CDN that serves static
 * files: a costly tool call or answer then takes a core of its own and never holds the event loop that serves pages
 * (a static page's p99 stayed at 150-185 ms while one client sent its whole MCP allowance, against 1 ms alone).
 * The worker is started on first use and stopped with `close()`; a request in flight when it dies gets a 500.
 */
import { SHARE_ENV, Worker } from 'node:worker_threads';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

type Handler = (request: Request, context: { ip: string }) => Promise<Response>;

type Reply =
  | { type: 'ready' }
  | { id: number; type: 'head'; status: number; headers: Array<[string, string]> }
  | { id: number; type: 'chunk'; data: Uint8Array }
  | { id: number; type: 'end' }
  | { id: number; type: 'error'; message: string };

interface Pending {
  resolve: (response: Response) => void;
  reject: (error: Error) => void;
  controller?: ReadableStreamDefaultController<Uint8Array>;
}

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functionWorkerEntry.mjs');

export interface WorkerFunction {
  handler: Handler;
  close: () => Promise<void>;
}

export function workerFunction(file: string, log: (message: string) => void): WorkerFunction {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const [id, request] of pending) {
      request.reject(error);
      request.controller?.error(error);
      pending.delete(id);
    }
  };

  const start = (): Worker => {
    // SHARE_ENV: the function reads the serving process's environment as it is now, not a copy from the first call
    // (a provider key set after serving started, as the bench's relay check does, must reach the assistant).
    const started = new Worker(ENTRY, { env: SHARE_ENV, workerData: { url: pathToFileURL(file).href } });
    // Serving ends when its server closes; a worker must not keep the process alive after that.
    started.unref();
    started.on('message', (reply: Reply) => {
      if (reply.type === 'ready') return;
      const request = pending.get(reply.id);
      if (!request) return;
      if (reply.type === 'head') {
        const headers = new Headers();
        for (const [key, value] of reply.headers) headers.append(key, value);
        const nullBody = reply.status === 204 || reply.status === 304;
        const body = nullBody
          ? null
          : new ReadableStream<Uint8Array>({
              start: (controller) => {
                request.controller = controller;
              },
              cancel: () => {
                pending.delete(reply.id);
                worker?.postMessage({ type: 'cancel', id: reply.id });
              },
            });
        request.resolve(new Response(body, { status: reply.status, headers }));
      } else if (reply.type === 'chunk') request.controller?.enqueue(reply.data);
      else if (reply.type === 'end') {
        request.controller?.close();
        pending.delete(reply.id);
      } else {
        const error = new Error(reply.message);
        request.reject(error);
        request.controller?.error(error);
        pending.delete(reply.id);
      }
    });
    started.on('error', (error) => {
      log(`function worker ${path.basename(file)} failed: ${error.stack ?? String(error)}`);
      failAll(error);
    });
    started.on('exit', () => {
      if (worker === started) worker = null;
      failAll(new Error('the function worker stopped'));
    });
    return started;
  };

  const handler: Handler = async (request, context) => {
    worker ??= start();
    const id = nextId++;
    const body = request.body ? new Uint8Array(await request.arrayBuffer()) : null;
    const headers: Array<[string, string]> = [];
    request.headers.forEach((value, key) => headers.push([key, value]));
    return new Promise<Response>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker!.postMessage({ id, method: request.method, url: request.url, headers, body, ip: context.ip });
    });
  };

  return {
    handler,
    close: async () => {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
