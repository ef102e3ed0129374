import type { FastifyReply } from 'fastify';
import { AUTH_HEADER } from '@prepshelf/contract';
import type { StoredFile } from '../../db/schema/index.ts';
import { varyOn } from '../../lib/vary.ts';
import type { ByteRange } from '../../storage/file-store.ts';
import { EXTENSION_OF_MIME, type DetectedType } from './files.magic.ts';

/**
 * The one range of a `Range: bytes=…` header against an object of `size` bytes: a range, 'unsatisfiable'
 * (answer 416), or undefined to send the whole file (no header, another unit, several ranges or a
 * malformed header, which RFC 9110 lets a server ignore).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // The last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** The strong ETag of a file: its SHA-256, which is its id. */
export const etagOf = (file: StoredFile): string => `"${file.id}"`;

/** True when an If-None-Match header names this ETag (weak comparison, as RFC 9110 wants for it). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * `inline; filename="…"; filename*=UTF-8''…` with a name that cannot break the header or lie about
 * the type: the extension always matches the stored bytes.
 */
export function contentDispositionOf(file: StoredFile): string {
  const extension = EXTENSION_OF_MIME[file.mimeType as DetectedType['mimeType']] ?? '';
  const stem = file.originalName.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim() || file.id.slice(0, 12);
  const fullName = `${stem}${extension}`;
  const asciiName = fullName.replace(/[^A-Za-z0-9 ._()-]/g, '_');
  return `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fullName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** PDFs are private (their visibility can change); images are public and never change under an id. */
export const PDF_CACHE_CONTROL = 'private, max-age=300';

/**
 * Marks a private answer (a PDF, whole or a range, and its first-page image) as depending on the session
 * header: the browser's cache then hands a kept copy only to a request with the same AuthToken. Without
 * it, on a shared phone, the next person got the pages the last one read for five minutes after that one
 * logged out, with no session at all.
 */
export function varyOnSession(reply: FastifyReply): void {
  varyOn(reply, AUTH_HEADER);
}
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
