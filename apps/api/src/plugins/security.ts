import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { HelmetOptions } from 'helmet';

/** The policy the built web app satisfies: its own scripts only; MUI/emotion inject <style> tags at run time. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  crossOriginResourcePolicy: { policy: 'same-origin' },
};

/**
 * The headers helmet sets, worked out once: the policy has no per-request part (no nonces), and
 * @fastify/helmet rebuilt helmet, CSP parsing included, on every request. helmet is taken from
 * @fastify/helmet's own dependencies, the version that plugin ships.
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const fastifyHelmet = createRequire(import.meta.url).resolve('@fastify/helmet');
  const helmet = createRequire(fastifyHelmet)('helmet') as typeof import('helmet').default;
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/** Security headers on every response and CORS closed unless CORS_ORIGINS lists origins. */
export default fp(
  async (app) => {
    const headers = helmetHeaders(HELMET_OPTIONS);
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    const origins = app.config.CORS_ORIGINS;
    // Closed, CORS has nothing to say: no hook runs, and a preflight meets the 404 of a route that does not exist.
    if (origins.length > 0) {
      await app.register(cors, {
        origin: origins,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
        exposedHeaders: ['Retry-After'],
        maxAge: 600,
      });
    }
    // API answers carry tokens and personal data: no cache keeps them unless a route says otherwise.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security', dependencies: ['infrastructure'] },
);
