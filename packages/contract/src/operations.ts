/** Operations: metrics, health for orchestrators (issue 14). */
export const OPERATIONS_MESSAGES = {
  metricsForbidden: 'Metrics are served to loopback callers, or with the bearer METRICS_TOKEN.',
  metricsBadToken: 'The metrics token is not valid.',
} as const;
