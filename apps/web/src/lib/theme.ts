/*
 * The theme the entry applies before the first render; choosing and following it (use-theme.ts) is for
 * the lazy screens and menus only (the landing page's budget).
 */

export type Theme = 'light' | 'dark';
/** Not a session key: kept when logging out. */
export const THEME_STORAGE_KEY = 'prepshelfTheme';

export function readStoredTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

/** Applies the stored choice (if any) to <html>; without a choice the CSS follows prefers-color-scheme. */
export function applyStoredTheme(): void {
  const stored = readStoredTheme();
  if (stored) document.documentElement.dataset.theme = stored;
  else delete document.documentElement.dataset.theme;
}
