import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { TOASTS, translateMessage } from '@prepshelf/contract';
import { useLanguage, useT } from '../../../lib/i18n/use-t';
import { API_MESSAGES } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Textarea } from '../../../components/ui/input';
import { fillFromAccount, useSignedInUser } from '../../../lib/current-user';
import { showErrorToast, showSuccessToast, showWarningToast } from '../../../lib/toast';
import { useSendSupportMessage } from '../api/send-support-message';
import { validateContact, type ContactField } from '../validation';
import { useFormFields } from '../../../lib/use-form-fields';

// Shown to people; the server's SUPPORT_EMAIL is where the form's messages are delivered.
const SUPPORT_PHONE = { label: '+91 22 4000 1234', href: 'tel:+912240001234' };
const SUPPORT_EMAIL = 'support@prepshelf.app';

const EMPTY: Record<ContactField, string> = { name: '', email: '', subject: '', body: '' };
const CLIENT_WRITTEN = new Set<string>([
  ...Object.values(API_MESSAGES.byStatus),
  API_MESSAGES.server,
  API_MESSAGES.network,
  API_MESSAGES.notJson,
  API_MESSAGES.unexpectedShape,
  API_MESSAGES.aborted,
]);

function ContactItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-[10px] bg-primary-soft text-primary-text">
        {icon}
      </span>
      <div>
        <p className="text-sm font-semibold">{title}</p>
        <div className="text-muted">{children}</div>
      </div>
    </li>
  );
}

/** Contact (spec §2): the support details and a message form that mails support. */
export function ContactPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, setInvalidField, fieldProps } = useFormFields(EMPTY);
  const sendMutation = useSendSupportMessage();
  const account = useSignedInUser().data;
  const t = useT();
  const language = useLanguage();
  // Logged in: the account's name and e-mail fill the empty fields once they are known,
  // during render (React's pattern for state that follows a prop), once per account.
  const [filledFor, setFilledFor] = useState<string | null>(null);
  if (account && filledFor !== account._id) {
    setFilledFor(account._id);
    setValues((current) => fillFromAccount(current, account));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateContact(values);
    if (problem) {
      setInvalidField(problem.field);
      const control = formRef.current?.elements.namedItem(problem.field);
      if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) control.focus();
      showWarningToast(translateMessage(problem.message, language));
      return;
    }
    const result = await sendMutation.mutateAsync({
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      body: values.body.trim(),
    });
    if (!result.ok) {
      // Spec §8: the server's message, else 'Somthing went wrong !'.
      showErrorToast(CLIENT_WRITTEN.has(result.message) ? t('contact.failed') : result.message);
      return;
    }
    showSuccessToast(language === 'en' ? TOASTS.supportSent : t('contact.sent'));
    setValues(fillFromAccount(EMPTY, account));
  }

  return (
    <div className="mx-auto flex w-full max-w-[1200px] flex-col gap-8 px-4 py-10 sm:px-6 lg:py-16">
      <header className="flex max-w-2xl flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">{t('contact.eyebrow')}</p>
        <h1 className="text-[2rem] leading-tight font-extrabold tracking-tight">{t('contact.heading')}</h1>
        <p className="text-lg text-muted">{t('contact.intro')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
        <Card className="p-5 hover:shadow-none sm:p-6 lg:self-start">
          <ul className="flex flex-col gap-5">
            <ContactItem icon={<Phone className="size-5" aria-hidden="true" />} title={t('contact.callUs')}>
              <a href={SUPPORT_PHONE.href} className="hover:text-fg hover:underline">
                {SUPPORT_PHONE.label}
              </a>
            </ContactItem>
            <ContactItem icon={<Mail className="size-5" aria-hidden="true" />} title={t('contact.emailUs')}>
              <a href={`mailto:${SUPPORT_EMAIL}`} className="break-all hover:text-fg hover:underline">
                {SUPPORT_EMAIL}
              </a>
            </ContactItem>
            <ContactItem icon={<MapPin className="size-5" aria-hidden="true" />} title={t('contact.location')}>
              {t('contact.supportLocation')}
            </ContactItem>
          </ul>
        </Card>
        <Card className="p-5 hover:shadow-none sm:p-6">
          <h2 className="mb-4 text-lg font-semibold">{t('contact.formTitle')}</h2>
          <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <Input label={t('contact.fullName')} autoComplete="name" {...fieldProps('name')} />
              <Input
                label={t('contact.email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                {...fieldProps('email')}
              />
            </div>
            <Input label={t('contact.subject')} {...fieldProps('subject')} />
            <Textarea label={t('contact.message')} rows={6} {...fieldProps('body')} />
            <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" isBusy={sendMutation.isPending}>
              {sendMutation.isPending ? t('contact.sending') : t('contact.send')}
            </Button>
          </form>
        </Card>
      </div>
    </div>
  );
}
