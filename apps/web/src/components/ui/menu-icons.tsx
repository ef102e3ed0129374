import { icon } from './icons';

/* The icons of the menus and sheets that load on first use (lucide's paths, ISC licence), kept out of the entry. */

export const XIcon = icon(<path d="M18 6 6 18M6 6l12 12" />);
export const LayoutDashboardIcon = icon(
  <>
    <rect width="7" height="9" x="3" y="3" rx="1" />
    <rect width="7" height="5" x="14" y="3" rx="1" />
    <rect width="7" height="9" x="14" y="12" rx="1" />
    <rect width="7" height="5" x="3" y="16" rx="1" />
  </>,
);
export const LogOutIcon = icon(<path d="m16 17 5-5-5-5M21 12H9M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />);
export const MoonIcon = icon(
  <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />,
);
