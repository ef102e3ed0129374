import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of an announcement body: text formatting, lists, headings, quotes,
 * links to http(s) and mailto, and images served over https. Everything else goes: scripts and
 * styles with their content, event handlers, style attributes, javascript: and data: URLs.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'img',
  ],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Contents of these are dropped along with the tag, not kept as text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'head',
    'iframe',
    'object',
    'svg',
    'math',
  ],
  // An <img> whose src did not survive is dropped rather than kept empty.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The announcement body cleaned against the allow-list; safe to embed in the mail as is. */
export function sanitizeAnnouncementHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
