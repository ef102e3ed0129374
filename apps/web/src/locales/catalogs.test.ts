import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { readBundle } from '../../build/lingui-catalogs';

/*
 * The catalog check: every key in every language, the same placeholders, plural cases and
 * rich-text tags in each, every message valid ICU, and every key typed in message-id.ts.
 */

const localesDirectory = path.dirname(fileURLToPath(import.meta.url));
const BUNDLES = ['common', 'app', 'staff', 'home', 'personal', 'chrome', 'frame'] as const;
const LANGUAGES = ['en', 'hi'] as const;

/** What a translation must keep: argument names with their types, and tags like <0>…</0>. */
function shape(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') {
        for (const tag of token.value.match(/<\/?\d+\s*\/?>/g) ?? []) found.add(`tag ${tag.replace(/\s/g, '')}`);
      } else if (token.type === 'argument') {
        found.add(`argument ${token.arg}`);
      } else if (token.type === 'function') {
        found.add(`${token.key} ${token.arg}`);
      } else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`${token.type} ${token.arg}`);
        for (const branch of token.cases) walk(branch.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe('message catalogs', () => {
  for (const bundle of BUNDLES) {
    describe(bundle, () => {
      const catalogs = Object.fromEntries(
        LANGUAGES.map((language) => [language, readBundle(localesDirectory, language, bundle)]),
      );
      const english = catalogs.en!;

      it('has the same files in every language', () => {
        const files = (language: string) => readdirSync(path.join(localesDirectory, language, bundle)).sort();
        for (const language of LANGUAGES) expect(files(language), language).toEqual(files('en'));
      });

      for (const language of LANGUAGES.filter((other) => other !== 'en')) {
        it(`has every English key in ${language}, and no other`, () => {
          const keys = Object.keys(catalogs[language]!).sort();
          expect(
            keys.filter((key) => !(key in english)),
            'keys English lacks',
          ).toEqual([]);
          expect(
            Object.keys(english).filter((key) => !(key in catalogs[language]!)),
            `keys ${language} lacks`,
          ).toEqual([]);
        });

        it(`keeps every placeholder, plural and tag in ${language}`, () => {
          const differing = Object.keys(english).flatMap((key) => {
            const translated = catalogs[language]![key];
            if (translated === undefined) return [];
            const [want, got] = [shape(english[key]!), shape(translated)];
            return JSON.stringify(want) === JSON.stringify(got)
              ? []
              : [`${key}: ${want.join(', ')} ≠ ${got.join(', ')}`];
          });
          expect(differing).toEqual([]);
        });

        it(`has no empty ${language} message`, () => {
          expect(
            Object.entries(catalogs[language]!)
              .filter(([, message]) => message.trim() === '')
              .map(([key]) => key),
          ).toEqual([]);
        });
      }
    });
  }

  it('types every English catalog file in message-id.ts', () => {
    const typed = readFileSync(path.join(localesDirectory, 'message-id.ts'), 'utf8');
    const files = BUNDLES.flatMap((bundle) =>
      readdirSync(path.join(localesDirectory, 'en', bundle)).map((file) => `./en/${bundle}/${file}`),
    );
    expect(files.filter((file) => !typed.includes(`'${file}'`))).toEqual([]);
  });

  it("refuses a key outside its file's area and a key in two files", () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'catalogs-'));
    mkdirSync(path.join(directory, 'en', 'app'), { recursive: true });
    writeFileSync(path.join(directory, 'en', 'app', 'shelf.json'), JSON.stringify({ 'reader.title': 'Title' }));
    expect(() => readBundle(directory, 'en', 'app')).toThrow(/must start with "shelf\."/);
    writeFileSync(path.join(directory, 'en', 'app', 'shelf.json'), JSON.stringify({ 'shelf.title': 'Title' }));
    expect(readBundle(directory, 'en', 'app')).toEqual({ 'shelf.title': 'Title' });
    rmSync(directory, { recursive: true });
  });
});
