import { isIPv4, isIPv6 } from 'node:net';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * The database limits of a server (config.ts's defaults, also those of a client created without
 * configuration, such as the tests' own): see docs/decisions.md, "Exports that stall".
 */
export const DB_DEFAULTS = {
  acquireTimeoutMs: 10_000,
  statementTimeoutMs: 30_000,
  exportMaxConcurrent: 3,
} as const;

/** `ip`, `ip:port` or `[ipv6]:port`, as node:dns's setServers takes it. */
function isDnsServer(entry: string): boolean {
  const server = entry.trim();
  const bracketed = /^\[(.+)\](?::\d{1,5})?$/.exec(server);
  if (bracketed) return isIPv6(bracketed[1] ?? '');
  return isIPv4(server.replace(/:\d{1,5}$/, '')) || isIPv6(server);
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** pretty: one readable line per record; json: pino's lines. Default: json in production. */
  LOG_FORMAT: optionalString.pipe(z.enum(['pretty', 'json']).optional()),
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
    // A number is a hop count for Express only as a number: the string "1" would name an address.
    .transform((value) =>
      value === undefined || value === '' ? false : /^\d+$/.test(value) ? Number(value) : value,
    ),
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
  /** Every /api request per client address and window (a ceiling for scripts, not for people). */
  API_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1200),
  API_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** Scheduled backups of the running server into DATA_DIR/backups: every N hours (0: off). */
  BACKUP_EVERY_HOURS: z.coerce.number().min(0).max(500).default(0),
  /** How many scheduled backups are kept (the oldest are removed). */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  /** How long a request waits for a database connection before it answers 503. */
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().positive().default(DB_DEFAULTS.acquireTimeoutMs),
  /** PostgreSQL's statement_timeout on the app's connections (0: none). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(DB_DEFAULTS.statementTimeoutMs),
  /** Exports (organization, accounting) running at once in this process; beyond, 429. */
  EXPORT_MAX_CONCURRENT: z.coerce
    .number()
    .int()
    .positive()
    .default(DB_DEFAULTS.exportMaxConcurrent),
  /** A download whose client takes nothing for this long is cut. */
  EXPORT_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  SMTP_URL: optionalString,
  /** The app's sender; a document's mail shows the organization's name before its address. */
  MAIL_FROM: z.string().default('Gestion <no-reply@localhost>'),
  /** Documents one organization may send by email per day (on top of 50 per 15 minutes). */
  DOCUMENT_MAIL_DAILY_LIMIT: z.coerce.number().int().positive().default(200),
  /**
   * The DNS servers asked for the Peppol SML's NAPTR records, comma-separated `ip` or `ip:port`
   * (e.g. `127.0.0.1:5353`); the system's resolvers when empty.
   */
  PEPPOL_DNS_SERVERS: optionalString.refine(
    (servers) => servers === undefined || servers.split(',').every(isDnsServer),
    'comma-separated IP addresses, each with an optional port (e.g. 127.0.0.1:5353)',
  ),
  /** The SML zone: production's, or the test network's `acc.edelivery.tech.ec.europa.eu`. */
  PEPPOL_SML_ZONE: z.string().trim().min(1).default('edelivery.tech.ec.europa.eu'),
  /** How long the DNS query, then the SMP's answer, may each take before the lookup gives up. */
  PEPPOL_LOOKUP_TIMEOUT_MS: z.coerce.number().int().positive().max(30_000).default(3000),
  /** Which access point sends e-invoices over Peppol; "demo" delivers inside this installation. */
  PEPPOL_PROVIDER: z.enum(['demo', 'storecove']).default('demo'),
  /** Storecove's API root (the sandbox keys use the same host); tests point it at loopback. */
  STORECOVE_API_URL: z.url().default('https://api.storecove.com/api/v2'),
  STORECOVE_API_KEY: optionalString,
  /** Signs the webhook calls Storecove's events arrive by (docs/decisions.md). */
  STORECOVE_WEBHOOK_SECRET: optionalString,
  /** The longest one call to Storecove may take before it is retried later. */
  STORECOVE_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** How often the Peppol queue submits due documents and asks where sent ones stand. */
  PEPPOL_QUEUE_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),
  /** The demo transport's webhook key (HMAC-SHA256); without it its webhook refuses everything. */
  PEPPOL_DEMO_WEBHOOK_SECRET: optionalString,
  /** The official rules (compiled/*.sef.json) a document is checked with before it is sent. */
  EINVOICE_RULES_DIR: optionalString,
});

export type Config = z.infer<typeof configSchema>;

/**
 * How long a stopping server (SIGTERM) lets the requests it is serving finish before it cuts them.
 * A supervisor must wait longer before it kills the process (docker-compose.yml's
 * stop_grace_period).
 */
export const SHUTDOWN_GRACE_MS = 10_000;

const checkedConfigSchema = configSchema.superRefine((config, ctx) => {
  // Links in mails and Stripe's return addresses must never come from a request's Host header,
  // which the caller chooses. A server on its own database is a deployment: it must say where it
  // is reached. The embedded default (README's first command) derives it from HOST and PORT.
  if (config.NODE_ENV === 'production' && config.DATABASE_URL && !config.PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        'required in production with DATABASE_URL: the public address of the app (e.g. https://gestion.exemple.be), used in password-reset links and Stripe return addresses',
    });
  }
  if (config.PEPPOL_PROVIDER === 'storecove') {
    for (const key of ['STORECOVE_API_KEY', 'STORECOVE_WEBHOOK_SECRET'] as const) {
      if (!config[key]) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'required with PEPPOL_PROVIDER=storecove',
        });
      }
    }
  }
});

/**
 * Where links sent outside point (password-reset mails, Stripe return addresses): PUBLIC_URL,
 * else the address the server is configured to listen on. Never the request's Host header.
 */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? 'localhost' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

/** Parses the environment once; an invalid variable stops the process with a readable list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}
