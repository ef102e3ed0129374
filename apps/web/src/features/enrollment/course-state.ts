import { DEFAULT_COURSE_LEVEL, DISPLAY_CUTS, PAGE_TEXTS } from '@prepshelf/contract';

/** The course as the enrolment page shows it (spec §3 Course), every field present. */
export interface EnrollmentCourse {
  /** Null when the state came from an older screen without it: the form then sends nothing. */
  _id: string | null;
  title: string;
  description: string;
  mentor: string;
  courseLevel: string;
  duration: string;
  price: number;
  offerPercent: number;
  offerPrice: number;
  startDate: string | null;
  whyChoose: string;
  benefits: string;
  courseImage: string;
  trialVideo: string;
  lectures: { title: string }[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Forms and older records keep numbers as text ("999"). */
function amount(value: unknown): number {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : 0;
}

function lectureTitles(value: unknown): { title: string }[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((lecture) => ({ title: isRecord(lecture) ? text(lecture.title) : '' }))
    .filter((lecture) => lecture.title !== '');
}

/**
 * The course the page was opened with (spec §2: the chosen course arrives as navigation state), or
 * null when there is none. Navigation state survives reloads and can be anything an older screen put
 * there, so it is read defensively: the course itself or `{ course }`, with a title at least.
 */
export function readCourseState(state: unknown): EnrollmentCourse | null {
  const course = isRecord(state) && isRecord(state.course) ? state.course : state;
  if (!isRecord(course)) return null;
  const title = text(course.title);
  if (title === '') return null;
  const startDate = text(course.startDate);
  const id = text(course._id);
  return {
    _id: id === '' ? null : id,
    title,
    description: text(course.description),
    mentor: text(course.mentor),
    courseLevel: text(course.courseLevel) || DEFAULT_COURSE_LEVEL,
    duration: text(course.duration),
    price: amount(course.price),
    offerPercent: amount(course.offerPercent),
    offerPrice: amount(course.offerPrice),
    startDate: startDate === '' ? null : startDate,
    whyChoose: text(course.whyChoose),
    benefits: text(course.benefits),
    courseImage: text(course.courseImage),
    trialVideo: text(course.trialVideo),
    lectures: lectureTitles(course.lectures),
  };
}

/** Spec §2: the start date's first 10 characters, or 'Coming Soon' without one. */
export function startDateLabel(startDate: string | null): string {
  return startDate ? startDate.slice(0, DISPLAY_CUTS.date) : PAGE_TEXTS.comingSoon;
}

/**
 * The start date in the page's language: English keeps the spec's first 10 characters; another
 * language writes the day as the dashboard does ("15 जन॰ 2027"). `formatDay` gets a YYYY-MM-DD date.
 */
export function localStartDate(
  startDate: string | null,
  language: string,
  formatDay: (day: Date) => string,
): string | null {
  if (!startDate) return null;
  const day = startDate.slice(0, DISPLAY_CUTS.date);
  if (language === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : formatDay(date);
}

/** A free-text block (why choose, benefits) as its non-empty lines, so several lines become a list. */
export function textLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]\s+)?/, '').trim())
    .filter((line) => line !== '');
}
