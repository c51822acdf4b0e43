/**
 * Voice calls: POST /api/call/web (and the spec's /call/web alias), GET /api/call, GET /api/call/:id, and the call's
 * WebSocket at /api/call/:id/ws?token=… (PCM16 16 kHz binary frames + JSON control messages).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyWebsocket, { type WebSocket } from '@fastify/websocket';
import { clientMessageSchema, createWebCallSchema, type ServerMessage } from '@intervia/shared';
import { parseInput } from '../domain/parse-input';
import type { AppDependencies } from '../app-dependencies';
import { requireRole } from '../http/viewer';
import {
  CallSessionRegistry,
  createWebCall,
  getOwnCall,
  listOwnCalls,
  resumeWindowClosed,
} from '../services/calls/call-service';
import { verifyCallToken } from '../voice/call-token';
import { redactUrl } from '../http/redact-url';
import { pcm16FromBytes } from '../voice/providers/wav';
import { AudioInputGuard } from '../voice/session/audio-input-guard';
import type { VoiceConnection } from '../voice/voice-contracts';
import { DomainError } from '../domain/domain-error';
import {
  OBSERVER_MEMBERSHIP_RECHECK_MS,
  liveInterviewStatus,
  mayObserveCall,
  startObserving,
} from '../services/calls/call-observers';
import { OBSERVER_CANNOT_SEND_MESSAGE } from '@intervia/shared';
import type { ObserverConnection } from '../voice/voice-contracts';
import {
  appendRecordingChunk,
  ownRecordingPath,
  RECORDING_CHUNK_MAX_BYTES,
} from '../services/calls/call-recording';
import { parseByteRange, recordingPlayback } from '../services/calls/recording-playback';
import { observeRemoteCall, serveRemoteObservers } from '../services/calls/remote-observers';
import { NODE_DRAINING_MESSAGE } from '../services/cluster/node-admission';

/** WebSocket close codes of this protocol (4000–4999 are application codes). */
const CALL_SOCKET_CLOSE = {
  badToken: 4401,
  /** The observer is no longer allowed to listen (their membership of the company ended). */
  forbidden: 4403,
  /** The call is already open on another socket; a join token does not take it over. */
  alreadyConnected: 4409,
  notFound: 4404,
  ended: 4410,
} as const;

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export const callRoutes: FastifyPluginAsync<AppDependencies> = async (app, deps) => {
  const { auth, database } = deps;
  const { scoring, transcriptions } = app.afterCall;
  const serviceDeps = {
    db: database.db,
    secret: deps.secret,
    voice: deps.voice,
    llm: deps.llm,
    log: app.log,
    scoring,
    presence: deps.sharedState.presence,
    transcriptions,
    node: {
      nodeId: deps.node.admission.nodeId,
      nameInCallUrls: deps.config.cluster.multiNode,
      assertTakesNewCall: () => deps.node.admission.assertTakesNewCall(),
    },
  };
  const registry = new CallSessionRegistry(serviceDeps);
  deps.node.admission.countOpenCallsWith(() => registry.openCalls);
  /** The candidate socket each call is connected to on this server. */
  const candidateSockets = new Map<string, WebSocket>();
  /** Recruiters listening to each call on this server; the candidate is told whenever the number changes. */
  const listeners = new Map<string, number>();
  const tellCandidateWhoListens = (callId: string) => {
    const socket = candidateSockets.get(callId);
    if (socket?.readyState !== socket?.OPEN || !socket) return;
    const message: ServerMessage = { type: 'listeners-update', listening: listeners.get(callId) ?? 0 };
    socket.send(JSON.stringify(message));
  };
  const changeListeners = (callId: string, by: number) => {
    const count = Math.max(0, (listeners.get(callId) ?? 0) + by);
    if (count === 0) listeners.delete(callId);
    else listeners.set(callId, count);
    tellCandidateWhoListens(callId);
  };
  // Observers connected to other nodes hear the calls this node holds.
  const stopServingRemoteObservers = await serveRemoteObservers({
    bus: deps.sharedState.liveEvents,
    nodeId: deps.sharedState.presence.nodeId,
    heldLiveSession: (callId) => registry.heldLiveSession(callId),
    onListenersChange: (callId, by) => changeListeners(callId, by),
  });
  // Before the WebSocket plugin closes every socket: the candidates are told the server is restarting (1012) and
  // their calls are suspended, not ended, so they resume on another node (or this one once it is back).
  app.addHook('preClose', async () => {
    await registry.closeAll();
  });
  app.addHook('onClose', async () => {
    await stopServingRemoteObservers();
    // The after-call work stops once live calls are suspended (their answers stored).
    await app.afterCall.close();
  });

  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });

  for (const url of ['/api/call/web', '/call/web']) {
    app.post(url, async (request, reply) => {
      const viewer = await requireRole(auth, request, 'candidate');
      const call = await createWebCall(
        { ...serviceDeps, log: request.log },
        viewer.userId,
        parseInput(createWebCallSchema, request.body ?? {}),
        requestOrigin(request),
      );
      return reply.status(201).send(call);
    });
  }

  app.get('/api/call', async (request) => {
    const viewer = await requireRole(auth, request, 'candidate');
    return { calls: await listOwnCalls(database.db, viewer.userId) };
  });

  // Recording chunks arrive as raw bytes (their own scope, so other routes keep JSON parsing). Any other body is
  // read and dropped, so the handler can answer 415 after checking who is asking.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['video/webm', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: RECORDING_CHUNK_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: RECORDING_CHUNK_MAX_BYTES },
      (_request, _body, done) => done(null, null),
    );
    scope.post<{ Params: { id: string }; Querystring: { seq?: string } }>(
      '/api/call/:id/recording',
      { bodyLimit: RECORDING_CHUNK_MAX_BYTES },
      async (request) => {
        const viewer = await requireRole(auth, request, 'candidate');
        if (!Buffer.isBuffer(request.body)) {
          throw new DomainError('unsupported-media-type', 'Send the chunk as video/webm.');
        }
        return appendRecordingChunk(
          { db: database.db, files: deps.files },
          viewer.userId,
          request.params.id,
          request.query.seq?.trim() ? Number(request.query.seq) : Number.NaN,
          request.body,
        );
      },
    );
  });

  app.get<{ Params: { id: string } }>('/api/call/:id/recording', async (request, reply) => {
    const viewer = await requireRole(auth, request, 'candidate');
    const path = await ownRecordingPath(
      { db: database.db, files: deps.files },
      viewer.userId,
      request.params.id,
    );
    // With its Duration written and served in ranges, the player shows the length and can seek.
    const playback = await recordingPlayback(path);
    reply.type('video/webm').header('accept-ranges', 'bytes').header('cache-control', 'private, no-cache');
    const range = request.headers.range ? parseByteRange(request.headers.range, playback.size) : null;
    if (request.headers.range && !range) {
      return reply.status(416).header('content-range', `bytes */${playback.size}`).send();
    }
    if (range) {
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${playback.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(playback.stream(range.start, range.end));
    }
    return reply.header('content-length', playback.size).send(playback.stream(0, playback.size - 1));
  });

  app.get<{ Params: { id: string } }>('/api/call/:id', async (request) => {
    const viewer = await requireRole(auth, request, 'candidate');
    return { call: await getOwnCall(database.db, viewer.userId, request.params.id) };
  });

  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/api/call/:id/ws',
    {
      websocket: true,
      // A draining node keeps serving the calls it holds and takes no other: answered before the upgrade, so the
      // load balancer (or the client's next attempt) reaches another node.
      preValidation: async (request, reply) => {
        if (!deps.node.admission.isDraining || registry.holds(request.params.id)) return;
        await reply
          .status(503)
          .header('retry-after', '1')
          .send(new DomainError('service-unavailable', NODE_DRAINING_MESSAGE).toBody());
      },
    },
    async (socket, request) => {
      const check = verifyCallToken(request.query.token ?? '', deps.secret, Math.floor(Date.now() / 1000));
      if (!check.ok || check.claims.callId !== request.params.id || check.claims.kind === 'observe') {
        socket.close(
          CALL_SOCKET_CLOSE.badToken,
          !check.ok
            ? `token ${check.problem}`
            : check.claims.kind === 'observe'
              ? 'an observe token cannot join the call'
              : 'token is for another call',
        );
        return;
      }
      // Frames that arrive while the session is being loaded are kept and replayed in order.
      const early: { data: Buffer; isBinary: boolean }[] = [];
      const collect = (data: Buffer, isBinary: boolean) => early.push({ data, isBinary });
      socket.on('message', collect);
      // A resume token outlives its call by a minute at most (audit H14).
      if (check.claims.kind === 'resume' && (await resumeWindowClosed(database.db, check.claims.callId))) {
        socket.close(CALL_SOCKET_CLOSE.badToken, 'token expired');
        return;
      }

      let session;
      try {
        session = await registry.sessionFor(check.claims.callId, check.claims.userId);
      } catch (error) {
        request.log.warn({ err: error }, 'call socket refused');
        // A call that does not exist (or is not theirs) is the caller's problem; anything else is ours to fix.
        if (!(error instanceof DomainError)) {
          deps.errorReporter.reportFatalCallError(error, {
            callId: check.claims.callId,
            type: 'connection-error',
            details: { user: { id: check.claims.userId }, url: redactUrl(request.url) },
          });
        }
        socket.close(CALL_SOCKET_CLOSE.notFound, 'call not found');
        return;
      }
      if (!session) {
        socket.close(CALL_SOCKET_CLOSE.ended, 'call ended');
        return;
      }
      const live = session;
      // A join token opens a call that is not connected; taking over a connected call needs the resume token,
      // which only the connected socket was given.
      const current = candidateSockets.get(live.callId);
      if (check.claims.kind === 'join' && current && current.readyState === current.OPEN) {
        socket.close(CALL_SOCKET_CLOSE.alreadyConnected, 'this call is already open in another window');
        return;
      }
      candidateSockets.set(live.callId, socket);
      const connection: VoiceConnection = {
        sendJson: (message) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
        },
        sendAudio: (pcm) => {
          if (socket.readyState === socket.OPEN) {
            socket.send(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
          }
        },
        close: (code, reason) => socket.close(code, reason),
      };
      live.attach(connection, { resumed: check.claims.kind === 'resume' });
      // Reconnecting while a recruiter listens: the candidate is told at once, not at the next change.
      if (listeners.has(live.callId)) tellCandidateWhoListens(live.callId);

      // Frames that cannot be the call's PCM16 are refused with a clear error; the call goes on.
      const audioGuard = new AudioInputGuard((message) => connection.sendJson(message));
      const onFrame = (data: Buffer, isBinary: boolean) => {
        if (isBinary) {
          if (audioGuard.accept(data)) live.handleAudio(pcm16FromBytes(data));
          return;
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(data.toString('utf8'));
        } catch {
          parsed = null;
        }
        const message = clientMessageSchema.safeParse(parsed);
        if (!message.success) {
          connection.sendJson({
            type: 'error',
            errorType: 'invalid-message',
            message: 'The message was not understood and was ignored.',
            fatal: false,
          });
          return;
        }
        if (message.data.type === 'client-hello') audioGuard.declare(message.data.audioFormat);
        live.handleMessage(message.data);
      };
      socket.off('message', collect);
      socket.on('message', onFrame);
      for (const frame of early) onFrame(frame.data, frame.isBinary);
      socket.on('close', () => {
        // A socket replaced by a resumed one must not detach its successor.
        if (candidateSockets.get(live.callId) !== socket) return;
        candidateSockets.delete(live.callId);
        live.detach();
      });
    },
  );

  // ── Silent observers (recruiters listening to a live first-round interview) ───────────────────────────────
  const observerDeps = {
    db: database.db,
    registry,
    presence: deps.sharedState.presence,
    secret: deps.secret,
  };

  app.get<{ Params: { id: string } }>('/api/recruiter/applications/:id/live', async (request) => {
    const viewer = await requireRole(auth, request, 'recruiter');
    return liveInterviewStatus(observerDeps, viewer, request.params.id);
  });

  app.post<{ Params: { id: string } }>('/api/recruiter/applications/:id/observe', async (request) => {
    const viewer = await requireRole(auth, request, 'recruiter');
    return startObserving(
      observerDeps,
      viewer,
      request.params.id,
      requestOrigin(request),
      Math.floor(Date.now() / 1000),
    );
  });

  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/api/call/:id/observe',
    { websocket: true },
    async (socket, request) => {
      const check = verifyCallToken(request.query.token ?? '', deps.secret, Math.floor(Date.now() / 1000));
      if (!check.ok || check.claims.kind !== 'observe' || check.claims.callId !== request.params.id) {
        socket.close(
          CALL_SOCKET_CLOSE.badToken,
          !check.ok ? `token ${check.problem}` : 'not an observe token for this call',
        );
        return;
      }
      // Anything the observer sends before the session is found is refused as well.
      const refuseEarly = () =>
        socket.send(
          JSON.stringify({
            type: 'error',
            errorType: 'observer-cannot-send',
            message: OBSERVER_CANNOT_SEND_MESSAGE,
            fatal: false,
          }),
        );
      socket.on('message', refuseEarly);
      const { callId, userId } = check.claims;
      const mayListen = () =>
        mayObserveCall(database.db, userId, callId).catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not re-check an observer');
          return false;
        });
      if (!(await mayListen())) {
        socket.close(CALL_SOCKET_CLOSE.forbidden, 'you may no longer listen to this interview');
        return;
      }
      const session = await registry.heldLiveSession(check.claims.callId);
      const owner = session ? null : await deps.sharedState.presence.ownerOf(callId);
      if (!session && (!owner || owner === deps.sharedState.presence.nodeId)) {
        socket.close(CALL_SOCKET_CLOSE.ended, 'call ended');
        return;
      }
      const observer: ObserverConnection = {
        sendJson: (message) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
        },
        sendAudio: (pcm) => {
          if (socket.readyState === socket.OPEN) {
            socket.send(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
          }
        },
        close: (code, reason) => socket.close(code, reason),
      };
      // Membership can end while the socket is open: re-checked every few seconds, the socket closes when it does.
      const recheck = setInterval(() => {
        void mayListen().then((allowed) => {
          if (!allowed && socket.readyState === socket.OPEN) {
            socket.close(CALL_SOCKET_CLOSE.forbidden, 'you may no longer listen to this interview');
          }
        });
      }, OBSERVER_MEMBERSHIP_RECHECK_MS);
      if (!session) {
        // Another node holds the call: it relays the call here (its refusals of observer input are sent from here).
        const remote = await observeRemoteCall({
          bus: deps.sharedState.liveEvents,
          ownerNodeId: owner!,
          callId,
          observer,
        }).catch((error: unknown) => {
          request.log.warn({ err: error, callId }, 'could not reach the node holding the call');
          return null;
        });
        socket.on('close', () => {
          clearInterval(recheck);
          void remote?.leave();
        });
        if (!remote) socket.close(CALL_SOCKET_CLOSE.ended, 'the server holding the call did not answer');
        // Closed while joining: the 'close' above came too late to tell the holding node.
        else if (socket.readyState !== socket.OPEN) void remote.leave();
        return;
      }
      socket.off('message', refuseEarly);
      // canSend is false: every frame, text or audio, is refused and never reaches the call.
      socket.on('message', () => session.refuseObserverInput(observer));
      socket.on('close', () => {
        clearInterval(recheck);
        session.removeObserver(observer);
        changeListeners(session.callId, -1);
      });
      session.addObserver(observer);
      changeListeners(session.callId, +1);
    },
  );
};
