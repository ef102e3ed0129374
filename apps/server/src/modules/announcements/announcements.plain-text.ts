import LinkifyIt from 'linkify-it';
import { escapeHtml } from '../../mail/mail.templates.ts';

// Web addresses and e-mail addresses as people type them ("www.college.edu", "https://…", "office@…"),
// with trailing punctuation left outside the link.
const linkify = new LinkifyIt();

function linkifyLine(line: string): string {
  const matches = linkify.match(line) ?? [];
  let html = '';
  let at = 0;
  for (const match of matches) {
    html += escapeHtml(line.slice(at, match.index));
    html += `<a href="${escapeHtml(match.url)}">${escapeHtml(match.text)}</a>`;
    at = match.lastIndex;
  }
  return html + escapeHtml(line.slice(at));
}

/**
 * A plain-text announcement as HTML: every character escaped, a blank line starts a new paragraph, a
 * single line break stays a line break, and web and e-mail addresses become links. The result still
 * goes through the announcement allow-list like any HTML body.
 */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(linkifyLine).join('<br>')}</p>`)
    .join('\n');
}
