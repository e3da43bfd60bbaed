import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BalanceAdjustmentInputSchema,
  ChargeInputSchema,
  LeagueParamsSchema,
  LeaguePaymentsSchema,
  LedgerEntrySchema,
  OfflinePaymentInputSchema,
  PathIdSchema,
  PaymentSettingsInputSchema,
  RefundInputSchema,
} from '@matchday/domain';
import { CLUB_ROUTE_ERRORS, errorResponses } from '../../lib/error-responses.js';
import { clubOf } from '../../plugins/club-access.js';
import { actorOf } from '../audit/recorder.js';
import { createPaymentsAdmin } from './admin-service.js';
import { moneyDepsOf } from './money-deps.js';
import { handlePaymentAlerts } from './payment-alerts.js';
import { handleStripeRefunds } from './refund-events.js';

const EntryParamsSchema = LeagueParamsSchema.extend({ entryId: PathIdSchema });

/**
 * A league's Payments tab: the ledger by team and player, offline payments, waivers and credits, charges, refunds, the
 * deadline. Each POST carries an action_key: the same request sent again (a double click, a retry) is done once.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const payments = createPaymentsAdmin(moneyDepsOf(app));
  handleStripeRefunds(app);
  handlePaymentAlerts(app.jobs);
  const tags = ['payments'];
  const security = [{ bearerAuth: [] }];
  const onRequest = app.requireClubAdmin;
  const base = '/api/:slug/leagues/:leagueId/payments';

  app.get(base, {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The league’s money: totals, each team’s and player’s balance and status, orders and ledger entries',
      params: LeagueParamsSchema,
      response: { 200: LeaguePaymentsSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => payments.view(clubOf(request), request.params.leagueId),
  });

  app.post(`${base}/offline`, {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Record cash or a check received for a team or a player; more than the balance only when the excess is confirmed as a credit',
      params: LeagueParamsSchema,
      body: OfflinePaymentInputSchema,
      response: { 201: LedgerEntrySchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409, 422) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await payments.recordOffline(clubOf(request), request.params.leagueId, request.body, actorOf(request))),
  });

  app.post(`${base}/adjustments`, {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Waive or credit part of a team’s or a player’s balance',
      params: LeagueParamsSchema,
      body: BalanceAdjustmentInputSchema,
      response: { 201: LedgerEntrySchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await payments.adjust(clubOf(request), request.params.leagueId, request.body, actorOf(request))),
  });

  app.post(`${base}/charges`, {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Charge a team or a player for something else they owe (a late fee, a lost jersey)',
      params: LeagueParamsSchema,
      body: ChargeInputSchema,
      response: { 201: LedgerEntrySchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await payments.addCharge(clubOf(request), request.params.leagueId, request.body, actorOf(request))),
  });

  app.post(`${base}/:entryId/refund`, {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'Refund all or part of a payment (a card payment through Stripe), optionally releasing the place it paid for',
      params: EntryParamsSchema,
      body: RefundInputSchema,
      response: { 201: LedgerEntrySchema, ...errorResponses(...CLUB_ROUTE_ERRORS, 409, 422, 502) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await payments.refund(clubOf(request), request.params.leagueId, request.params.entryId, request.body, actorOf(request))),
  });

  app.put(`${base}/settings`, {
    onRequest,
    schema: {
      tags,
      security,
      summary: 'The players_pay payment deadline and what happens to a team whose shares fall short',
      params: LeagueParamsSchema,
      body: PaymentSettingsInputSchema,
      response: { 200: PaymentSettingsInputSchema, ...errorResponses(...CLUB_ROUTE_ERRORS) },
    },
    handler: (request) => payments.updateSettings(clubOf(request), request.params.leagueId, request.body, actorOf(request)),
  });
};

export default routes;
