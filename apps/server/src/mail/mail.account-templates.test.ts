import { describe, expect, it } from 'vitest';
import {
  buildAnnouncementMail,
  buildDeleteAccountCodeMail,
  buildDigestMail,
  buildEmailChangeCodeMail,
  buildEmailChangedMail,
  UNSUBSCRIBE_URL_PLACEHOLDER,
} from './mail.templates.ts';

const publicUrl = 'https://prepshelf.example.edu';
const hostile = `<script>alert("x")</script> & <img src=x onerror=alert(1)>`;

describe('account mails', () => {
  it('the e-mail change code goes with the new address, escaped, and the code on a line of its own', () => {
    const mail = buildEmailChangeCodeMail({
      publicUrl,
      newEmail: 'new@example.edu',
      code: '042917',
      username: hostile,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toMatch(/^\s*042917\s*$/m);
    expect(mail.subject).not.toContain('042917');
  });

  it('the notice to the old address names the new one, escaped', () => {
    const mail = buildEmailChangedMail({ publicUrl, newEmail: `x"><b>@example.edu`, username: 'Asha' });
    expect(mail.html).toContain('x&quot;&gt;&lt;b&gt;@example.edu');
    expect(mail.text).toContain('x"><b>@example.edu');
  });

  it('the deletion code refuses anything but six digits', () => {
    expect(() => buildDeleteAccountCodeMail({ publicUrl, code: '12ab' })).toThrow();
    expect(buildDeleteAccountCodeMail({ publicUrl, code: '123456' }).text).toMatch(/^\s*123456\s*$/m);
  });

  it('the digest lists item titles escaped, grouped by kind, with the unsubscribe link', () => {
    const mail = buildDigestMail({
      publicUrl,
      username: 'Asha',
      items: [
        { kind: 'note', title: hostile, category: 'Commerce' },
        { kind: 'course', title: 'Accounts 101', category: 'Commerce' },
      ],
      unsubscribeUrl: `${publicUrl}/unsubscribe?list=digest&token=abc`,
    });
    expect(mail.subject).toBe('New on PrepShelf: 2 new items for you');
    expect(mail.html).not.toMatch(/<script|<img src=x/);
    expect(mail.html).toContain('New notes');
    expect(mail.html).toContain('New courses');
    expect(mail.html).not.toContain('New video lectures');
    expect(mail.html).toContain('/unsubscribe?list=digest&amp;token=abc');
    expect(mail.text).toContain(`Unsubscribe from these digests: ${publicUrl}/unsubscribe?list=digest&token=abc`);
  });

  it('an announcement carries the placeholder the outbox replaces with each recipient’s link', () => {
    const mail = buildAnnouncementMail({ publicUrl, subject: 'Exams', sanitizedHtml: '<p>Hi</p>' });
    expect(mail.html).toContain(UNSUBSCRIBE_URL_PLACEHOLDER);
    expect(mail.text).toContain(`Unsubscribe from announcements: ${UNSUBSCRIBE_URL_PLACEHOLDER}`);
  });
});
