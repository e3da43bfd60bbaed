import type { FastifyInstance, FastifyReply } from 'fastify';
import { accountOf, bodyOf, list, missing, stripeError, type FakeContext } from './context.js';
import { formBool, formInt, formList, formObject, formStrings, formText } from './form.js';
import { fakeId, publicView, type FakeCharge, type FakePaymentIntent, type FakeSession, type LineItem } from './state.js';

const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

/** The session as Stripe returns it; `expand[]=line_items` adds its lines. */
export function sessionView(session: FakeSession, expand: readonly string[] = []) {
  const view: Record<string, unknown> = publicView(session);
  if (expand.includes('line_items')) {
    view.line_items = list(
      `/v1/checkout/sessions/${session.id}/line_items`,
      session.line_items.map((item) => ({
        object: 'item',
        description: item.name,
        quantity: item.quantity,
        currency: item.currency,
        amount_subtotal: item.unit_amount * item.quantity,
        amount_total: item.unit_amount * item.quantity,
        price: { object: 'price', unit_amount: item.unit_amount, currency: item.currency },
      })),
    );
  }
  return view;
}

/** A succeeded PaymentIntent with its charge on the account: what paying a session or an off-session charge leaves. */
export function recordPayment(
  ctx: FakeContext,
  fields: Pick<
    FakePaymentIntent,
    'account' | 'amount' | 'currency' | 'application_fee_amount' | 'customer' | 'payment_method' | 'setup_future_usage' | 'metadata' | 'description'
  >,
): { intent: FakePaymentIntent; charge: FakeCharge } {
  const intent: FakePaymentIntent = {
    id: fakeId('pi'),
    object: 'payment_intent',
    ...fields,
    amount_received: fields.amount,
    status: 'succeeded',
    latest_charge: null,
    created: ctx.now(),
    livemode: false,
  };
  const charge: FakeCharge = {
    id: fakeId('ch'),
    object: 'charge',
    account: fields.account,
    amount: fields.amount,
    amount_captured: fields.amount,
    amount_refunded: 0,
    application_fee_amount: fields.application_fee_amount,
    application_fee_refunded: 0,
    currency: fields.currency,
    paid: true,
    refunded: false,
    status: 'succeeded',
    payment_intent: intent.id,
    metadata: fields.metadata,
    created: ctx.now(),
    livemode: false,
  };
  intent.latest_charge = charge.id;
  ctx.state.paymentIntents.set(intent.id, intent);
  ctx.state.charges.set(charge.id, charge);
  return { intent, charge };
}

/** What the hosted page's Pay does: the payment recorded, the session complete, `checkout.session.completed` sent. */
export function paySession(ctx: FakeContext, session: FakeSession) {
  const saving = session.payment_intent_data.setup_future_usage;
  const customer = session.customer ?? (saving ? fakeId('cus') : null);
  const paymentMethod = fakeId('pm');
  if (saving && customer) ctx.state.paymentMethods.set(paymentMethod, { customer, account: session.account });
  const { intent } = recordPayment(ctx, {
    account: session.account,
    amount: session.amount_total,
    currency: session.currency,
    application_fee_amount: session.payment_intent_data.application_fee_amount,
    customer,
    payment_method: paymentMethod,
    setup_future_usage: saving,
    metadata: session.payment_intent_data.metadata,
    description: session.payment_intent_data.description,
  });
  Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id, customer, url: null });
  return ctx.webhooks.emit('checkout.session.completed', session.account, sessionView(session));
}

/** Expiring an open session, on request or when its time runs out; `checkout.session.expired` is sent. */
export function expireSession(ctx: FakeContext, session: FakeSession) {
  Object.assign(session, { status: 'expired', url: null });
  return ctx.webhooks.emit('checkout.session.expired', session.account, sessionView(session));
}

