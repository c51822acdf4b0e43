/** A local stand-in for an error-reporting service: accepts Sentry envelopes over HTTP and keeps them. */
import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';

export interface ReceivedEnvelope {
  path: string;
  /** Each line of the envelope: header, item header, item payload … parsed as JSON where possible. */
  lines: unknown[];
  raw: string;
}

export async function startEnvelopeReceiver(): Promise<{
  dsn: string;
  envelopes: ReceivedEnvelope[];
  waitForEnvelopes(count: number, timeoutMs?: number): Promise<ReceivedEnvelope[]>;
  close(): Promise<void>;
}> {
  const envelopes: ReceivedEnvelope[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const raw = body.toString('utf8');
      const lines = raw
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          try {
            return JSON.parse(line) as unknown;
          } catch {
            return line;
          }
        });
      envelopes.push({ path: request.url ?? '', lines, raw });
      response.writeHead(200, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
      });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    envelopes,
    async waitForEnvelopes(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (envelopes.length < count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return envelopes;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
