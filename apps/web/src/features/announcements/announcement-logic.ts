import { VALIDATION, type Role } from '@prepshelf/contract';

export interface AnnounceUser {
  _id: string;
  Username: string;
  Email: string;
  /** Absent from older servers' answers: such a user counts as a student. */
  Role?: Role | undefined;
}

/** Staff are never picked by "Select all": only students, and users of roles chosen for the audience. */
export function selectableByAll<U extends AnnounceUser>(users: readonly U[], roles: ReadonlySet<Role>): U[] {
  return users.filter((user) => (user.Role ?? 'Student') === 'Student' || roles.has(user.Role ?? 'Student'));
}

/** The picker's search: e-mail or username, case-insensitive (spec §5); blank shows everyone. */
export function filterUsers<U extends AnnounceUser>(users: readonly U[], search: string): U[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...users];
  return users.filter(
    (user) => user.Email.toLowerCase().includes(needle) || user.Username.toLowerCase().includes(needle),
  );
}

/** Select-all: when every shown user is already selected, unselect them; otherwise select them all. */
export function toggleAll(selected: ReadonlySet<string>, shown: readonly AnnounceUser[]): Set<string> {
  const next = new Set(selected);
  const isEveryShownSelected = shown.length > 0 && shown.every((user) => selected.has(user._id));
  for (const user of shown) {
    if (isEveryShownSelected) next.delete(user._id);
    else next.add(user._id);
  }
  return next;
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export type AnnouncementProblem = { message: string; field: 'users' | 'subject' } | null;

/** Spec §5, in the order the original form checked them; a chosen role counts as recipients. */
export function validateAnnouncement(selectedCount: number, subject: string, roleCount = 0): AnnouncementProblem {
  if (selectedCount === 0 && roleCount === 0) return { message: VALIDATION.announcementNoUsers, field: 'users' };
  if (subject.trim() === '') return { message: VALIDATION.announcementNoSubject, field: 'subject' };
  return null;
}

/** While any past announcement still has mails waiting, the history refreshes itself. */
export function hasQueuedMail(announcements: readonly { queued: number }[]): boolean {
  return announcements.some((announcement) => announcement.queued > 0);
}

/** The picker draws at most this many rows; a search narrows the rest down. */
export const PICKER_ROW_LIMIT = 200;
