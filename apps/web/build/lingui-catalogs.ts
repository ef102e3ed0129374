import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/*
 * The message catalogs (docs/decisions/0020): `src/locales/<language>/<bundle>/<area>.json`, flat
 * objects of ICU messages whose keys start with `<area>.`. `import { messages } from
 * 'virtual:catalog/hi/app'` gives one bundle of one language, every file of it merged and every message
 * compiled by Lingui's own compiler at build time, so the browser gets Lingui's compiled form and never
 * a message parser (the landing page's budget).
 */

const PREFIX = 'virtual:catalog/';
const RESOLVED = '\0virtual:catalog/';

export type Catalog = Record<string, string>;

/** Every file of one bundle of one language, merged; a key in two files, or outside its file's area, throws. */
export function readBundle(localesDirectory: string, language: string, bundle: string): Catalog {
  const directory = path.join(localesDirectory, language, bundle);
  const merged: Catalog = {};
  for (const file of readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const area = file.slice(0, -'.json'.length);
    const messages = JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as Catalog;
    for (const [key, message] of Object.entries(messages)) {
      if (!key.startsWith(`${area}.`))
        throw new Error(`${language}/${bundle}/${file}: "${key}" must start with "${area}."`);
      if (key in merged) throw new Error(`${language}/${bundle}/${file}: "${key}" is in another file too`);
      if (typeof message !== 'string') throw new Error(`${language}/${bundle}/${file}: "${key}" is not a string`);
      merged[key] = message;
    }
  }
  return merged;
}

export function linguiCatalogs(localesDirectory: string): Plugin {
  return {
    name: 'prepshelf-lingui-catalogs',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const [language = '', bundle = ''] = id.slice(RESOLVED.length).split('/');
      const directory = path.join(localesDirectory, language, bundle);
      for (const file of readdirSync(directory)) this.addWatchFile(path.join(directory, file));
      const catalog = readBundle(localesDirectory, language, bundle);
      const compiled = Object.fromEntries(
        Object.entries(catalog).map(([key, message]) => [key, compileMessage(message)]),
      );
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
