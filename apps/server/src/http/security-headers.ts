/**
 * Security headers on every response (helmet), with a Content Security Policy fitted to the app: scripts and styles
 * from this origin only (plus blob: for the microphone's AudioWorklet module and inline style attributes React
 * sets), media from blob: (camera preview, recordings), connections to this origin (API and call WebSocket).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
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
  });
}
