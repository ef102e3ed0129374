import type { ReactNode } from 'react';

/*
 * The few icons of the home page's lower sections, drawn inline from lucide's paths (ISC licence) like
 * components/ui/icons.tsx: these sections load with the landing page, where lucide-react's runtime
 * would cost more than the paths themselves (docs/decisions/0005).
 */

function icon(children: ReactNode) {
  return function Icon({ className }: { className?: string }) {
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

const PAGE =
  'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z';

export const FileTextIcon = icon(<path d={`${PAGE}M14 2v5a1 1 0 0 0 1 1h5M10 9H8M16 13H8M16 17H8`} />);
export const FileQuestionIcon = icon(<path d={`${PAGE}M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5M12 17h.01`} />);
export const MonitorPlayIcon = icon(
  <>
    <path d="M15.033 9.44a.647.647 0 0 1 0 1.12l-4.065 2.352a.645.645 0 0 1-.968-.56V7.648a.645.645 0 0 1 .967-.56zM12 17v4M8 21h8" />
    <rect x="2" y="3" width="20" height="14" rx="2" />
  </>,
);
export const BookmarkIcon = icon(
  <path d="M17 3a2 2 0 0 1 2 2v15a1 1 0 0 1-1.496.868l-4.512-2.578a2 2 0 0 0-1.984 0l-4.512 2.578A1 1 0 0 1 5 20V5a2 2 0 0 1 2-2z" />,
);
