import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../lib/http-error.js';
import { hashSecretToken } from '../lib/secret-token.js';
import type { ClubRow } from '../modules/clubs/club-row.js';
import { clubBySlugLookup } from '../modules/clubs/repository.js';
import { playerSessionExpiry } from '../modules/player-auth/service.js';
import { touchSession } from '../modules/player-auth/repository.js';

export interface PlayerSessionContext {
  id: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of /api/public/clubs/:slug/...: 404 for an unknown club (the same 404 as every public read). */
    requirePublicClub: (request: FastifyRequest) => Promise<void>;
    /** requirePublicClub, then 401 unless the request carries a live player session of that club. */
    requirePlayer: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    player: PlayerSessionContext | null;
  }
}

const unauthenticated = () => new HttpError(401, 'unauthenticated', 'Sign in with the code we e-mail you');

/** The club of the public site a request is for, and the signed-in player's session on it (issue 12 §2). */
export default fp(
  async (app) => {
    app.decorateRequest('player', null);
    const findClub = clubBySlugLookup(app.db);
    const requirePublicClub = async (request: FastifyRequest) => {
      const club = await findClub((request.params as { slug: string }).slug);
      if (!club) throw notFound('Club not found');
      request.club = club;
    };
    app.decorate('requirePublicClub', requirePublicClub);
    app.decorate('requirePlayer', async (request: FastifyRequest) => {
      await requirePublicClub(request);
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!token || token.length > 200) throw unauthenticated();
      const now = app.clock();
      const session = await touchSession(app.db, request.club!.id, hashSecretToken(token), now, playerSessionExpiry(now));
      if (!session) throw unauthenticated();
      request.player = session;
    });
  },
  { name: 'player-session', dependencies: ['club-access'] },
);

/** The club of a request that passed requirePublicClub. */
export function publicClubOf(request: FastifyRequest): ClubRow {
  if (!request.club) throw notFound('Club not found');
  return request.club;
}

/** The player session of a request that passed requirePlayer. */
export function playerOf(request: FastifyRequest): PlayerSessionContext {
  if (!request.player) throw unauthenticated();
  return request.player;
}
