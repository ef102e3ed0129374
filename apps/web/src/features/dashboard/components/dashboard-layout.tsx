import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import {
  BarChart3,
  BookOpenText,
  FileQuestion,
  GraduationCap,
  LayoutDashboard,
  Megaphone,
  Menu,
  MonitorPlay,
  ScrollText,
  Settings,
  Users,
  X,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { Wordmark } from '../../../components/brand/wordmark';
import { AccountMenu } from '../../../components/layout/account-menu';
import { LanguageSwitch } from '../../../components/layout/language-switch';
import { useT } from '../../../lib/i18n/use-t';
import type { MessageId } from '../../../locales/message-id';
import { useSession } from '../../../lib/use-session';

interface RailLink {
  to: string;
  /** The catalog key of its name. */
  label: MessageId;
  icon: ReactNode;
  /** Shown to this audience only (default: all staff). */
  audience?: 'admin';
  /** The spec's form pages that belong to this entry (lower case), so it stays marked there. */
  forms?: readonly string[];
}

/** Where staff write to for help (the dashboard footer of spec §2). */
export const DASHBOARD_CONTACT = 'support@prepshelf.app';

const RAIL_LINKS: readonly RailLink[] = [
  {
    to: '/dashboard/dashboard-head',
    label: 'dashboard.title',
    icon: <LayoutDashboard className="size-5" aria-hidden="true" />,
  },
  {
    to: '/dashboard/dashboard-notes',
    label: 'dashboard.navNotes',
    icon: <BookOpenText className="size-5" aria-hidden="true" />,
    forms: ['/uploadnotes', '/updatesnotes'],
  },
  {
    to: '/dashboard/dashboard-pyq',
    label: 'dashboard.navPyqs',
    icon: <FileQuestion className="size-5" aria-hidden="true" />,
    forms: ['/uploadpyq', '/updatespyq'],
  },
  {
    to: '/dashboard/dashboard-videos',
    label: 'dashboard.navVideos',
    icon: <MonitorPlay className="size-5" aria-hidden="true" />,
    forms: ['/uploadvideo', '/updatesvideo'],
  },
  {
    to: '/dashboard/dashboard-courses',
    label: 'dashboard.navCourses',
    icon: <GraduationCap className="size-5" aria-hidden="true" />,
    forms: ['/uploadcourse', '/updatecourse'],
  },
  {
    to: '/dashboard/dashboard-student-management',
    label: 'dashboard.navStudents',
    icon: <Users className="size-5" aria-hidden="true" />,
    forms: ['/addstudent', '/updatestudent'],
  },
  {
    to: '/dashboard/dashboard-analyticst',
    label: 'dashboard.navAnalytics',
    icon: <BarChart3 className="size-5" aria-hidden="true" />,
  },
  {
    to: '/dashboard/dashboard-settings',
    label: 'dashboard.navSettings',
    icon: <Settings className="size-5" aria-hidden="true" />,
  },
  {
    to: '/dashboard/dashboard-audit',
    label: 'dashboard.navAudit',
    icon: <ScrollText className="size-5" aria-hidden="true" />,
  },
  {
    to: '/announcement',
    label: 'dashboard.navAnnouncements',
    icon: <Megaphone className="size-5" aria-hidden="true" />,
    audience: 'admin',
  },
];

/**
 * The dashboard's frame (spec §2): a left rail, fixed on large screens and toggled on phones, and a top
 * bar with the account menu; the page in the <main> landmark. The upload, update and announcement pages
 * render inside it too, so the rail stays while a form is open.
 */
/** The stored role's name (spec §2 shows Instructor, the demo's role, when none is stored). */
const ROLE_LABELS: Readonly<Record<string, MessageId>> = {
  Admin: 'dashboard.roleAdmin',
  Instructor: 'dashboard.roleInstructor',
  Student: 'dashboard.roleStudent',
};

export function DashboardLayout() {
  const t = useT();
  const [isRailOpen, setIsRailOpen] = useState(false);
  const session = useSession();
  // /dashboard itself shows the overview, so its rail entry is the current one there too.
  const pathname = useLocation().pathname.replace(/\/$/, '');
  const isOverviewIndex = pathname === '/dashboard';
  const formPath = pathname.toLowerCase();
  const role = session.role ?? 'Instructor';
  const roleKey = ROLE_LABELS[role];
  const roleName = roleKey === undefined ? role : t(roleKey);
  const links = RAIL_LINKS.filter((link) => link.audience !== 'admin' || session.isAdmin);

  return (
    <div className="min-h-dvh bg-subtle lg:pl-64">
      <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-line bg-surface px-4 sm:px-6">
        <button
          type="button"
          onClick={() => setIsRailOpen(true)}
          aria-label={t('dashboard.openNav')}
          aria-expanded={isRailOpen}
          aria-controls="dashboard-rail"
          className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-subtle focus-visible:outline-2 focus-visible:outline-ring lg:hidden"
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
        <Link to="/" aria-label={t('nav.homeLabel')} className="lg:hidden">
          <Wordmark />
        </Link>
        <LanguageSwitch className="ml-auto" />
        <AccountMenu roleLabel={session.role === null ? undefined : roleName} />
      </header>

      {isRailOpen ? (
        <div
          className="fixed inset-0 z-40 bg-slate-950/50 lg:hidden"
          aria-hidden="true"
          onClick={() => setIsRailOpen(false)}
        />
      ) : null}

      <aside
        id="dashboard-rail"
        className={clsx(
          'fixed inset-y-0 left-0 z-50 flex w-64 flex-col border-r border-line bg-surface transition-transform duration-200',
          isRailOpen ? 'translate-x-0' : '-translate-x-full lg:translate-x-0',
        )}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setIsRailOpen(false);
        }}
      >
        <div className="flex h-16 items-center justify-between px-5">
          <Link
            to="/"
            aria-label={t('nav.homeLabel')}
            className="rounded-md focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Wordmark />
          </Link>
          <button
            type="button"
            onClick={() => setIsRailOpen(false)}
            aria-label={t('dashboard.closeNav')}
            className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-subtle focus-visible:outline-2 focus-visible:outline-ring lg:hidden"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label={t('dashboard.title')} className="flex-1 overflow-y-auto px-3 py-2">
          <ul className="flex flex-col gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  onClick={() => setIsRailOpen(false)}
                  className={({ isActive: isLinkActive }) => {
                    const isActive =
                      isLinkActive ||
                      (isOverviewIndex && link.to === RAIL_LINKS[0]?.to) ||
                      (link.forms?.includes(formPath) ?? false);
                    return clsx(
                      'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
                      isActive ? 'bg-primary-soft text-primary-text' : 'text-muted hover:bg-subtle hover:text-fg',
                    );
                  }}
                >
                  {link.icon}
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-line px-5 py-4 text-sm">
          {/* The stored role (spec §2 shows Instructor, the demo's role). */}
          <p className="font-semibold">{roleName}</p>
          <a href={`mailto:${DASHBOARD_CONTACT}`} className="break-all text-muted hover:text-fg hover:underline">
            {DASHBOARD_CONTACT}
          </a>
        </div>
      </aside>

      <main id="main" tabIndex={-1} className="mx-auto max-w-[1200px] px-4 py-6 focus:outline-none sm:px-6 lg:py-8">
        <Outlet />
      </main>
    </div>
  );
}
