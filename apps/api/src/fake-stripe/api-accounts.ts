import type { FastifyInstance } from 'fastify';
import { accountOf, bodyOf, list, missing, stripeError, type FakeContext } from './context.js';
import { formInt, formObject, formStrings, formText } from './form.js';
import { emptyRequirements, fakeId, onboardingRequirements, publicView, type FakeAccount } from './state.js';

/** A new account as Stripe makes it: nothing submitted, charges and payouts off until onboarding is done. */
export function newAccount(ctx: FakeContext, id: string, fields: Partial<FakeAccount> = {}): FakeAccount {
  const account: FakeAccount = {
    id,
    object: 'account',
    type: 'standard',
    controller: {},
    business_profile: { name: null, url: null },
    email: null,
    country: 'US',
    default_currency: 'usd',
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
    requirements: onboardingRequirements(),
    metadata: {},
    created: ctx.now(),
    livemode: false,
    ...fields,
  };
  ctx.state.accounts.set(id, account);
  return account;
}

/** What hosted onboarding's Submit does: everything provided, charges and payouts on. */
export function completeOnboarding(ctx: FakeContext, account: FakeAccount) {
  Object.assign(account, { details_submitted: true, charges_enabled: true, payouts_enabled: true, requirements: emptyRequirements() });
  return ctx.webhooks.emit('account.updated', account.id, account);
}

/** Accounts, onboarding links, dashboard links, payouts and balance. */
export function accountRoutes(app: FastifyInstance, ctx: FakeContext) {
  const { state } = ctx;

  app.post('/v1/accounts', async (request) => {
    const body = bodyOf(request);
    const profile = formObject(body.business_profile);
    return newAccount(ctx, fakeId('acct'), {
      controller: formObject(body.controller),
      business_profile: { name: formText(profile.name) ?? null, url: formText(profile.url) ?? null },
      email: formText(body.email) ?? null,
      country: formText(body.country) ?? 'US',
      metadata: formStrings(body.metadata),
    });
  });

  app.get<{ Params: { id: string } }>('/v1/accounts/:id', async (request, reply) => {
    const account = state.accounts.get(request.params.id);
    return account ?? missing(reply, 'account', request.params.id);
  });

  app.post<{ Params: { id: string } }>('/v1/accounts/:id', async (request, reply) => {
    const account = state.accounts.get(request.params.id);
    if (!account) return missing(reply, 'account', request.params.id);
    const body = bodyOf(request);
    const profile = formObject(body.business_profile);
    if (formText(profile.name) !== undefined) account.business_profile.name = formText(profile.name)!;
    if (formText(profile.url) !== undefined) account.business_profile.url = formText(profile.url)!;
    Object.assign(account.metadata, formStrings(body.metadata));
    ctx.webhooks.emit('account.updated', account.id, account);
    return account;
  });

  app.post('/v1/account_links', async (request, reply) => {
    const body = bodyOf(request);
    const accountId = formText(body.account) ?? '';
    if (!state.accounts.has(accountId)) return missing(reply, 'account', accountId);
    const returnUrl = formText(body.return_url);
    const refreshUrl = formText(body.refresh_url);
    if (!returnUrl || !refreshUrl)
      return stripeError(reply, 400, 'invalid_request_error', 'Missing required param: return_url or refresh_url.', { code: 'parameter_missing' });
    const id = fakeId('acctlink');
    state.accountLinks.set(id, {
      id,
      account: accountId,
      type: formText(body.type) ?? 'account_onboarding',
      return_url: returnUrl,
      refresh_url: refreshUrl,
      visited: false,
      used: false,
    });
    return { object: 'account_link', created: ctx.now(), expires_at: ctx.now() + 300, url: `${ctx.baseUrl()}/_onboard/${id}` };
  });

  app.post<{ Params: { id: string } }>('/v1/accounts/:id/login_links', async (request, reply) => {
    if (!state.accounts.has(request.params.id)) return missing(reply, 'account', request.params.id);
    return { object: 'login_link', created: ctx.now(), url: `${ctx.baseUrl()}/_dashboard/${request.params.id}` };
  });

  app.get('/v1/payouts', async (request) => {
    const account = accountOf(request);
    const limit = formInt((request.query as Record<string, string>).limit) ?? 10;
    const payouts = [...state.payouts.values()].filter((payout) => payout.account === account).sort((a, b) => b.created - a.created);
    return list(
      '/v1/payouts',
      payouts.slice(0, limit).map((payout) => publicView(payout)),
    );
  });

  app.get('/v1/balance', async (request) => {
    const account = accountOf(request);
    const charges = [...state.charges.values()].filter((charge) => charge.account === account);
    const net = charges.reduce(
      (sum, charge) => sum + charge.amount - charge.amount_refunded - (charge.application_fee_amount ?? 0) + charge.application_fee_refunded,
      0,
    );
    // Everything is still pending here: the fake never settles a charge into the available balance.
    return { object: 'balance', livemode: false, available: [{ amount: 0, currency: 'usd' }], pending: [{ amount: net, currency: 'usd' }] };
  });
}
