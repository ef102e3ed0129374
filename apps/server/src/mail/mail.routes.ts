import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPERATIONS_MESSAGES } from '@prepshelf/contract';
import { isFromThisMachine } from '../lib/this-machine.ts';
import { escapeHtml } from './mail.templates.ts';
import type { DevMailbox, StoredMail } from './mail.transport.ts';

const mailboxQuery = z.object({
  /** Only mails to this address (case-insensitive). */
  to: z.string().trim().optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  /** The key printed at start (`DevMailboxAccess`). */
  key: z.string().optional(),
});

/** Where the key is written, beside the mails it guards (whoever reads that folder reads them anyway). */
export const DEV_MAILBOX_KEY_FILE = 'key';

/** The mailbox's key, and the link (with the key) printed at start: the one to open. */
export interface DevMailboxAccess {
  key: string;
  /** `$DATA_DIR/mailbox/key`, mode 0600: the end-to-end fixtures read the key there. */
  keyFile: string;
  link: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function refuseRemote(reply: FastifyReply) {
  return reply.status(404).send({ success: false, message: OPERATIONS_MESSAGES.devMailboxLocalOnly });
}

function refuseWithoutKey(reply: FastifyReply) {
  return reply.status(404).send({ success: false, message: OPERATIONS_MESSAGES.devMailboxKeyNeeded });
}

async function listMails(mailbox: DevMailbox, query: z.infer<typeof mailboxQuery>): Promise<StoredMail[]> {
  const to = query.to?.toLowerCase();
  const mails = await mailbox.list(to === undefined || to === '' ? (query.limit ?? 200) : 1000);
  const matching = to === undefined || to === '' ? mails : mails.filter((mail) => mail.to.toLowerCase() === to);
  return matching.slice(0, query.limit ?? 200);
}

function renderMailboxPage(mails: readonly StoredMail[], key: string): string {
  const items = mails
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd>${mail.replyTo === undefined ? '' : `<dt>Reply-To</dt><dd>${escapeHtml(mail.replyTo)}</dd>`}<dt>From</dt><dd>${escapeHtml(mail.from)}</dd><dt>Time</dt><dd><time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt)}</time></dd></dl>
<pre>${escapeHtml(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>PrepShelf dev mailbox</title>
<style>
body { margin: 0 auto; max-width: 860px; padding: 24px; font-family: system-ui, sans-serif; color: #111827; background: #f9fafb; }
h1 { margin: 0 0 4px; color: #4f46e5; }
article { margin: 16px 0; padding: 16px 20px; border: 1px solid #e5e7eb; border-radius: 8px; background: #fff; }
h2 { margin: 0 0 8px; font-size: 18px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 12px; font-size: 14px; }
dt { color: #6b7280; }
dd { margin: 0; }
pre { margin: 0; padding: 12px; white-space: pre-wrap; word-break: break-word; background: #f3f4f6; border-radius: 6px; font-size: 14px; }
</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p>SMTP_URL is not set, so PrepShelf keeps its mail here instead of sending it. Newest first; reload to see new mail. As JSON: <a href="/dev/mailbox.json?key=${escapeHtml(encodeURIComponent(key))}">/dev/mailbox.json</a>.</p>
${items === '' ? '<p><em>No mail yet.</em></p>' : items}
</body>
</html>`;
}

/**
 * GET /dev/mailbox (a page) and GET /dev/mailbox.json (for the end-to-end tests). Registered only
 * when SMTP_URL is unset, i.e. when mail goes to the dev mailbox.
 *
 * The mailbox holds live codes (verification, password reset). It answers only a program on this
 * machine straight to the server (`isFromThisMachine`: a server started with HOST=0.0.0.0 must not
 * hand codes to the network, nor a reverse proxy that adds forwarding headers), and only with the
 * random key made here at each start: a same-host proxy that adds no header (nginx's plain
 * `proxy_pass`) passes the first test, never the second. The key is written to
 * `$DATA_DIR/mailbox/key` (0600) for the end-to-end fixtures.
 */
export async function registerMailRoutes(
  app: FastifyInstance,
  mailbox: DevMailbox,
  options: { publicUrl: string },
): Promise<DevMailboxAccess> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const key = randomBytes(24).toString('base64url');
  const keyDigest = digest(key);
  const keyFile = path.join(mailbox.dir, DEV_MAILBOX_KEY_FILE);
  await mkdir(mailbox.dir, { recursive: true, mode: 0o700 });
  // A new file renamed over the old one: the mode holds from its first byte, whatever was there.
  const partial = `${keyFile}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(partial, `${key}\n`, { mode: 0o600, flag: 'wx' });
  await rename(partial, keyFile);

  /** The refusal to send, or undefined when the request may read the mailbox. */
  const refusalOf = (request: FastifyRequest, reply: FastifyReply, given: string | undefined) => {
    if (!isFromThisMachine(request)) return refuseRemote(reply);
    // Compared as digests, so neither the length nor the bytes leak through timing.
    if (given === undefined || !timingSafeEqual(digest(given), keyDigest)) return refuseWithoutKey(reply);
    return undefined;
  };

  routes.get('/dev/mailbox', { schema: { hide: true, querystring: mailboxQuery } }, async (request, reply) => {
    const refusal = refusalOf(request, reply, request.query.key);
    if (refusal !== undefined) return refusal;
    const mails = await listMails(mailbox, request.query);
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMailboxPage(mails, key));
  });

  routes.get('/dev/mailbox.json', { schema: { hide: true, querystring: mailboxQuery } }, async (request, reply) => {
    const refusal = refusalOf(request, reply, request.query.key);
    if (refusal !== undefined) return refusal;
    const mails = await listMails(mailbox, request.query);
    return reply.header('Cache-Control', 'no-store').send({ success: true, mails });
  });

  return { key, keyFile, link: `${options.publicUrl}/dev/mailbox?key=${key}` };
}
