/**
 * Figures of local serving under faults that tests/build/serve-faults.test.ts checks by their events only (a test
 * never asserts a duration or a heap size): how long the server takes to cut off 20 slow request bodies and one
 * request whose headers never end, and how much its heap grows over 1,000 requests for unknown function names
 * (a cache keyed by the name would keep about 15 MB). Runs the server in this process on the built site.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import type { AddressInfo } from 'node:net';
import { createServer } from '../serve';
import { rawRequest, request } from '../lib/serveClient';

export interface ServeFaultFigures {
  slowBodiesCutOffMs: number;
  endlessHeadersCutOffMs: number;
  heapGrowthKbAfter1000UnknownNames: number;
}

export async function benchServeFaults(buildDir: string): Promise<ServeFaultFigures> {
  const timeouts = { body: 1000, headers: 1000, request: 5000, idle: 10_000 };
  const server = createServer(buildDir, { trustedProxies: ['127.0.0.1'], timeouts, log: () => {}, rateLimits: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  try {
    let started = performance.now();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        rawRequest(
          port,
          `POST /.netlify/functions/predict HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 10.9.0.${i}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"q`,
          8000,
        ),
      ),
    );
    const slowBodiesCutOffMs = Math.round(performance.now() - started);
    started = performance.now();
    await rawRequest(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1', 8000);
    const endlessHeadersCutOffMs = Math.round(performance.now() - started);

    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const heap = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const name = 'y'.repeat(15_000);
    const send = async (from: number, count: number) => {
      for (let i = from; i < from + count; i += 25) {
        await Promise.all(Array.from({ length: 25 }, (_, j) => request(`http://127.0.0.1:${port}/.netlify/functions/x${i + j}-${name}`)));
      }
    };
    await send(0, 100);
    const before = heap();
    await send(100, 1000);
    const heapGrowthKbAfter1000UnknownNames = Math.round((heap() - before) / 1024);
    const figures = { slowBodiesCutOffMs, endlessHeadersCutOffMs, heapGrowthKbAfter1000UnknownNames };
    console.table(figures);
    return figures;
  } finally {
    server.closeAllConnections();
    server.close();
  }
}
