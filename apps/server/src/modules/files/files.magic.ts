import type { FileKind, ImageMimeType } from '@prepshelf/contract';

export type DetectedType = { kind: 'pdf'; mimeType: 'application/pdf' } | { kind: 'image'; mimeType: ImageMimeType };

/** How many leading bytes `detectFileType` needs to decide (WebP's RIFF....WEBP is the longest). */
export const MAGIC_BYTES_NEEDED = 12;

const startsWith = (head: Uint8Array, signature: readonly number[], offset = 0) =>
  head.length >= offset + signature.length && signature.every((byte, index) => head[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The type of a file from its first bytes only, never from its name or declared type: PDF, or a
 * PNG, JPEG, GIF or WebP image. Anything else (SVG included, since it can carry script) is undefined.
 */
export function detectFileType(head: Uint8Array): DetectedType | undefined {
  if (startsWith(head, ascii('%PDF-'))) return { kind: 'pdf', mimeType: 'application/pdf' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mimeType: 'image/png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: 'image', mimeType: 'image/jpeg' };
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) {
    return { kind: 'image', mimeType: 'image/gif' };
  }
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8))
    return { kind: 'image', mimeType: 'image/webp' };
  return undefined;
}

export const EXTENSION_OF_MIME: Record<DetectedType['mimeType'], string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
};

export type { FileKind };
