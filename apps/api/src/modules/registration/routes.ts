import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import {
  MyRegistrationsSchema,
  PublicLeagueParamsSchema,
  PublicOrderParamsSchema,
  PublicOrderSchema,
  PublicRegistrationInputSchema,
  RegistrationOptionsQuerySchema,
  RegistrationOptionsSchema,
  RegistrationResultSchema,
  WaitlistJoinInputSchema,
  WaitlistPositionSchema,
  ClubParamsSchema,
  InviteShareInputSchema,
  MyRegistrationParamsSchema,
  MyTeamParamsSchema,
  PayBalanceResultSchema,
} from '@matchday/domain';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction.js';
import { notFound } from '../../lib/http-error.js';
import { setInviteShare, teamCaptainedBy } from '../teams/public-join.js';
import { payBalance } from './pay-balance.js';
import { errorResponses } from '../../lib/error-responses.js';
import { playerOf, publicClubOf } from '../../plugins/player-session.js';
import { cardPaymentsAccount } from '../connect/card-payments.js';
import { believedForOrder, completeCheckout } from '../payments/complete-checkout.js';
import { moneyDepsOf } from '../payments/money-deps.js';
import { expireCheckout } from './checkout-expiry.js';
import { createJoinService } from './join-service.js';
import { myRegistrations } from './my-registrations.js';
import { registrationOptions } from './options.js';
import { publicOrder } from './order-view.js';
import { handleWaitlistOffers, releaseCheckout } from './release.js';
import { joinWaitlist } from './waitlist.js';

/** Registration from the club's public site, its checkout's outcomes (Stripe events and the expiry job), and the registrant's own pages. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = moneyDepsOf(app);
  const joins = createJoinService(deps);
  const tags = ['registration'];

  app.jobs.handle('checkout-expiry', (payload) => expireCheckout(deps, String(payload.order_id)));
  app.jobs.describe('checkout-expiry', (payload) => `Giving back the place held by unpaid order ${String(payload.order_id)} once its checkout ran out`);
  handleWaitlistOffers(deps);
  // Every checkout event is checked against its order (account, session, amount) before it moves money or places.
  const paid = (event: Stripe.Event) => completeCheckout(deps, event.data.object as Stripe.Checkout.Session, { account: event.account ?? null });
  app.stripeEvents.on('checkout.session.completed', paid);
  app.stripeEvents.on('checkout.session.async_payment_succeeded', paid);
  app.stripeEvents.on('checkout.session.expired', async (event) => {
    const order = await believedForOrder(deps, event.data.object as Stripe.Checkout.Session, { account: event.account ?? null });
    if (order) await releaseCheckout(deps, order.id, 'expired', 'checkout_expired');
  });

  app.get('/api/public/clubs/:slug/leagues/:leagueId/registration', {
    onRequest: app.requirePublicClub,
    schema: {
      tags,
      summary: 'What registering in a league asks and costs: roles, questions, waiver, places left, an invite’s team or a waitlist offer',
      params: PublicLeagueParamsSchema,
      querystring: RegistrationOptionsQuerySchema,
      response: { 200: RegistrationOptionsSchema, ...errorResponses(400, 404, 429) },
    },
    handler: async (request) => {
      const club = publicClubOf(request);
      const card = await cardPaymentsAccount(app.db, club, app.config.PLATFORM_FEE_BPS);
      return registrationOptions(app.db, club, request.params.leagueId, request.query, app.clock(), card !== null);
    },
  });

  app.post('/api/public/clubs/:slug/leagues/:leagueId/registrations', {
    onRequest: app.requirePlayer,
    schema: {
      tags,
      summary:
        'Registers the signed-in person as captain of a new team, through a team’s invite, or as a free agent; answers the checkout to pay (the place is held 30 minutes), or confirmed when nothing is due',
      params: PublicLeagueParamsSchema,
      body: PublicRegistrationInputSchema,
      response: { 201: RegistrationResultSchema, ...errorResponses(400, 401, 404, 409, 422, 429, 502) },
    },
    handler: async (request, reply) => {
      const registrant = { email: playerOf(request).email, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      return reply.code(201).send(await joins.register(publicClubOf(request), request.params.leagueId, registrant, request.body));
    },
  });

  app.get('/api/public/clubs/:slug/orders/:orderId', {
    onRequest: app.requirePlayer,
    schema: {
      tags,
      summary: 'One of the signed-in person’s orders: paid only once Stripe’s webhook confirmed it',
      params: PublicOrderParamsSchema,
      response: { 200: PublicOrderSchema, ...errorResponses(401, 404, 429) },
    },
    handler: (request) => publicOrder(app.db, publicClubOf(request), playerOf(request).email, request.params.orderId, app.clock()),
  });

  app.get('/api/public/clubs/:slug/me', {
    onRequest: app.requirePlayer,
    schema: {
      tags,
      summary: 'The signed-in person’s registrations, balances and receipts; captains’ invite links and rosters',
      params: ClubParamsSchema,
      response: { 200: MyRegistrationsSchema, ...errorResponses(401, 404, 429) },
    },
    handler: (request) => myRegistrations(app.db, publicClubOf(request), playerOf(request).email, app.config.APP_URL, app.clock()),
  });

  app.post('/api/public/clubs/:slug/me/registrations/:registrationId/pay', {
    onRequest: app.requirePlayer,
    schema: {
      tags,
      summary: 'A Stripe Checkout for what the signed-in person owes on a registration (a captain: also their team’s balance)',
      params: MyRegistrationParamsSchema,
      response: { 200: PayBalanceResultSchema, ...errorResponses(401, 404, 409, 429, 502) },
    },
    handler: (request) => payBalance(deps, publicClubOf(request), playerOf(request).email, request.params.registrationId),
  });

  app.put('/api/public/clubs/:slug/me/teams/:teamId/invite', {
    onRequest: app.requirePlayer,
    schema: {
      tags,
      summary: 'The captain sets the share each player invited to the team pays (players_pay); null takes the league’s player fee',
      params: MyTeamParamsSchema,
      body: InviteShareInputSchema,
      response: { 204: z.null(), ...errorResponses(400, 401, 404, 429) },
    },
    handler: async (request, reply) => {
      const team = await teamCaptainedBy(app.db, publicClubOf(request).id, request.params.teamId, playerOf(request).email);
      if (!team) throw notFound('Team not found');
      await inTransaction(app.db, (tx) => setInviteShare(tx, team.id, request.body.share_cents, app.clock()));
      return reply.code(204).send(null);
    },
  });

  app.post('/api/public/clubs/:slug/leagues/:leagueId/waitlist', {
    onRequest: app.requirePlayer,
    schema: {
      tags,
      summary: 'Joins a full league’s waitlist; a freed place is offered in order with a 48-hour link',
      params: PublicLeagueParamsSchema,
      body: WaitlistJoinInputSchema,
      response: { 201: WaitlistPositionSchema, ...errorResponses(400, 401, 404, 409, 429) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await joinWaitlist(app, publicClubOf(request), request.params.leagueId, playerOf(request).email, request.body)),
  });
};

export default routes;
