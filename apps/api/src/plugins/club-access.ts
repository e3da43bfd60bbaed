import fp from 'fastify-plugin';
import { canManageClub, defineAbilityFor } from '@matchday/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../lib/http-error.js';
import type { ClubRow } from '../modules/clubs/club-row.js';
import { clubBySlugLookup } from '../modules/clubs/repository.js';

/** Every /api/:slug/... route, before its body is read: authenticate, load the club, check the ability on that club instance. */
export default fp(
  async (app) => {
    app.decorateRequest('club', null);
    const findClub = clubBySlugLookup(app.db);
    app.decorate('requireClubAdmin', async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
      await app.authenticate.call(app, request, reply);
      const { slug } = request.params as { slug: string };
      const club = await findClub(slug);
      if (!club) throw notFound('Club not found');
      // The CASL ability is built here, where it is checked, not for every authenticated request (GET /api/me has no use for it).
      if (!request.session || !canManageClub(defineAbilityFor(request.session.user.roles), club)) {
        throw new HttpError(403, 'forbidden', 'You do not have access to this club');
      }
      request.club = club;
    });
  },
  { name: 'club-access', dependencies: ['auth'] },
);

/** The club of a request that passed `requireClubAdmin`. */
export function clubOf(request: FastifyRequest): ClubRow {
  if (!request.club) throw notFound('Club not found');
  return request.club;
}
