import { DISPLAY_CUTS, ROLES, USER_STATUSES, type Role, type UserStatus } from '@prepshelf/contract';

/** The student list's filters and page, kept in the URL so a reload or a shared link shows the same list. */
export interface StudentListParams {
  search: string;
  /** `all` sends no status filter. */
  status: UserStatus | 'all';
  /** Only an Admin may list other roles; the server refuses an Instructor anything but Student. */
  role: Role;
  page: number;
}

export const DEFAULT_STUDENT_PARAMS: StudentListParams = { search: '', status: 'all', role: 'Student', page: 1 };

export function parseStudentParams(search: URLSearchParams, canPickRole: boolean): StudentListParams {
  const status = USER_STATUSES.find((value) => value === search.get('status')) ?? 'all';
  const role = (canPickRole ? ROLES.find((value) => value === search.get('role')) : undefined) ?? 'Student';
  const pageNumber = Number(search.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;
  return { search: (search.get('search') ?? '').slice(0, 200), status, role, page };
}

/** The URL search of a list state; defaults are left out so the plain address stays plain. */
export function studentParamsToSearch(params: StudentListParams): URLSearchParams {
  const search = new URLSearchParams();
  const text = params.search.trim();
  if (text !== '') search.set('search', text);
  if (params.status !== 'all') search.set('status', params.status);
  if (params.role !== 'Student') search.set('role', params.role);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** The ID column: the first 8 characters of the user id (spec §2, §9). */
export function shortUserId(id: string): string {
  return id.slice(0, DISPLAY_CUTS.studentId);
}

export interface StudentFormValues {
  Username: string;
  Email: string;
  Password: string;
}

/** The first empty required field of the add form, or null when all are filled. */
export function missingAddField(values: StudentFormValues): keyof StudentFormValues | null {
  for (const key of ['Username', 'Email', 'Password'] as const) {
    if (values[key].trim() === '') return key;
  }
  return null;
}

/** The first empty required field of the update form (the password is optional there). */
export function missingUpdateField(values: StudentFormValues): keyof StudentFormValues | null {
  for (const key of ['Username', 'Email'] as const) {
    if (values[key].trim() === '') return key;
  }
  return null;
}

export interface UpdateStudentPayload {
  Username: string;
  Email: string;
  Password?: string;
  Role?: Role;
}

/**
 * The updateStudent body: the password only when one was typed (spec §5), the role only from an Admin
 * and only when it changed, so an Instructor's request never carries a role at all.
 */
export function buildUpdatePayload(
  values: StudentFormValues & { Role?: Role },
  original: { Role: Role },
  isAdmin: boolean,
): UpdateStudentPayload {
  const payload: UpdateStudentPayload = { Username: values.Username.trim(), Email: values.Email.trim() };
  if (values.Password !== '') payload.Password = values.Password;
  if (isAdmin && values.Role !== undefined && values.Role !== original.Role) payload.Role = values.Role;
  return payload;
}

export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/**
 * The toast of a failed call: the server's own message takes precedence (spec §8), the spec's fallback
 * when the client only has a generic text (no connection, an unreadable reply).
 */
export function serverMessageOr(message: string, genericMessages: readonly string[], fallback: string): string {
  return message.trim() === '' || genericMessages.includes(message) ? fallback : message;
}
