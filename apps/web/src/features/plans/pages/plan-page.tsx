import { useId, useRef, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Check, CreditCard, Smartphone, Wallet } from 'lucide-react';
import { translateMessage, type Plan } from '@prepshelf/contract';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Textarea } from '../../../components/ui/input';
import { useFormat, useLanguage, useT } from '../../../lib/i18n/use-t';
import type { MessageId } from '../../../locales/message-id';
import { planTexts } from '../plan-texts';
import { showInfoToast, showWarningToast } from '../../../lib/toast';
import { readPlanState } from '../plan-state';
import { validatePaymentDetails, type PaymentValues } from '../validation';
import { useFormFields } from '../../../lib/use-form-fields';

/** Spec §9: listed, not functional. Plain labels, no logos from elsewhere. */
const PAYMENT_METHODS = [
  { label: 'plans.methodCard', hint: 'plans.methodCardHint', icon: CreditCard },
  { label: 'plans.methodPaytm', hint: 'plans.methodPaytmHint', icon: Wallet },
  { label: 'plans.methodUpi', hint: 'plans.methodUpiHint', icon: Smartphone },
] as const satisfies readonly { label: MessageId; hint: MessageId; icon: unknown }[];

const EMPTY: PaymentValues = { name: '', email: '', phone: '', address: '' };

function PlanNotFound() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-[1200px] flex-col items-start gap-4 px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('plans.notFound')}</h1>
      <p className="max-w-prose text-muted">{t('plans.notFoundText')}</p>
      <Link to="/" className={buttonClasses('primary')}>
        {t('plans.seePlans')}
      </Link>
    </section>
  );
}

function PlanSummary({ plan }: { plan: Plan }) {
  const t = useT();
  const { rupees } = useFormat();
  const texts = planTexts(plan, t);
  return (
    <Card className="flex flex-col gap-5 p-5 hover:shadow-none sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-xl font-semibold">{t('plans.yourPlan')}</h2>
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
      <div>
        <h3 className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">{t('plans.whatYouGet')}</h3>
        <ul className="flex flex-col gap-2" aria-label={t('plans.benefits')}>
          {texts.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-accent-text" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}

function PaymentMethods() {
  const t = useT();
  return (
    <Card className="flex flex-col gap-3 p-5 hover:shadow-none sm:p-6">
      <h2 className="text-lg font-semibold">{t('plans.paymentMethods')}</h2>
      <ul className="flex flex-col gap-2">
        {PAYMENT_METHODS.map(({ label, hint, icon: Icon }) => (
          <li key={label} className="flex items-center gap-3 rounded-[10px] border border-line p-3">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-[8px] bg-subtle text-muted">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="flex flex-col">
              <span className="font-medium">{t(label)}</span>
              <span className="text-sm text-muted">{t(hint)}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * The plan (payment) page (spec §2): the chosen plan, a details form and the listed payment methods.
 * Payment cannot be completed (spec §1, §4): Proceed to Payment is always disabled and nothing is sent.
 */
export function PlanPage() {
  const location = useLocation();
  const plan = readPlanState(location.state);
  const formRef = useRef<HTMLFormElement>(null);
  const noteId = useId();
  const { values, setInvalidField, fieldProps } = useFormFields(EMPTY);
  const t = useT();
  const language = useLanguage();
  const { rupees } = useFormat();

  if (!plan) return <PlanNotFound />;

  // The button is disabled, so this runs only when something submits the form another way; the rule
  // of spec §5 still holds, and even complete details lead nowhere: there is no payment to make.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validatePaymentDetails(values);
    if (problem) {
      setInvalidField(problem.field);
      const control = formRef.current?.elements.namedItem(problem.field);
      if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) control.focus();
      showWarningToast(translateMessage(problem.message, language));
      return;
    }
    showInfoToast(t('plans.paymentClosed'));
  }

  return (
    <div className="mx-auto flex w-full max-w-[1200px] flex-col gap-8 px-4 py-10 sm:px-6 lg:py-14">
      <header className="flex max-w-2xl flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">{t('plans.checkout')}</p>
        <h1 className="text-[2rem] leading-tight font-extrabold tracking-tight">
          {t('plans.planTitle', { plan: plan.title })}
        </h1>
        <p className="text-lg text-muted">
          {t('plans.intro', { price: rupees(plan.price), period: planTexts(plan, t).duration })}
        </p>
        {/* Said first, not only under the form: nobody fills the form expecting to pay. */}
        <p
          role="note"
          className="rounded-lg border border-line bg-amber-soft px-4 py-3 text-sm font-medium text-amber-text"
        >
          {t('plans.notAvailable')}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
        <div className="flex flex-col gap-6">
          <PlanSummary plan={plan} />
          <PaymentMethods />
        </div>
        <Card className="p-5 hover:shadow-none sm:p-6 lg:self-start">
          <h2 className="mb-4 text-lg font-semibold">{t('plans.yourDetails')}</h2>
          <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <Input label={t('plans.name')} autoComplete="name" {...fieldProps('name')} />
              <Input
                label={t('plans.email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                {...fieldProps('email')}
              />
            </div>
            <Input label={t('plans.phone')} type="tel" inputMode="tel" autoComplete="tel" {...fieldProps('phone')} />
            <Textarea label={t('plans.address')} rows={3} autoComplete="street-address" {...fieldProps('address')} />
            <div className="flex flex-col gap-2">
              <Button
                type="submit"
                size="lg"
                disabled
                aria-describedby={noteId}
                className="w-full sm:w-auto sm:self-start"
              >
                {t('plans.proceed')}
              </Button>
              <p id={noteId} className="text-sm text-muted">
                {t('plans.paymentNote')}
              </p>
            </div>
          </form>
        </Card>
      </div>
    </div>
  );
}
