import { isIP } from 'node:net';
import path from 'node:path';
import { Cron } from 'croner';
import { z } from 'zod';

/** Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out. */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlWithScheme = (schemes: readonly string[], example: string) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return schemes.includes(new URL(value).protocol.replace(/:$/, ''));
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

const booleanText = optionalText.refine(
  (value) => value === undefined || ['true', 'false', '1', '0', 'yes', 'no'].includes(value.toLowerCase()),
  { message: 'must be true or false' },
);

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

const envSchema = z.object({
  PORT: optionalText.refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= 0 && Number(v) <= 65535), {
    message: 'must be a port number between 0 and 65535',
  }),
  HOST: optionalText,
  PUBLIC_URL: urlWithScheme(['http', 'https'], 'https://prepshelf.example.edu'),
  DATA_DIR: optionalText,
  DATABASE_URL: urlWithScheme(['postgres', 'postgresql'], 'postgres://user:pass@host:5432/db'),
  REDIS_URL: urlWithScheme(['redis', 'rediss'], 'redis://127.0.0.1:6379'),
  FILE_STORE: optionalText.refine((v) => v === undefined || v === 'local' || v === 's3', {
    message: 'must be local or s3',
  }),
  S3_ENDPOINT: urlWithScheme(['http', 'https'], 'http://127.0.0.1:9000'),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanText,
  SMTP_URL: urlWithScheme(['smtp', 'smtps'], 'smtp://user:pass@host:587'),
  MAIL_FROM: optionalText,
  SUPPORT_EMAIL: optionalText.refine((v) => v === undefined || z.email().safeParse(v).success, {
    message: 'must be an e-mail address',
  }),
  ADMIN_EMAIL: optionalText.refine((v) => v === undefined || z.email().safeParse(v).success, {
    message: 'must be an e-mail address',
  }),
  ADMIN_PASSWORD: optionalText,
  SEED_DEMO: booleanText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: urlWithScheme(['http', 'https'], 'https://accounts.google.com'),
  CORS_ORIGINS: optionalText.refine(
    (v) =>
      v === undefined ||
      v.split(',').every((origin) => {
        try {
          return new URL(origin.trim()).origin === origin.trim().replace(/\/$/, '');
        } catch {
          return false;
        }
      }),
    { message: 'must be a comma-separated list of origins like https://app.example.edu' },
  ),
  TRUST_PROXY: optionalText.refine(
    (v) => v === undefined || /^\d{1,2}$/.test(v) || v.split(',').every((entry) => isProxyAddress(entry.trim())),
    {
      message:
        'must be a hop count (like 1) or a comma-separated list of proxy addresses or ranges (like 10.0.0.5,10.1.0.0/16)',
    },
  ),
  BACKUP_CRON: optionalText.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        new Cron(v, { paused: true }).stop();
        return true;
      } catch {
        return false;
      }
    },
    { message: 'must be a cron expression like 0 3 * * * (every day at 03:00)' },
  ),
  BACKUP_DIR: optionalText,
  BACKUP_KEEP: optionalText.refine((v) => v === undefined || (/^\d{1,4}$/.test(v) && Number(v) >= 1), {
    message: 'must be a whole number of backups to keep, 1 or more',
  }),
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || (v.length >= 16 && !/\s/.test(v)), {
    message: 'must be at least 16 characters without spaces',
  }),
  NODE_ENV: optionalText,
  LOG_LEVEL: optionalText.refine(
    (v) => v === undefined || ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(v),
    { message: 'must be one of fatal, error, warn, info, debug, trace, silent' },
  ),
});

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  files:
    | { store: 'local'; dir: string }
    | {
        store: 's3';
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  admin: { email: string; password: string } | undefined;
  /** undefined: seed only when the database is empty (contract §1). */
  seedDemo: boolean | undefined;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  corsOrigins: string[];
  /**
   * The reverse proxies whose X-Forwarded-For is believed (Fastify's trustProxy): false (the TCP peer
   * is the client), a hop count, or addresses and ranges.
   */
  trustProxy: false | number | string[];
  /** Scheduled backups inside the product (BACKUP_CRON); undefined: none. */
  backupSchedule: { cron: string; dir: string; keep: number } | undefined;
  /** The bearer token that lets a non-loopback caller read GET /api/metrics; unset: loopback only. */
  metricsToken: string | undefined;
  /** NODE_ENV=production: development helpers (the dev mailbox page) are off. */
  isProduction: boolean;
  logLevel: LogLevel;
}

