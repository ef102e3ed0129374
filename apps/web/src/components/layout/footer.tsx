import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t';
import type { MessageId } from '../../locales/message-id';
import { Wordmark } from '../brand/wordmark';

const QUICK_LINKS: readonly { to: string; label: MessageId }[] = [
  { to: '/', label: 'nav.home' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.support' },
  { to: '/myLearning', label: 'nav.myLearning' },
];

const COURSE_LINKS: readonly { to: string; label: MessageId }[] = [
  { to: '/notes', label: 'nav.notes' },
  { to: '/Q-paper', label: 'chrome.pyqs' },
  { to: '/video', label: 'chrome.videoLectures' },
  { to: '/cource', label: 'nav.courses' },
];

const SOCIAL_LINKS = [
  { href: 'https://www.youtube.com/', label: 'YouTube' },
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
  { href: 'https://x.com/', label: 'X (Twitter)' },
] as const;

const linkClasses =
  'rounded text-sm text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** The site's footer (loaded when scrolled near: see main-layout.tsx). */
export function Footer() {
  const t = useT();
  return (
    <footer className="border-t border-line bg-subtle/60">
      <div className="mx-auto grid max-w-[1200px] gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Wordmark />
          <p className="max-w-xs text-sm text-muted">{t('chrome.footerAbout')}</p>
          <p className="text-sm text-muted">{t('chrome.supportLocation')}</p>
        </div>
        <FooterColumn title={t('chrome.quickLinks')}>
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClasses}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t('nav.courses')}>
          {COURSE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClasses}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t('chrome.followUs')}>
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
          {t('chrome.copyright', { year: String(new Date().getFullYear()) })}
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
