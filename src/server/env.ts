// process.env is parsed once, here, at boot; nothing else reads it.
import { existsSync } from 'node:fs';
import { z } from 'zod';
import {
  DEFAULT_PAYOUT_CLEARANCE_DAYS,
  DEFAULT_PLATFORM_FEE_PERCENT,
  PLATFORM_FEE_PERCENT_RANGE,
} from '../shared/domain/platform-fee.ts';
import { StartupError } from './process-errors.ts';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('localhost'),
    DATABASE_URL: optionalText,
    // A session-mode connection to the same database, for what a transaction-mode pooler (pgbouncer) cannot
    // carry: the chat's LISTEN and the queue (LISTEN, advisory locks). Set, it says DATABASE_URL may be such a
    // pooler, where statements go unnamed (docs/decisions/0024). Unset: DATABASE_URL serves both.
    DATABASE_DIRECT_URL: optionalText,
    DATA_DIR: z.string().default('.data'),
    SESSION_SECRET: optionalText.refine((secret) => !secret || secret.length >= 32, {
      message: 'SESSION_SECRET must be at least 32 characters long',
    }),
    ADMIN_SIGNUP_CODE: optionalText,
    TRUSTED_ORIGINS: optionalText.transform((value) =>
      value ? value.split(',').map((origin) => origin.trim().replace(/\/$/, '')) : [],
    ),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0', ''])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    // An admin without two-factor sign-in may use no admin page or call until they turn it on
    // (docs/decisions/0037). Unset: on in production, off otherwise (requireAdminTwoFactorOf).
    REQUIRE_ADMIN_2FA: z
      .enum(['true', 'false', '1', '0', ''])
      .optional()
      .transform((value) =>
        value === undefined || value === '' ? undefined : value === 'true' || value === '1',
      ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Lets a scraper on another machine read /metrics as a bearer token; this machine's own may without it.
    METRICS_TOKEN: optionalText.refine((token) => !token || token.length >= 32, {
      message: 'METRICS_TOKEN must be at least 32 characters long',
    }),
    // Stripe takes the payments when its secret key is set, the test gateway otherwise (docs/product.md
    // "Money").
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    // The signing secret of the second Stripe destination, which carries the writers' payout accounts' events
    // (docs/decisions/0040). Optional: unset, those events must come to the first destination.
    STRIPE_CONNECT_WEBHOOK_SECRET: optionalText,
    // The test gateway books every purchase without taking money, so production runs it only when told to.
    PAYMENTS: optionalText.pipe(z.enum(['test'], { message: 'PAYMENTS must be test or unset' }).optional()),
    // Where the Stripe SDK sends its calls: only a local Stripe-shaped server (tests, the bench) sets these.
    STRIPE_API_HOST: optionalText,
    STRIPE_API_PORT: optionalText
      .transform((value) => (value === undefined ? undefined : Number(value)))
      .pipe(z.number().int().min(1).max(65535).optional()),
    STRIPE_API_PROTOCOL: optionalText.pipe(z.enum(['http', 'https']).optional()),
    // The platform's commission on each writer's job, and the days an earning waits before it may be withdrawn
    // (docs/decisions/0039).
    PLATFORM_FEE_PERCENT: z.coerce
      .number()
      .int('PLATFORM_FEE_PERCENT must be a whole number')
      .min(PLATFORM_FEE_PERCENT_RANGE.min, 'PLATFORM_FEE_PERCENT must be 0 to 50')
      .max(PLATFORM_FEE_PERCENT_RANGE.max, 'PLATFORM_FEE_PERCENT must be 0 to 50')
      .default(DEFAULT_PLATFORM_FEE_PERCENT),
    PAYOUT_CLEARANCE_DAYS: z.coerce
      .number()
      .int('PAYOUT_CLEARANCE_DAYS must be a whole number')
      .min(0, 'PAYOUT_CLEARANCE_DAYS must be 0 to 90')
      .max(90, 'PAYOUT_CLEARANCE_DAYS must be 0 to 90')
      .default(DEFAULT_PAYOUT_CLEARANCE_DAYS),
    // The origin of every absolute link the product writes (emails first); never the Host header.
    PUBLIC_URL: optionalText.pipe(
      z
        .url({ protocol: /^https?$/, message: 'PUBLIC_URL must be an http(s) URL' })
        .transform((url) => new URL(url).origin)
        .optional(),
    ),
    // Email goes out over SMTP when SMTP_URL is set; otherwise every email is kept for the admin's Emails tab.
    SMTP_URL: optionalText.pipe(
      z.url({ protocol: /^smtps?$/, message: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
    ),
    MAIL_FROM: optionalText,
    // The first wait before a failed email is tried again; each later wait doubles, up to an hour.
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'PUBLIC_URL is required in production: it is the origin of every link in an email',
      });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      context.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: 'MAIL_FROM is required with SMTP_URL',
      });
    }
    if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY && env.PAYMENTS !== 'test') {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'STRIPE_SECRET_KEY is required in production (with STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET). ' +
          'Without them the test gateway would let anyone buy hours without paying; set PAYMENTS=test only ' +
          'for a server where that is wanted (a demo or staging server)',
      });
    }
    // Half a Stripe configuration would take cards and never learn the outcome: refuse to start instead.
    if (!env.STRIPE_SECRET_KEY) return;
    for (const key of ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!env[key])
        context.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} is required with STRIPE_SECRET_KEY`,
        });
    }
  });

export type Env = z.infer<typeof envSchema>;

// Without PUBLIC_URL (development), links point at the server itself as a local visitor reaches it.
export function publicUrlOf(env: Env): string {
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return env.PUBLIC_URL ?? `http://${host}:${env.PORT}`;
}

export function requireAdminTwoFactorOf(env: Env): boolean {
  return env.REQUIRE_ADMIN_2FA ?? env.NODE_ENV === 'production';
}

export function payoutRulesOf(env: Env): { feePercent: number; clearanceDays: number } {
  return { feePercent: env.PLATFORM_FEE_PERCENT, clearanceDays: env.PAYOUT_CLEARANCE_DAYS };
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new StartupError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}

// A .env file in the working folder fills in what the real environment leaves unset.
export function loadEnvFile(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
