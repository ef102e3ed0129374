import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
/** Not a session key: kept when logging out. */
export const THEME_STORAGE_KEY = 'prepshelfTheme';
const THEME_EVENT = 'prepshelf:theme';

function readStoredTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

function systemTheme(): Theme {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function getEffectiveTheme(): Theme {
  return readStoredTheme() ?? systemTheme();
}

/** Applies the stored choice (if any) to <html>; without a choice the CSS follows prefers-color-scheme. */
export function applyStoredTheme(): void {
  const stored = readStoredTheme();
  if (stored) document.documentElement.dataset.theme = stored;
  else delete document.documentElement.dataset.theme;
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisted; still applied for this page.
  }
  document.documentElement.dataset.theme = theme;
  window.dispatchEvent(new Event(THEME_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  window.addEventListener(THEME_EVENT, onChange);
  media.addEventListener('change', onChange);
  return () => {
    window.removeEventListener(THEME_EVENT, onChange);
    media.removeEventListener('change', onChange);
  };
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getEffectiveTheme, () => 'light');
}
