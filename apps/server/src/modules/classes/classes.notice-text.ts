import { escapeHtml } from '../../mail/mail.templates.ts';

/** http(s) addresses in a notice; a trailing full stop, comma or bracket ends the sentence, not the link. */
const LINK = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/**
 * A notice's plain text as mail HTML: every character escaped, addresses as links, paragraphs on
 * blank lines and line breaks kept. The web app renders the same text with React (no HTML at all).
 */
export function noticeTextToHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => {
      let html = '';
      let from = 0;
      for (const match of paragraph.matchAll(LINK)) {
        html += escapeHtml(paragraph.slice(from, match.index));
        const url = escapeHtml(match[0]);
        html += `<a href="${url}">${url}</a>`;
        from = match.index + match[0].length;
      }
      html += escapeHtml(paragraph.slice(from));
      return `<p>${html.replace(/\r?\n/g, '<br>')}</p>`;
    })
    .join('\n');
}
