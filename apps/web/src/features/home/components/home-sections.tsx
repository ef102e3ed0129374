import { lazy, Suspense, type ComponentType } from 'react';
import type { ReactNode } from 'react';
import { WhenNear } from '../../../components/ui/when-near';
import { withBundles } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/use-t';
import type { MessageId } from '../../../locales/message-id';

/** Below the fold: fetched when scrolled near, so the landing page's first load does not carry it (0005). */
const PricingSection = lazy<ComponentType>(() =>
  withBundles(() => import('../../plans/components/pricing-section'), ['app']).then(
    (module) => ({ default: module.PricingSection }),
    // Scrolled to offline before it was ever fetched: the rest of the page stays.
    () => ({ default: () => null }),
  ),
);
const FeaturedCoursesOf = lazy<ComponentType<{ isLoggedIn: boolean }>>(() =>
  withBundles(() => import('./featured-courses'), ['app']).then(
    (module) => ({ default: module.FeaturedCoursesOf }),
    () => ({ default: () => null }),
  ),
);
import { BookmarkIcon, FileQuestionIcon, FileTextIcon, MonitorPlayIcon } from './section-icons';

/*
 * Everything of the home page below the hero (spec §2): stat tiles, featured courses, team, how it
 * works and pricing. A lazy chunk of its own, so the entry stays small (docs/decisions/0005); the home
 * page holds its place with a skeleton of the same height. No icon library, no Radix: it still loads
 * with `/`, and the landing budget counts it.
 */

// A figure is a number, or words (`count`) in the page's language.
const STATS: readonly { value?: string; count?: MessageId; label: MessageId }[] = [
  { value: '3', label: 'sections.statStreams' },
  { value: '4', label: 'sections.statKinds' },
  { value: '24/7', label: 'sections.statOpen' },
  { count: 'sections.statStudentsCount', label: 'sections.statStudents' },
];

// People's names stay as they are in every language.
const TEAM: readonly { name: string; role: MessageId; about: MessageId }[] = [
  { name: 'Aarav Mehta', role: 'sections.team1Role', about: 'sections.team1About' },
  { name: 'Priya Nair', role: 'sections.team2Role', about: 'sections.team2About' },
  { name: 'Rohan Iyer', role: 'sections.team3Role', about: 'sections.team3About' },
];

const STEPS: readonly { title: MessageId; text: MessageId }[] = [
  { title: 'sections.step1Title', text: 'sections.step1Text' },
  { title: 'sections.step2Title', text: 'sections.step2Text' },
  { title: 'sections.step3Title', text: 'sections.step3Text' },
];

const FEATURES: readonly { title: MessageId; text: MessageId; icon: ReactNode }[] = [
  { title: 'sections.featureNotesTitle', text: 'sections.featureNotesText', icon: <FileTextIcon className="size-5" /> },
  {
    title: 'sections.featurePapersTitle',
    text: 'sections.featurePapersText',
    icon: <FileQuestionIcon className="size-5" />,
  },
  {
    title: 'sections.featureVideosTitle',
    text: 'sections.featureVideosText',
    icon: <MonitorPlayIcon className="size-5" />,
  },
  { title: 'nav.myLearning', text: 'sections.featureLearningText', icon: <BookmarkIcon className="size-5" /> },
];

function SectionHeading({ id, eyebrow, title, intro }: { id: string; eyebrow: string; title: string; intro?: string }) {
  return (
    <div className="flex max-w-2xl flex-col gap-2">
      <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">{eyebrow}</p>
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-[2rem]">
        {title}
      </h2>
      {intro ? <p className="text-lg text-muted">{intro}</p> : null}
    </div>
  );
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** An initials avatar drawn in SVG (no image files). */
function InitialsAvatar({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 64 64" width={64} height={64} aria-hidden="true" focusable="false" className="shrink-0">
      <circle cx="32" cy="32" r="32" className="fill-primary-soft" />
      <text
        x="32"
        y="32"
        dy="0.35em"
        textAnchor="middle"
        className="fill-primary-text text-[22px] font-bold"
        fontFamily="inherit"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}

export interface HomeSectionsProps {
  isLoggedIn: boolean;
}

export function HomeSections({ isLoggedIn }: HomeSectionsProps) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-[1200px] flex-col gap-20 px-4 pb-20 sm:px-6">
      <section aria-label={t('sections.inNumbers')}>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {STATS.map((stat) => (
            <li
              key={stat.label}
              className="flex flex-col gap-1 rounded-[12px] border border-line bg-surface p-4 sm:p-5"
            >
              <span className="text-3xl font-extrabold tracking-tight text-primary-text">
                {stat.count ? t(stat.count) : stat.value}
              </span>
              <span className="text-sm text-muted">{t(stat.label)}</span>
            </li>
          ))}
        </ul>
      </section>

      <WhenNear placeholderClassName="min-h-[420px]">
        <Suspense fallback={<div aria-hidden="true" className="min-h-[420px]" />}>
          <FeaturedCoursesOf isLoggedIn={isLoggedIn} />
        </Suspense>
      </WhenNear>

      <section aria-labelledby="team-heading" className="flex flex-col gap-8">
        <SectionHeading
          id="team-heading"
          eyebrow={t('sections.teamEyebrow')}
          title={t('sections.teamTitle')}
          intro={t('sections.teamIntro')}
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TEAM.map((member) => (
            <li key={member.name} className="flex items-start gap-4 rounded-[12px] border border-line bg-surface p-5">
              <InitialsAvatar name={member.name} />
              <div className="flex flex-col gap-1">
                <h3 className="text-lg font-semibold">{member.name}</h3>
                <p className="text-sm font-medium text-primary-text">{t(member.role)}</p>
                <p className="text-sm text-muted">{t(member.about)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="flex flex-col gap-8">
        <SectionHeading id="how-heading" eyebrow={t('sections.howEyebrow')} title={t('sections.howTitle')} />
        <ol className="grid gap-4 lg:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-[12px] border border-line bg-surface p-5">
              <span
                aria-hidden="true"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-fg"
              >
                {index + 1}
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="text-lg font-semibold">{t(step.title)}</h3>
                <p className="text-muted">{t(step.text)}</p>
              </div>
            </li>
          ))}
        </ol>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="flex flex-col gap-2 rounded-[12px] bg-subtle p-5">
              <span className="inline-flex size-10 items-center justify-center rounded-[10px] bg-surface text-primary-text">
                {feature.icon}
              </span>
              <h3 className="font-semibold">{t(feature.title)}</h3>
              <p className="text-sm text-muted">{t(feature.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <WhenNear placeholderClassName="min-h-[640px]">
        <Suspense fallback={<div aria-hidden="true" className="min-h-[640px]" />}>
          <PricingSection />
        </Suspense>
      </WhenNear>
    </div>
  );
}
