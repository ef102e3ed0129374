import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { OPERATIONS_MESSAGES } from '@prepshelf/contract';
import { forbidden, unauthorized } from './errors.ts';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1, and IPv4-mapped loopback (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== undefined) return loopback.check(mapped, 'ipv4');
  if (isIPv4(address)) return loopback.check(address, 'ipv4');
  try {
    return loopback.check(address, 'ipv6');
  } catch {
    return false;
  }
}

/**
 * The headers proxies, load balancers and CDNs add to say whom they forward for (standard, de facto
 * and vendor ones: Cloudflare, Akamai, Fastly, Azure, Envoy, nginx's common setups).
 */
const FORWARDING_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'client-ip',
  'true-client-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-originating-ip',
  'x-remote-ip',
  'x-remote-addr',
  'x-proxyuser-ip',
  'x-azure-clientip',
  'x-azure-socketip',
  'x-appengine-user-ip',
]);
/** Whole families: `X-Forwarded-For/-Host/-Proto/-Port/…`, `X-Original-Forwarded-For`, `CF-Connecting-IP`, `CF-Ray`… */
const FORWARDING_PREFIXES = ['x-forwarded-', 'x-original-forwarded-', 'cf-', 'x-envoy-'];

/** Whether the request carries any header a proxy adds (Node gives header names in lower case). */
export function hasForwardingHeaders(request: FastifyRequest): boolean {
  return Object.keys(request.headers).some(
    (name) => FORWARDING_HEADERS.has(name) || FORWARDING_PREFIXES.some((prefix) => name.startsWith(prefix)),
  );
}

/**
 * A request from a program on this machine, straight to the server: the TCP peer is loopback, and no
 * proxy header says it came from further away. Behind a reverse proxy every request arrives from the
 * proxy's (often loopback) address, so a proxied request is refused whatever TRUST_PROXY says. A
 * same-host proxy that adds no header at all passes this test: what must stay private needs a secret
 * too (the dev mailbox's key, the metrics token).
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress ?? request.ip) && !hasForwardingHeaders(request);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function bearerOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * Who may read the operations routes (`/api/metrics`, `/api/health/ready`): a caller with the bearer
 * METRICS_TOKEN, or, without a bearer, a program on this machine (`isFromThisMachine`). A wrong
 * bearer is 401 even from loopback (a misconfigured scraper shows up); anyone else is 403. Sessions
 * grant nothing. Throws the refusal.
 */
export function createOperationsGuard(metricsToken: string | undefined): (request: FastifyRequest) => void {
  const tokenDigest = metricsToken === undefined ? undefined : digest(metricsToken);
  return (request) => {
    const bearer = bearerOf(request);
    if (bearer !== undefined) {
      // Compared as digests, so neither the length nor the bytes leak through timing.
      if (tokenDigest === undefined || !timingSafeEqual(digest(bearer), tokenDigest)) {
        throw unauthorized(OPERATIONS_MESSAGES.metricsBadToken);
      }
      return;
    }
    // A proxy on this machine would make every visitor loopback: proxied requests need the token.
    if (!isFromThisMachine(request)) throw forbidden(OPERATIONS_MESSAGES.metricsForbidden);
  };
}
