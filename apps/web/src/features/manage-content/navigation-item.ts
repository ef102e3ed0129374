/** An item handed to an update page as navigation state (spec §2): any object with a string `_id`. */
export type NavigationItem = Record<string, unknown> & { _id: string };

export function readNavigationItem(state: unknown): NavigationItem | null {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return null;
  const id = (state as Record<string, unknown>)._id;
  return typeof id === 'string' && id !== '' ? (state as NavigationItem) : null;
}

/** A field of the item as form text: strings as they are, numbers written out, anything else the fallback. */
export function textField(item: NavigationItem | null, key: string, fallback = ''): string {
  const value = item?.[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

export function booleanField(item: NavigationItem | null, key: string, fallback: boolean): boolean {
  const value = item?.[key];
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return fallback;
}

export function tagsField(item: NavigationItem | null): string {
  const value = item?.tags;
  if (Array.isArray(value)) return value.filter((tag): tag is string => typeof tag === 'string').join(', ');
  return typeof value === 'string' ? value : '';
}

/** React Router keeps the history index in `history.state.idx`: 0 means this page opened the tab. */
export function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0
  );
}
