import {
  dateInTimezone,
  DEPOSIT_MODES,
  EARLY_BIRD_PLAYER_FEE_MODES,
  EARLY_BIRD_TEAM_FEE_MODES,
  feesOn,
  fieldMessage,
  formatMoney,
  isEarlyBird,
  joiningCharges,
  newId,
  type AddOn,
  type AddOnCreateInputSchema,
  type AddOnUpdateInputSchema,
  type LeaguePricing,
  type LeaguePricingInputSchema,
  type PriceList,
} from '@matchday/domain';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.js';
import { notFound, validationError } from '../../lib/http-error.js';
import { refuseIfStale } from '../../lib/row-version.js';
import { recordAudit, type Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { assertEditable, findLeague, type LeagueRow } from '../leagues/league-access.js';
import { updateLeaguePricing } from '../leagues/league-pricing.js';
import { claimActionKey } from './action-keys.js';
import type { MoneyDeps } from './money-deps.js';
import { priceListOf } from './price-list.js';
import { addOnsOfLeagues, addOnsSold, findAddOn, insertAddOn, updateAddOn, type ProductRow } from './products-repository.js';

type PricingInput = z.output<typeof LeaguePricingInputSchema>;
type AddOnUpdateInput = z.output<typeof AddOnUpdateInputSchema>;
type AddOnCreateInput = z.output<typeof AddOnCreateInputSchema>;

const addOnView = (row: ProductRow, sold: number): AddOn => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price_cents: row.priceCents,
  max_quantity: row.maxQuantity,
  active: row.active,
  sold,
  row_version: row.rowVersion,
});

const addOnSnapshot = (row: Pick<ProductRow, 'name' | 'description' | 'priceCents' | 'maxQuantity' | 'active'>) => ({
  name: row.name,
  description: row.description,
  price_cents: row.priceCents,
  max_quantity: row.maxQuantity,
  active: row.active,
});

/** What the captain pays at registration for the team-owned fees, at the lower of the normal and early-bird prices. */
function captainsFeeCents(prices: PriceList): number {
  const owed = (fees: Parameters<typeof joiningCharges>[0]) =>
    joiningCharges(fees, 'captain')
      .filter((line) => line.owner === 'team')
      .reduce((sum, line) => sum + line.amount_cents, 0);
  // Any early-bird price applies on the first day there is.
  return Math.min(owed(prices), owed(feesOn(prices, '0001-01-01')));
}

