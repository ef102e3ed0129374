/** A piece of a snippet: text to show as it is, marked when it matched the search. */
export interface SnippetPart {
  text: string;
  isMatch: boolean;
}

/**
 * Cuts a snippet into plain and matched parts from the server's highlight ranges ([start, end) in
 * UTF-16 code units). The snippet is text, never markup: the parts are rendered as React text, and
 * ranges that overlap, run backwards or fall outside the snippet are clipped or skipped.
 */
export function splitSnippet(
  snippet: string,
  highlights: readonly { start: number; end: number }[] | undefined,
): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, isMatch: boolean) => {
    if (text === '') return;
    const last = parts[parts.length - 1];
    if (last && last.isMatch === isMatch) last.text += text;
    else parts.push({ text, isMatch });
  };
  let position = 0;
  const sorted = [...(highlights ?? [])].sort((a, b) => a.start - b.start);
  for (const { start: rawStart, end: rawEnd } of sorted) {
    if (!Number.isInteger(rawStart) || !Number.isInteger(rawEnd)) continue;
    const start = Math.max(rawStart, position, 0);
    const end = Math.min(rawEnd, snippet.length);
    if (start >= end) continue;
    push(snippet.slice(position, start), false);
    push(snippet.slice(start, end), true);
    position = end;
  }
  push(snippet.slice(position), false);
  return parts;
}

/** The first `max` characters and an ellipsis when the text is longer (spec §9 display cuts). */
export function cutText(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : text;
}
