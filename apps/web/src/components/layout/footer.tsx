import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SUPPORT_LOCATION } from '@prepshelf/contract';
import { Wordmark } from '../brand/wordmark';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Support' },
  { to: '/myLearning', label: 'My Learning' },
] as const;

const COURSE_LINKS = [
  { to: '/notes', label: 'Notes' },
  { to: '/Q-paper', label: 'Previous-year papers' },
  { to: '/video', label: 'Video lectures' },
  { to: '/cource', label: 'Courses' },
] as const;

const SOCIAL_LINKS = [
  { href: 'https://www.youtube.com/', label: 'YouTube' },
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
  { href: 'https://x.com/', label: 'X (Twitter)' },
] as const;

const linkClasses =
  'rounded text-sm text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export function Footer() {
  return (
    <footer className="border-t border-line bg-subtle/60">
      <div className="mx-auto grid max-w-[1200px] gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Wordmark />
          <p className="max-w-xs text-sm text-muted">
            Notes, previous-year papers, video lectures and courses for the night before the exam and every night before
            it.
          </p>
          <p className="text-sm text-muted">{SUPPORT_LOCATION}</p>
        </div>
        <FooterColumn title="Quick links">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClasses}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Courses">
          {COURSE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClasses}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Follow us">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                {link.label}
              </a>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-[1200px] px-4 py-4 text-xs text-muted sm:px-6">
          © {new Date().getFullYear()} PrepShelf. Made for students, by people who remember exam week.
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold text-fg">{title}</h2>
      <ul className="flex flex-col gap-2">{children}</ul>
    </div>
  );
}