/** Each price the league's payment mode uses, below the fee it lowers; a deposit below what the captain pays. */
function checkPricing(league: LeagueRow, input: PricingInput): void {
  const errors: Record<string, string[]> = {};
  const mode = league.paymentMode;
  const refuse = (field: string, message: string) => (errors[field] = [message]);
  if (input.early_bird_team_fee_cents !== null) {
    if (!EARLY_BIRD_TEAM_FEE_MODES.includes(mode)) refuse('early_bird_team_fee_cents', fieldMessage('notInPaymentMode'));
    else if (input.early_bird_team_fee_cents >= league.teamFeeCents)
      refuse('early_bird_team_fee_cents', fieldMessage('earlyBirdBelowFee', { amount: formatMoney(league.teamFeeCents) }));
  }
  if (input.early_bird_player_fee_cents !== null) {
    if (!EARLY_BIRD_PLAYER_FEE_MODES.includes(mode)) refuse('early_bird_player_fee_cents', fieldMessage('notInPaymentMode'));
    else if (input.early_bird_player_fee_cents >= league.playerFeeCents)
      refuse('early_bird_player_fee_cents', fieldMessage('earlyBirdBelowFee', { amount: formatMoney(league.playerFeeCents) }));
  }
  if (input.deposit_cents !== null) {
    const fee = captainsFeeCents({ ...priceListOf(league), ...input });
    if (!DEPOSIT_MODES.includes(mode)) refuse('deposit_cents', fieldMessage('notInPaymentMode'));
    else if (input.deposit_cents >= fee) refuse('deposit_cents', fieldMessage('depositBelowFee', { amount: formatMoney(fee) }));
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

/**
 * A league's price list (issue 12 §3, products): the early-bird prices and the captain's deposit (league settings,
 * audited as a league update) and its add-ons (products the admin makes, edits and stops selling; never deleted,
 * since the ledger's charges name them). Each write holds the league's row lock, as registrations do; a new add-on is
 * made once per action key (a doubled click makes one jersey, not two).
 */
export function createPricesAdmin({ db, clock }: Pick<MoneyDeps, 'db' | 'clock'>) {
  async function view(club: ClubRow, league: LeagueRow): Promise<LeaguePricing> {
    const [rows, sold] = [await addOnsOfLeagues(db, [league.id]), await addOnsSold(db, league.id)];
    const prices = priceListOf(league);
    return {
      ...prices,
      early_bird_now: isEarlyBird(prices, dateInTimezone(clock(), club.timezone)),
      add_ons: rows.map((row) => addOnView(row, sold.get(row.id) ?? 0)),
    };
  }

  async function addOnOf(leagueId: string, productId: string): Promise<AddOn> {
    const row = await findAddOn(db, leagueId, productId);
    if (!row) throw notFound('Add-on not found');
    return addOnView(row, (await addOnsSold(db, leagueId)).get(row.id) ?? 0);
  }

  return {
    async get(club: ClubRow, leagueId: string): Promise<LeaguePricing> {
      return view(club, await findLeague(db, club.id, leagueId));
    },

    async update(club: ClubRow, leagueId: string, input: PricingInput, actor: Actor): Promise<LeaguePricing> {
      await inTransaction(db, async (tx) => {
        const league = await findLeague(tx, club.id, leagueId, 'update');
        assertEditable(league);
        checkPricing(league, input);
        await updateLeaguePricing(tx, league, input, actor, clock());
      });
      return view(club, await findLeague(db, club.id, leagueId));
    },

    async createAddOn(club: ClubRow, leagueId: string, input: AddOnCreateInput, actor: Actor): Promise<AddOn> {
      const id = await inTransaction(db, async (tx) => {
        const league = await findLeague(tx, club.id, leagueId, 'update');
        assertEditable(league);
        const at = clock();
        const fresh = newId();
        const earlier = await claimActionKey(tx, { clubId: club.id, key: input.action_key, action: 'add_on', resultId: fresh, at });
        if (earlier !== null) return earlier;
        const row = { name: input.name, description: input.description, priceCents: input.price_cents, maxQuantity: input.max_quantity, active: input.active };
        await insertAddOn(tx, { id: fresh, clubId: club.id, leagueId: league.id, ...row, createdAt: at });
        await recordAudit(tx, {
          clubId: club.id,
          actor,
          at,
          action: 'create',
          entityType: 'product',
          entityId: fresh,
          entityLabel: input.name,
          leagueId: league.id,
          before: null,
          after: addOnSnapshot(row),
        });
        return fresh;
      });
      return addOnOf(leagueId, id);
    },

    /** A change to an add-on (Stop selling / Sell again too); refused (409 stale_version) when it changed since its row_version. */
    async updateAddOn(club: ClubRow, leagueId: string, productId: string, input: AddOnUpdateInput, actor: Actor): Promise<AddOn> {
      await inTransaction(db, async (tx) => {
        const league = await findLeague(tx, club.id, leagueId, 'update');
        assertEditable(league);
        const before = await findAddOn(tx, league.id, productId);
        if (!before) throw notFound('Add-on not found');
        const after = {
          name: input.name,
          description: input.description,
          priceCents: input.price_cents,
          maxQuantity: input.max_quantity,
          active: input.active,
        };
        refuseIfStale(await updateAddOn(tx, productId, after, input.row_version));
        await recordAudit(tx, {
          clubId: club.id,
          actor,
          at: clock(),
          action: 'update',
          entityType: 'product',
          entityId: productId,
          entityLabel: input.name,
          leagueId: league.id,
          before: addOnSnapshot(before),
          after: addOnSnapshot(after),
        });
      });
      return addOnOf(leagueId, productId);
    },
  };
}
