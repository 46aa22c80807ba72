import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default('./.data'),
  JWT_SECRET: optionalString.pipe(
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? false : value)),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalString.pipe(z.url().optional()),
  /** Stripe price ids of the three plans (required with STRIPE_SECRET_KEY to sell them). */
  STRIPE_PRICE_ESSENTIEL: optionalString,
  STRIPE_PRICE_PRO: optionalString,
  STRIPE_PRICE_ENTREPRISE: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** Google endpoint overrides (tests point them at loopback imitations). */
  GOOGLE_TOKEN_URL: optionalString.pipe(z.url().optional()),
  GOOGLE_CERTS_URL: optionalString.pipe(z.url().optional()),
  /** Login, registration and password-reset requests allowed per client address and window. */
  /** bcrypt cost of new password hashes (tests lower it to stay fast). */
  BCRYPT_ROUNDS: z.coerce.number().int().min(4).max(15).default(10),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Gestion <no-reply@localhost>'),
});

export type Config = z.infer<typeof configSchema>;

/** Parses the environment once; an invalid variable stops the process with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}
