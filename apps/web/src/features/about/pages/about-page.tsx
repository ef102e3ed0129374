import { Link } from 'react-router';
import { BookOpenText, FileQuestion, GraduationCap, MonitorPlay, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Card } from '../../../components/ui/card';

const PILLARS: readonly { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Organised notes',
    text: 'Clear notes for every subject of your stream, sorted by category and ready to read in the PDF viewer.',
    icon: <BookOpenText className="size-6" aria-hidden="true" />,
  },
  {
    title: 'Video content',
    text: 'Short lectures that explain the hard topics again, as many times as you need.',
    icon: <MonitorPlay className="size-6" aria-hidden="true" />,
  },
  {
    title: 'Previous-year papers',
    text: 'Real question papers from past exams, so you know what is asked and how.',
    icon: <FileQuestion className="size-6" aria-hidden="true" />,
  },
  {
    title: 'A fast platform',
    text: 'Built for cheap phones and slow connections: pages open quickly, even the night before the exam.',
    icon: <Zap className="size-6" aria-hidden="true" />,
  },
];

export function AboutPage() {
  return (
    <div className="mx-auto flex max-w-[1200px] flex-col gap-12 px-4 py-14 sm:px-6 lg:py-20">
      <header className="flex max-w-3xl flex-col gap-4">
        <p className="text-sm font-semibold tracking-wide text-primary-text uppercase">About PrepShelf</p>
        <h1 className="text-[2rem] leading-tight font-extrabold tracking-tight sm:text-display">
          Your study companion for every exam
        </h1>
        <p className="max-w-[70ch] text-lg text-muted">
          PrepShelf brings organised notes, video content and previous-year papers together on one fast platform, so you
          spend your evening studying instead of searching. Thousands of students trust PrepShelf to prepare for their
          exams.
        </p>
      </header>

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {PILLARS.map((pillar) => (
          <li key={pillar.title}>
            <Card className="h-full p-5">
              <span className="mb-4 inline-flex size-11 items-center justify-center rounded-[10px] bg-primary-soft text-primary-text">
                {pillar.icon}
              </span>
              <h2 className="text-lg font-semibold">{pillar.title}</h2>
              <p className="mt-1 text-muted">{pillar.text}</p>
            </Card>
          </li>
        ))}
      </ul>

      <section className="flex flex-col items-start gap-4 rounded-[12px] bg-primary px-6 py-8 text-primary-fg sm:flex-row sm:items-center sm:justify-between sm:px-10">
        <div className="flex items-center gap-4">
          <GraduationCap className="size-10 shrink-0" aria-hidden="true" />
          <div>
            <h2 className="text-xl font-bold">Trusted by thousands of students</h2>
            <p className="text-primary-fg/85">Join them and keep everything for your exam on one shelf.</p>
          </div>
        </div>
        <Link to="/auth" className={buttonClasses('outline', 'lg', 'border-transparent text-primary-text')}>
          Get started
        </Link>
      </section>
    </div>
  );
}
