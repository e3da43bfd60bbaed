import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

const production = {
  NODE_ENV: 'production',
  APP_URL: 'https://leagues.example.org',
  DATABASE_URL: 'postgres://db.internal/matchday',
  SMTP_URL: 'smtp://mail.internal:587',
};

describe('loadEnv in production', () => {
  it('starts with an address, PostgreSQL and SMTP', () => {
    expect(loadEnv(production).APP_URL).toBe('https://leagues.example.org');
  });

  it('names every missing setting at once', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrowError(
      /APP_URL is required in production.*DATABASE_URL is required in production.*SMTP_URL is required in production/,
    );
  });

  it('refuses PGlite, and mail without SMTP unless kept in the outbox on purpose', () => {
    expect(() => loadEnv({ ...production, DATABASE_URL: '' })).toThrowError(/DATABASE_URL is required/);
    expect(() => loadEnv({ ...production, SMTP_URL: '' })).toThrowError(/MAIL_OUTBOX_ONLY=true/);
    expect(loadEnv({ ...production, SMTP_URL: '', MAIL_OUTBOX_ONLY: 'true' }).MAIL_OUTBOX_ONLY).toBe(true);
  });

  it('asks nothing of a developer trying it out', () => {
    expect(loadEnv({}).APP_URL).toBe('http://localhost:3000');
  });

  it('refuses a Stripe key without the webhook signing secret in every environment, not only production', () => {
    for (const NODE_ENV of ['development', 'test', 'staging', 'production'])
      expect(() => loadEnv({ ...production, NODE_ENV, STRIPE_SECRET_KEY: 'sk_test_x' }), NODE_ENV).toThrowError(/STRIPE_WEBHOOK_SECRET is required/);
    expect(loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_real' }).STRIPE_WEBHOOK_SECRET).toBe('whsec_real');
  });
});

describe('SEED_DEMO: the demo data and its printed password', () => {
  it('is seeded by default only in development (npm start) and test, never in staging or production', () => {
    expect(loadEnv({}).SEED_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ NODE_ENV: 'staging' }).SEED_DEMO).toBe(false);
    expect(loadEnv(production).SEED_DEMO).toBe(false);
  });

  it('is seeded in staging when asked, can be turned off anywhere, and is refused in production', () => {
    expect(loadEnv({ NODE_ENV: 'staging', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => loadEnv({ ...production, SEED_DEMO: 'true' })).toThrowError(/SEED_DEMO=true is refused in production/);
  });
});
