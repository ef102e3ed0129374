import { describe, expect, it } from 'vitest';
import {
  buildAccountExistsMail,
  buildAnnouncementMail,
  buildPasswordResetMail,
  buildSupportMail,
  buildVerificationMail,
  buildWelcomeMail,
  escapeHtml,
  htmlToText,
  sanitizeSubject,
} from './mail.templates.ts';

const publicUrl = 'https://prepshelf.example.edu';
const hostile = `<script>alert("x")</script> & 'quotes' <img src=x onerror=alert(1)>`;

describe('escapeHtml', () => {
  it('turns markup, quotes and ampersands into harmless text', () => {
    expect(escapeHtml('<script>alert("x")</script>')).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(escapeHtml(`Tom & Jerry's "show"`)).toBe('Tom &amp; Jerry&#39;s &quot;show&quot;');
    expect(escapeHtml('`backtick`')).toBe('&#96;backtick&#96;');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves ordinary text alone', () => {
    expect(escapeHtml('Physics notes, chapter 3 — 100%')).toBe('Physics notes, chapter 3 — 100%');
  });
});

describe('sanitizeSubject', () => {
  it('removes line breaks so a subject cannot add mail headers', () => {
    const subject = sanitizeSubject('Hello\r\nBcc: victim@example.com\nX-Evil: 1');
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject).toBe('Hello Bcc: victim@example.com X-Evil: 1');
  });

  it('cuts an overly long subject', () => {
    expect(sanitizeSubject('a'.repeat(1000)).length).toBeLessThanOrEqual(200);
  });
});

describe('verification mail', () => {
  it('carries the code and a one-click link with the address encoded, in both parts', () => {
    const mail = buildVerificationMail({ publicUrl, email: 'ana+exam@example.com', code: '042917', username: 'ana' });
    const link = `${publicUrl}/verifyEmail?Email=ana%2Bexam%40example.com&VerificationCode=042917`;
    expect(mail.subject).not.toContain('042917');
    expect(mail.text).toContain('042917');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('10 minutes');
    expect(mail.html).toContain('042917');
    expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(mail.html).toContain('10 minutes');
  });

  it('escapes a hostile username in the HTML part', () => {
    const mail = buildVerificationMail({ publicUrl, email: 'a@example.com', code: '123456', username: hostile });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('refuses a code that is not six digits', () => {
    expect(() => buildVerificationMail({ publicUrl, email: 'a@example.com', code: '12<b>' })).toThrow();
  });
});

describe('password reset mail', () => {
  it('carries the code, the reset page and the advice to ignore an unexpected mail', () => {
    const mail = buildPasswordResetMail({ publicUrl, code: '555123' });
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('555123');
      expect(part).toContain(`${publicUrl}/forgotPassword`);
      expect(part).toContain('10 minutes');
      expect(part).toMatch(/did not ask/);
    }
  });
});

describe('account exists mail', () => {
  it('points the owner to log in or reset, carries no code, and escapes the username', () => {
    const mail = buildAccountExistsMail({ publicUrl, username: '<b>Mia</b>' });
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(`${publicUrl}/login`);
      expect(part).toContain(`${publicUrl}/forgotPassword`);
    }
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    expect(mail.html).toContain('Hi &lt;b&gt;Mia&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Mia</b>');
  });
});

describe('support mail', () => {
  it('escapes every field of the sender in the HTML part and keeps them readable in the text part', () => {
    const mail = buildSupportMail({
      publicUrl,
      name: hostile,
      email: 'x"><script>@example.com',
      subject: `Help\r\nBcc: everyone@example.com <b>now</b>`,
      body: `First line & more\n\n${hostile}`,
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain('Help Bcc: everyone@example.com <b>now</b>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>now</b>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('First line &amp; more');
    expect(mail.html).toContain('x&quot;&gt;&lt;script&gt;@example.com');
    expect(mail.text).toContain(hostile);
    expect(mail.text).toContain('E-mail: x"><script>@example.com');
  });
});

describe('welcome mail', () => {
  it('greets the new user by name in both parts, escaped in HTML', () => {
    const mail = buildWelcomeMail({ publicUrl, username: '<i>Ravi</i>' });
    expect(mail.text).toContain('Hi <i>Ravi</i>,');
    expect(mail.html).toContain('Hi &lt;i&gt;Ravi&lt;/i&gt;,');
    expect(mail.html).toContain(`href="${publicUrl}"`);
  });
});

describe('announcement mail', () => {
  it('wraps the sanitised body, escapes the subject heading and derives a plain text part', () => {
    const mail = buildAnnouncementMail({
      publicUrl,
      subject: 'Exams <soon>\nBcc: x@example.com',
      sanitizedHtml:
        '<h2>Mid-terms</h2><p>Start on <strong>Monday</strong> &amp; end Friday.</p><ul><li>Physics</li><li>Maths</li></ul><p><a href="https://prepshelf.example.edu/notes">See the notes</a></p>',
    });
    expect(mail.subject).toBe('Exams <soon> Bcc: x@example.com');
    expect(mail.html).toContain('<strong>Monday</strong>');
    expect(mail.html).toContain('Exams &lt;soon&gt;');
    expect(mail.html).not.toContain('<soon>');
    expect(mail.text).toContain('Mid-terms');
    expect(mail.text).toContain('Start on Monday & end Friday.');
    expect(mail.text).toContain('- Physics\n- Maths');
    expect(mail.text).toContain('See the notes (https://prepshelf.example.edu/notes)');
    expect(mail.text).not.toMatch(/<\/?(h2|p|strong|ul|li|a)\b/);
  });
});

describe('htmlToText', () => {
  it('drops scripts, styles and comments entirely and decodes entities', () => {
    expect(
      htmlToText('<style>p{}</style><script>alert(1)</script><!-- hi --><p>a&nbsp;&lt;b&gt; &#8364; &#x41;</p>'),
    ).toBe('a <b> € A');
  });

  it('turns line breaks and paragraphs into new lines', () => {
    expect(htmlToText('<p>one<br>two</p><p>three</p>')).toBe('one\ntwo\n\nthree');
  });
});
