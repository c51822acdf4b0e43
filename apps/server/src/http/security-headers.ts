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

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // The camera and microphone are this app's own features; cross-origin isolation is not needed.
    crossOriginEmbedderPolicy: false,
  });
}
