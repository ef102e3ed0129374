import { describe, expect, it } from 'vitest';
import { cutText, splitSnippet } from './snippet';

describe('a search snippet', () => {
  it('marks the highlighted ranges and keeps the rest as plain text', () => {
    expect(splitSnippet('the krebs cycle releases energy', [{ start: 4, end: 9 }])).toEqual([
      { text: 'the ', isMatch: false },
      { text: 'krebs', isMatch: true },
      { text: ' cycle releases energy', isMatch: false },
    ]);
  });

  it('keeps markup in the snippet as text', () => {
    const parts = splitSnippet('<b>bold</b> <script>x</script>', [{ start: 3, end: 7 }]);
    expect(parts.map((part) => part.text).join('')).toBe('<b>bold</b> <script>x</script>');
    expect(parts[1]).toEqual({ text: 'bold', isMatch: true });
  });

  it('shows an unmarked snippet without highlights', () => {
    expect(splitSnippet('plain', undefined)).toEqual([{ text: 'plain', isMatch: false }]);
    expect(splitSnippet('', [])).toEqual([]);
  });

  it('sorts ranges and clips overlapping, reversed and out-of-range ones', () => {
    expect(
      splitSnippet('abcdefgh', [
        { start: 5, end: 20 },
        { start: 0, end: 2 },
        { start: 1, end: 3 },
        { start: 4, end: 4 },
        { start: 7, end: 6 },
      ]),
    ).toEqual([
      { text: 'abc', isMatch: true },
      { text: 'de', isMatch: false },
      { text: 'fgh', isMatch: true },
    ]);
  });

  it('joins adjacent matches into one mark', () => {
    expect(
      splitSnippet('cell wall', [
        { start: 0, end: 4 },
        { start: 4, end: 9 },
      ]),
    ).toEqual([{ text: 'cell wall', isMatch: true }]);
  });
});

describe('display cuts', () => {
  it('cuts long text with an ellipsis and leaves short text alone', () => {
    expect(cutText('Thermodynamics in one hour', 20)).toBe('Thermodynamics in on…');
    expect(cutText('Short', 20)).toBe('Short');
  });
});
