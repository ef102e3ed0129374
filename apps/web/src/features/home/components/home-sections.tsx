import { lazy, Suspense, type ComponentType } from 'react';
import type { ReactNode } from 'react';
import { WhenNear } from './when-near';

/** Below the fold: fetched when scrolled near, so the landing page's first load does not carry it (0005). */
const PricingSection = lazy<ComponentType>(() =>
  import('../../plans/components/pricing-section').then(
    (module) => ({ default: module.PricingSection }),
    // Scrolled to offline before it was ever fetched: the rest of the page stays.
    () => ({ default: () => null }),
  ),
);
const FeaturedCoursesOf = lazy<ComponentType<{ isLoggedIn: boolean }>>(() =>
  import('./featured-courses').then(
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

const STATS: readonly { value: string; label: string }[] = [
  { value: '3', label: 'Streams: Sci-Technology, Commerce, Arts & civils' },
  { value: '4', label: 'Kinds of material: notes, papers, videos, courses' },
  { value: '24/7', label: 'Open on any phone or laptop' },
  { value: '1000s', label: 'Students preparing with us' },
];

const TEAM: readonly { name: string; role: string; about: string }[] = [
  {
    name: 'Aarav Mehta',
    role: 'Founder, Physics mentor',
    about: 'Turns ten years of exam halls into short, clear notes.',
  },
  { name: 'Priya Nair', role: 'Head of content, Commerce', about: 'Checks every paper and every answer key twice.' },
  { name: 'Rohan Iyer', role: 'Lead engineer', about: 'Keeps PrepShelf fast on a cheap phone and a slow network.' },
];

const STEPS: readonly { title: string; text: string }[] = [
  { title: 'Create your account', text: 'Register with your e-mail or sign in with Google in under a minute.' },
  { title: 'Pick your stream', text: 'Choose Sci-Technology, Commerce or Arts & civils and see what fits your exams.' },
  { title: 'Study and keep track', text: 'Read, watch and practise, and keep what matters in My Learning.' },
];

const FEATURES: readonly { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Organised notes',
    text: 'PDF notes sorted by stream, open in the viewer.',
    icon: <FileTextIcon className="size-5" />,
  },
  {
    title: 'Previous-year papers',
    text: 'Real papers from past exams, by subject and year.',
    icon: <FileQuestionIcon className="size-5" />,
  },
  {
    title: 'Video lectures',
    text: 'Short lectures for the hard topics, again and again.',
    icon: <MonitorPlayIcon className="size-5" />,
  },
  {
    title: 'My Learning',
    text: 'One list of the notes, papers and videos you keep.',
    icon: <BookmarkIcon className="size-5" />,
  },
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
  return (
    <div className="mx-auto flex max-w-[1200px] flex-col gap-20 px-4 pb-20 sm:px-6">
      <section aria-label="PrepShelf in numbers">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {STATS.map((stat) => (
            <li
              key={stat.value}
              className="flex flex-col gap-1 rounded-[12px] border border-line bg-surface p-4 sm:p-5"
            >
              <span className="text-3xl font-extrabold tracking-tight text-primary-text">{stat.value}</span>
              <span className="text-sm text-muted">{stat.label}</span>
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
          eyebrow="Our team"
          title="The people behind your shelf"
          intro="Teachers and engineers who remember the night before the exam."
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TEAM.map((member) => (
            <li key={member.name} className="flex items-start gap-4 rounded-[12px] border border-line bg-surface p-5">
              <InitialsAvatar name={member.name} />
              <div className="flex flex-col gap-1">
                <h3 className="text-lg font-semibold">{member.name}</h3>
                <p className="text-sm font-medium text-primary-text">{member.role}</p>
                <p className="text-sm text-muted">{member.about}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="flex flex-col gap-8">
        <SectionHeading id="how-heading" eyebrow="How it works" title="From sign-up to exam day in three steps" />
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
                <h3 className="text-lg font-semibold">{step.title}</h3>
                <p className="text-muted">{step.text}</p>
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
              <h3 className="font-semibold">{feature.title}</h3>
              <p className="text-sm text-muted">{feature.text}</p>
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
