import { describe, expect, it } from 'vitest';
import { visibleNavLinks } from './nav-links';

const labels = (session: { isLoggedIn: boolean; isAdmin: boolean; isStaff: boolean }) =>
  visibleNavLinks(session).map((link) => link.label);

describe('visibleNavLinks', () => {
  it('shows neither Announcement nor Dashboard to a logged-out visitor', () => {
    expect(labels({ isLoggedIn: false, isAdmin: false, isStaff: false })).toEqual([
      'Home',
      'Notes',
      'Videos',
      'PYQ',
      'Courses',
      'About',
      'Support',
    ]);
  });

  it('shows Dashboard but not Announcement to an Instructor', () => {
    const shown = labels({ isLoggedIn: true, isAdmin: false, isStaff: true });
    expect(shown).toContain('Dashboard');
    expect(shown).not.toContain('Announcement');
  });

  it('shows Announcement and Dashboard to an Admin', () => {
    const shown = labels({ isLoggedIn: true, isAdmin: true, isStaff: true });
    expect(shown).toContain('Dashboard');
    expect(shown).toContain('Announcement');
  });

  it('ignores a leftover role without a session', () => {
    expect(labels({ isLoggedIn: false, isAdmin: true, isStaff: true })).not.toContain('Dashboard');
  });
});
