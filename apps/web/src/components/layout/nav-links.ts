export interface NavLinkItem {
  to: string;
  label: string;
  /** Who sees the link: everyone, Admins only, Admins and Instructors, or logged-out visitors. */
  audience: 'all' | 'admin' | 'staff' | 'guest';
}

/** The navbar links of spec §2, in order. */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Home', audience: 'all' },
  { to: '/notes', label: 'Notes', audience: 'all' },
  { to: '/video', label: 'Videos', audience: 'all' },
  { to: '/Q-paper', label: 'PYQ', audience: 'all' },
  { to: '/cource', label: 'Courses', audience: 'all' },
  { to: '/about', label: 'About', audience: 'all' },
  { to: '/contact', label: 'Support', audience: 'all' },
  { to: '/announcement', label: 'Announcement', audience: 'admin' },
  { to: '/dashboard', label: 'Dashboard', audience: 'staff' },
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
