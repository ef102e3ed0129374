import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as a real SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  raw: string;
}

export interface SmtpReceiver {
  port: number;
  /** The SMTP_URL that points at this receiver. */
  url: string;
  messages: ReceivedMail[];
  /** Runs when a message has arrived, before the receiver answers 250 (tests look at the sender's state then). */
  beforeAccept?: (raw: string) => Promise<void>;
  isListening(): boolean;
  /** Stops accepting mail; open client connections are cut at once. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** Unfolds the Subject header of a raw message (ASCII subjects only, which is what the tests use). */
function subjectOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const match = /^Subject: ?(.*(?:\r?\n[ \t].*)*)/im.exec(head);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ').trim();
}

/** One decoded part (text/html or text/plain) of a received message, with `\n` line ends; throws when it has none. */
export function mailPart(mail: ReceivedMail, type: 'text/html' | 'text/plain'): string {
  const pattern = new RegExp(
    `Content-Type: ${type}[^]*?Content-Transfer-Encoding: ([\\w-]+)\\r?\\n\\r?\\n([^]*?)\\r?\\n--`,
    'i',
  );
  const part = pattern.exec(mail.raw);
  if (part === null) throw new Error(`no ${type} part in the mail`);
  const [, encoding = '', content = ''] = part;
  const decoded =
    encoding.toLowerCase() === 'base64'
      ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding.toLowerCase() === 'quoted-printable'
        ? Buffer.from(
            content
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : content;
  return decoded.replace(/\r\n/g, '\n');
}

/**
 * A real SMTP server on 127.0.0.1 for tests (no TLS, no auth), collecting every message it
 * accepts. `rejectRecipient` makes it refuse matching recipients with a permanent 550.
 */
export async function startSmtpReceiver(
  options: { port?: number; rejectRecipient?: (address: string) => boolean } = {},
): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  let server: SMTPServer | undefined;

  const listen = async (port: number): Promise<number> => {
    const created = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 50,
      onRcptTo(address, _session, callback) {
        if (options.rejectRecipient?.(address.address) === true) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          messages.push({
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: subjectOf(raw),
            raw,
          });
          const hook = receiver.beforeAccept;
          if (hook === undefined) callback();
          else hook(raw).then(() => callback(), callback);
        });
      },
    });
    created.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      created.server.once('error', reject);
      created.listen(port, '127.0.0.1', () => {
        created.server.off('error', reject);
        resolve();
      });
    });
    server = created;
    return (created.server.address() as AddressInfo).port;
  };

  const port = await listen(options.port ?? 0);
  const receiver: SmtpReceiver = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    isListening: () => server !== undefined,
    async stop() {
      const current = server;
      server = undefined;
      if (current === undefined) return;
      await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async start() {
      if (server === undefined) await listen(port);
    },
  };
  return receiver;
}
