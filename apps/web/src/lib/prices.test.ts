import { describe, expect, it } from 'vitest';
import { courseTotal, formatRupees } from './prices';

describe('formatRupees', () => {
  it('writes whole rupees with the rupee sign and Indian digit grouping', () => {
    expect(formatRupees(499)).toBe('₹499');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1499)).toBe('₹1,499');
    expect(formatRupees(100000)).toBe('₹1,00,000');
  });

  it('keeps paise only when the amount has them', () => {
    expect(formatRupees(49.5)).toBe('₹49.5');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows a broken amount as zero rather than NaN', () => {
    expect(formatRupees(Number.NaN)).toBe('₹0');
  });
});

describe('courseTotal', () => {
  it('takes the offer price as the total and keeps the discount percent', () => {
    expect(courseTotal({ price: 2000, offerPercent: 25, offerPrice: 1500 })).toEqual({
      price: 2000,
      total: 1500,
      percentOff: 25,
      isDiscounted: true,
    });
  });

  it('charges the list price when there is no offer', () => {
    expect(courseTotal({ price: 799, offerPercent: 0, offerPrice: 0 })).toEqual({
      price: 799,
      total: 799,
      percentOff: 0,
      isDiscounted: false,
    });
  });

  it('works the total out from the percent when the offer price is missing', () => {
    expect(courseTotal({ price: 1000, offerPercent: 10, offerPrice: 0 }).total).toBe(900);
    expect(courseTotal({ price: 1000, offerPercent: 100, offerPrice: 0 }).total).toBe(0);
  });

  it('keeps the discount percent between 0 and 100', () => {
    expect(courseTotal({ price: 100, offerPercent: 150, offerPrice: 0 }).percentOff).toBe(100);
    expect(courseTotal({ price: 100, offerPercent: -5, offerPrice: 0 }).percentOff).toBe(0);
  });
});
