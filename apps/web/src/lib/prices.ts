import { CURRENCY_SYMBOL } from '@prepshelf/contract';

/*
 * Money as the product shows it (spec §1: the rupee). Indian digit grouping (1,00,000), whole rupees
 * without decimals, paise only when a price has them.
 */

const rupeeNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** '₹999', '₹1,499', '₹1,00,000', '₹49.5'; a missing or broken amount shows as '₹0'. */
export function formatRupees(amount: number): string {
  const safe = Number.isFinite(amount) ? amount : 0;
  return `${CURRENCY_SYMBOL}${rupeeNumber.format(safe)}`;
}

export interface CoursePriceFields {
  price: number;
  offerPercent: number;
  offerPrice: number;
}

export interface CoursePricing {
  /** The list price. */
  price: number;
  /** What the student pays: the offer price (spec §2: the total is the offer price). */
  total: number;
  /** The discount in percent, 0 when there is none. */
  percentOff: number;
  /** True when the total is below the list price, so the list price is shown struck through. */
  isDiscounted: boolean;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Price, discount percent and total of a course. The total is the stored offer price; a course saved
 * without one (0) but with a discount gets the discounted list price, and one without either costs the
 * list price, so a card never shows a course as free by accident.
 */
export function courseTotal({ price, offerPercent, offerPrice }: CoursePriceFields): CoursePricing {
  const listPrice = Number.isFinite(price) && price > 0 ? price : 0;
  const percentOff = Number.isFinite(offerPercent) ? clamp(Math.round(offerPercent * 100) / 100, 0, 100) : 0;
  let total: number;
  if (Number.isFinite(offerPrice) && offerPrice > 0) total = offerPrice;
  else if (percentOff > 0) total = Math.round(listPrice * (100 - percentOff)) / 100;
  else total = listPrice;
  return { price: listPrice, total, percentOff, isDiscounted: total < listPrice };
}
