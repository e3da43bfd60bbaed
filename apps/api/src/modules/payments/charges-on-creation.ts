import { dateInTimezone, newRegistrationCharges, newTeamCharges, type FeeLine } from '@matchday/domain';
import type { ChargeOnCreation } from '../teams/fees-on-creation.js';
import { recordMoney, type MoneyMovement } from './ledger.js';
import { chargesWithProducts } from './charge-products.js';
import { priceListOf } from './price-list.js';

/**
 * The fees teams and registrations the admin creates owe (issue 19 §4), into the ledger in the creating transaction:
 * what the payment mode charges (newTeamCharges, newRegistrationCharges), each charge naming its product like a
 * registration's from the club site. A free league writes nothing.
 */
export const chargeOnCreation: ChargeOnCreation = async (tx, { league, actor, at, timezone }, created) => {
  const pricing = priceListOf(league);
  const today = dateInTimezone(at, timezone);
  const owed: { charge: FeeLine; teamId: string | null; registrationId: string | null }[] = [];
  for (const team of created.teams ?? [])
    for (const charge of newTeamCharges(pricing, today, team.rosterSize)) owed.push({ charge, teamId: team.id, registrationId: null });
  for (const registration of created.registrations ?? [])
    for (const charge of newRegistrationCharges(pricing, today, registration.rosterAfterJoin))
      owed.push({ charge, teamId: registration.teamId, registrationId: charge.owner === 'registration' ? registration.id : null });
  const movements: MoneyMovement[] = (await chargesWithProducts(tx, league, owed, at)).map(({ charge, productId, productName, teamId, registrationId }) => ({
    kind: 'charge',
    amountCents: charge.amount_cents,
    quantity: charge.quantity,
    productId,
    description: productName,
    teamId,
    registrationId,
  }));
  if (movements.length) await recordMoney(tx, { league, actor, at }, movements);
};
