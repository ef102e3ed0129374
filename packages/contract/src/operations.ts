import { z } from './zod.ts';

/** Operations: metrics, health for orchestrators (issue 14). */
export const OPERATIONS_MESSAGES = {
  metricsForbidden: 'Metrics are served to loopback callers, or with the bearer METRICS_TOKEN.',
  metricsBadToken: 'The metrics token is not valid.',
  notReady: 'Not ready: the database, the file store or the migrations are not in order.',
} as const;

export const readinessSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  database: z.boolean(),
  store: z.boolean(),
  migrations: z.boolean(),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const livenessSchema = z.object({ success: z.literal(true) });
