import type { Database } from '../db/database.js';
import type { Env } from '../env.js';
import { listConnectedAccounts } from '../modules/connect/repository.js';
import { startFakeStripe, type FakeStripe } from './server.js';

const isAddressInUse = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE';

/**
 * `npm start` without STRIPE_SECRET_KEY (and without STRIPE_API_BASE naming a fake elsewhere): the fake Stripe in
 * this process on FAKE_STRIPE_PORT, or on a free port when another Matchday has that one (test servers side by side),
 * told about the accounts the database already has (the fake forgets everything at exit). The app is then built with
 * STRIPE_API_BASE set to where the fake really is; its webhook target is set once the app listens.
 */
export async function startDevFakeStripe(config: Env, db: Database): Promise<FakeStripe> {
  const fake = await startFakeStripe({ port: config.FAKE_STRIPE_PORT }).catch((error: unknown) => {
    if (isAddressInUse(error)) return startFakeStripe({ port: 0 });
    throw error;
  });
  for (const account of await listConnectedAccounts(db)) {
    fake.seedAccount(account.accountId, {
      name: account.name,
      email: account.email ?? undefined,
      enabled: account.detailsSubmitted && account.chargesEnabled,
      withPayouts: account.chargesEnabled,
    });
  }
  return fake;
}

/** Whether `npm start` runs the built-in fake: no Stripe key, no other fake named, and never in production. */
export const runsDevFakeStripe = (config: Env): boolean => !config.STRIPE_SECRET_KEY && !config.STRIPE_API_BASE && config.NODE_ENV !== 'production';
