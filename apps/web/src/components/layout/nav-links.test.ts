import { describe, expect, it } from 'vitest';
import { visibleNavLinks } from './nav-links';

const labels = (session: { isLoggedIn: boolean; isAdmin: boolean; isStaff: boolean }) =>
  visibleNavLinks(session).map((link) => link.labelId);

describe('visibleNavLinks', () => {
  it('shows neither Announcement, Dashboard nor My classes to a logged-out visitor', () => {
    expect(labels({ isLoggedIn: false, isAdmin: false, isStaff: false })).toEqual([
      'nav.home',
      'nav.notes',
      'nav.videos',
      'nav.pyq',
      'nav.courses',
      'nav.about',
      'nav.support',
    ]);
  });

  it('shows My classes to a Student, after Courses, and no staff link', () => {
    const shown = labels({ isLoggedIn: true, isAdmin: false, isStaff: false });
    expect(shown.slice(4, 6)).toEqual(['nav.courses', 'nav.myClasses']);
    expect(shown).not.toContain('nav.dashboard');
    expect(shown).not.toContain('nav.announcement');
  });

  it('shows Dashboard but not Announcement to an Instructor', () => {
    const shown = labels({ isLoggedIn: true, isAdmin: false, isStaff: true });
    expect(shown).toContain('nav.dashboard');
    expect(shown).not.toContain('nav.announcement');
    expect(shown).not.toContain('nav.myClasses');
  });

  it('shows Announcement and Dashboard to an Admin', () => {
    const shown = labels({ isLoggedIn: true, isAdmin: true, isStaff: true });
    expect(shown).toContain('nav.dashboard');
    expect(shown).toContain('nav.announcement');
  });

  it('ignores a leftover role without a session', () => {
    expect(labels({ isLoggedIn: false, isAdmin: true, isStaff: true })).not.toContain('nav.dashboard');
  });
});
