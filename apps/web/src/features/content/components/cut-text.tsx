import type { CutText } from '../text-cuts';

/**
 * A text cut for a card (spec §9): the cut is what sighted users see, with the whole text as a
 * tooltip; screen readers get the whole text instead of the cut.
 */
export function CutTextView({ text }: { text: CutText }) {
  if (text.full === undefined) return <>{text.shown}</>;
  return (
    <span title={text.full}>
      <span aria-hidden="true">{text.shown}</span>
      <span className="sr-only">{text.full}</span>
    </span>
  );
}
