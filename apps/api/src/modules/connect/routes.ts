import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ConnectPayoutListSchema, ConnectRedirectSchema, ConnectStatusSchema, text } from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { linkSecretOf } from '../../lib/stripe/stripe-client.js';
import { clubOf } from '../../plugins/club-access.js';
import { actorOf } from '../audit/recorder.js';
import { refreshSignatureIsValid } from './refresh-link.js';
import { findClubBySlug } from './repository.js';
import { connectNotEnabled, createConnectService } from './service.js';

const SlugParamsSchema = z.object({ slug: text().max(64) });

/** The club's Stripe Connect account (/club/{slug}/connect-integration), Stripe's refresh link, and its account events. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const connect = createConnectService({ db: app.db, clock: app.clock, config: app.config, stripe: app.stripe, mailer: app.mailer, log: app.log });
  app.stripeEvents.on('account.updated', (event) => connect.onAccountUpdated(event));
  app.stripeEvents.on('account.application.deauthorized', (event) => connect.onDeauthorized(event));

  const tags = ['connect'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.requireClubAdmin;
  /** The club, when it has the connect flag: the page, and everything behind it, exist only then. */
  const connectClub = (request: FastifyRequest) => {
    const club = clubOf(request);
    if (!club.connect) throw connectNotEnabled();
    return club;
  };
  const errors = errorResponses(...CLUB_ROUTE_ERRORS, 502);

  app.post('/api/:slug/connect/onboarding', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Start or resume Stripe onboarding: the account is made the first time, then a new Account Link; the browser goes to `url`',
      params: SlugParamsSchema,
      response: { 200: ConnectRedirectSchema, ...errors },
    },
    handler: (request) => connect.onboarding(connectClub(request), actorOf(request)),
  });

  app.get('/api/:slug/connect/status', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The Stripe account as Stripe describes it now (retrieved live and stored), with what it still needs',
      params: SlugParamsSchema,
      response: { 200: ConnectStatusSchema, ...errors },
    },
    handler: (request) => connect.status(connectClub(request)),
  });

  app.get('/api/:slug/connect/payouts', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The latest payouts to the club’s bank account, newest first',
      params: SlugParamsSchema,
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) }),
      response: { 200: ConnectPayoutListSchema, ...errors },
    },
    handler: (request) => connect.payouts(connectClub(request), request.query.limit),
  });

  app.post('/api/:slug/connect/dashboard-link', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'A link into the club’s Stripe dashboard',
      params: SlugParamsSchema,
      response: { 200: ConnectRedirectSchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409, 502) },
    },
    handler: (request) => connect.dashboardLink(connectClub(request)),
  });

  app.post('/api/:slug/connect/disconnect', {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Stop using the Stripe account: card checkout is refused until the club connects again (the account stays the club’s)',
      params: SlugParamsSchema,
      response: { 200: ConnectStatusSchema, ...errors },
    },
    handler: (request) => connect.disconnect(connectClub(request), actorOf(request)),
  });

  const linkSecret = linkSecretOf(app.config);
  app.get('/api/public/connect/refresh/:slug', {
    schema: {
      tags,
      summary: 'Stripe’s refresh_url: a new onboarding link (303), for a link signed for this club and not expired',
      params: SlugParamsSchema,
      querystring: z.object({ exp: z.coerce.number().int(), sig: text().max(128) }),
      response: { 303: z.null(), ...errorResponses(400, 404, 429, 502) },
    },
    handler: async (request, reply) => {
      const { exp, sig } = request.query;
      if (!refreshSignatureIsValid(linkSecret, request.params.slug, exp, sig, app.clock()))
        throw new HttpError(400, 'invalid_signature', 'This link is not valid any more. Open the Stripe Connect page in Matchday to continue.');
      const club = await findClubBySlug(app.db, request.params.slug);
      if (!club) throw notFound('Club not found');
      return reply.redirect(await connect.refreshLink(club), 303);
    },
  });
};

export default routes;
