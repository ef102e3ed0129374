import { PLANS, type Plan } from '@prepshelf/contract';

/**
 * The plan the page was opened with (spec §2: the chosen plan arrives as navigation state), or null.
 * Only the client's own plans (spec §9) are accepted, matched by title, and the page shows the fixed
 * plan rather than whatever price the state carries: history state survives reloads and can be edited.
 */
export function readPlanState(state: unknown): Plan | null {
  if (typeof state !== 'object' || state === null) return null;
  const candidate = 'plan' in state && typeof state.plan === 'object' && state.plan !== null ? state.plan : state;
  const title = 'title' in candidate ? candidate.title : undefined;
  if (typeof title !== 'string') return null;
  return PLANS.find((plan) => plan.title === title.trim()) ?? null;
}
