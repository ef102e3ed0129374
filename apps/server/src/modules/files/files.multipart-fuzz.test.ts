import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@prepshelf/contract';
import { uniquePng, useFileTests } from '../../../test/support/files.ts';

const c = useFileTests({ fileLimits: { pdf: 4000, image: 1000 } });

const BOUNDARY = 'prepshelf-fuzz-boundary';

/** One raw part: its header lines as written, then its body. */
interface RawPart {
  headers: string[];
  body: Buffer | string;
}

function bodyOf(parts: readonly RawPart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n${part.headers.map((line) => `${line}\r\n`).join('')}\r\n`));
    chunks.push(Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

async function post(parts: readonly RawPart[], token?: string) {
  return c.t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(token === undefined ? {} : { AuthToken: token }),
    },
    payload: bodyOf(parts),
  });
}

/** Content-Disposition lines a client (or an attacker) may send, most of them without a usable name. */
const DISPOSITIONS = [
  'Content-Disposition: form-data',
  'Content-Disposition: form-data;',
  'Content-Disposition: form-data; name=""',
  'Content-Disposition: form-data; name',
  'Content-Disposition: form-data; name=',
  'Content-Disposition: form-data; filename="a.png"',
  'Content-Disposition: form-data; filename=""',
  'Content-Disposition: form-data; nam="file"',
  "Content-Disposition: form-data; name*=UTF-8''file",
  'Content-Disposition: attachment; name="file"',
  'Content-Disposition: attachment',
  'Content-Disposition: inline; filename="a.png"',
  'Content-Disposition:',
  'Content-Disposition: ;;;',
  'Content-Disposition: form-data; name="__proto__"',
  'Content-Disposition: form-data; name="constructor"',
  'Content-Disposition: form-data; name="toString"',
  'Content-Disposition: form-data; name="AuthToken"; name="file"',
  'Content-Disposition: form-data; name=file; filename=a.png',
  'Content-Disposition: form-data; name="fi\\"le"',
  'Content-Disposition: form-data; name="\u00e9\u00e8"',
  'Content-Disposition: form-data; name="file"; filename',
  'Content-Disposition: form-data; name="file"; filename*=UTF-8\'\'a.png',
];
const CONTENT_TYPES = [undefined, 'text/plain', 'image/png', 'application/octet-stream', ''];
const BODIES: (Buffer | string)[] = ['hello', '', 'iVBORw0KGgo=', uniquePng()];

/** A small deterministic generator, so a failure names the case that failed and repeats. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function randomPart(random: () => number): RawPart {
  const contentType = pick(random, CONTENT_TYPES);
  const headers = [pick(random, DISPOSITIONS)];
  if (contentType !== undefined) headers.push(`Content-Type: ${contentType}`);
  // Some parts have no Content-Disposition at all.
  return { headers: random() < 0.1 ? headers.slice(1) : headers, body: pick(random, BODIES) };
}

describe('POST /api/files/upload with odd multipart parts', () => {
  it('a text part whose Content-Disposition has no name is a 400 with a message, anonymous or staff', async () => {
    const nameless: RawPart = { headers: ['Content-Disposition: form-data'], body: 'hello' };
    // (A Student's header token is refused with 403 before the body is read.)
    for (const token of [undefined, c.accounts.Instructor.token, c.accounts.Admin.token]) {
      const response = await post([nameless], token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.malformedMultipart });
    }
    // The same part beside a good file still refuses the body as a whole.
    const file: RawPart = {
      headers: ['Content-Disposition: form-data; name="file"; filename="a.png"', 'Content-Type: image/png'],
      body: uniquePng(),
    };
    const mixed = await post([file, nameless], c.accounts.Admin.token);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({ success: false, message: SERVER_MESSAGES.malformedMultipart });
  });

  it('every Content-Disposition of the list, alone or mixed with others, answers below 500 with a message', async () => {
    const callers = [undefined, c.accounts.Instructor.token];
    for (const disposition of DISPOSITIONS) {
      for (const token of callers) {
        const response = await post([{ headers: [disposition], body: 'hello' }], token);
        expect(response.statusCode, `${disposition} as ${token === undefined ? 'anonymous' : 'staff'}`).toBeLessThan(
          500,
        );
        expect(response.json<{ message?: unknown }>().message).toEqual(expect.any(String));
      }
    }
    const random = prng(35);
    for (let round = 0; round < 150; round += 1) {
      const parts = Array.from({ length: 1 + Math.floor(random() * 4) }, () => randomPart(random));
      const token = pick(random, callers);
      const response = await post(parts, token);
      const label = `round ${round}: ${JSON.stringify(parts.map((part) => part.headers))}`;
      expect(response.statusCode, label).toBeLessThan(500);
      expect(response.json<{ message?: unknown }>().message, label).toEqual(expect.any(String));
    }
  });
});