/** Raised for the first invalid variable; its message is the one line printed before exiting. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const parseBoolean = (value: string | undefined): boolean | undefined =>
  value === undefined ? undefined : ['true', '1', 'yes'].includes(value.toLowerCase());

/**
 * Reads the configuration of contract §1 from an environment (process.env in production).
 * This is the only place that knows the variable names.
 */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = parsed.data;
  const port = e.PORT === undefined ? 3000 : Number(e.PORT);
  const dataDir = path.resolve(cwd, e.DATA_DIR ?? './data');

  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    const missing = e.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
    throw new ConfigError(
      `Invalid environment variable ${missing}: ADMIN_EMAIL and ADMIN_PASSWORD must be set together`,
    );
  }
  if (e.ADMIN_PASSWORD !== undefined && (e.ADMIN_PASSWORD.length < 8 || e.ADMIN_PASSWORD.length > 128)) {
    throw new ConfigError('Invalid environment variable ADMIN_PASSWORD: must be 8 to 128 characters long');
  }
  if ((e.GOOGLE_CLIENT_ID === undefined) !== (e.GOOGLE_CLIENT_SECRET === undefined)) {
    const missing = e.GOOGLE_CLIENT_ID === undefined ? 'GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_SECRET';
    throw new ConfigError(
      `Invalid environment variable ${missing}: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together`,
    );
  }
  if (e.FILE_STORE === 's3' && e.S3_BUCKET === undefined) {
    throw new ConfigError('Invalid environment variable S3_BUCKET: required when FILE_STORE is s3');
  }

  return {
    port,
    host: e.HOST ?? '127.0.0.1',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    files:
      e.FILE_STORE === 's3'
        ? {
            store: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION ?? 'us-east-1',
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: parseBoolean(e.S3_FORCE_PATH_STYLE) ?? false,
          }
        : { store: 'local', dir: path.join(dataDir, 'files') },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'PrepShelf <no-reply@localhost>',
    supportEmail: e.SUPPORT_EMAIL ?? 'support@localhost',
    admin:
      e.ADMIN_EMAIL !== undefined && e.ADMIN_PASSWORD !== undefined
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: parseBoolean(e.SEED_DEMO),
    google:
      e.GOOGLE_CLIENT_ID !== undefined && e.GOOGLE_CLIENT_SECRET !== undefined
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: (e.GOOGLE_ISSUER ?? 'https://accounts.google.com').replace(/\/$/, ''),
          }
        : undefined,
    corsOrigins: e.CORS_ORIGINS?.split(',').map((origin) => origin.trim().replace(/\/$/, '')) ?? [],
    trustProxy:
      e.TRUST_PROXY === undefined
        ? false
        : /^\d+$/.test(e.TRUST_PROXY)
          ? Number(e.TRUST_PROXY)
          : e.TRUST_PROXY.split(',').map((entry) => entry.trim()),
    backupSchedule:
      e.BACKUP_CRON === undefined
        ? undefined
        : {
            cron: e.BACKUP_CRON,
            dir: path.resolve(cwd, e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
            keep: e.BACKUP_KEEP === undefined ? 7 : Number(e.BACKUP_KEEP),
          },
    metricsToken: e.METRICS_TOKEN,
    isProduction: e.NODE_ENV === 'production',
    logLevel: (e.LOG_LEVEL ?? 'info') as LogLevel,
  };
}
