import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  ROLES,
  type AuditAction,
  type AuditTargetType,
  type Role,
} from '@prepshelf/contract';
import { dateTimeOptions } from '../../lib/i18n/languages';
import type { Translate } from '../../lib/i18n/use-t';

/** The audit page's filters and page, kept in the URL. */
export interface AuditParams {
  action: AuditAction | 'all';
  targetType: AuditTargetType | 'all';
  /** `YYYY-MM-DD` or empty. */
  from: string;
  to: string;
  /** An actor's e-mail or user id (Admin only). */
  actor: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseAuditParams(search: URLSearchParams, canFilterActor: boolean): AuditParams {
  const action = AUDIT_ACTIONS.find((value) => value === search.get('action')) ?? 'all';
  const targetType = AUDIT_TARGET_TYPES.find((value) => value === search.get('targetType')) ?? 'all';
  const day = (key: string) => {
    const value = search.get(key) ?? '';
    return DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
  };
  const pageNumber = Number(search.get('page'));
  return {
    action,
    targetType,
    from: day('from'),
    to: day('to'),
    actor: canFilterActor ? (search.get('actor') ?? '').trim().slice(0, 254) : '',
    page: Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1,
  };
}

export function auditParamsToSearch(params: AuditParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.action !== 'all') search.set('action', params.action);
  if (params.targetType !== 'all') search.set('targetType', params.targetType);
  if (params.from !== '') search.set('from', params.from);
  if (params.to !== '') search.set('to', params.to);
  if (params.actor.trim() !== '') search.set('actor', params.actor.trim());
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** 'student.blocked' → 'Student blocked'. */
export function actionLabel(action: string): string {
  const text = action.replace('.', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const isAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);
const isTargetType = (value: string): value is AuditTargetType =>
  (AUDIT_TARGET_TYPES as readonly string[]).includes(value);
const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** An entry's action in the page's language (English: actionLabel's words); an unknown one as actionLabel shows it. */
export function auditActionLabel(t: Translate, action: string): string {
  return isAction(action) ? t(`audit.action.${action}`) : actionLabel(action);
}

/** An entry's target type as the table shows it (English: the type itself, 'user'). */
export function targetName(t: Translate, targetType: string): string {
  return isTargetType(targetType) ? t(`audit.targetCell.${targetType}`) : targetType;
}

/** The actor's role in the page's language. */
export function roleName(t: Translate, role: string): string {
  if (!isRole(role)) return role;
  return t(role === 'Admin' ? 'audit.roleAdmin' : role === 'Instructor' ? 'audit.roleInstructor' : 'audit.roleStudent');
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.map(describeValue).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('from' in record && 'to' in record) return `${describeValue(record.from)} → ${describeValue(record.to)}`;
    return Object.entries(record)
      .map(([key, inner]) => `${key} ${describeValue(inner)}`)
      .join(', ');
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '…';
}

/** One short line of an entry's details, e.g. "status: active → inactive; changed: Username, Email". */
export function summariseDetails(details: Record<string, unknown>, maxLength = 120): string {
  const text = Object.entries(details)
    .map(([key, value]) => `${key}: ${describeValue(value)}`)
    .join('; ');
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/** A readable local date and time of an ISO timestamp. */
export function formatWhen(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, dateTimeOptions(locale));
}
