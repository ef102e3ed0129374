import type { FastifyReply } from 'fastify';
import vary from 'vary';

/**
 * Adds `field` to the answer's Vary header, keeping what others put there (CORS's Origin, the language,
 * the session): setting the header outright drops the fields an earlier hook or plugin named, and a
 * cache then hands one caller's answer to another.
 */
export function varyOn(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('Vary');
  void reply.header('Vary', vary.append(Array.isArray(current) ? current.join(', ') : String(current ?? ''), field));
}
