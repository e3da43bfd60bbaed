import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFoundBody, sendError } from './errors.js';

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && request.url !== '/api';

/** A build file that is not there (an old chunk after a deploy) fails as a 404, never as index.html served for JavaScript. */
const isMissingAsset = (request: FastifyRequest) => request.url.startsWith('/assets/') || request.url.startsWith('/site-assets/');

/** Adds Accept-Encoding to Vary, keeping what is there already (e.g. Origin, when CORS is open to some origins). */
function varyOnAcceptEncoding(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const listed = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (listed.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...listed, 'Accept-Encoding'].join(', '));
}

/**
 * Serves the built web app with a single-page fallback: a page path that is not a file gets index.html,
 * anything under /api that no route knows gets the JSON 404. Without a build, only the API is served.
 *
 * The build writes a brotli (`.br`) and a gzip (`.gz`) copy next to each text file (apps/web/vite.config.ts);
 * the best one the client accepts is sent with its Content-Encoding, the file itself to clients that accept
 * neither. As the answer depends on Accept-Encoding, every one of them says so in Vary.
 */
export default fp(
  async (app) => {
    const root = app.config.WEB_DIST_DIR;
    const hasBuild = existsSync(path.join(root, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root,
        index: 'index.html',
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          // Vite fingerprints everything under assets/ (the admin app) and site-assets/ (the public site), so those never
          // change (nor do their .br and .gz copies); index.html must always be fresh.
          const immutable = ['assets', 'site-assets'].some((dir) => filePath.startsWith(path.join(root, dir) + path.sep));
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      app.addHook('onSend', async (request, reply) => {
        if (wantsPage(request)) varyOnAcceptEncoding(reply);
      });
    } else {
      app.log.warn(`No web build in ${root}: serving the API only (run \`npm run build\` to serve the app too)`);
    }
    app.setNotFoundHandler((request, reply) => {
      if (hasBuild && wantsPage(request) && !isMissingAsset(request)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return sendError(reply, 404, notFoundBody);
    });
  },
  { name: 'web-app', dependencies: ['infrastructure'] },
);
