import type { MessageId } from '../../locales/message-id';

/** Month-over-month growth as the stat cards show it: one decimal, a direction for the arrow and colour. */
export interface GrowthView {
  text: string;
  direction: 'up' | 'down' | 'flat';
}

export function formatGrowth(growth: number): GrowthView {
  const rounded = Math.round(growth * 10) / 10;
  if (!Number.isFinite(rounded) || rounded === 0) return { text: '0.0%', direction: 'flat' };
  const sign = rounded > 0 ? '+' : '−';
  return { text: `${sign}${Math.abs(rounded).toFixed(1)}%`, direction: rounded > 0 ? 'up' : 'down' };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11' → 'Nov 2026'; anything else is shown as it is. */
export function monthLabel(month: string): { short: string; long: string } {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !name) return { short: month, long: month };
  return { short: name, long: `${name} ${match[1]}` };
}

/**
 * The month's names in a language other than English, through `Intl` ('2026-11' in hi-IN: 'नव॰' and
 * 'नव॰ 2026'); English keeps monthLabel's own names.
 */
export function monthLabelIn(month: string, locale: string): { short: string; long: string } {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const monthIndex = match ? Number(match[2]) - 1 : -1;
  if (!match || monthIndex < 0 || monthIndex > 11) return { short: month, long: month };
  const date = new Date(Date.UTC(Number(match[1]), monthIndex, 1));
  const name = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
  return { short: name({ month: 'short' }), long: name({ month: 'short', year: 'numeric' }) };
}

export interface MonthlyUploads {
  month: string;
  notes: number;
  pyqs: number;
  videos: number;
  courses: number;
}

/** The chart's four series; `label` is a catalog key (English: Notes, PYQs, Videos, Courses). */
export const SERIES = [
  { key: 'notes', label: 'analytics.seriesNotes', colour: '#4338ca', swatch: 'bg-[#4338ca]' },
  { key: 'pyqs', label: 'analytics.seriesPyqs', colour: '#0891b2', swatch: 'bg-[#0891b2]' },
  { key: 'videos', label: 'analytics.seriesVideos', colour: '#16a34a', swatch: 'bg-[#16a34a]' },
  { key: 'courses', label: 'analytics.seriesCourses', colour: '#d97706', swatch: 'bg-[#d97706]' },
] as const satisfies readonly { key: keyof MonthlyUploads; label: MessageId; colour: string; swatch: string }[];

export function monthTotal(month: MonthlyUploads): number {
  return month.notes + month.pyqs + month.videos + month.courses;
}

/** A round top for the chart's axis (1, 2, 5 × 10ⁿ), at least 5 so an empty year still has a scale. */
export function axisMax(months: readonly MonthlyUploads[]): number {
  const highest = Math.max(4, ...months.map(monthTotal));
  const magnitude = 10 ** Math.floor(Math.log10(highest));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= highest) return step * magnitude;
  }
  return 10 * magnitude;
}
