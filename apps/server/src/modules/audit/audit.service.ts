import { isIP } from 'node:net';
import {
  STAFF_PAGE_SIZES,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
  type AuditTargetType,
  type Role,
} from '@prepshelf/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { resolvePaging } from '../../lib/paging.ts';
import type { AuditFilter, AuditRepository, AuditRow } from './audit.repository.ts';

/** Who made a change, and from where (the request's address). */
export interface AuditActor {
  id: string;
  email: string;
  role: Role;
  ip?: string | null;
}

/** The product itself (a scheduled backup): no account. */
export interface SystemActor {
  id: null;
  email: string;
  role: 'System';
  ip?: null;
}

export interface AuditRecord {
  actor: AuditActor | SystemActor;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  targetTitle?: string;
  /** Field names and small facts; keys that look like secrets are dropped whatever the caller passes. */
  details?: Record<string, unknown>;
}

/** What other modules need: one call that writes an entry inside their own transaction. */
export interface AuditRecorder {
  recordAudit(db: Db, entry: AuditRecord): Promise<void>;
}

const SECRET_KEY = /pass(word)?|code|token|secret|hash/i;

/** Drops secret-looking keys at every level, so a careless caller cannot store a password. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}

/** The start of the day after a `YYYY-MM-DD` date (so `to` covers that whole day), or the instant given. */
function parseBound(value: string, isUpperBound: boolean): Date {
  const date = new Date(value);
  if (isUpperBound && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(date.getTime() + 24 * 60 * 60 * 1000);
  return isUpperBound ? new Date(date.getTime() + 1) : date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    actor: { _id: row.actorId, Email: row.actorEmail, Role: row.actorRole },
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetTitle: row.targetTitle,
    details: (row.details ?? {}) as Record<string, unknown>,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createAuditService(deps: { db: Db; repository: AuditRepository; clock: Clock }) {
  const { db, repository: repo, clock } = deps;

  return {
    /**
     * Writes one entry. Pass the transaction of the change itself, so the entry exists exactly when
     * the change does. The time is the app clock's, so tests can date entries.
     */
    async recordAudit(target: Db, entry: AuditRecord): Promise<void> {
      const ip = entry.actor.ip ?? null;
      await repo.insert(target, {
        actorId: entry.actor.id,
        actorEmail: entry.actor.email,
        actorRole: entry.actor.role,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        targetTitle: (entry.targetTitle ?? '').slice(0, 300),
        details: withoutSecrets(entry.details ?? {}),
        ip: ip !== null && isIP(ip) !== 0 ? ip : null,
        createdAt: clock.now(),
      });
    },

    /** Blanks a user's personal data in the log, in the caller's transaction (the account is being deleted). */
    async anonymizeUser(target: Db, userId: string, label: string): Promise<void> {
      await repo.anonymizeUser(target, userId, label);
    },

    /** The log, newest first: an Admin sees every entry, anyone else (an Instructor) only their own. */
    async list(caller: { id: string; role: Role }, query: AuditQuery) {
      const paging = resolvePaging(query, STAFF_PAGE_SIZES.audit);
      const filter: AuditFilter = {
        action: query.action,
        targetType: query.targetType,
        from: query.from === undefined ? undefined : parseBound(query.from, false),
        to: query.to === undefined ? undefined : parseBound(query.to, true),
      };
      if (caller.role !== 'Admin') filter.actorId = caller.id;
      else if (query.actor !== undefined && query.actor !== '') {
        if (UUID.test(query.actor)) filter.actorId = query.actor;
        else filter.actorEmail = query.actor.toLowerCase();
      }
      const { rows, total } = await repo.list(db, filter, paging);
      return { entries: rows.map(toEntry), total, page: paging.page, limit: paging.limit };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
