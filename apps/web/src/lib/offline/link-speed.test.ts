import { describe, expect, it } from 'vitest';
import { isFastLink } from './link-speed';

describe('isFastLink', () => {
  it('is true only for a 4g link without Save-Data', () => {
    expect(isFastLink({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(isFastLink({ effectiveType: '4g' })).toBe(true);
  });

  it('is false with Save-Data, whatever the link', () => {
    expect(isFastLink({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('is false for 3g, 2g and slow-2g links', () => {
    for (const effectiveType of ['3g', '2g', 'slow-2g']) expect(isFastLink({ effectiveType })).toBe(false);
  });

  it('is false when the browser does not tell', () => {
    expect(isFastLink(undefined)).toBe(false);
    expect(isFastLink({})).toBe(false);
  });
});
