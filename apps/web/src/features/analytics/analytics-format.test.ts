import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOASTS } from '@prepshelf/contract';
import { readBundle } from '../../../build/lingui-catalogs';
import { axisMax, formatGrowth, monthLabel, monthLabelIn, monthTotal, SERIES } from './analytics-format';

describe('growth', () => {
  it('shows one decimal with a sign and a direction', () => {
    expect(formatGrowth(12.345)).toEqual({ text: '+12.3%', direction: 'up' });
    expect(formatGrowth(-50)).toEqual({ text: '−50.0%', direction: 'down' });
    expect(formatGrowth(0)).toEqual({ text: '0.0%', direction: 'flat' });
    expect(formatGrowth(0.04)).toEqual({ text: '0.0%', direction: 'flat' });
  });
});

describe('chart helpers', () => {
  it('names months', () => {
    expect(monthLabel('2026-01')).toEqual({ short: 'Jan', long: 'Jan 2026' });
    expect(monthLabel('oops')).toEqual({ short: 'oops', long: 'oops' });
  });

  it('adds the four types of a month and rounds the axis up', () => {
    const month = { month: '2026-11', notes: 3, pyqs: 2, videos: 1, courses: 1 };
    expect(monthTotal(month)).toBe(7);
    expect(axisMax([month])).toBe(10);
    expect(axisMax([])).toBe(5);
    expect(axisMax([{ ...month, notes: 120 }])).toBe(200);
  });
});

describe('in both languages', () => {
  const locales = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
  const english = readBundle(locales, 'en', 'staff');

  it('keeps the English series names and error text', () => {
    expect(SERIES.map((series) => english[series.label])).toEqual(['Notes', 'PYQs', 'Videos', 'Courses']);
    expect(english['analytics.error']).toBe(TOASTS.analyticsError);
  });

  it('names months through Intl in Hindi', () => {
    const november = monthLabelIn('2026-11', 'hi-IN');
    expect(november.short).toMatch(/^[\u0900-\u097F]/);
    expect(november.long).toBe(`${november.short} 2026`);
    expect(monthLabelIn('2026-13', 'hi-IN')).toEqual({ short: '2026-13', long: '2026-13' });
  });
});
