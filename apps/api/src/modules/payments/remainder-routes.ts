import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PathIdSchema } from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { clubOf } from '../../plugins/club-access.js';
import { actorOf } from '../audit/recorder.js';
import { clubFinder } from '../clubs/club-by-slug.js';
import { moneyDepsOf } from './money-deps.js';
import { applyPaymentDeadline, chargeRemainder } from './remainder.js';

const TeamMoneyParamsSchema = z.object({ slug: z.string().max(64), leagueId: PathIdSchema, teamId: PathIdSchema });

/** players_pay's end game: the admin charges a team's remainder to its captain, and the deadline job applies the league's policy. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const findClub = clubFinder(app.db);
  const deps = moneyDepsOf(app);
  app.jobs.describe('payment-deadline', () => 'Applying a league’s payment deadline to teams whose shares fall short');
  app.jobs.handle('payment-deadline', async (payload) => {
    const club = await findClub(String(payload.club_slug));
    if (club) await applyPaymentDeadline(deps, club, String(payload.league_id));
  });

  app.post('/api/:slug/leagues/:leagueId/payments/teams/:teamId/charge-remainder', {
    onRequest: app.requireClubAdmin,
    schema: {
      tags: ['payments'],
      summary: 'Charges what the shares left of the team fee to the captain’s card saved at checkout (only with the consent given there)',
      description: 'A declined card answers 402 `card_declined` with Stripe’s reason; a team already covered, or a captain without consent, 409.',
      params: TeamMoneyParamsSchema,
      response: { 200: z.object({ charged_cents: z.number().int() }), ...errorResponses(...CLUB_ROUTE_ERRORS, 402, 409, 502) },
    },
    handler: async (request) => {
      const { leagueId, teamId } = request.params;
      return { charged_cents: await chargeRemainder(deps, clubOf(request), leagueId, teamId, actorOf(request)) };
    },
  });
};

export default routes;
