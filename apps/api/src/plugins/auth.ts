import fp from 'fastify-plugin';
import { AUTH_SCHEME } from '@matchday/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.js';
import { createAuthService, type Session } from '../modules/auth/service.js';

const unauthenticated = () => new HttpError(401, 'unauthenticated', 'Authentication required');

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization ?? '';
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === AUTH_SCHEME.toLowerCase() && token ? token : null;
};

/** Resolves the bearer token into the session of the request (its user and roles). */
export default fp(
  async (app) => {
    const authService = createAuthService({
      db: app.db,
      clock: app.clock,
      passwords: app.passwords,
      throttle: app.throttle,
      tokenTtlHours: app.config.TOKEN_TTL_HOURS,
      tokenIdleMinutes: app.config.TOKEN_IDLE_MINUTES,
    });
    app.decorate('authService', authService);
    app.decorateRequest('session', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const session = token ? await authService.authenticate(token) : null;
      if (!session) throw unauthenticated();
      request.session = session;
    });
  },
  { name: 'auth', dependencies: ['infrastructure'] },
);

/** The session of a request that passed `authenticate`. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthenticated();
  return request.session;
}
