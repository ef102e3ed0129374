import { describe, expect, it } from 'vitest';
import { PLANS } from '@prepshelf/contract';
import { readPlanState } from './plan-state';

describe('readPlanState', () => {
  it('reads each of the three plans from navigation state', () => {
    for (const plan of PLANS) expect(readPlanState(plan)).toBe(plan);
  });

  it('also reads a plan wrapped as { plan }', () => {
    expect(readPlanState({ plan: { title: 'Pro' } })?.price).toBe(999);
  });

  it('shows the fixed plan, not a price written into the state', () => {
    expect(readPlanState({ title: 'Premium', price: 1, benefits: [] })).toMatchObject({
      title: 'Premium',
      price: 1499,
    });
  });

  it('finds no plan without state or for an unknown title', () => {
    expect(readPlanState(null)).toBeNull();
    expect(readPlanState(undefined)).toBeNull();
    expect(readPlanState('Pro')).toBeNull();
    expect(readPlanState({ title: 'Gold' })).toBeNull();
    expect(readPlanState({})).toBeNull();
  });
});
