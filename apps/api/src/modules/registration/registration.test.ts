import { beforeAll, describe, expect, it } from 'vitest';
import type { MyRegistrations, PublicOrder, RegistrationResult } from '@matchday/domain';
import { insertLeague } from '../../../test/fixtures.js';
import { useStripeTestAppWithMail } from '../../../test/stripe-harness.js';
import { eq } from 'drizzle-orm';
import { DEMO_WAIVER } from '../../db/seed-ledger.js';
import { orderItems, products, waiverAcceptances } from '../../db/schema.js';
import { payOnFake, playerBearer, registerBody, signInPlayer } from './test-support.js';
import { waiverDigest } from './waiver-repository.js';

const { smtp, t } = await useStripeTestAppWithMail();

describe('a captain registers a team in a captains_pay league and pays on Stripe Checkout', () => {
  let leagueId: string;
  let token: string;
  beforeAll(async () => {
    leagueId = (await insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 9_500, teamCapacity: 4 })).id;
    token = await signInPlayer(t, smtp, 'club1', 'cara.captain@example.com');
  });

  it('holds the place, and confirms the team only once the signed webhook says it is paid', async () => {
    const options = await t.app.inject({ method: 'GET', url: `/api/public/clubs/club1/leagues/${leagueId}/registration` });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ roles: ['captain', 'player', 'free_agent'], open: true, card_payments: true, places_left: 4 });

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/public/clubs/club1/leagues/${leagueId}/registrations`,
      headers: playerBearer(token),
      payload: registerBody({ amount_cents: 1 }),
    });
    expect(response.statusCode, response.body).toBe(400); // a client may not name its price: the contract is strict

    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/public/clubs/club1/leagues/${leagueId}/registrations`,
      headers: playerBearer(token),
      payload: registerBody(),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const result = registered.json<RegistrationResult>();
    expect(result).toMatchObject({ outcome: 'checkout', amount_cents: 9_500 });
    expect(result.checkout_url).toContain(`${t.fake.url}/_pay/`);

    const created = t.fake.requests().filter((request) => request.path === '/v1/checkout/sessions' && request.method === 'POST');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ stripe_account: 'acct_demo_club1', idempotency_key: `order_${result.order_id}_checkout` });

    const order = () => t.app.inject({ method: 'GET', url: `/api/public/clubs/club1/orders/${result.order_id}`, headers: playerBearer(token) });
    expect((await order()).json<PublicOrder>()).toMatchObject({ status: 'pending', team: { status: 'held' } });
    const placesLeft = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/public/clubs/club1/leagues/${leagueId}/registration` })).json<{ places_left: number }>().places_left;
    expect(await placesLeft()).toBe(3);

    const since = smtp.received.length;
    await payOnFake(t, result);
    expect((await order()).json<PublicOrder>()).toMatchObject({ status: 'paid', team: { status: 'confirmed' } });
    const receipt = await smtp.lastTo('cara.captain@example.com', since);
    expect(receipt.text).toContain('$95.00');

    const me = (await t.app.inject({ method: 'GET', url: '/api/public/clubs/club1/me', headers: playerBearer(token) })).json<MyRegistrations>();
    expect(me.registrations).toHaveLength(1);
    expect(me.registrations[0]).toMatchObject({ captain: true, payment_status: 'paid', balance_cents: 0, team: { name: 'Night Owls', status: 'confirmed' } });
    expect(me.registrations[0]!.invite_url).toContain(`/c/club1/leagues/${leagueId}/register?invite=`);
    expect(me.registrations[0]!.receipts).toEqual([expect.objectContaining({ amount_cents: 9_500 })]);

    expect(t.fake.totals('acct_demo_club1')).toMatchObject({ charged_cents: 9_500, refunded_cents: 0 });
    // The order sold the league's team-fee product, made from its payment mode and fee.
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, result.order_id!));
    const [product] = await t.database.db.select().from(products).where(eq(products.id, item!.productId!));
    expect(product).toMatchObject({ leagueId, kind: 'team_fee', priceCents: 9_500 });
  });

  it('keeps the waiver accepted: its version’s hash, the time, the address and the browser; no hash or a stale one is refused', async () => {
    const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'free', teamFeeCents: 0 });
    const post = (waiver: string | null) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/clubs/club1/leagues/${league.id}/registrations`,
        headers: playerBearer(token),
        payload: registerBody({ waiver_sha256: waiver }),
      });
    const missing = await post(null);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'waiver_required' });
    // A hash that is not the version in force: the registrant accepted a text that changed since (waiver.test.ts).
    const stale = await post('a'.repeat(64));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'waiver_changed' });
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/public/clubs/club1/leagues/${league.id}/registrations`,
      headers: { ...playerBearer(token), 'user-agent': 'Test Browser 1.0' },
      payload: registerBody(),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const [acceptance] = await t.database.db
      .select()
      .from(waiverAcceptances)
      .where(eq(waiverAcceptances.registrationId, accepted.json<RegistrationResult>().registration_id));
    expect(acceptance).toMatchObject({ sha256: waiverDigest(DEMO_WAIVER), ip: '127.0.0.1', userAgent: 'Test Browser 1.0', acceptedAt: t.clock() });
  });

  it('refuses a second registration of the same person in the league', async () => {
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/public/clubs/club1/leagues/${leagueId}/registrations`,
      headers: playerBearer(token),
      payload: registerBody({ team_name: 'Other' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_registered' });
  });
});
