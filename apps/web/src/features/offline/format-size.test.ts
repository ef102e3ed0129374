import { describe, expect, it } from 'vitest';
import { formatProgress, formatSize } from './format-size';

describe('sizes on the Offline shelf', () => {
  it('shows megabytes with one decimal and smaller files in kilobytes', () => {
    expect(formatSize(1.7 * 1024 * 1024)).toBe('1.7 MB');
    expect(formatSize(820 * 1024)).toBe('820 KB');
    expect(formatSize(10)).toBe('1 KB');
    expect(formatSize(10 * 1024 ** 3)).toBe('10.0 GB');
  });

  it('shows a download as the part received of the whole', () => {
    expect(formatProgress(0.6 * 1024 * 1024, 1.7 * 1024 * 1024)).toBe('0.6 of 1.7 MB');
    expect(formatProgress(100 * 1024, 400 * 1024)).toBe('100 of 400 KB');
    expect(formatProgress(2 * 1024 * 1024, undefined)).toBe('2.0 MB');
  });
});
