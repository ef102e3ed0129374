import { Readable, Transform, type TransformCallback } from 'node:stream';
import { FILE_MESSAGES } from '@prepshelf/contract';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, tooManyRequests } from '../../lib/errors.ts';

/** The longest text field of the older upload form that is held in memory (token, file name, kind…). */
export const FORM_FIELD_LIMIT = 8 * 1024;
/** At most this many fields in one upload body. */
export const FORM_FIELD_COUNT_LIMIT = 20;
export const FIELD_TOO_LONG = 'A form field is too long.';
const NAME_LIMIT = 256;
const DATA_URL_PREFIX_LIMIT = 256;
const AMPERSAND = 0x26;
const EQUALS = 0x3d;
const PERCENT = 0x25;
const PLUS = 0x2b;
const SPACE = 0x20;

function hexValue(byte: number | undefined): number {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x41 + 10;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x61 + 10;
  return -1;
}

/**
 * Decodes application/x-www-form-urlencoded bytes (`+` is a space, `%XX` a byte) that may end in the
 * middle of an escape: the undecoded tail is returned to be prepended to the next chunk. A `%` not
 * followed by two hex digits stays literal, as URLSearchParams does.
 */
function decodeFormBytes(input: Buffer, isLast: boolean): { decoded: Buffer; rest: Buffer } {
  const out = Buffer.allocUnsafe(input.length);
  let length = 0;
  let index = 0;
  while (index < input.length) {
    const byte = input[index]!;
    if (byte === PLUS) {
      out[length++] = SPACE;
      index += 1;
    } else if (byte === PERCENT) {
      if (!isLast && index + 2 >= input.length) break;
      const high = hexValue(input[index + 1]);
      const low = hexValue(input[index + 2]);
      if (high >= 0 && low >= 0) {
        out[length++] = high * 16 + low;
        index += 3;
      } else {
        out[length++] = byte;
        index += 1;
      }
    } else {
      out[length++] = byte;
      index += 1;
    }
  }
  return { decoded: out.subarray(0, length), rest: input.subarray(index) };
}

/** Pulls chunks from a body and lets the reader push back what it did not use. */
class ChunkReader {
  private readonly iterator: AsyncIterator<Buffer | string>;
  private pending: Buffer[] = [];

