import type { MessageId } from '../../locales/message-id';

export interface NavLinkItem {
  to: string;
  /** The spec's English name. */
  label: string;
  /** Its text in the current language. */
  labelId: MessageId;
  /** Who sees the link: everyone, Admins only, Admins and Instructors, or logged-out visitors. */
  audience: 'all' | 'admin' | 'staff' | 'guest';
}

/** The navbar links of spec §2, in order. */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Home', labelId: 'nav.home', audience: 'all' },
  { to: '/notes', label: 'Notes', labelId: 'nav.notes', audience: 'all' },
  { to: '/video', label: 'Videos', labelId: 'nav.videos', audience: 'all' },
  { to: '/Q-paper', label: 'PYQ', labelId: 'nav.pyq', audience: 'all' },
  { to: '/cource', label: 'Courses', labelId: 'nav.courses', audience: 'all' },
  { to: '/about', label: 'About', labelId: 'nav.about', audience: 'all' },
  { to: '/contact', label: 'Support', labelId: 'nav.support', audience: 'all' },
  { to: '/announcement', label: 'Announcement', labelId: 'nav.announcement', audience: 'admin' },
  { to: '/dashboard', label: 'Dashboard', labelId: 'nav.dashboard', audience: 'staff' },
];

export function visibleNavLinks(session: { isLoggedIn: boolean; isAdmin: boolean; isStaff: boolean }): NavLinkItem[] {
  return NAV_LINKS.filter((link) => {
    switch (link.audience) {
      case 'all':
        return true;
      case 'admin':
        return session.isLoggedIn && session.isAdmin;
      case 'staff':
        return session.isLoggedIn && session.isStaff;
      case 'guest':
        return !session.isLoggedIn;
    }
  });
}
