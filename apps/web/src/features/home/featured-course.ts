import { DEFAULT_COURSE_LEVEL, DISPLAY_CUTS } from '@prepshelf/contract';

/**
 * What a featured-course card needs of a course (spec §3 Course). The content API's course items have
 * these fields and more; the card passes the whole item on to the enrolment page as navigation state.
 */
export interface FeaturedCourse {
  _id: string;
  title: string;
  mentor: string;
  courseLevel?: string;
  price: number;
  offerPercent: number;
  offerPrice: number;
  courseContents: string;
  courseImage: string;
}

/** Cuts a text to `max` characters (spec §9 display cuts), marking the cut with an ellipsis. */
export function cutText(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max).trimEnd()}…` : trimmed;
}

/** The card's line of course contents: the first 50 characters (spec §9). */
export function courseContentsPreview(contents: string): string {
  return cutText(contents, DISPLAY_CUTS.courseContents);
}

/** The level badge: the course's level, or 'Intermediate' when it has none (spec §9). */
export function courseLevelLabel(level: string | undefined): string {
  const trimmed = level?.trim() ?? '';
  return trimmed === '' ? DEFAULT_COURSE_LEVEL : trimmed;
}
