import { INTL_LOCALES } from '../../../lib/i18n/languages';
import { useFormat, useLanguage, useT } from '../../../lib/i18n/use-t';
import { axisMax, monthLabel, monthLabelIn, monthTotal, SERIES, type MonthlyUploads } from '../analytics-format';

/*
 * Uploads per month over the last 12 months as stacked bars, drawn as plain SVG. This module is the
 * page's "chart library": it is imported lazily, so its code loads only when the analytics page does
 * (never on `/`), and it needs no third-party package.
 */

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 12, right: 8, bottom: 28, left: 36 };

export default function UploadsChart({ months }: { months: readonly MonthlyUploads[] }) {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const labelOf = (month: string) =>
    language === 'en' ? monthLabel(month) : monthLabelIn(month, INTL_LOCALES[language]);
  const max = axisMax(months);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, months.length);
  const barWidth = Math.min(36, slot * 0.6);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  // axisMax is 1, 2 or 5 × 10ⁿ (at least 5), so fifths of it are whole numbers.
  const ticks = [0, 1, 2, 3, 4, 5].map((step) => (max / 5) * step);

  return (
    <figure className="flex flex-col gap-3">
      {/* On phones the chart keeps a readable size and scrolls sideways. */}
      <div className="overflow-x-auto">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full min-w-[600px] text-muted"
          role="img"
          aria-label={t('analytics.chartLabel')}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke="currentColor"
                strokeOpacity={0.2}
              />
              <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={12} fill="currentColor">
                {format.number(tick)}
              </text>
            </g>
          ))}
          {months.map((month, index) => {
            const x = PAD.left + slot * index + (slot - barWidth) / 2;
            let base = 0;
            return (
              <g key={month.month}>
                <title>{`${labelOf(month.month).long}: ${SERIES.map((s) => `${format.number(month[s.key])} ${t(s.label)}`).join(', ')}`}</title>
                {SERIES.map((series) => {
                  const value = month[series.key];
                  if (value === 0) return null;
                  const top = y(base + value);
                  const height = y(base) - top;
                  base += value;
                  return <rect key={series.key} x={x} y={top} width={barWidth} height={height} fill={series.colour} />;
                })}
                <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={12} fill="currentColor">
                  {labelOf(month.month).short}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        {SERIES.map((series) => (
          <span key={series.key} className="inline-flex items-center gap-1.5">
            <span className={`size-3 rounded-sm ${series.swatch}`} aria-hidden="true" />
            {t(series.label)}
          </span>
        ))}
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary-text">{t('analytics.showNumbers')}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left">
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {t('analytics.columnMonth')}
                </th>
                {SERIES.map((series) => (
                  <th key={series.key} scope="col" className="py-1 pr-3">
                    {t(series.label)}
                  </th>
                ))}
                <th scope="col" className="py-1">
                  {t('analytics.columnTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month} className="border-t border-line">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {labelOf(month.month).long}
                  </th>
                  {SERIES.map((series) => (
                    <td key={series.key} className="py-1 pr-3">
                      {format.number(month[series.key])}
                    </td>
                  ))}
                  <td className="py-1">{format.number(monthTotal(month))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
