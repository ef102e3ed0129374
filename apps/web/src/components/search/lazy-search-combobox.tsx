import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { SearchComboboxProps } from './search-combobox';

const SearchCombobox = lazy(() => import('./search-combobox').then((module) => ({ default: module.SearchCombobox })));

/**
 * The search combobox, fetched on first use: until the box is focused or hovered it is a plain
 * search input (same id, value and look), so the landing page's first load does not carry the
 * suggestion code (docs/decisions/0005). Focus and the typed text carry over when it arrives.
 */
export function LazySearchCombobox(props: SearchComboboxProps) {
  const [isWanted, setIsWanted] = useState(false);
  const hadFocus = useRef(false);
  const want = () => setIsWanted(true);

  const plain = (
    <input
      id={props.id}
      type="search"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      autoComplete="off"
      value={props.value}
      placeholder={props.placeholder}
      className={props.inputClassName}
      onChange={(event) => props.onValueChange(event.target.value)}
      onFocus={() => {
        hadFocus.current = true;
        want();
      }}
      onBlur={() => {
        hadFocus.current = false;
      }}
      onPointerEnter={want}
    />
  );
  if (!isWanted) return plain;
  return (
    <Suspense fallback={plain}>
      <FocusCarrier id={props.id} hadFocus={hadFocus}>
        <SearchCombobox {...props} />
      </FocusCarrier>
    </Suspense>
  );
}

/** Puts the caret back in the box once the real combobox has replaced the plain input. */
function FocusCarrier({ id, hadFocus, children }: { id: string; hadFocus: RefObject<boolean>; children: ReactNode }) {
  useLayoutEffect(() => {
    if (!hadFocus.current) return;
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement && document.activeElement !== input) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [id, hadFocus]);
  return children;
}
