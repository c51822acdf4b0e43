/**
 * A local server speaking Deepgram's live protocol, for tests: it accepts /v1/listen WebSockets, takes binary audio,
 * and "hears" a script — one more word of it per `samplesPerWord` of audio received — sending interim Results as
 * words arrive, a final Result at each `finalEvery` words, and on CloseStream the last final Result, Metadata and a
 * normal close. `behaviour` makes it fail the ways a real service does.
 */
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface StandInConnection {
  url: URL;
  authorization: string | undefined;
  audioBytes: number;
  textFrames: string[];
  closedByClient: boolean;
}

export interface DeepgramStandInOptions {
  script: string[];
  samplesPerWord?: number;
  finalEvery?: number;
  confidence?: number;
  /** 'refuse': HTTP 401 on the handshake; 'drop': closes with 1011 after the first audio; 'error': an Error message. */
  behaviour?: 'normal' | 'refuse' | 'drop' | 'error';
  /** When set, the handshake must carry `Authorization: Token <key>`. */
  apiKey?: string;
}

export interface DeepgramStandIn {
  url: string;
  connections: StandInConnection[];
  close(): Promise<void>;
}

export async function startDeepgramStandIn(options: DeepgramStandInOptions): Promise<DeepgramStandIn> {
  const { script, samplesPerWord = 4000, finalEvery = 3, confidence = 0.9, behaviour = 'normal' } = options;
  const connections: StandInConnection[] = [];
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    verifyClient: (info, done) => {
      if (behaviour === 'refuse') return done(false, 401, 'Unauthorized');
      if (options.apiKey && info.req.headers.authorization !== `Token ${options.apiKey}`)
        return done(false, 401, 'Unauthorized');
      if (!info.req.url?.startsWith('/v1/listen')) return done(false, 404, 'Not Found');
      done(true);
    },
  });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;

  server.on('connection', (socket: WebSocket, request) => {
    const connection: StandInConnection = {
      url: new URL(request.url ?? '/', `ws://127.0.0.1:${port}`),
      authorization: request.headers.authorization,
      audioBytes: 0,
      textFrames: [],
      closedByClient: false,
    };
    connections.push(connection);
    let heard = 0;
    let finalised = 0;
    const result = (isFinal: boolean, speechFinal: boolean) => {
      const words = script.slice(finalised, heard);
      socket.send(
        JSON.stringify({
          type: 'Results',
          channel_index: [0, 1],
          duration: 1,
          start: 0,
          is_final: isFinal,
          speech_final: speechFinal,
          channel: { alternatives: [{ transcript: words.join(' '), confidence, words: [] }] },
          metadata: { request_id: 'stand-in', model_info: { name: 'stand-in' } },
        }),
      );
      if (isFinal) finalised = heard;
    };
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        connection.audioBytes += (data as Buffer).byteLength;
        if (behaviour === 'drop') return socket.close(1011, 'internal error');
        if (behaviour === 'error') {
          socket.send(JSON.stringify({ type: 'Error', description: 'the stand-in cannot hear this' }));
          return;
        }
        const words = Math.min(script.length, Math.floor(connection.audioBytes / 2 / samplesPerWord));
        if (words > heard) {
          heard = words;
          if (heard - finalised >= finalEvery) result(true, false);
          else result(false, false);
        }
        return;
      }
      const text = (data as Buffer).toString();
      connection.textFrames.push(text);
      if (JSON.parse(text).type === 'CloseStream') {
        if (heard > finalised) result(true, true);
        socket.send(JSON.stringify({ type: 'Metadata', request_id: 'stand-in', duration: 1, channels: 1 }));
        socket.close(1000);
      }
    });
    socket.on('close', () => (connection.closedByClient = true));
  });

  return {
    url: `ws://127.0.0.1:${port}`,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
