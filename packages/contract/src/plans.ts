/*
 * Apart from constants.ts, which the web app's build puts in the chunk every screen loads (the landing
 * page's budget): only the plan page needs these.
 */

export interface Plan {
  title: string;
  price: number;
  duration: string;
  benefits: string[];
  isPopular: boolean;
}

/** The three monthly plans of spec §9, fixed in the client. */
export const PLANS: readonly Plan[] = [
  {
    title: 'Basic',
    price: 499,
    duration: 'month',
    benefits: ['Basic notes', '5 course downloads', 'Email support', '1 chat per day'],
    isPopular: false,
  },
  {
    title: 'Pro',
    price: 999,
    duration: 'month',
    benefits: ['Everything in Basic', 'Unlimited downloads', 'Priority support', 'Live sessions'],
    isPopular: true,
  },
  {
    title: 'Premium',
    price: 1499,
    duration: 'month',
    benefits: ['Everything in Pro', '1-on-1 mentoring', 'Custom study plan', 'Certificate'],
    isPopular: false,
  },
];
