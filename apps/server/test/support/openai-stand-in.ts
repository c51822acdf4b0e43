/**
 * A local HTTP server speaking the OpenAI chat-completions protocol (plain and streamed) and, when asked, its audio
 * endpoints (transcriptions, speech), standing in for a real provider in tests. Each test scripts the replies; every request is recorded for assertions.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequestBody {
  model: string;
  messages: { role: string; content: string | unknown }[];
  stream?: boolean;
  response_format?: { type: string; json_schema?: { name?: string; schema?: unknown } };
  [key: string]: unknown;
}

export type ChatReply =
  | {
      content: string;
      /** A function call streamed after the words (OpenAI `tool_calls` deltas, finish reason `tool_calls`). */
      toolCall?: { name: string; arguments: Record<string, unknown> };
      /** Pause between streamed pieces, to see that the client uses words before the answer is complete. */
      chunkDelayMs?: number;
    }
  | { status: number; error: string }
  /** Never answers (until the client gives up). */
  | { hang: true }
  /** Streams these first words, then goes quiet without ending the answer. */
  | { stallAfter: string };

/** Replies of the audio endpoints (`/audio/transcriptions`, `/audio/speech`). */
export type AudioReply =
  | { text: string }
  /** Raw PCM16 at 24 kHz, as `response_format: pcm` returns. */
  | { pcm: Buffer }
  | { status: number; error: string }
  | { hang: true };

interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface OpenAiStandIn {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-standin',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function sendAudioReply(response: ServerResponse, reply: Exclude<AudioReply, { hang: true }>): void {
  if ('status' in reply) {
    response
      .writeHead(reply.status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message: reply.error } }));
  } else if ('text' in reply) {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: reply.text }));
  } else {
    response.writeHead(200, { 'content-type': 'audio/pcm' }).end(reply.pcm);
  }
}

export async function startOpenAiStandIn(options: {
  chat: (body: ChatRequestBody) => ChatReply | Promise<ChatReply>;
  /** Speech recognition (`POST /v1/audio/transcriptions`); absent → 404. */
  transcription?: () => AudioReply;
  /** Speech synthesis (`POST /v1/audio/speech`); absent → 404. */
  speech?: () => AudioReply;
  apiKey?: string;
}): Promise<OpenAiStandIn> {
  const requests: RecordedRequest[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const body = request.headers['content-type']?.includes('json')
      ? (JSON.parse(raw.toString('utf8')) as unknown)
      : raw;
    requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });

    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      response
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'bad key' } }));
      return;
    }
    const audio =
      request.method === 'POST' && request.url?.endsWith('/audio/transcriptions')
        ? options.transcription
        : request.method === 'POST' && request.url?.endsWith('/audio/speech')
          ? options.speech
          : undefined;
    if (audio) {
      const reply = audio();
      if ('hang' in reply) hanging.add(() => response.destroy());
      else sendAudioReply(response, reply);
      return;
    }
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    const chat = body as ChatRequestBody;
    const reply = await options.chat(chat);
    if ('hang' in reply) {
      hanging.add(() => response.destroy());
      return;
    }
    if ('status' in reply) {
      response
        .writeHead(reply.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: reply.error } }));
      return;
    }
    if ('stallAfter' in reply) {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-standin', object: 'chat.completion.chunk', created: 0, model: chat.model, choices: [{ index: 0, delta: { content: reply.stallAfter }, finish_reason: null }] })}\n\n`,
      );
      hanging.add(() => response.destroy());
      return;
    }
    if (!chat.stream) {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(completion(chat.model, reply.content)));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
      `data: ${JSON.stringify({ id: 'chatcmpl-standin', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: chat.model, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;
    const pieces = reply.content.match(/\S+\s*/g) ?? [];
    for (const piece of pieces) {
      if (reply.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, reply.chunkDelayMs));
      response.write(chunk({ content: piece }));
    }
    if (reply.toolCall) {
      const args = JSON.stringify(reply.toolCall.arguments);
      response.write(
        chunk({
          tool_calls: [
            {
              index: 0,
              id: 'call_standin',
              type: 'function',
              function: { name: reply.toolCall.name, arguments: '' },
            },
          ],
        }),
      );
      // The arguments arrive in pieces, as real providers stream them.
      for (const part of args.match(/.{1,12}/gs) ?? []) {
        response.write(chunk({ tool_calls: [{ index: 0, function: { arguments: part } }] }));
      }
      response.write(chunk({}, 'tool_calls'));
    } else {
      response.write(chunk({}, 'stop'));
    }
    response.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: async () => {
      for (const destroy of hanging) destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The JSON schema the client asked for, when it used structured outputs. */
export function requestedSchemaName(body: ChatRequestBody): string | undefined {
  return body.response_format?.json_schema?.name;
}
