import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatMoney } from '@matchday/domain';
import { completeOnboarding } from './api-accounts.js';
import { paySession } from './api-payments.js';
import type { FakeContext } from './context.js';
import { accountTotals } from './totals.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f9fc; color: #1a1f36; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; box-shadow: 0 2px 8px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.25rem; margin: 0 0 0.25rem; } p.note { color: #4f566b; font-size: 0.875rem; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; } th, td { padding: 0.5rem 0; text-align: left; border-bottom: 1px solid #e3e8ee; }
  td.amount, th.amount { text-align: right; } tfoot th, tfoot td { font-weight: 700; border-bottom: 0; }
  form { display: inline; } .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; margin-top: 1rem; }
  button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 6px; border: 1px solid #635bff; cursor: pointer; }
  button.primary { background: #635bff; color: #fff; } button.secondary { background: #fff; color: #3c3aa8; }
  button:focus-visible { outline: 3px solid #1a1f36; outline-offset: 2px; }`;

/** A small page in the style of Stripe's hosted pages, labelled as the fake it is. */
function page(reply: FastifyReply, title: string, body: string, status = 200) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}` +
        `<p class="note">Test mode: the fake Stripe built into Matchday. No real card is charged.</p></main></body></html>`,
    );
}

const button = (action: string, label: string, kind: 'primary' | 'secondary') =>
  `<form method="post" action="${escape(action)}"><button type="submit" class="${kind}">${escape(label)}</button></form>`;

/** Hosted Checkout (`/_pay/:session`), hosted onboarding (`/_onboard/:link`) and a glimpse of the account's dashboard. */
export function hostedPages(app: FastifyInstance, ctx: FakeContext) {
  const { state } = ctx;
  const nameOf = (accountId: string | null) => (accountId && state.accounts.get(accountId)?.business_profile.name) || 'Matchday club';

  app.get<{ Params: { id: string } }>('/_pay/:id', async (request, reply) => {
    const session = state.sessions.get(request.params.id);
    if (!session) return page(reply, 'Not found', '<h1>This checkout page does not exist</h1>', 404);
    if (session.status !== 'open')
      return page(reply, 'Checkout closed', `<h1>This checkout is ${session.status === 'complete' ? 'already paid' : 'expired'}</h1>`, 410);
    const rows = session.line_items
      .map(
        (line) =>
          `<tr><td>${escape(line.name)}${line.quantity > 1 ? ` × ${line.quantity}` : ''}</td><td class="amount">${formatMoney(line.unit_amount * line.quantity)}</td></tr>`,
      )
      .join('');
    return page(
      reply,
      `Pay ${nameOf(session.account)}`,
      `<h1>Pay ${escape(nameOf(session.account))}</h1>` +
        (session.customer_email ? `<p>Receipt to ${escape(session.customer_email)}</p>` : '') +
        `<table><caption class="note">Order summary</caption><thead><tr><th scope="col">Item</th><th scope="col" class="amount">Amount</th></tr></thead>` +
        `<tbody>${rows}</tbody><tfoot><tr><th scope="row">Total due</th><td class="amount">${formatMoney(session.amount_total)}</td></tr></tfoot></table>` +
        `<div class="actions">${button(`/_pay/${session.id}/pay`, `Pay ${formatMoney(session.amount_total)}`, 'primary')}${button(`/_pay/${session.id}/cancel`, 'Cancel', 'secondary')}</div>`,
    );
  });

  app.post<{ Params: { id: string } }>('/_pay/:id/pay', async (request, reply) => {
    const session = state.sessions.get(request.params.id);
    if (!session || session.status !== 'open') return page(reply, 'Checkout closed', '<h1>This checkout can no longer be paid</h1>', 410);
    await paySession(ctx, session).delivered;
    return reply.redirect((session.success_url ?? '/').replace('{CHECKOUT_SESSION_ID}', session.id), 303);
  });

  app.post<{ Params: { id: string } }>('/_pay/:id/cancel', async (request, reply) => {
    const session = state.sessions.get(request.params.id);
    if (!session) return page(reply, 'Not found', '<h1>This checkout page does not exist</h1>', 404);
    return reply.redirect(session.cancel_url ?? '/', 303);
  });

  app.get<{ Params: { id: string } }>('/_onboard/:id', async (request, reply) => {
    const link = state.accountLinks.get(request.params.id);
    if (!link) return page(reply, 'Not found', '<h1>This onboarding link does not exist</h1>', 404);
    // Account Links are single-use: a second visit goes to refresh_url for a fresh one, as on Stripe.
    if (link.visited) return reply.redirect(link.refresh_url, 303);
    link.visited = true;
    const account = state.accounts.get(link.account)!;
    const due = account.requirements.currently_due.map((item) => `<li>${escape(item)}</li>`).join('');
    return page(
      reply,
      'Set up payments',
      `<h1>Set up payments for ${escape(nameOf(link.account))}</h1>` +
        `<p>Stripe needs a few details before this account can take card payments and receive payouts.</p>` +
        (due ? `<h2 style="font-size:1rem">Still needed</h2><ul>${due}</ul>` : '') +
        `<div class="actions">${button(`/_onboard/${link.id}/submit`, 'Submit details', 'primary')}${button(`/_onboard/${link.id}/leave`, 'Save and return later', 'secondary')}</div>`,
    );
  });

  app.post<{ Params: { id: string } }>('/_onboard/:id/submit', async (request, reply) => {
    const link = state.accountLinks.get(request.params.id);
    if (!link) return page(reply, 'Not found', '<h1>This onboarding link does not exist</h1>', 404);
    if (link.used) return reply.redirect(link.refresh_url, 303);
    link.used = true;
    await completeOnboarding(ctx, state.accounts.get(link.account)!).delivered;
    return reply.redirect(link.return_url, 303);
  });

  app.post<{ Params: { id: string } }>('/_onboard/:id/leave', async (request, reply) => {
    const link = state.accountLinks.get(request.params.id);
    if (!link) return page(reply, 'Not found', '<h1>This onboarding link does not exist</h1>', 404);
    return reply.redirect(link.return_url, 303);
  });

  app.get<{ Params: { id: string } }>('/_dashboard/:id', async (request, reply) => {
    const account = state.accounts.get(request.params.id);
    if (!account) return page(reply, 'Not found', '<h1>No such account</h1>', 404);
    const totals = accountTotals(state, account.id);
    return page(
      reply,
      'Stripe dashboard',
      `<h1>${escape(nameOf(account.id))}</h1><p>Account ${escape(account.id)}</p>` +
        `<table><tbody><tr><th scope="row">Payments</th><td>${account.charges_enabled ? 'Enabled' : 'Disabled'}</td></tr>` +
        `<tr><th scope="row">Payouts</th><td>${account.payouts_enabled ? 'Enabled' : 'Disabled'}</td></tr>` +
        `<tr><th scope="row">Charged</th><td>${formatMoney(totals.charged_cents)}</td></tr>` +
        `<tr><th scope="row">Refunded</th><td>${formatMoney(totals.refunded_cents)}</td></tr></tbody></table>`,
    );
  });
}
