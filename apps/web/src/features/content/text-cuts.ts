import { DISPLAY_CUTS } from '@prepshelf/contract';

/** A text as a card shows it: cut to `max` characters (spec §9), marked with an ellipsis when cut. */
export interface CutText {
  /** What the card shows. */
  shown: string;
  /** The whole text, for the tooltip and screen readers; undefined when nothing was cut. */
  full: string | undefined;
}

export function cutText(text: string, max: number): CutText {
  const trimmed = text.trim();
  if (trimmed.length <= max) return { shown: trimmed, full: undefined };
  return { shown: `${trimmed.slice(0, max).trimEnd()}…`, full: trimmed };
}

export const cutPyqSubject = (subject: string) => cutText(subject, DISPLAY_CUTS.pyqSubject);
export const cutVideoTitle = (title: string) => cutText(title, DISPLAY_CUTS.videoCardTitle);
export const cutVideoDescription = (text: string) => cutText(text, DISPLAY_CUTS.videoCardDescription);
export const cutCourseContents = (text: string) => cutText(text, DISPLAY_CUTS.courseContents);
