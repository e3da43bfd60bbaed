import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** OWASP minimum for argon2id; configuration may raise it, never lower it. */
export const ARGON2_MIN_MEMORY_KIB = 19_456;
export const ARGON2_MIN_TIME_COST = 2;

const csv = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'staging', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
    WEB_DIST_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'apps/web/dist')),
    APP_URL: z.string().url().optional(),
    CORS_ORIGINS: csv,
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    SMTP_URL: z.string().url().optional(),
    /** Production without SMTP only when said out loud: mail is then kept in the outbox (without secrets) and never sent. */
    MAIL_OUTBOX_ONLY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    MAIL_FROM: z.string().min(3).default('Matchday <no-reply@matchday.local>'),
    TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
    TOKEN_IDLE_MINUTES: z.coerce.number().positive().default(60),
    ARGON2_MEMORY_KIB: z.coerce.number().int().min(ARGON2_MIN_MEMORY_KIB).default(65_536),
    ARGON2_TIME_COST: z.coerce.number().int().min(ARGON2_MIN_TIME_COST).default(3),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /** Reads of the public club site (pages, images, calendar feeds) one IP may make per minute, per process. */
    PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /**
     * Whether this process also runs background jobs (lib/jobs). Unset: yes on PGlite (one process owns the data
     * directory), no on PostgreSQL (run `npm run worker` beside `npm start`) and never in tests (they drain by hand).
     */
    JOBS_IN_PROCESS: z.enum(['true', 'false']).optional(),
    /** How often an idle worker looks for due jobs. */
    JOBS_POLL_MS: z.coerce.number().int().positive().default(1_000),
    /** How long a claimed job stays claimed: a worker killed mid-job leaves it to run again after this. */
    JOBS_LEASE_SECONDS: z.coerce.number().int().positive().default(300),
    /**
     * Whether an empty database gets the demo clubs and accounts (all with the password the banner prints). Unset: only
     * in development and test, so a staging server is never open to that password by accident.
     */
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    /** The platform's Stripe secret key; without it payments go to the built-in fake Stripe (lib/stripe, fake-stripe/). */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret or restricted key (sk_… or rk_…)')
      .optional(),
    /** The signing secret of the Connect webhook endpoint (whsec_…); the fake Stripe signs with its own fixed one. */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Where the Stripe SDK sends requests without STRIPE_SECRET_KEY: the fake Stripe (default http://127.0.0.1:FAKE_STRIPE_PORT). */
    STRIPE_API_BASE: z.string().url().optional(),
    /** The port `npm start` runs the fake Stripe on, without STRIPE_SECRET_KEY. */
    FAKE_STRIPE_PORT: z.coerce.number().int().min(0).max(65_535).default(12_111),
    /** Matchday's application fee on card payments, in basis points (100 = 1%), unless a club has its own. */
    PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(0),
  })
  .superRefine((env, context) => {
    const missing = (message: string) => context.addIssue({ code: 'custom', message });
    // In every environment: a real Stripe key with no signing secret would leave webhooks checked by nothing real.
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET)
      missing('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (the signing secret of the Connect webhook endpoint)');
    if (env.NODE_ENV !== 'production') return;
    if (env.SEED_DEMO === 'true') missing('SEED_DEMO=true is refused in production: the demo accounts share a published password');
    if (!env.APP_URL) missing('APP_URL is required in production (the public address used in e-mailed links)');
    if (!env.DATABASE_URL) missing('DATABASE_URL is required in production (PGlite is for trying Matchday out on one machine)');
    if (!env.SMTP_URL && !env.MAIL_OUTBOX_ONLY) missing('SMTP_URL is required in production (or MAIL_OUTBOX_ONLY=true to keep mail in the outbox unsent)');
  })
  .transform((env) => ({
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    SEED_DEMO: env.SEED_DEMO ? env.SEED_DEMO === 'true' : env.NODE_ENV === 'development' || env.NODE_ENV === 'test',
    JOBS_IN_PROCESS: env.JOBS_IN_PROCESS ? env.JOBS_IN_PROCESS === 'true' : !env.DATABASE_URL && env.NODE_ENV !== 'test',
  }));

export type Env = z.output<typeof EnvSchema>;

/**
 * The only reader of process.env. A relative DATA_DIR is taken from where `npm start` was typed
 * (npm runs workspace scripts inside the workspace, and INIT_CWD keeps the original directory).
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = EnvSchema.safeParse(defined);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const baseDir = source.INIT_CWD ?? process.cwd();
  return { ...result.data, DATA_DIR: path.resolve(baseDir, result.data.DATA_DIR) };
}
