import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addDays,
  dateInTimezone,
  newId,
  type AddOn,
  type LeaguePayments,
  type LeaguePricing,
  type MyRegistrations,
  type PublicOrder,
  type RegistrationResult,
} from '@matchday/domain';
import { teams } from '../../db/schema.js';
import { bearer } from '../../../test/helper.js';
import { insertLeague } from '../../../test/fixtures.js';
import { useStripeTestAppWithMail } from '../../../test/stripe-harness.js';
import { payOnFake, playerBearer, publicRegistration, signInPlayer } from './test-support.js';

const { smtp, t } = await useStripeTestAppWithMail();

const ACCOUNT = 'acct_demo_club1';
const { register, options } = publicRegistration(t);
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/public/clubs/club1/me', headers: playerBearer(token) })).json<MyRegistrations>();
const order = async (token: string, orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/public/clubs/club1/orders/${orderId}`, headers: playerBearer(token) })).json<PublicOrder>();

async function admin() {
  const token = await t.loginAs('admin@example.com');
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  return {
    prices: (leagueId: string, body?: object) => call(body ? 'PUT' : 'GET', `/api/club1/leagues/${leagueId}/payments/prices`, body),
    addOn: (leagueId: string, body: object, productId?: string) =>
      call(
        productId ? 'PUT' : 'POST',
        `/api/club1/leagues/${leagueId}/payments/add-ons${productId ? `/${productId}` : ''}`,
        productId ? body : { ...body, action_key: newId() },
      ),
    payments: async (leagueId: string) => (await call('GET', `/api/club1/leagues/${leagueId}/payments`)).json<LeaguePayments>(),
  };
}

/** A captains_pay league ($280 team fee) with an early-bird fee of $240 through the day after tomorrow (club1 is in Chicago), a $100 deposit and a $25 jersey (at most 12). */
async function pricedLeague() {
  const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 28_000, rosterMin: 4 });
  const as = await admin();
  const set = await as.prices(league.id, {
    early_bird_until: addDays(dateInTimezone(t.clock(), 'America/Chicago'), 2),
    early_bird_team_fee_cents: 24_000,
    deposit_cents: 10_000,
  });
  expect(set.statusCode, set.body).toBe(200);
  const jersey = await as.addOn(league.id, { name: 'Team jersey', description: 'With your number', price_cents: 2_500, max_quantity: 12 });
  expect(jersey.statusCode, jersey.body).toBe(201);
  return { league, as, jersey: jersey.json<AddOn>() };
}

describe('early-bird prices, deposits and add-ons in registration (through the fake Stripe)', () => {
  it('charges the early-bird fee through its last day in the club’s timezone, and the normal fee after', async () => {
    const { league } = await pricedLeague();
    const offered = await options(league.id);
    expect(offered).toMatchObject({
      today: '2026-03-01',
      league: { early_bird_until: '2026-03-03', early_bird_team_fee_cents: 24_000, deposit_cents: 10_000 },
    });
    expect(offered.add_ons).toEqual([expect.objectContaining({ name: 'Team jersey', price_cents: 2_500, max_quantity: 12 })]);

    const early = await signInPlayer(t, smtp, 'club1', 'early.bird@example.com');
    const first = await register(early, league.id, { team_name: 'Early Birds' });
    expect(first.json<RegistrationResult>()).toMatchObject({ outcome: 'checkout', amount_cents: 24_000 });
    expect((await order(early, first.json<RegistrationResult>().order_id!)).items).toEqual([
      { description: `Team fee (early bird) — ${league.name}`, quantity: 1, amount_cents: 24_000 },
    ]);

    // 3 March, 23:30 in Chicago (club1) is 4 March in UTC: still early bird. Half an hour later it is not.
    t.clock.advanceMinutes((2 * 24 + 17) * 60 + 30);
    const late = await signInPlayer(t, smtp, 'club1', 'just.in.time@example.com');
    expect((await register(late, league.id, { team_name: 'Just In Time' })).json<RegistrationResult>().amount_cents).toBe(24_000);
    t.clock.advanceMinutes(31);
    const after = await signInPlayer(t, smtp, 'club1', 'too.late@example.com');
    const normal = await register(after, league.id, { team_name: 'Night Owls' });
    expect(normal.json<RegistrationResult>().amount_cents).toBe(28_000);
    expect((await order(after, normal.json<RegistrationResult>().order_id!)).items[0]!.description).toBe(`Team fee — ${league.name}`);
  });

  it('takes a deposit and the add-ons at checkout, leaves the rest of the fee on the team, and confirms it once that is paid', async () => {
    const { league, as, jersey } = await pricedLeague();
    const before = await t.fake.totals(ACCOUNT);
    const captain = await signInPlayer(t, smtp, 'club1', 'deposit.captain@example.com');
    const created = await register(captain, league.id, { team_name: 'Deposit Diggers', pay_deposit: true, add_ons: [{ product_id: jersey.id, quantity: 3 }] });
    expect(created.statusCode, created.body).toBe(201);
    const result = created.json<RegistrationResult>();
    expect(result).toMatchObject({ outcome: 'checkout', amount_cents: 10_000 + 7_500 });
    expect((await order(captain, result.order_id!)).items).toEqual([
      { description: `Deposit — ${league.name}`, quantity: 1, amount_cents: 10_000 },
      { description: `Team jersey — ${league.name}`, quantity: 3, amount_cents: 7_500 },
    ]);
    await payOnFake(t, result);

    // The place is kept (no hold), the team still owes what the deposit left of the early-bird fee.
    let mine = (await me(captain)).registrations[0]!;
    expect(mine).toMatchObject({ balance_cents: 14_000, payment_status: 'partial', team: { status: 'awaiting_payment' } });
    // The receipt lists what was bought, each with its amount, beside the order's total (not the first item's name alone).
    expect(mine.receipts).toEqual([
      {
        order_id: result.order_id,
        paid_at: expect.any(String),
        amount_cents: 17_500,
        items: [
          { description: `Deposit — ${league.name}`, quantity: 1, amount_cents: 10_000 },
          { description: `Team jersey — ${league.name}`, quantity: 3, amount_cents: 7_500 },
        ],
      },
    ]);
    const [team] = await t.database.db.select().from(teams).where(eq(teams.id, result.team_id!));
    expect(team!.holdExpiresAt).toBeNull();
    const money = await as.payments(league.id);
    expect(money.teams.find((row) => row.id === result.team_id)!.totals).toMatchObject({ charged: 31_500, extras: 7_500, collected: 17_500, balance: 14_000 });
    expect((await as.prices(league.id)).json<LeaguePricing>().add_ons[0]).toMatchObject({ id: jersey.id, sold: 3 });
    const charged = await t.fake.totals(ACCOUNT);
    expect(charged.charged_cents - before.charged_cents).toBe(17_500);

    // The captain pays the rest from My registrations: the team is confirmed.
    const pay = await t.app.inject({ method: 'POST', url: `/api/public/clubs/club1/me/registrations/${mine.id}/pay`, headers: playerBearer(captain) });
    expect(pay.statusCode, pay.body).toBe(200);
    await payOnFake(t, { ...pay.json(), registration_id: mine.id, team_id: result.team_id, outcome: 'checkout', amount_cents: 14_000 });
    mine = (await me(captain)).registrations[0]!;
    expect(mine).toMatchObject({ balance_cents: 0, payment_status: 'paid', team: { status: 'confirmed' } });
    expect(mine.receipts).toHaveLength(2);
    for (const receipt of mine.receipts) expect(receipt.items.reduce((sum, item) => sum + item.amount_cents, 0)).toBe(receipt.amount_cents);
    expect(mine.receipts.map((receipt) => receipt.amount_cents).sort()).toEqual([14_000, 17_500]);
  });

  it('refuses an unknown, withdrawn or over-quantity add-on, and a deposit the league does not offer, writing nothing', async () => {
    const { league, as, jersey } = await pricedLeague();
    const withdrawn = await as.addOn(league.id, { name: 'Old shirt', price_cents: 1_000, active: false });
    const captain = await signInPlayer(t, smtp, 'club1', 'picky.captain@example.com');
    const refusals: [object, string][] = [
      [{ add_ons: [{ product_id: '01JZZZZZZZZZZZZZZZZZZZZZZZ', quantity: 1 }] }, 'add_ons'],
      [{ add_ons: [{ product_id: withdrawn.json<AddOn>().id, quantity: 1 }] }, 'add_ons'],
      [{ add_ons: [{ product_id: jersey.id, quantity: 13 }] }, 'add_ons'],
      [
        {
          add_ons: [
            { product_id: jersey.id, quantity: 1 },
            { product_id: jersey.id, quantity: 2 },
          ],
        },
        'add_ons',
      ],
      [{ as: 'free_agent', team_name: null, pay_deposit: true }, 'pay_deposit'],
    ];
    for (const [body, field] of refusals) {
      const refused = await register(captain, league.id, { team_name: 'Never Made', ...body });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual([field]);
    }
    expect(await t.database.db.select().from(teams).where(eq(teams.leagueId, league.id))).toEqual([]);
    expect((await as.payments(league.id)).entries).toEqual([]);
  });

  it('never counts an add-on bought with a players_pay share toward the team fee', async () => {
    const league = await insertLeague(t.database.db, 'club1', { paymentMode: 'players_pay', teamFeeCents: 20_000, playerFeeCents: 10_000, rosterMin: 2 });
    const as = await admin();
    const cap = (await as.addOn(league.id, { name: 'Cap', price_cents: 2_500 })).json<AddOn>();
    const captain = await signInPlayer(t, smtp, 'club1', 'cap.captain@example.com');
    const created = await register(captain, league.id, { team_name: 'Cap Wearers', add_ons: [{ product_id: cap.id, quantity: 1 }] });
    expect(created.json<RegistrationResult>().amount_cents).toBe(12_500);
    await payOnFake(t, created.json());
    const team = (await as.payments(league.id)).teams[0]!;
    expect(team).toMatchObject({ status: 'awaiting_payment', shortfall_cents: 10_000 });
  });
});

describe('the admin’s price list', () => {
  it('refuses prices the payment mode does not use, or not below the fee they lower, on the right field', async () => {
    const as = await admin();
    const captains = await insertLeague(t.database.db, 'club1', { paymentMode: 'captains_pay', teamFeeCents: 20_000 });
    const shares = await insertLeague(t.database.db, 'club1', { paymentMode: 'players_pay', teamFeeCents: 20_000, playerFeeCents: 5_000 });
    const free = await insertLeague(t.database.db, 'club1', { paymentMode: 'free', teamFeeCents: 0 });
    const cases: [string, object, Record<string, string>][] = [
      [
        captains.id,
        { early_bird_until: '2026-04-01', early_bird_team_fee_cents: 20_000 },
        { early_bird_team_fee_cents: 'Must be less than the normal fee ($200.00)' },
      ],
      [captains.id, { early_bird_team_fee_cents: 15_000 }, { early_bird_until: 'Required' }],
      [captains.id, { early_bird_until: '2026-04-01' }, { early_bird_team_fee_cents: 'Give an early-bird price, or clear the date' }],
      [
        captains.id,
        { early_bird_until: '2026-04-01', early_bird_team_fee_cents: 15_000, deposit_cents: 15_000 },
        { deposit_cents: 'Must be less than what the captain pays at registration ($150.00)' },
      ],
      [
        shares.id,
        { early_bird_until: '2026-04-01', early_bird_team_fee_cents: 15_000 },
        { early_bird_team_fee_cents: 'This league’s payment mode does not use it' },
      ],
      [shares.id, { deposit_cents: 1_000 }, { deposit_cents: 'This league’s payment mode does not use it' }],
      [
        free.id,
        { early_bird_until: '2026-04-01', early_bird_player_fee_cents: 100 },
        { early_bird_player_fee_cents: 'This league’s payment mode does not use it' },
      ],
    ];
    for (const [leagueId, body, errors] of cases) {
      const refused = await as.prices(leagueId, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(Object.fromEntries(Object.entries(refused.json().errors).map(([field, said]) => [field, (said as string[])[0]]))).toEqual(errors);
    }
    const saved = await as.prices(shares.id, { early_bird_until: '2026-04-01', early_bird_player_fee_cents: 4_000 });
    expect(saved.json<LeaguePricing>()).toMatchObject({ early_bird_until: '2026-04-01', early_bird_player_fee_cents: 4_000, early_bird_now: true });
    // Saved again unchanged: still one History entry, a league update with the prices before and after.
    await as.prices(shares.id, { early_bird_until: '2026-04-01', early_bird_player_fee_cents: 4_000 });
    const token = await t.loginAs('admin@example.com');
    const history = await t.app.inject({ method: 'GET', url: `/api/club1/audit?entity_type=league`, headers: bearer(token) });
    const updates = history.json().items.filter((entry: { entity_id: string; action: string }) => entry.entity_id === shares.id && entry.action === 'update');
    expect(updates).toHaveLength(1);
  });

  it('edits an add-on and stops selling it: the site no longer offers it, and History says who did what', async () => {
    const { league, as, jersey } = await pricedLeague();
    const edited = await as.addOn(
      league.id,
      { name: 'Team jersey', description: null, price_cents: 3_000, max_quantity: 6, active: false, row_version: jersey.row_version },
      jersey.id,
    );
    expect(edited.json<AddOn>()).toMatchObject({ price_cents: 3_000, max_quantity: 6, active: false, sold: 0 });
    expect((await options(league.id)).add_ons).toEqual([]);
    const token = await t.loginAs('admin@example.com');
    const history = await t.app.inject({ method: 'GET', url: `/api/club1/audit?entity_type=product`, headers: bearer(token) });
    expect(history.json().items.map((entry: { action: string; entity_id: string }) => [entry.action, entry.entity_id])).toEqual(
      expect.arrayContaining([
        ['update', jersey.id],
        ['create', jersey.id],
      ]),
    );
  });

  it('answers 404 for an add-on of another league, and 409 on an archived league', async () => {
    const { as, jersey } = await pricedLeague();
    const other = await insertLeague(t.database.db, 'club1');
    const missing = await as.addOn(other.id, { name: 'Team jersey', price_cents: 2_500, row_version: jersey.row_version }, jersey.id);
    expect(missing.statusCode).toBe(404);
    const archived = await insertLeague(t.database.db, 'club1', { status: 'archived' });
    expect((await as.prices(archived.id, { deposit_cents: null })).statusCode).toBe(409);
    expect((await as.addOn(archived.id, { name: 'Late shirt', price_cents: 100 })).statusCode).toBe(409);
  });
});
