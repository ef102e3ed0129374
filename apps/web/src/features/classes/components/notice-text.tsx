import { Fragment } from 'react';

/** http(s) addresses; a trailing full stop, comma or bracket ends the sentence, not the link. */
const LINK = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/**
 * A notice's plain text: line breaks kept, addresses as links. React escapes every piece, so the text
 * can never become markup.
 */
export function NoticeText({ text }: { text: string }) {
  const parts: { text: string; isLink: boolean }[] = [];
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index), isLink: false });
    parts.push({ text: match[0], isLink: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), isLink: false });
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-line text-fg">
      {parts.map((part, index) =>
        part.isLink ? (
          <a key={index} href={part.text} rel="noopener noreferrer" target="_blank" className="text-primary underline">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
