import type { FastifyReply } from 'fastify';
import { encode, type ZodType } from 'zod';
import { VersionedCache } from './versioned-cache.ts';

/** Where a shared answer may be kept: a cache entry's key and the content version it was read at. */
export interface SharedKey {
  key: string;
  version: number;
}

/**
 * Finished JSON answers that many callers share: a page read from a cache that holds nothing
 * personal to the caller (none of its items in their My Learning) is the same bytes for all of them.
 * Each is made once per key and content version, checked against the route's response schema as the
 * route's serializer would, and sent as bytes: no per-request check and text encoding of the same items.
 * Bounded: at most `maxEntries` answers, the least recently used going first.
 */
export class SharedAnswers {
  readonly #bodies: VersionedCache<Buffer>;

  constructor(maxEntries: number) {
    this.#bodies = new VersionedCache<Buffer>(maxEntries);
  }

  /** The bytes for `shared`, made from `answer()` (encoded with `schema`) when not kept for this version. */
  bytes(shared: SharedKey, schema: ZodType, answer: () => unknown): Buffer {
    const kept = this.#bodies.peek(shared.key);
    if (kept !== undefined && kept.version === shared.version) return kept.value;
    const made = Buffer.from(JSON.stringify(encode(schema, answer())));
    this.#bodies.set(shared.key, shared.version, made);
    return made;
  }
}

/** Sends bytes made by SharedAnswers (an untyped reply: a typed one takes only objects of its schema). */
export function sendJsonBytes(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(bytes);
}
