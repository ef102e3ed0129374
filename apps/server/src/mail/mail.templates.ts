/**
 * The mails PrepShelf sends, as pure functions of their inputs. Every piece of user text is
 * HTML-escaped in the HTML part, and subjects never carry a line break (no header injection).
 * The HTML is deliberately plain: tables and inline styles, which every mail client renders.
 */

import type { Language } from '@prepshelf/contract';
import { mailTexts, type MailTexts } from './mail.texts.ts';

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

/** How long a verification or reset code stays valid; the auth service enforces the same number. */
export const CODE_VALID_MINUTES = 10;

const BRAND_COLOR = '#4f46e5';
const SUBJECT_MAX_LENGTH = 200;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Makes any text safe to place in HTML element content and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** C0 controls (CR and LF among them), DEL, and the Unicode line and paragraph separators. */
function isControlCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029;
}

/**
 * A subject line safe to put in a mail header: line breaks and other control characters become
 * spaces, runs of spaces collapse, and it is cut to a sane length.
 */
export function sanitizeSubject(value: string): string {
  const flat = Array.from(value, (character) => (isControlCharacter(character) ? ' ' : character))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > SUBJECT_MAX_LENGTH ? `${flat.slice(0, SUBJECT_MAX_LENGTH - 1)}…` : flat;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  copy: '©',
};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const codePoint = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(codePoint) && codePoint > 0 && codePoint <= 0x10ffff
        ? String.fromCodePoint(codePoint)
        : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * A readable plain-text version of an HTML fragment: block elements become line breaks, list
 * items get a dash, links keep their address, every other tag is dropped and entities decoded.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style|head|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(
      /<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a\s*>/gi,
      (_match, double, single, label) => {
        const href = decodeEntities(String(double ?? single ?? '')).trim();
        const shown = String(label)
          .replace(/<[^>]*>/g, '')
          .trim();
        if (href === '' || href.startsWith('mailto:') || decodeEntities(shown) === href) return shown;
        return shown === '' ? href : `${shown} (${href})`;
      },
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|table|tr|blockquote|pre|section|article|header|footer)\s*>/gi, '\n\n')
    .replace(/<(p|div|h[1-6]|ul|ol|table|tr|blockquote|pre|section|article|header|footer|hr)\b[^>]*>/gi, '\n')
    .replace(/<\/t[dh]\s*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The text inside a paragraph, escaped, with the writer's line breaks kept. */
function paragraphsOf(value: string): string {
  return value
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p style="margin:0 0 12px 0;">${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

interface LayoutOptions {
  /** Escaped by the layout. */
  title: string;
  /** Already safe HTML. */
  bodyHtml: string;
  /** A short line that mail clients show next to the subject. Escaped by the layout. */
  preview?: string;
  publicUrl?: string;
  footerText?: string;
  /** The mail's words (English when absent). */
  texts?: MailTexts;
}

function layout(options: LayoutOptions): string {
  const texts = options.texts ?? mailTexts(undefined);
  const footer = escapeHtml(options.footerText ?? texts.defaultFooter);
  const home =
    options.publicUrl === undefined
      ? ''
      : `<br><a href="${escapeHtml(options.publicUrl)}" style="color:#6b7280;">${escapeHtml(options.publicUrl)}</a>`;
  const preview =
    options.preview === undefined
      ? ''
      : `<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(options.preview)}</div>`;
  return `<!doctype html>
<html lang="${texts.htmlLang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
${preview}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111827;">
<tr><td style="padding:20px 28px;border-bottom:3px solid ${BRAND_COLOR};font-size:20px;font-weight:bold;color:${BRAND_COLOR};">PrepShelf</td></tr>
<tr><td style="padding:24px 28px;">
<h1 style="margin:0 0 16px 0;font-size:20px;line-height:1.3;color:#111827;">${escapeHtml(options.title)}</h1>
${options.bodyHtml}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280;">${footer}${home}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** A paragraph of plain text (escaped). */
function paragraph(text: string): string {
  return `<p style="margin:0 0 12px 0;">${escapeHtml(text)}</p>`;
}

/** A grey paragraph (escaped): how long a code or link works, what to do about an unexpected mail. */
function aside(text: string): string {
  return `<p style="margin:0 0 12px 0;color:#4b5563;">${escapeHtml(text)}</p>`;
}

function codeBlock(code: string): string {
  return `<p style="margin:16px 0;text-align:center;"><span style="display:inline-block;padding:12px 20px;border:1px solid #c7d2fe;border-radius:6px;background-color:#eef2ff;font-family:'Courier New',Courier,monospace;font-size:28px;font-weight:bold;letter-spacing:6px;color:#111827;">${escapeHtml(code)}</span></p>`;
}

function button(href: string, label: string): string {
  return `<p style="margin:20px 0;text-align:center;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background-color:${BRAND_COLOR};color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(label)}</a></p>`;
}

function assertCode(code: string): void {
  if (!/^\d{6}$/.test(code)) throw new Error('A mail code must be six digits');
}

function greetingFor(username: string | undefined, texts: MailTexts): string {
  const name = username?.trim();
  return name ? texts.greetingNamed(name) : texts.greetingAnonymous;
}

/** What every mail to one person names: their language (English when absent), the site, their name. */
export interface PersonalMailInput {
  language?: Language;
  publicUrl: string;
  username?: string;
}

interface PersonalMailParts {
  subject: string;
  title: string;
  preview?: string;
  footerText?: string;
  /** The HTML blocks after the greeting. */
  html: string[];
  /** The text part's lines between the greeting (and a blank line) and the signature. */
  text: string[];
}

/** A mail to one person, in the PrepShelf layout: their greeting, then the mail's own part; the text part signed. */
function personalMail(input: PersonalMailInput, t: MailTexts, parts: PersonalMailParts): MailContent {
  const greeting = greetingFor(input.username, t);
  const html = layout({
    texts: t,
    title: parts.title,
    preview: parts.preview,
    publicUrl: input.publicUrl,
    footerText: parts.footerText,
    bodyHtml: [paragraph(greeting), ...parts.html].join('\n'),
  });
  const text = [greeting, '', ...parts.text, t.signature].join('\n');
  return { subject: parts.subject, html, text };
}

/** A mail whose whole point is a code to type in: what it is for, the code, how long it works. */
function codeMail(
  input: PersonalMailInput & { code: string },
  t: MailTexts,
  words: { subject: string; title: string; preview?: string; intro: string; after: string },
): MailContent {
  assertCode(input.code);
  return personalMail(input, t, {
    subject: words.subject,
    title: words.title,
    preview: words.preview,
    html: [paragraph(words.intro), codeBlock(input.code), aside(words.after)],
    text: [words.intro, '', `    ${input.code}`, '', words.after, ''],
  });
}

export interface VerificationMailInput extends PersonalMailInput {
  email: string;
  code: string;
}

/** The six-digit code that proves an address, with a link that fills it in. */
export function buildVerificationMail(input: VerificationMailInput): MailContent {
  assertCode(input.code);
  const link = `${input.publicUrl}/verifyEmail?Email=${encodeURIComponent(input.email)}&VerificationCode=${input.code}`;
  const t = mailTexts(input.language);
  return personalMail(input, t, {
    // No code in the subject: subjects stay in the outbox after the secret-carrying body is blanked.
    subject: t.verificationSubject,
    title: t.verificationTitle,
    preview: t.verificationPreview(input.code, CODE_VALID_MINUTES),
    html: [
      `<p style="margin:0 0 12px 0;">${t.verificationIntro(`<strong>${escapeHtml(input.email)}</strong>`)}</p>`,
      codeBlock(input.code),
      paragraph(t.verificationOneClick),
      button(link, t.verificationButton),
      aside(t.verificationValidity(CODE_VALID_MINUTES)),
    ],
    text: [
      t.verificationIntro(input.email),
      '',
      `    ${input.code}`,
      '',
      t.verificationOneClick,
      link,
      '',
      t.verificationValidity(CODE_VALID_MINUTES),
      '',
    ],
  });
}

export interface PasswordResetMailInput extends PersonalMailInput {
  code: string;
}

/** The six-digit code that lets a person choose a new password. */
export function buildPasswordResetMail(input: PasswordResetMailInput): MailContent {
  assertCode(input.code);
  const link = `${input.publicUrl}/forgotPassword`;
  const t = mailTexts(input.language);
  return personalMail(input, t, {
    subject: t.resetSubject,
    title: t.resetTitle,
    preview: t.resetPreview(CODE_VALID_MINUTES),
    html: [
      paragraph(t.resetIntro),
      codeBlock(input.code),
      button(link, t.resetButton),
      aside(t.resetValidity(CODE_VALID_MINUTES)),
    ],
    text: [
      t.resetIntro,
      '',
      `    ${input.code}`,
      '',
      t.resetPageLine(link),
      '',
      t.resetValidity(CODE_VALID_MINUTES),
      '',
    ],
  });
}

export interface SupportMailInput {
  name: string;
  email: string;
  subject: string;
  body: string;
  publicUrl?: string;
}

/** A message from the contact form, sent to SUPPORT_EMAIL. */
export function buildSupportMail(input: SupportMailInput): MailContent {
  const name = input.name.trim();
  const email = input.email.trim();
  const topic = sanitizeSubject(input.subject);
  const subject = sanitizeSubject(`[PrepShelf support] ${topic || '(no subject)'} — from ${name || email}`);
  const cell = 'padding:4px 12px 4px 0;vertical-align:top;';
  const html = layout({
    title: 'New support message',
    preview: topic,
    publicUrl: input.publicUrl,
    footerText: 'Sent from the PrepShelf contact form. Reply to the sender at the address above.',
    bodyHtml: [
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;font-size:15px;">`,
      `<tr><td style="${cell}color:#6b7280;">From</td><td style="${cell}">${escapeHtml(name)}</td></tr>`,
      `<tr><td style="${cell}color:#6b7280;">E-mail</td><td style="${cell}">${escapeHtml(email)}</td></tr>`,
      `<tr><td style="${cell}color:#6b7280;">Subject</td><td style="${cell}">${escapeHtml(topic)}</td></tr>`,
      `</table>`,
      `<div style="padding:12px 16px;border-left:3px solid #c7d2fe;background-color:#f9fafb;">${paragraphsOf(input.body)}</div>`,
    ].join('\n'),
  });
  const text = [
    'New support message from the PrepShelf contact form.',
    '',
    `From: ${name}`,
    `E-mail: ${email}`,
    `Subject: ${topic}`,
    '',
    input.body.trim(),
  ].join('\n');
  return { subject, html, text };
}

export type WelcomeMailInput = PersonalMailInput;

/** A hello for someone who signed up with Google (their address is already verified). */
export function buildWelcomeMail(input: WelcomeMailInput): MailContent {
  const t = mailTexts(input.language);
  return personalMail(input, t, {
    subject: t.welcomeSubject,
    title: t.welcomeTitle,
    preview: t.welcomePreview,
    html: [paragraph(t.welcomeIntro), button(input.publicUrl, t.welcomeButton), aside(t.welcomeGoodLuck)],
    text: [t.welcomeIntro, '', t.welcomeStartLine(input.publicUrl), '', t.welcomeGoodLuck],
  });
}

export interface StudentInviteMailInput extends PersonalMailInput {
  /** The single-use set-password link (it carries the token). */
  link: string;
  /** How long the link works, in hours. */
  validHours: number;
}

/** The welcome mail of a student added by a bulk import: a link to choose a password. */
export function buildStudentInviteMail(input: StudentInviteMailInput): MailContent {
  const t = mailTexts(input.language);
  const validity = t.inviteValidity(input.validHours);
  return personalMail(input, t, {
    subject: t.inviteSubject,
    title: t.inviteTitle,
    preview: t.invitePreview,
    html: [paragraph(t.inviteIntro), button(input.link, t.inviteButton), aside(validity)],
    text: [t.inviteIntro, '', t.inviteLinkLine(input.link), '', validity],
  });
}

export type AccountExistsMailInput = PersonalMailInput;

/**
 * Sent instead of a verification code when someone registers with an address that already has an
 * account: the owner learns of it, and the register answer stays the same for both cases.
 */
export function buildAccountExistsMail(input: AccountExistsMailInput): MailContent {
  const t = mailTexts(input.language);
  const loginLink = `${input.publicUrl}/login`;
  const resetLink = `${input.publicUrl}/forgotPassword`;
  return personalMail(input, t, {
    subject: t.existsSubject,
    title: t.existsTitle,
    preview: t.existsPreview,
    html: [
      paragraph(t.existsIntro),
      paragraph(t.existsAdvice),
      button(loginLink, t.existsLoginButton),
      `<p style="margin:0 0 12px 0;text-align:center;"><a href="${escapeHtml(resetLink)}" style="color:${BRAND_COLOR};">${escapeHtml(t.existsResetLink)}</a></p>`,
      aside(t.existsIgnore),
    ],
    text: [
      t.existsIntro,
      '',
      t.existsAdvice,
      t.existsLoginLine(loginLink),
      t.existsResetLine(resetLink),
      '',
      t.existsIgnore,
      '',
    ],
  });
}

export interface AnnouncementMailInput {
  /** The recipient's language (English when absent). */
  language?: Language;
  subject: string;
  /** HTML that the caller has ALREADY sanitised; it is embedded as is. */
  sanitizedHtml: string;
  publicUrl?: string;
}

/** An Admin's announcement in the PrepShelf frame; the text part is the body without its tags. */
export function buildAnnouncementMail(input: AnnouncementMailInput): MailContent {
  const t = mailTexts(input.language);
  const subject = sanitizeSubject(input.subject);
  const footerText = t.announcementFooter;
  const html = layout({
    texts: t,
    title: subject,
    publicUrl: input.publicUrl,
    footerText,
    // Each recipient's own link replaces the placeholder when the outbox queues the mail.
    bodyHtml: `<div>${input.sanitizedHtml}</div>\n${unsubscribeFooterHtml(UNSUBSCRIBE_URL_PLACEHOLDER, t.announcementWhat, t)}`,
  });
  const body = htmlToText(input.sanitizedHtml);
  const text = [
    subject,
    '',
    body,
    '',
    '—',
    footerText,
    ...(input.publicUrl ? [input.publicUrl] : []),
    t.announcementUnsubscribeLine(UNSUBSCRIBE_URL_PLACEHOLDER),
  ].join('\n');
  return { subject, html, text };
}

export interface EmailChangeCodeMailInput extends PersonalMailInput {
  newEmail: string;
  code: string;
}

/** The code, sent to the NEW address, that proves it before it replaces the account's address. */
export function buildEmailChangeCodeMail(input: EmailChangeCodeMailInput): MailContent {
  const t = mailTexts(input.language);
  return codeMail(input, t, {
    subject: t.emailChangeSubject,
    title: t.emailChangeTitle,
    preview: t.emailChangePreview(CODE_VALID_MINUTES),
    intro: t.emailChangeIntro(input.newEmail),
    after: t.emailChangeAfter(CODE_VALID_MINUTES),
  });
}

export interface EmailChangedMailInput extends PersonalMailInput {
  newEmail: string;
}

/** Tells the OLD address that the account now uses another one. */
export function buildEmailChangedMail(input: EmailChangedMailInput): MailContent {
  const t = mailTexts(input.language);
  const intro = t.emailChangedIntro(input.newEmail);
  return personalMail(input, t, {
    subject: t.emailChangedSubject,
    title: t.emailChangedTitle,
    html: [paragraph(intro), aside(t.emailChangedWarning)],
    text: [intro, '', t.emailChangedWarning, ''],
  });
}

export interface DeleteAccountCodeMailInput extends PersonalMailInput {
  code: string;
}

/** A fresh code that confirms deleting the account (accounts without a password). */
export function buildDeleteAccountCodeMail(input: DeleteAccountCodeMailInput): MailContent {
  const t = mailTexts(input.language);
  return codeMail(input, t, {
    subject: t.deleteSubject,
    title: t.deleteTitle,
    intro: t.deleteIntro,
    after: t.deleteAfter(CODE_VALID_MINUTES),
  });
}

export interface EnrolmentDecisionMailInput extends PersonalMailInput {
  courseId: string;
  courseTitle: string;
  isApproved: boolean;
}

/** Tells a student that staff approved or declined their request to join a priced course. */
export function buildEnrolmentDecisionMail(input: EnrolmentDecisionMailInput): MailContent {
  const t = mailTexts(input.language);
  const title = input.courseTitle.trim();
  const link = input.isApproved
    ? `${input.publicUrl}/courses/${encodeURIComponent(input.courseId)}/learn`
    : `${input.publicUrl}/cource`;
  const intro = (course: string) =>
    input.isApproved ? t.enrolmentApprovedIntro(course) : t.enrolmentDeclinedIntro(course);
  return personalMail(input, t, {
    subject: sanitizeSubject(input.isApproved ? t.enrolmentApprovedSubject(title) : t.enrolmentDeclinedSubject(title)),
    title: input.isApproved ? t.enrolmentApprovedTitle : t.enrolmentDeclinedTitle,
    preview: intro(title),
    html: [
      `<p style="margin:0 0 12px 0;">${intro(`<strong>${escapeHtml(title)}</strong>`)}</p>`,
      button(link, input.isApproved ? t.enrolmentApprovedButton : t.enrolmentDeclinedButton),
    ],
    text: [intro(title), '', t.enrolmentLinkLine(link), ''],
  });
}

/**
 * Stands for the recipient's own unsubscribe address in a mail queued once for many recipients (an
 * announcement); the outbox puts each recipient's link in its place.
 */
export const UNSUBSCRIBE_URL_PLACEHOLDER = '%%PREPSHELF_UNSUBSCRIBE_URL%%';

/** The unsubscribe line at the bottom of list mail (digests, announcements). */
export function unsubscribeFooterHtml(url: string, what: string, texts: MailTexts = mailTexts(undefined)): string {
  return `<p style="margin:16px 0 0 0;font-size:12px;color:#6b7280;">${texts.unsubscribePromptHtml(escapeHtml(what))} <a href="${escapeHtml(url)}" style="color:#4338ca;">${escapeHtml(texts.unsubscribeLabel)}</a></p>`;
}

export interface DigestItem {
  kind: 'note' | 'video' | 'course';
  title: string;
  category: string;
}

export interface DigestMailInput extends PersonalMailInput {
  items: readonly DigestItem[];
  /** This recipient's unsubscribe page. */
  unsubscribeUrl: string;
}

const DIGEST_SECTIONS = [
  { kind: 'note', heading: 'digestNotes', path: '/notes' },
  { kind: 'video', heading: 'digestVideos', path: '/video' },
  { kind: 'course', heading: 'digestCourses', path: '/cource' },
] as const;

/** The daily digest: the new public items of the kinds the recipient chose, grouped by kind. */
export function buildDigestMail(input: DigestMailInput): MailContent {
  const t = mailTexts(input.language);
  const count = input.items.length;
  const htmlSections: string[] = [];
  const textSections: string[] = [];
  for (const section of DIGEST_SECTIONS) {
    const items = input.items.filter((item) => item.kind === section.kind);
    if (items.length === 0) continue;
    const link = `${input.publicUrl}${section.path}`;
    const heading = t[section.heading];
    htmlSections.push(
      `<h2 style="margin:16px 0 8px 0;font-size:16px;">${escapeHtml(heading)}</h2>`,
      `<ul style="margin:0 0 8px 0;padding-left:20px;">${items
        .map(
          (item) =>
            `<li>${escapeHtml(item.title)} <span style="color:#6b7280;">(${escapeHtml(item.category)})</span></li>`,
        )
        .join('')}</ul>`,
      `<p style="margin:0 0 12px 0;"><a href="${escapeHtml(link)}" style="color:${BRAND_COLOR};">${escapeHtml(t.digestSeeThem)}</a></p>`,
    );
    textSections.push(heading, ...items.map((item) => `- ${item.title} (${item.category})`), link, '');
  }
  return personalMail(input, t, {
    subject: t.digestSubject(count),
    title: t.digestTitle,
    preview: t.digestPreview(count),
    footerText: t.digestFooter,
    html: [paragraph(t.digestIntro), ...htmlSections, unsubscribeFooterHtml(input.unsubscribeUrl, t.digestWhat, t)],
    text: [t.digestIntro, '', ...textSections, t.digestUnsubscribeLine(input.unsubscribeUrl), ''],
  });
}
