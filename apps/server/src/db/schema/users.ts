import { sql } from 'drizzle-orm';
import { boolean, check, index, inet, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE, ROLES, USER_STATUSES, type Language } from '@prepshelf/contract';
import { idColumn, createdAtColumn, updatedAtColumn } from './columns.ts';

export const roleEnum = pgEnum('role', ROLES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    /** Short, random, public id (contract §2: `PrepShelfUserId`). */
    publicId: text('public_id').notNull(),
    username: text('username').notNull(),
    /** Always stored trimmed and lower-case; unique. */
    email: text('email').notNull(),
    /** argon2id; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull().default('Student'),
    status: userStatusEnum('status').notNull().default('active'),
    isVerified: boolean('is_verified').notNull().default(false),
    profile: text('profile').notNull().default(''),
    about: text('about').notNull().default(''),
    /** The school or college the user names on the Settings page (spec §2 dashboard settings). */
    institution: text('institution').notNull().default(''),
    /** The OpenID Connect subject of a Google account linked to this user. */
    googleSubject: text('google_subject'),
    /** The account's language: its mails are written in it. 'en' or 'hi'. */
    language: text('language').$type<Language>().notNull().default(DEFAULT_LANGUAGE),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_public_id_key').on(t.publicId),
    uniqueIndex('users_google_subject_key')
      .on(t.googleSubject)
      .where(sql`${t.googleSubject} is not null`),
    index('users_role_status_created_idx').on(t.role, t.status, t.createdAt),
    check('users_language_check', sql`${t.language} in ('en', 'hi')`),
  ],
);

/** The user a row belongs to; the row goes when the user is deleted. */
export const userIdColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Opaque session tokens: only their SHA-256 is stored (docs/decisions/0003-sessions-and-secrets.md). */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: userIdColumn(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: inet('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
