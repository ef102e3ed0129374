import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Per-route rate limits (routes opt in with `config.rateLimit`). With REDIS_URL the counters are
 * shared by every instance; otherwise they live in this process.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: true })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'prepshelf-rate-limit:', skipOnError: false } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
}

/**
 * A route's limit counted per signed-in account, after the route's guard has found the user, not
 * per address: a class behind one campus address shares an address but not its accounts (contract §3).
 */
export function perAccountRateLimit(max: number, timeWindow: number) {
  return {
    max,
    timeWindow,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `account:${request.user?.id ?? request.ip}`,
  };
}
