/** Up to two capital letters for a default avatar: "asha rao" → "AR", "asha" → "AS", "" → "?". */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter((word) => word !== '');
  if (words.length === 0) return '?';
  const letters =
    words.length === 1 ? Array.from(words[0]!).slice(0, 2) : [words[0]!, words.at(-1)!].map((w) => Array.from(w)[0]!);
  return letters.join('').toUpperCase();
}

/** A stable hue per name, so each default avatar keeps its colour. */
export function hueOf(name: string): number {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) % 360;
  return hash;
}
