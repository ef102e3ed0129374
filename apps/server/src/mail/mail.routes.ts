import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPERATIONS_MESSAGES } from '@prepshelf/contract';
import { escapeHtml } from './mail.templates.ts';
import type { DevMailbox, StoredMail } from './mail.transport.ts';

const mailboxQuery = z.object({
  /** Only mails to this address (case-insensitive). */
  to: z.string().trim().optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/**
 * The mailbox holds live codes (verification, password reset), so it answers only on the machine
 * itself: a server started with HOST=0.0.0.0 and no SMTP_URL must not hand codes to the network.
 */
function isLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? request.ip;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (plain === '::1') return true;
  return isIP(plain) === 4 && plain.startsWith('127.');
}

/**
 * Behind a reverse proxy every request comes from the proxy's (often loopback) address; a request that
 * passed through one carries forwarding headers, and is refused whatever TRUST_PROXY says.
 */
function hasForwardingHeaders(request: FastifyRequest): boolean {
  const headers = request.headers;
  return ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'x-client-ip'].some(
    (name) => headers[name] !== undefined,
  );
}

const isFromThisMachine = (request: FastifyRequest) => isLoopback(request) && !hasForwardingHeaders(request);

function refuseRemote(reply: FastifyReply) {
  return reply.status(404).send({ success: false, message: OPERATIONS_MESSAGES.devMailboxLocalOnly });
}

async function listMails(mailbox: DevMailbox, query: z.infer<typeof mailboxQuery>): Promise<StoredMail[]> {
  const to = query.to?.toLowerCase();
  const mails = await mailbox.list(to === undefined || to === '' ? (query.limit ?? 200) : 1000);
  const matching = to === undefined || to === '' ? mails : mails.filter((mail) => mail.to.toLowerCase() === to);
  return matching.slice(0, query.limit ?? 200);
}

function renderMailboxPage(mails: readonly StoredMail[]): string {
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
<p>SMTP_URL is not set, so PrepShelf keeps its mail here instead of sending it. Newest first; reload to see new mail. As JSON: <a href="/dev/mailbox.json">/dev/mailbox.json</a>.</p>
${items === '' ? '<p><em>No mail yet.</em></p>' : items}
</body>
</html>`;
}

/**
 * GET /dev/mailbox (a page) and GET /dev/mailbox.json (for the end-to-end tests). Registered only
 * when SMTP_URL is unset, i.e. when mail goes to the dev mailbox.
 */
export function registerMailRoutes(app: FastifyInstance, mailbox: DevMailbox): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/dev/mailbox', { schema: { hide: true, querystring: mailboxQuery } }, async (request, reply) => {
    if (!isFromThisMachine(request)) return refuseRemote(reply);
    const mails = await listMails(mailbox, request.query);
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(renderMailboxPage(mails));
  });

  routes.get('/dev/mailbox.json', { schema: { hide: true, querystring: mailboxQuery } }, async (request, reply) => {
    if (!isFromThisMachine(request)) return refuseRemote(reply);
    const mails = await listMails(mailbox, request.query);
    return reply.header('Cache-Control', 'no-store').send({ success: true, mails });
  });
}
