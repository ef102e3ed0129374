import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDevMailbox, createSmtpTransport, type MailLogger } from './mail.transport.ts';
import { startSmtpReceiver } from '../../test/support/smtp-receiver.ts';

let dataDir: string;
let logged: string[];
const logger: MailLogger = {
  info: (_object, message) => logged.push(message ?? ''),
  warn: (_object, message) => logged.push(message ?? ''),
  error: (_object, message) => logged.push(message ?? ''),
};

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'prepshelf-mailbox-'));
  logged = [];
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const mail = (n: number) => ({
  from: 'PrepShelf <no-reply@localhost>',
  to: `student${n}@example.com`,
  subject: `Mail number ${n}`,
  html: `<p>Your code is ${100000 + n}</p>`,
  text: `Your code is ${100000 + n}`,
});

describe('dev mailbox', () => {
  it('keeps each mail as a JSON file under DATA_DIR/mailbox and lists them newest first', async () => {
    const mailbox = createDevMailbox(dataDir, logger);
    for (let n = 1; n <= 3; n += 1) await mailbox.send(mail(n));

    const files = await readdir(path.join(dataDir, 'mailbox'));
    expect(files.filter((name) => name.endsWith('.json'))).toHaveLength(3);
    const file = path.join(dataDir, 'mailbox', files.sort()[0] ?? '');
    const first = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    expect(first).toMatchObject(mail(1));
    expect(typeof first.id).toBe('string');
    expect(Number.isNaN(Date.parse(String(first.createdAt)))).toBe(false);

    const listed = await mailbox.list();
    expect(listed.map((stored) => stored.subject)).toEqual(['Mail number 3', 'Mail number 2', 'Mail number 1']);
    expect(await mailbox.list(2)).toHaveLength(2);
    const newest = listed[0];
    expect(newest).toBeDefined();
    expect(await mailbox.get(newest?.id ?? '')).toEqual(newest);
  });

  it('echoes the recipient, subject and text to the log so the code shows in the console', async () => {
    const mailbox = createDevMailbox(dataDir, logger);
    await mailbox.send(mail(7));
    expect(logged.join('\n')).toContain('student7@example.com');
    expect(logged.join('\n')).toContain('Mail number 7');
    expect(logged.join('\n')).toContain('Your code is 100007');
  });

  it('lists nothing before the first mail and finds no mail for an id outside the mailbox', async () => {
    const mailbox = createDevMailbox(dataDir, logger);
    expect(await mailbox.list()).toEqual([]);
    await mailbox.send(mail(1));
    expect(await mailbox.get('../../etc/passwd')).toBeUndefined();
    expect(await mailbox.get('0000000000000-000000-00000000')).toBeUndefined();
  });
});

describe('SMTP transport', () => {
  it('delivers a mail with both parts to a real SMTP server', async () => {
    const receiver = await startSmtpReceiver();
    const transport = createSmtpTransport(receiver.url, logger);
    try {
      await transport.send(mail(1));
      expect(receiver.messages).toHaveLength(1);
      const received = receiver.messages[0];
      expect(received?.to).toEqual(['student1@example.com']);
      expect(received?.from).toBe('no-reply@localhost');
      expect(received?.subject).toBe('Mail number 1');
      expect(received?.raw).toContain('text/plain');
      expect(received?.raw).toContain('text/html');
    } finally {
      await transport.close();
      await receiver.stop();
    }
  });

  it('fails with the refused connection, not a timeout, when the SMTP server is down', async () => {
    const receiver = await startSmtpReceiver();
    await receiver.stop();
    const transport = createSmtpTransport(receiver.url, logger);
    try {
      // The refusal itself is the failure: the send does not wait out a connection or greeting timeout.
      await expect(transport.send(mail(1))).rejects.toMatchObject({
        code: 'ESOCKET',
        message: expect.stringContaining('ECONNREFUSED'),
      });
    } finally {
      await transport.close();
    }
  });
});
