import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes';
import { useT } from '../../../lib/i18n/use-t';

/** Any unknown path (spec §2): 'Page Not Found.' with Return Home and Contact Support. */
export function NotFoundPage() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center sm:py-28">
      <p className="text-7xl font-extrabold tracking-tight text-primary-text sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold sm:text-3xl">{t('misc.notFound')}</h1>
      <p className="text-muted">{t('misc.notFoundText')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary', 'lg')}>
          {t('misc.returnHome')}
        </Link>
        <Link to="/contact" className={buttonClasses('outline', 'lg')}>
          {t('misc.contactSupport')}
        </Link>
      </div>
    </section>
  );
}
