import { describe, expect, it } from 'vitest';
import { readHomeClasses, readUnreadNotices } from './home-classes';

describe('readHomeClasses', () => {
  it('keeps the classes the caller is a member of, with what is new in them', () => {
    const body = {
      success: true,
      classes: [
        {
          _id: 'a',
          name: 'Cost Accounting',
          subject: 'Commerce',
          term: 'Sem 3',
          isMember: true,
          newItems: 2,
          unreadNotices: 1,
        },
        { _id: 'b', name: 'Taught', subject: '', term: '', isMember: false, newItems: 5, unreadNotices: 0 },
        { name: 'No id', isMember: true },
      ],
    };
    expect(readHomeClasses(body)).toEqual([
      { _id: 'a', name: 'Cost Accounting', subject: 'Commerce', term: 'Sem 3', newItems: 2, unreadNotices: 1 },
    ]);
  });

  it('reads a failed or malformed answer as no classes', () => {
    expect(readHomeClasses(null)).toEqual([]);
    expect(readHomeClasses({ success: false, message: 'Please log in to continue.' })).toEqual([]);
    expect(readHomeClasses({ classes: 'x' })).toEqual([]);
  });
});

describe('readUnreadNotices', () => {
  it('keeps unread entries: a notice under its class, an announcement under its subject', () => {
    const body = {
      notices: [
        { _id: 'n1', className: 'Cost Accounting', body: 'Unit 3 notes are up', isRead: false },
        { _id: 'n2', className: 'Cost Accounting', body: 'Old', isRead: true },
        {
          _id: 'a1',
          kind: 'announcement',
          className: null,
          subject: 'Holiday',
          body: 'Closed on Friday',
          isRead: false,
        },
      ],
    };
    expect(readUnreadNotices(body)).toEqual([
      { _id: 'n1', className: 'Cost Accounting', body: 'Unit 3 notes are up' },
      { _id: 'a1', className: 'Holiday', body: 'Closed on Friday' },
    ]);
  });
});
