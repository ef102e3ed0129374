import { Link } from 'react-router';
import { clsx } from 'clsx';
import { PLANS, type Plan } from '@prepshelf/contract';
import { buttonClasses } from '../../../components/ui/button-classes';
import { useFormat, useT } from '../../../lib/i18n/use-t';
import { planTexts } from '../plan-texts';

/** A check mark (lucide's `check` path, inline: this section loads with the landing page). */
function CheckMark() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="mt-0.5 size-4 shrink-0 text-accent-text"
    >
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const t = useT();
  const { rupees } = useFormat();
  const texts = planTexts(plan, t);
  const headingId = `plan-${plan.title.toLowerCase()}-heading`;
  return (
    <li
      aria-labelledby={headingId}
      className={clsx(
        'relative flex flex-col gap-5 rounded-[12px] border bg-surface p-6',
        plan.isPopular ? 'border-primary shadow-lg ring-1 ring-primary' : 'border-line',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {plan.title}
        </h3>
        {plan.isPopular ? (
          <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-fg">
            {t('plans.popular')}
          </span>
        ) : null}
      </div>
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight">{rupees(plan.price)}</span>
        <span className="text-muted">/ {texts.duration}</span>
      </p>
      <ul className="flex flex-1 flex-col gap-2.5">
        {texts.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <CheckMark />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      <Link
        to="/plan-detail"
        state={plan}
        className={buttonClasses(plan.isPopular ? 'primary' : 'outline', 'lg', 'w-full')}
      >
        {t('plans.choose', { plan: plan.title })}
      </Link>
    </li>
  );
}

/** The three monthly plans of spec §9; choosing one opens the plan page with it as navigation state. */
export function PricingSection() {
  const t = useT();
  return (
    <section aria-labelledby="pricing-heading" className="flex flex-col gap-8">
      <div className="flex max-w-2xl flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">{t('plans.pricing')}</p>
        <h2 id="pricing-heading" className="text-2xl font-bold tracking-tight sm:text-[2rem]">
          {t('plans.pricingTitle')}
        </h2>
        <p className="text-lg text-muted">{t('plans.pricingIntro')}</p>
      </div>
      <ul className="grid gap-4 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard key={plan.title} plan={plan} />
        ))}
      </ul>
    </section>
  );
}
