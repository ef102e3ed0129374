import { describe, expect, it } from 'vitest';
import { filterUsers, hasQueuedMail, toggleAll, toggleOne, validateAnnouncement } from './announcement-logic';

const users = [
  { _id: '1', Username: 'Asha', Email: 'asha@example.com' },
  { _id: '2', Username: 'Bilal', Email: 'B.Khan@Example.com' },
  { _id: '3', Username: 'chen', Email: 'chen@school.edu' },
];

describe('the user picker', () => {
  it('matches e-mail or username, ignoring case', () => {
    expect(filterUsers(users, 'ASHA').map((user) => user._id)).toEqual(['1']);
    expect(filterUsers(users, 'b.khan@example').map((user) => user._id)).toEqual(['2']);
    expect(filterUsers(users, 'example.com').map((user) => user._id)).toEqual(['1', '2']);
    expect(filterUsers(users, '  ')).toHaveLength(3);
  });

  it('selects every shown user, then unselects them, keeping selections made elsewhere', () => {
    const chosen = toggleAll(new Set(['3']), users.slice(0, 2));
    expect([...chosen].sort()).toEqual(['1', '2', '3']);
    expect([...toggleAll(chosen, users.slice(0, 2))]).toEqual(['3']);
    expect(toggleAll(new Set(), []).size).toBe(0);
  });

  it('toggles one user', () => {
    expect([...toggleOne(new Set(['1']), '2')]).toEqual(['1', '2']);
    expect([...toggleOne(new Set(['1']), '1')]).toEqual([]);
  });
});

describe('the announcement form', () => {
  it('asks for a user first, then a subject that is not blank', () => {
    expect(validateAnnouncement(0, '')?.message).toBe('Please select at least one user.');
    expect(validateAnnouncement(2, '   ')?.message).toBe('Subject cannot be empty.');
    expect(validateAnnouncement(1, 'Exams')).toBeNull();
  });

  it('keeps refreshing the history while mails are queued', () => {
    expect(hasQueuedMail([{ queued: 0 }, { queued: 2 }])).toBe(true);
    expect(hasQueuedMail([{ queued: 0 }])).toBe(false);
  });
});
