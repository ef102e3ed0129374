import type { MessageId } from '../../locales/message-id';

export interface NavLinkItem {
  to: string;
  /** Its text in the current language (the spec's English name in the English catalog). */
  labelId: MessageId;
  /** Who sees the link: everyone, Admins only, Admins and Instructors, or logged-in Students. */
  audience: 'all' | 'admin' | 'staff' | 'student';
}

/** The navbar links of spec §2, in order, and a Student's classes (with the inbox's unread count). */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/', labelId: 'nav.home', audience: 'all' },
  { to: '/notes', labelId: 'nav.notes', audience: 'all' },
  { to: '/video', labelId: 'nav.videos', audience: 'all' },
  { to: '/Q-paper', labelId: 'nav.pyq', audience: 'all' },
  { to: '/cource', labelId: 'nav.courses', audience: 'all' },
  { to: '/classes', labelId: 'nav.myClasses', audience: 'student' },
  { to: '/about', labelId: 'nav.about', audience: 'all' },
  { to: '/contact', labelId: 'nav.support', audience: 'all' },
  { to: '/announcement', labelId: 'nav.announcement', audience: 'admin' },
  { to: '/dashboard', labelId: 'nav.dashboard', audience: 'staff' },
];

export function visibleNavLinks(session: { isLoggedIn: boolean; isAdmin: boolean; isStaff: boolean }): NavLinkItem[] {
  return NAV_LINKS.filter(
    (link) =>
      link.audience === 'all' ||
      (session.isLoggedIn &&
        (link.audience === 'student'
          ? !session.isStaff
          : link.audience === 'admin'
            ? session.isAdmin
            : session.isStaff)),
  );
}
