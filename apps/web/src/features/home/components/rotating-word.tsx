import { useEffect, useState } from 'react';

/** The hero's typed rotating words; under prefers-reduced-motion the first word simply stays. */
export function RotatingWord({ words, intervalMs = 2200 }: { words: readonly string[]; intervalMs?: number }) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (words.length < 2) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % words.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [words.length, intervalMs]);

  const word = words[index] ?? '';
  return (
    <>
      {/* Screen readers get the whole list once instead of a word that keeps changing. */}
      <span className="sr-only">{words.join(', ')}</span>
      <span aria-hidden="true" key={word} className="inline-block animate-[fade-in_250ms_ease-out] text-primary-text">
        {word}
      </span>
    </>
  );
}
