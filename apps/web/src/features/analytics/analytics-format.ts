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

export interface MonthlyUploads {
  month: string;
  notes: number;
  pyqs: number;
  videos: number;
  courses: number;
}

export const SERIES = [
  { key: 'notes', label: 'Notes', colour: '#4338ca', swatch: 'bg-[#4338ca]' },
  { key: 'pyqs', label: 'PYQs', colour: '#0891b2', swatch: 'bg-[#0891b2]' },
  { key: 'videos', label: 'Videos', colour: '#16a34a', swatch: 'bg-[#16a34a]' },
  { key: 'courses', label: 'Courses', colour: '#d97706', swatch: 'bg-[#d97706]' },
] as const;

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