function parseLineItems(items: ReturnType<typeof formList>): LineItem[] | string {
  const lines: LineItem[] = [];
  for (const [index, raw] of items.entries()) {
    const item = formObject(raw);
    const price = formObject(item.price_data);
    const product = formObject(price.product_data);
    const unitAmount = formInt(price.unit_amount);
    const quantity = formInt(item.quantity) ?? 1;
    const name = formText(product.name);
    if (unitAmount === undefined || unitAmount < 0) return `line_items[${index}][price_data][unit_amount]`;
    if (!name) return `line_items[${index}][price_data][product_data][name]`;
    if (quantity < 1) return `line_items[${index}][quantity]`;
    lines.push({ name, description: formText(product.description) ?? null, unit_amount: unitAmount, quantity, currency: formText(price.currency) ?? 'usd' });
  }
  return lines;
}

const invalid = (reply: FastifyReply, param: string, message: string) =>
  stripeError(reply, 400, 'invalid_request_error', message, { param, code: 'parameter_invalid' });

/** Checkout Sessions, PaymentIntents and refunds: direct charges on the connected account named by Stripe-Account. */
export function paymentRoutes(app: FastifyInstance, ctx: FakeContext) {
  const { state } = ctx;

  app.post('/v1/checkout/sessions', async (request, reply) => {
    const body = bodyOf(request);
    const account = accountOf(request);
    if (account && !state.accounts.get(account)?.charges_enabled)
      return stripeError(reply, 400, 'invalid_request_error', 'The connected account cannot currently make charges.', { code: 'account_invalid' });
    const mode = formText(body.mode) ?? 'payment';
    if (mode !== 'payment') return invalid(reply, 'mode', 'Only mode=payment is supported here.');
    const lines = parseLineItems(formList(body.line_items));
    if (typeof lines === 'string') return invalid(reply, lines, `Invalid ${lines}.`);
    if (lines.length === 0)
      return stripeError(reply, 400, 'invalid_request_error', 'Missing required param: line_items.', { param: 'line_items', code: 'parameter_missing' });
    const total = lines.reduce((sum, line) => sum + line.unit_amount * line.quantity, 0);
    const expiresAt = formInt(body.expires_at) ?? ctx.now() + MAX_EXPIRY_SECONDS;
    if (expiresAt < ctx.now() + MIN_EXPIRY_SECONDS || expiresAt > ctx.now() + MAX_EXPIRY_SECONDS)
      return invalid(reply, 'expires_at', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from now.');
    const intentData = formObject(body.payment_intent_data);
    const fee = formInt(intentData.application_fee_amount) ?? null;
    if (fee !== null && (!account || fee > total))
      return invalid(reply, 'payment_intent_data[application_fee_amount]', 'The application fee must not exceed the amount, and needs a connected account.');
    const email = formText(body.customer_email) ?? null;
    const id = `cs_test_${fakeId('x').slice(2)}`;
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      account,
      mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: total,
      amount_total: total,
      currency: lines[0]!.currency,
      client_reference_id: formText(body.client_reference_id) ?? null,
      customer: formText(body.customer) ?? null,
      customer_email: email,
      customer_details: email ? { email } : null,
      metadata: formStrings(body.metadata),
      expires_at: expiresAt,
      success_url: formText(body.success_url) ?? null,
      cancel_url: formText(body.cancel_url) ?? null,
      url: `${ctx.baseUrl()}/_pay/${id}`,
      payment_intent: null,
      locale: formText(body.locale) ?? null,
      created: ctx.now(),
      livemode: false,
      line_items: lines,
      payment_intent_data: {
        application_fee_amount: fee,
        setup_future_usage: formText(intentData.setup_future_usage) ?? null,
        metadata: formStrings(intentData.metadata),
        description: formText(intentData.description) ?? null,
      },
    };
    state.sessions.set(id, session);
    return sessionView(session);
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) => {
    const session = state.sessions.get(request.params.id);
    if (!session || session.account !== accountOf(request)) return missing(reply, 'checkout.session', request.params.id);
    const expand = formList(formObject(request.query as never).expand).filter((item): item is string => typeof item === 'string');
    return sessionView(session, expand);
  });

  app.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', async (request, reply) => {
    const session = state.sessions.get(request.params.id);
    if (!session || session.account !== accountOf(request)) return missing(reply, 'checkout.session', request.params.id);
    if (session.status !== 'open')
      return stripeError(reply, 400, 'invalid_request_error', `Only open sessions can be expired; this one is ${session.status}.`, {
        code: 'checkout_session_not_open',
      });
    expireSession(ctx, session);
    return sessionView(session);
  });

  app.get<{ Params: { id: string } }>('/v1/payment_intents/:id', async (request, reply) => {
    const intent = state.paymentIntents.get(request.params.id);
    if (!intent || intent.account !== accountOf(request)) return missing(reply, 'payment_intent', request.params.id);
    return publicView(intent);
  });

  // Off-session charges with a payment method saved at checkout (a captain's remainder).
  app.post('/v1/payment_intents', async (request, reply) => {
    const body = bodyOf(request);
    const account = accountOf(request);
    const amount = formInt(body.amount);
    if (amount === undefined || amount < 50) return invalid(reply, 'amount', 'Amount must be at least 50 cents.');
    const paymentMethod = formText(body.payment_method);
    const saved = paymentMethod ? state.paymentMethods.get(paymentMethod) : undefined;
    if (!paymentMethod || !saved || saved.account !== account) return missing(reply, 'payment_method', paymentMethod ?? '');
    if (formBool(body.confirm) !== true) return invalid(reply, 'confirm', 'Only confirm=true is supported here.');
    const customer = formText(body.customer) ?? saved.customer;
    if (customer !== saved.customer) return invalid(reply, 'customer', 'The payment method does not belong to this customer.');
    const fee = formInt(body.application_fee_amount) ?? null;
    if (fee !== null && fee > amount) return invalid(reply, 'application_fee_amount', 'The application fee must not exceed the amount.');
    const { intent } = recordPayment(ctx, {
      account,
      amount,
      currency: formText(body.currency) ?? 'usd',
      application_fee_amount: fee,
      customer,
      payment_method: paymentMethod,
      setup_future_usage: null,
      metadata: formStrings(body.metadata),
      description: formText(body.description) ?? null,
    });
    ctx.webhooks.emit('payment_intent.succeeded', account, publicView(intent));
    return publicView(intent);
  });

  app.post('/v1/refunds', async (request, reply) => {
    const body = bodyOf(request);
    const account = accountOf(request);
    const intentId = formText(body.payment_intent);
    const chargeId = formText(body.charge) ?? (intentId ? state.paymentIntents.get(intentId)?.latest_charge : undefined);
    const charge = chargeId ? state.charges.get(chargeId) : undefined;
    if (!charge || charge.account !== account) return missing(reply, intentId ? 'payment_intent' : 'charge', intentId ?? chargeId ?? '');
    const left = charge.amount - charge.amount_refunded;
    const amount = formInt(body.amount) ?? left;
    if (left === 0)
      return stripeError(reply, 400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
    if (amount < 1 || amount > left)
      return stripeError(
        reply,
        400,
        'invalid_request_error',
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        {
          code: 'amount_too_large',
          param: 'amount',
        },
      );
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    if (formBool(body.refund_application_fee) && charge.application_fee_amount) {
      // Stripe returns the fee in proportion to the amount refunded.
      const owed = Math.round((charge.application_fee_amount * charge.amount_refunded) / charge.amount);
      charge.application_fee_refunded = owed;
    }
    const refund = {
      id: fakeId('re'),
      object: 'refund' as const,
      account,
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      status: 'succeeded' as const,
      reason: formText(body.reason) ?? null,
      metadata: formStrings(body.metadata),
      created: ctx.now(),
    };
    state.refunds.set(refund.id, refund);
    ctx.webhooks.emit('charge.refunded', account, publicView(charge));
    return publicView(refund);
  });

  // What a `charge.refunded` handler reads: since API 2022-11-15 the event's charge no longer lists its refunds.
  app.get('/v1/refunds', async (request) => {
    const query = request.query as Record<string, string>;
    const account = accountOf(request);
    const refunds = [...state.refunds.values()]
      .filter(
        (refund) =>
          refund.account === account &&
          (!query.charge || refund.charge === query.charge) &&
          (!query.payment_intent || refund.payment_intent === query.payment_intent),
      )
      .sort((a, b) => b.created - a.created);
    return list(
      '/v1/refunds',
      refunds.slice(0, formInt(query.limit) ?? 10).map((refund) => publicView(refund)),
    );
  });
}
