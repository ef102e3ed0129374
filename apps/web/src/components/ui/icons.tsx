import type { ReactNode } from 'react';

/*
 * The few icons of the landing path (navbar, category menu, home search), drawn inline from lucide's
 * paths (ISC licence) so the first load does not need lucide-react's runtime. Everywhere else, import
 * lucide-react icons one by one as usual. Same look: 24-unit box, 2-unit round strokes, currentColor.
 */

interface IconProps {
  className?: string;
}

export function icon(children: ReactNode) {
  return function Icon({ className }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className}
      >
        {children}
      </svg>
    );
  };
}

export const MenuIcon = icon(<path d="M4 5h16M4 12h16M4 19h16" />);
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);
export const LayersIcon = icon(
  <path d="M12.83 2.18a2 2 0 0 0-1.66 0L2.6 6.08a1 1 0 0 0 0 1.83l8.58 3.91a2 2 0 0 0 1.66 0l8.58-3.9a1 1 0 0 0 0-1.83zM2 12a1 1 0 0 0 .58.91l8.6 3.91a2 2 0 0 0 1.65 0l8.58-3.9A1 1 0 0 0 22 12M2 17a1 1 0 0 0 .58.91l8.6 3.91a2 2 0 0 0 1.65 0l8.58-3.9A1 1 0 0 0 22 17" />,
);
export const SearchIcon = icon(
  <>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </>,
);
export const UserRoundIcon = icon(
  <>
    <circle cx="12" cy="8" r="5" />
    <path d="M20 21a8 8 0 0 0-16 0" />
  </>,
);
export const WifiOffIcon = icon(
  <path d="M12 20h.01M8.5 16.43a5 5 0 0 1 7 0M2 8.82a15 15 0 0 1 4.17-2.65M10.66 5c4.01-.36 8.14.9 11.34 3.76M16.85 11.25a10 10 0 0 1 2.22 1.68M5 12.86a10 10 0 0 1 5.17-2.69M2 2l20 20" />,
);
export const HardDriveDownloadIcon = icon(
  <path d="M12 2v8M16 6l-4 4-4-4M2 14h20v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2zM6 18h.01M10 18h.01" />,
);
// In the entry: the logged-in home shows it on the landing page (its own chunk would cost a request).
export const BookOpenIcon = icon(
  <path d="M12 5v16M20.001 19A2 2 0 0 0 22 17V5a2 2 0 0 0-1.999-2L16 3.002A5 5 0 0 0 12 5a5 5 0 0 0-4-2H4a2 2 0 0 0-2 2v12a2 2 0 0 0 1.999 2H8a5 5 0 0 1 4 2 5 5 0 0 1 4-2z" />,
);
