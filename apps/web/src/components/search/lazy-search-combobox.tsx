import { useLayoutEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { withBundles } from '../../lib/i18n/i18n';
import type { SearchComboboxProps } from './search-combobox';

/** Once fetched, every box on the page (and every later one) uses the real combobox at once. */
let loadedCombobox: ComponentType<SearchComboboxProps> | undefined;

/**
 * The search combobox, fetched on first use: until the box is focused or hovered, and while its code
 * is on the way, it is a plain input (same id, role, value and look) that keeps the focus, the text
 * and the form's Enter, so the landing page's first load does not carry the suggestion code
 * (docs/decisions/0005). When the code has arrived the combobox takes over with the caret where it was.
 */
export function LazySearchCombobox(props: SearchComboboxProps) {
  const [Combobox, setCombobox] = useState(() => loadedCombobox);
  const [hasTyped, setHasTyped] = useState(false);
  const hadFocus = useRef(false);

  const want = () => {
    if (Combobox !== undefined) return;
    void withBundles(() => import('./search-combobox'), ['chrome']).then(
      (module) => {
        loadedCombobox = module.SearchCombobox;
        // Whether the box has the focus now, just before it is replaced.
        hadFocus.current = document.activeElement?.id === props.id;
        setCombobox(() => module.SearchCombobox);
      },
      () => {
        // Offline or a failed fetch: the plain box still searches on Enter.
      },
    );
  };

  if (Combobox !== undefined) {
    return (
      <FocusCarrier id={props.id} hadFocus={hadFocus}>
        <Combobox {...props} hasTyped={hasTyped} />
      </FocusCarrier>
    );
  }
  return (
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
      onChange={(event) => {
        setHasTyped(true);
        props.onValueChange(event.target.value);
      }}
      onFocus={want}
      onPointerEnter={want}
    />
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
