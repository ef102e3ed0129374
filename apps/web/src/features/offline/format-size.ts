/*
 * Sizes on the Offline shelf and its buttons. The figures go through `Intl` in the page's locale
 * (en-IN, hi-IN: Indian grouping); the units stay MB, KB and GB in both languages, as Hindi's own
 * CLDR data writes them.
 */

const formatters = new Map<string, Intl.NumberFormat>();

/** The number formatter of a locale with a fixed count of decimals (kept: built once each). */
function figure(value: number, locale: string, decimals: number): string {
  const key = `${locale}/${decimals}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** A size as a figure and its unit: 1.7 MB, 820 KB, 10.0 GB. */
export function sizeParts(bytes: number, locale = 'en-IN'): { figure: string; unit: 'KB' | 'MB' | 'GB' } {
  if (bytes >= 1024 ** 3) return { figure: figure(bytes / 1024 ** 3, locale, 1), unit: 'GB' };
  if (bytes >= 1024 * 1024) return { figure: figure(bytes / (1024 * 1024), locale, 1), unit: 'MB' };
  return { figure: figure(Math.max(1, Math.round(bytes / 1024)), locale, 0), unit: 'KB' };
}

/** '1.7 MB', '820 KB', '10.0 GB'. */
export function formatSize(bytes: number, locale = 'en-IN'): string {
  const { figure: value, unit } = sizeParts(bytes, locale);
  return `${value} ${unit}`;
}

/**
 * A download as the part received and the whole ('0.6' and '1.7 MB', '100' and '400 KB'), for the
 * message "{received} of {total}"; undefined when the total is unknown (then the bytes alone show).
 */
export function progressParts(
  received: number,
  total: number | undefined,
  locale = 'en-IN',
): { received: string; total: string } | undefined {
  if (total === undefined || total <= 0) return undefined;
  if (total < 1024 * 1024) return { received: sizeParts(received, locale).figure, total: formatSize(total, locale) };
  return { received: figure(received / (1024 * 1024), locale, 1), total: formatSize(total, locale) };
}