  constructor(source: AsyncIterable<Buffer | string>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  async next(): Promise<Buffer | undefined> {
    const pushedBack = this.pending.pop();
    if (pushedBack !== undefined) return pushedBack;
    const result: IteratorResult<Buffer | string> = await this.iterator.next();
    if (result.done === true) return undefined;
    return typeof result.value === 'string' ? Buffer.from(result.value, 'latin1') : result.value;
  }

  unshift(chunk: Buffer): void {
    if (chunk.length > 0) this.pending.push(chunk);
  }
}

/** Reads up to the first of `delimiters` (consumed) or the end; refuses more than `limit` bytes. */
async function readUntil(
  reader: ChunkReader,
  delimiters: readonly number[],
  limit: number,
): Promise<{ bytes: Buffer; delimiter: number | undefined; isEmptyBody: boolean }> {
  const parts: Buffer[] = [];
  let size = 0;
  let sawAny = false;
  for (;;) {
    const chunk = await reader.next();
    if (chunk === undefined) return { bytes: Buffer.concat(parts), delimiter: undefined, isEmptyBody: !sawAny };
    sawAny = true;
    let at = -1;
    for (let index = 0; index < chunk.length; index += 1) {
      if (delimiters.includes(chunk[index]!)) {
        at = index;
        break;
      }
    }
    const taken = at === -1 ? chunk : chunk.subarray(0, at);
    size += taken.length;
    if (size > limit) throw badRequest(FIELD_TOO_LONG);
    parts.push(taken);
    if (at !== -1) {
      reader.unshift(chunk.subarray(at + 1));
      return { bytes: Buffer.concat(parts), delimiter: chunk[at], isEmptyBody: false };
    }
  }
}

/** The decoded bytes of one field value, streamed, up to the next `&` (consumed) or the end. */
async function* streamValue(reader: ChunkReader): AsyncGenerator<Buffer> {
  let carry = Buffer.alloc(0);
  for (;;) {
    const chunk = await reader.next();
    if (chunk === undefined) {
      const { decoded } = decodeFormBytes(carry, true);
      if (decoded.length > 0) yield decoded;
      return;
    }
    const at = chunk.indexOf(AMPERSAND);
    const segment = at === -1 ? chunk : chunk.subarray(0, at);
    const { decoded, rest } = decodeFormBytes(carry.length > 0 ? Buffer.concat([carry, segment]) : segment, at !== -1);
    carry = Buffer.from(rest);
    if (decoded.length > 0) yield decoded;
    if (at !== -1) {
      reader.unshift(chunk.subarray(at + 1));
      return;
    }
  }
}

export interface FormHandlers {
  /** A text field (at most FORM_FIELD_LIMIT bytes), in body order. May throw to stop reading. */
  onField(name: string, value: string): Promise<void>;
  /** The `file` field's text (base64), streamed; the handler must read it to its end or throw. */
  onFile(content: Readable): Promise<void>;
}

/**
 * Reads an urlencoded body field by field as it arrives: text fields are held only up to
 * FORM_FIELD_LIMIT, the `file` field is handed over as a stream, so no part of a large body is ever
 * held in memory whole, and a handler can refuse the request (a bad token) before the rest is read.
 */
export async function readUrlencodedForm(source: AsyncIterable<Buffer | string>, handlers: FormHandlers) {
  const reader = new ChunkReader(source);
  let fieldCount = 0;
  for (;;) {
    const name = await readUntil(reader, [EQUALS, AMPERSAND], NAME_LIMIT);
    if (name.delimiter === undefined && name.bytes.length === 0) return;
    if (name.bytes.length === 0 && name.delimiter === AMPERSAND) continue;
    fieldCount += 1;
    if (fieldCount > FORM_FIELD_COUNT_LIMIT) throw badRequest(FILE_MESSAGES.tooManyFormFields);
    const fieldName = decodeFormBytes(name.bytes, true).decoded.toString('utf8');
    if (name.delimiter !== EQUALS) {
      await handlers.onField(fieldName, '');
      if (name.delimiter === undefined) return;
      continue;
    }
    if (fieldName === 'file') {
      await handlers.onFile(Readable.from(streamValue(reader), { objectMode: false }));
      continue;
    }
    const value = await readUntil(reader, [AMPERSAND], FORM_FIELD_LIMIT * 3);
    const text = decodeFormBytes(value.bytes, true).decoded.toString('utf8');
    if (Buffer.byteLength(text) > FORM_FIELD_LIMIT) throw badRequest(FIELD_TOO_LONG);
    await handlers.onField(fieldName, text);
    if (value.delimiter === undefined) return;
  }
}

const BASE64_CHARACTER = /^[A-Za-z0-9+/_-]$/;

/**
 * Turns the older form's base64 text (possibly a data URL, possibly with spaces where a client forgot
 * to escape `+`, possibly with line breaks) into bytes as it streams, four characters at a time.
 */
export function createBase64Decoder(): Transform {
  let prefix: string | undefined = '';
  let carry = '';
  let padding = 0;

  function clean(text: string): string {
    let out = '';
    for (const character of text) {
      if (character === ' ') {
        if (padding > 0) throw badRequest(FILE_MESSAGES.badBase64);
        out += '+';
      } else if (character === '\n' || character === '\r' || character === '\t' || character === '\f') {
        continue;
      } else if (character === '=') {
        padding += 1;
        if (padding > 2) throw badRequest(FILE_MESSAGES.badBase64);
        out += character;
      } else if (BASE64_CHARACTER.test(character) && padding === 0) {
        out += character;
      } else {
        throw badRequest(FILE_MESSAGES.badBase64);
      }
    }
    return out;
  }

  function take(text: string, isLast: boolean): Buffer {
    let body = text;
    if (prefix !== undefined) {
      // A data URL prefix (`data:…;base64,`) is dropped; anything else starting with "data:" is not base64.
      prefix += body;
      if (!isLast && prefix.length < 5 && 'data:'.startsWith(prefix)) return Buffer.alloc(0);
      if (prefix.startsWith('data:')) {
        const comma = prefix.indexOf(',');
        if (comma === -1) {
          if (prefix.length > DATA_URL_PREFIX_LIMIT || isLast) throw badRequest(FILE_MESSAGES.badBase64);
          return Buffer.alloc(0);
        }
        if (!/^data:[^,]*;base64,$/.test(prefix.slice(0, comma + 1))) throw badRequest(FILE_MESSAGES.badBase64);
        body = prefix.slice(comma + 1);
      } else {
        body = prefix;
      }
      prefix = undefined;
    }
    carry += clean(body);
    const usable = isLast ? carry.length : carry.length - (carry.length % 4);
    const decoded = Buffer.from(carry.slice(0, usable), 'base64');
    carry = carry.slice(usable);
    return decoded;
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      try {
        const bytes = take(typeof chunk === 'string' ? chunk : chunk.toString('latin1'), false);
        callback(null, bytes.length > 0 ? bytes : undefined);
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      try {
        const bytes = take('', true);
        callback(null, bytes.length > 0 ? bytes : undefined);
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

/**
 * Upload bytes per client address that were read before the caller was known to be staff (the older
 * form sends its token after the file). Bytes of an upload that turns out to be a staff member's are
 * given back; the rest count for the window, and an address past its budget is refused (429) before
 * any more of its bodies are read. In-process: with several instances each keeps its own count.
 */
export function createUploadBudget(options: { bytesPerWindow: number; windowMs: number; clock: Clock }) {
  const spent = new Map<string, { bytes: number; since: number }>();

  function entryOf(address: string) {
    const now = options.clock.now().getTime();
    let entry = spent.get(address);
    if (entry === undefined || now - entry.since >= options.windowMs) {
      entry = { bytes: 0, since: now };
      spent.set(address, entry);
    }
    if (spent.size > 10_000) {
      for (const [key, value] of spent) if (now - value.since >= options.windowMs) spent.delete(key);
    }
    return entry;
  }

  const refusal = (address: string) => {
    const entry = entryOf(address);
    const retryAfter = Math.max(1, Math.ceil((entry.since + options.windowMs - options.clock.now().getTime()) / 1000));
    return tooManyRequests(FILE_MESSAGES.tooManyUploadBytes, retryAfter);
  };

  return {
    /** Throws 429 when `address` has no budget left. */
    assertAvailable(address: string): void {
      if (entryOf(address).bytes >= options.bytesPerWindow) throw refusal(address);
    },
    /** A pass-through that charges every byte to `address` and fails with 429 past the budget. */
    meter(address: string): { stream: Transform; charged: () => number } {
      let charged = 0;
      const stream = new Transform({
        transform(chunk: Buffer, _encoding, callback: TransformCallback) {
          const entry = entryOf(address);
          entry.bytes += chunk.length;
          charged += chunk.length;
          if (entry.bytes > options.bytesPerWindow) callback(refusal(address));
          else callback(null, chunk);
        },
      });
      return { stream, charged: () => charged };
    },
    refund(address: string, bytes: number): void {
      const entry = entryOf(address);
      entry.bytes = Math.max(0, entry.bytes - bytes);
    },
  };
}

export type UploadBudget = ReturnType<typeof createUploadBudget>;
