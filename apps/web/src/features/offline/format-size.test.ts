import { describe, expect, it } from 'vitest';
import { formatSize, progressParts } from './format-size';

describe('sizes on the Offline shelf', () => {
  it('shows megabytes with one decimal and smaller files in kilobytes', () => {
    expect(formatSize(1.7 * 1024 * 1024)).toBe('1.7 MB');
    expect(formatSize(820 * 1024)).toBe('820 KB');
    expect(formatSize(10)).toBe('1 KB');
    expect(formatSize(10 * 1024 ** 3)).toBe('10.0 GB');
  });

  it('formats the figures in the language of the page, with Indian grouping', () => {
    expect(formatSize(1.7 * 1024 * 1024, 'hi-IN')).toBe('1.7 MB');
    expect(formatSize(123_456 * 1024 ** 3, 'en-IN')).toBe('1,23,456.0 GB');
  });

  it('shows a download as the part received of the whole', () => {
    expect(progressParts(0.6 * 1024 * 1024, 1.7 * 1024 * 1024)).toEqual({ received: '0.6', total: '1.7 MB' });
    expect(progressParts(100 * 1024, 400 * 1024)).toEqual({ received: '100', total: '400 KB' });
    expect(progressParts(2 * 1024 * 1024, undefined)).toBeUndefined();
  });
});
