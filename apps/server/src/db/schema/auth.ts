import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn, users } from './users.ts';
import { idColumn, createdAtColumn } from './columns.ts';

export const codePurposeEnum = pgEnum('code_purpose', [
  'verify_email',
  'reset_password',
  /** A new address proven before it replaces the old one (docs/decisions/0016-account.md). */
  'change_email',
  /** A fresh code that confirms deleting an account without a password (Google-only). */
  'delete_account',
]);

/**
 * Six-digit codes for e-mail verification and password reset. Only a keyed hash is kept; a code
 * expires, is single use, and dies after too many wrong tries (docs/decisions/0003-sessions-and-secrets.md).
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: idColumn(),
    userId: userIdColumn(),
    purpose: codePurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** change_email only: the address the code was sent to, which becomes the account's on success. */
    newEmail: text('new_email'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('auth_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('support_messages_created_idx').on(t.createdAt)],
);

export type AuthCode = typeof authCodes.$inferSelect;

/**
 * Failed logins, counted over a sliding window in the database so the limits hold across several
 * server instances without Redis: per account and address, per account, per address, and per device
 * token (contract §3).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: idColumn(),
    email: text('email').notNull(),
    ip: text('ip'),
    /** The SHA-256 of the valid device token the attempt came with, if any. */
    deviceTokenHash: text('device_token_hash'),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.failedAt),
    index('login_failures_ip_idx').on(t.ip, t.failedAt),
  ],
);

/**
 * Browsers that logged in to an account before (OWASP's device cookies): a login sending one is not
 * stopped by failures from elsewhere. Only the SHA-256 of the 256-bit token is kept. It grants no access.
 */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: idColumn(),
    userId: userIdColumn(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('device_tokens_token_hash_key').on(t.tokenHash), index('device_tokens_user_idx').on(t.userId)],
);

/**
 * Wrong code tries per target address and purpose, kept whether or not the address has an account,
 * so the answers to guesses never tell the two apart. Reset when a code is requested.
 */
export const codeTries = pgTable(
  'code_tries',
  {
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    failedTries: integer('failed_tries').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'code_tries_pkey', columns: [t.email, t.purpose] })],
);

/**
 * Code requests granted per target address (whether or not it has an account): at most one a minute
 * per purpose and five an hour per address, which limits the mails any address receives.
 */
export const codeMails = pgTable(
  'code_mails',
  {
    id: idColumn(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('code_mails_email_idx').on(t.email, t.sentAt)],
);

/** A Google sign-in in progress: state, nonce and PKCE verifier, bound to the browser by a cookie. */
export const oauthStates = pgTable('oauth_states', {
  id: text('id').primaryKey(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Single-use links that let a student made by a bulk import choose a password. Only the
 * SHA-256 of the 256-bit token is kept, like sessions; the link lives 72 hours.
 */
export const setPasswordTokens = pgTable(
  'set_password_tokens',
  {
    id: idColumn(),
    userId: userIdColumn(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('set_password_tokens_token_hash_key').on(t.tokenHash),
    index('set_password_tokens_user_idx').on(t.userId),
  ],
);
