import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { LOGO_MAX_BYTES } from '@matchday/domain';
import type { AppDeps } from './app-context.js';
import apiDocs from './plugins/api-docs.js';
import auth from './plugins/auth.js';
import clubAccess from './plugins/club-access.js';
import errors, { clientErrorHandler, frameworkErrorHandler } from './plugins/errors.js';
import infrastructure from './plugins/infrastructure.js';
import jsonLimits from './plugins/json-limits.js';
import security from './plugins/security.js';
import publicRateLimit from './plugins/public-rate-limit.js';
import webApp from './plugins/web-app.js';
import lifecycle from './plugins/lifecycle.js';
import { logSerializers } from './lib/log-serializers.js';
import { RequestLog } from './lib/request-log.js';
import accountRoutes from './modules/account/routes.js';
import authRoutes from './modules/auth/routes.js';
import clubsRoutes from './modules/clubs/routes.js';
import healthRoutes from './modules/health/routes.js';
import optionsRoutes from './modules/options/routes.js';
import passwordResetRoutes from './modules/password-reset/routes.js';
import locationsRoutes from './modules/locations/routes.js';
import questionsRoutes from './modules/questions/routes.js';
import leaguesRoutes from './modules/leagues/routes.js';
import playersRoutes from './modules/players/routes.js';
import teamsRoutes from './modules/teams/routes.js';
import auditRoutes from './modules/audit/routes.js';
import dashboardRoutes from './modules/dashboard/routes.js';
import scheduleRoutes from './modules/schedule/routes.js';
import blackoutsRoutes from './modules/blackouts/routes.js';
import calendarRoutes from './modules/calendar/routes.js';
import standingsRoutes from './modules/standings/routes.js';
import playoffsRoutes from './modules/playoffs/routes.js';
import siteRoutes from './modules/site/routes.js';
import publicSiteRoutes from './modules/public-site/routes.js';
import playerAuthRoutes from './modules/player-auth/routes.js';
import registrationRoutes from './modules/registration/routes.js';
import waiverRoutes from './modules/registration/waiver-routes.js';
import remainderRoutes from './modules/payments/remainder-routes.js';
import playerSession from './plugins/player-session.js';
import stripeWebhooksRoutes from './modules/stripe-webhooks/routes.js';
import connectRoutes from './modules/connect/routes.js';
import jobsRoutes from './modules/jobs/routes.js';
import paymentsAdminRoutes from './modules/payments/admin-routes.js';
import pricesRoutes from './modules/payments/prices-routes.js';

/** JSON bodies are forms; routes of a few short fields take less (lib/body-limits.ts), a logo comes as multipart with its own limit. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** The application as a plugin: its infrastructure (built once), external plugins, then app plugins, then routes. */
export const app = fp(
  async (instance: FastifyInstance, deps: AppDeps) => {
    await instance.register(infrastructure, deps);
    instance.setValidatorCompiler(validatorCompiler);
    instance.setSerializerCompiler(serializerCompiler);

    await instance.register(errors);
    await instance.register(jsonLimits);
    await instance.register(lifecycle);
    await instance.register(security);
    await instance.register(publicRateLimit);
    await instance.register(multipart, {
      limits: { files: 1, fileSize: LOGO_MAX_BYTES, fields: 20, fieldSize: 4096, parts: 21, headerPairs: 100 },
    });
    await instance.register(apiDocs);

    await instance.register(auth);
    await instance.register(clubAccess);
    await instance.register(playerSession);

    await instance.register(healthRoutes);
    await instance.register(optionsRoutes);
    await instance.register(authRoutes);
    await instance.register(accountRoutes);
    await instance.register(passwordResetRoutes);
    await instance.register(clubsRoutes);
    await instance.register(locationsRoutes);
    await instance.register(questionsRoutes);
    await instance.register(leaguesRoutes);
    await instance.register(playersRoutes);
    await instance.register(teamsRoutes);
    await instance.register(auditRoutes);
    await instance.register(dashboardRoutes);
    await instance.register(scheduleRoutes);
    await instance.register(blackoutsRoutes);
    await instance.register(calendarRoutes);
    await instance.register(siteRoutes);
    await instance.register(publicSiteRoutes);
    await instance.register(playerAuthRoutes);
    await instance.register(registrationRoutes);
    await instance.register(waiverRoutes);
    await instance.register(remainderRoutes);
    await instance.register(stripeWebhooksRoutes);
    await instance.register(connectRoutes);
    await instance.register(standingsRoutes);
    await instance.register(playoffsRoutes);
    await instance.register(jobsRoutes);
    await instance.register(paymentsAdminRoutes);
    await instance.register(pricesRoutes);

    await instance.register(webApp);
  },
  { name: 'matchday' },
);

/** A Fastify instance with the tightened server options, the app registered, not listening. */
export async function buildApp(deps: AppDeps, logger: boolean | object = false): Promise<FastifyInstance> {
  const instance = Fastify({
    logger: logger === false ? false : { level: deps.config.LOG_LEVEL, serializers: logSerializers, ...(typeof logger === 'object' ? logger : {}) },
    // Routine requests are logged at debug; slow, refused and failed ones at info and above (lib/request-log.ts).
    logController: new RequestLog(),
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: deps.config.REQUEST_TIMEOUT_MS,
    connectionTimeout: deps.config.REQUEST_TIMEOUT_MS * 2,
    // Node checks header deadlines every 30 s by default, so a client trickling headers lived up to twice the timeout.
    http: { headersTimeout: deps.config.REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
    keepAliveTimeout: 5_000,
    trustProxy: deps.config.TRUST_PROXY,
    routerOptions: { maxParamLength: 200 },
    // A stopping server answers with the one error body (plugins/lifecycle.ts), not Fastify's own.
    return503OnClosing: false,
    // Router and connection errors bypass the error handler: these give them the one error body too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  await instance.register(app, deps);
  return instance;
}
