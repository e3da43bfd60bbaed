import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import { notFoundBody, sendError } from './errors.js';

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && request.url !== '/api';

/**
 * Serves the built web app with a single-page fallback: a page path that is not a file gets index.html,
 * anything under /api that no route knows gets the JSON 404. Without a build, only the API is served.
 */
export default fp(
  async (app) => {
    const root = app.config.WEB_DIST_DIR;
    const hasBuild = existsSync(path.join(root, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root,
        index: 'index.html',
        cacheControl: false,
        setHeaders: (res, filePath) => {
          // Vite fingerprints everything under assets/, so those never change; index.html must always be fresh.
          const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn(`No web build in ${root}: serving the API only (run \`npm run build\` to serve the app too)`);
    }
    app.setNotFoundHandler((request, reply) => {
      if (hasBuild && wantsPage(request)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return sendError(reply, 404, notFoundBody);
    });
  },
  { name: 'web-app' },
);
