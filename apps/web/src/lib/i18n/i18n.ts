import { setupI18n, type Messages } from '@lingui/core';
import { messages as englishCommon } from 'virtual:catalog/en/common';
import { deviceLanguage, INTL_LOCALES, storeLanguage, type Language } from './languages';

/*
 * The one Lingui instance (docs/decisions/0020). Catalogs come in three bundles per language, compiled at
 * build time (build/lingui-catalogs.ts): `common` (what the landing page and the site's frame show; the
 * English one ships in the entry), `app` (every other screen) and `staff` (the dashboard). A lazy screen
 * waits for its bundles in the current language together with its code (app/router.tsx), so it never
 * shows a key; Hindi visitors load their `common` before the first render, English ones nothing more.
 */

/**
 * `home` and `personal` are the landing page's lower parts (the visitor's sections, the logged-in home):
 * each state loads only its own with its chunk, and a Hindi visitor no English copy of them (the landing page's budget).
 * `chrome`: the frame's parts that load on first use (footer, phone menu, menus' items, search suggestions).
 */
export type Bundle = 'common' | 'app' | 'staff' | 'home' | 'personal' | 'chrome';

type Loader = () => Promise<{ messages: Messages }>;

const LOADERS: Readonly<Record<Language, Readonly<Record<Bundle, Loader>>>> = {
  en: {
    common: () => Promise.resolve({ messages: englishCommon }),
    app: () => import('virtual:catalog/en/app'),
    staff: () => import('virtual:catalog/en/staff'),
    home: () => import('virtual:catalog/en/home'),
    personal: () => import('virtual:catalog/en/personal'),
    chrome: () => import('virtual:catalog/en/chrome'),
  },
  hi: {
    common: () => import('virtual:catalog/hi/common'),
    app: () => import('virtual:catalog/hi/app'),
    staff: () => import('virtual:catalog/hi/staff'),
    home: () => import('virtual:catalog/hi/home'),
    personal: () => import('virtual:catalog/hi/personal'),
    chrome: () => import('virtual:catalog/hi/chrome'),
  },
};

export const i18n = setupI18n({ locale: 'en', locales: [INTL_LOCALES.en], messages: { en: englishCommon } });

const loaded: Record<Language, Set<Bundle>> = { en: new Set(['common']), hi: new Set() };
const wanted = new Set<Bundle>(['common']);
const pending = new Map<string, Promise<void>>();

function load(language: Language, bundle: Bundle): Promise<void> {
  if (loaded[language].has(bundle)) return Promise.resolve();
  const key = `${language}/${bundle}`;
  let promise = pending.get(key);
  if (promise === undefined) {
    promise = LOADERS[language][bundle]()
      .then(({ messages }) => {
        i18n.load(language, messages);
        loaded[language].add(bundle);
      })
      .finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

export function currentLanguage(): Language {
  return i18n.locale as Language;
}

/** Loads bundles in the current language (a lazy screen's, with its code); kept for later switches. */
export async function ensureBundles(bundles: readonly Bundle[]): Promise<void> {
  for (const bundle of bundles) wanted.add(bundle);
  await Promise.all(bundles.map((bundle) => load(currentLanguage(), bundle)));
}

/**
 * For code loaded lazily outside the router's screens (a section of the landing page, the navbar's
 * search box): its module together with the bundles its texts are in.
 */
export async function withBundles<T>(load: () => Promise<T>, bundles: readonly Bundle[]): Promise<T> {
  const [module] = await Promise.all([load(), ensureBundles(bundles)]);
  return module;
}

type LanguageListener = (language: Language) => void;
const listeners = new Set<LanguageListener>();

/** Called after every switch (the account's stored language follows the device's: see language-sync.ts). */
export function onLanguageChange(listener: LanguageListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Switches the interface: every bundle in use is loaded in the new language first, then everything
 * re-renders at once in it, `<html lang>` follows, and the device remembers the choice.
 */
export async function setLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  await Promise.all([...wanted].map((bundle) => load(language, bundle)));
  const isChange = language !== currentLanguage();
  i18n.activate(language, [INTL_LOCALES[language]]);
  document.documentElement.lang = language;
  if (options.remember !== false) storeLanguage(language);
  if (isChange) for (const listener of listeners) listener(language);
}

/**
 * Before the first render: the device's language. Nothing to wait for in English; in Hindi the
 * promise ends when its `common` bundle is in (or failed to load offline: the page then stays English).
 */
export function startLanguage(): Promise<void> | undefined {
  const language = deviceLanguage();
  if (language === 'en') return undefined;
  return setLanguage(language, { remember: false }).catch(() => undefined);
}
