/**
 * Security headers on every response (helmet), with a Content Security Policy fitted to the app: scripts and styles
 * from this origin only (plus blob: for the microphone's AudioWorklet module and inline style attributes React
 * sets), media from blob: (camera preview, recordings), connections to this origin only (API and the call
 * WebSocket on the same host), no framing, no plugins. HSTS is sent only on HTTPS requests (directly or behind a
 * proxy that says so in X-Forwarded-Proto): browsers ignore it over plain HTTP anyway, and a local HTTP install
 * should not pin a name to HTTPS by accident.
 */
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=()';

/** A host name with an optional port, and nothing that could change the policy's meaning. */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;

function firstHeader(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
}

/** The call WebSocket lives on the page's own host; older browsers do not let 'self' cover ws:/wss:. */
function sameHostSockets(request: IncomingMessage): string {
  const host = firstHeader(request, 'x-forwarded-host') ?? firstHeader(request, 'host') ?? '';
  return PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : '';
}

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'", sameHostSockets],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/** The policy for this server: the browser may also send error reports to the configured DSN's origin. */
export function contentSecurityPolicyFor(options: {
  reportTo: string | null;
}): typeof CONTENT_SECURITY_POLICY {
  if (!options.reportTo) return CONTENT_SECURITY_POLICY;
  const origin = new URL(options.reportTo).origin;
  return { ...CONTENT_SECURITY_POLICY, connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, origin] };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { reportTo: string | null } = { reportTo: null },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyFor(options) },
    // The camera and microphone are this app's own features; cross-origin isolation is not needed.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER);
  });
}
