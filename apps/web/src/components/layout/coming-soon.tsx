import { Link } from 'react-router';
import { Construction } from 'lucide-react';
import { useT } from '../../lib/i18n/use-t';
import { buttonClasses } from '../ui/button-classes';

/** The honest placeholder of a screen that a later issue builds. */
export function ComingSoon({ title }: { title: string }) {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-[1200px] flex-col items-start gap-4 px-4 py-16 sm:px-6">
      <span className="inline-flex size-12 items-center justify-center rounded-[12px] bg-amber-soft text-amber-text">
        <Construction className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="max-w-prose text-muted">{t('chrome.comingSoonText')}</p>
      <Link to="/" className={buttonClasses('outline')}>
        {t('chrome.backHome')}
      </Link>
    </section>
  );
}
