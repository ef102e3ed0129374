import { Link } from 'react-router';
import { BookOpenText, FileQuestion, GraduationCap, MonitorPlay, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/use-t';
import type { MessageId } from '../../../locales/message-id';

const PILLARS: readonly { title: MessageId; text: MessageId; icon: ReactNode }[] = [
  { title: 'about.notesTitle', text: 'about.notesText', icon: <BookOpenText className="size-6" aria-hidden="true" /> },
  { title: 'about.videoTitle', text: 'about.videoText', icon: <MonitorPlay className="size-6" aria-hidden="true" /> },
  {
    title: 'about.papersTitle',
    text: 'about.papersText',
    icon: <FileQuestion className="size-6" aria-hidden="true" />,
  },
  { title: 'about.fastTitle', text: 'about.fastText', icon: <Zap className="size-6" aria-hidden="true" /> },
];

export function AboutPage() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-[1200px] flex-col gap-12 px-4 py-14 sm:px-6 lg:py-20">
      <header className="flex max-w-3xl flex-col gap-4">
        <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">{t('about.eyebrow')}</p>
        <h1 className="text-[2rem] leading-tight font-extrabold tracking-tight sm:text-display">{t('about.title')}</h1>
        <p className="max-w-[70ch] text-lg text-muted">{t('about.intro')}</p>
      </header>

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {PILLARS.map((pillar) => (
          <li key={pillar.title}>
            <Card className="h-full p-5">
              <span className="mb-4 inline-flex size-11 items-center justify-center rounded-[10px] bg-primary-soft text-primary-text">
                {pillar.icon}
              </span>
              <h2 className="text-lg font-semibold">{t(pillar.title)}</h2>
              <p className="mt-1 text-muted">{t(pillar.text)}</p>
            </Card>
          </li>
        ))}
      </ul>

      <section className="flex flex-col items-start gap-4 rounded-[12px] bg-primary px-6 py-8 text-primary-fg sm:flex-row sm:items-center sm:justify-between sm:px-10">
        <div className="flex items-center gap-4">
          <GraduationCap className="size-10 shrink-0" aria-hidden="true" />
          <div>
            <h2 className="text-xl font-bold">{t('about.trustedTitle')}</h2>
            <p className="text-primary-fg/85">{t('about.trustedText')}</p>
          </div>
        </div>
        <Link to="/auth" className={buttonClasses('outline', 'lg', 'border-transparent text-primary-text')}>
          {t('about.getStarted')}
        </Link>
      </section>
    </div>
  );
}
