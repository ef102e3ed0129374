import { Link } from 'react-router';
import { PAGE_TEXTS } from '@prepshelf/contract';
import { buttonClasses } from '../../../components/ui/button-classes';

/** Any unknown path (spec §2): 'Page Not Found.' with Return Home and Contact Support. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center sm:py-28">
      <p className="text-7xl font-extrabold tracking-tight text-primary-text sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold sm:text-3xl">{PAGE_TEXTS.notFound}</h1>
      <p className="text-muted">The page you were looking for has moved or never existed.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary', 'lg')}>
          Return Home
        </Link>
        <Link to="/contact" className={buttonClasses('outline', 'lg')}>
          Contact Support
        </Link>
      </div>
    </section>
  );
}
