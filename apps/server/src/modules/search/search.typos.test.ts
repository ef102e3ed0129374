import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { closeContentTests, openContentTests, type Seeder } from '../content/content.test-support.ts';
import { editDistance, soundOf, TypoVocabulary, type VocabularyRow } from './search.typos.ts';
import { maxEditsFor } from './search.words.ts';

let t: TestApp;
let seed: Seeder;

beforeAll(async () => {
  ({ t, seed } = await openContentTests());
  await seed.notes(
    [
      'Physics for Beginners',
      'Calculus Made Easy',
      'Thermodynamics and Heat Engines',
      'Chemistry of Carbon',
      'Accounting Standards',
      'Circuits and Signals',
      'Mechanics of Solids',
      'Algebraic Geometry',
      'Geography of Monsoons',
      'Philosophy of Science',
      'Psychology Basics',
      'Hydrology Field Notes',
      'Statistics with Tables',
      'Electricity and Magnetism',
      'भौतिकी के मूल सिद्धांत',
    ].map((title) => ({ title })),
  );
});
afterAll(() => closeContentTests(t));

describe('typo candidates in the search thread', () => {
  it("are the database function's (prepshelf_typo_words) for typed words of every kind", async () => {
    const result = await t.database.db.execute(sql`select word, rows, sound from search_vocabulary`);
    const vocabulary = new TypoVocabulary((result as { rows: VocabularyRow[] }).rows);
    const typed = [
      'fisics',
      'physisc',
      'calculas',
      'thermodinamics',
      'kemistry',
      'akounting',
      'sircuits',
      'mekanics',
      'algebriac',
      'jeography',
      'filosophy',
      'sychology',
      'hidrology',
      'statistcs',
      'electrisity',
      'magnetsm',
      'भौतिक',
      'mechanic',
      'phys',
      'zzzzzz',
    ];
    for (const word of typed) {
      const edits = maxEditsFor(word);
      const rows = await t.database.db.execute(sql`select word from prepshelf_typo_words(${word}, ${edits})`);
      const fromDatabase = (rows as { rows: { word: string }[] }).rows.map((row) => row.word);
      expect({ word, typos: vocabulary.typosOf(word, edits) }).toEqual({ word, typos: fromDatabase });
    }
  });

  it('sounds and distances agree with fuzzystrmatch', async () => {
    for (const [a, b] of [
      ['fisics', 'physics'],
      ['thermodinamics', 'thermodynamics'],
      ['भौतिक', 'भौतिकी'],
      ['knight', 'night'],
    ] as const) {
      const result = await t.database.db.execute(
        sql`select dmetaphone(${a}) as sound, levenshtein(${a}, ${b}) as distance`,
      );
      const [row] = (result as { rows: { sound: string; distance: number }[] }).rows;
      expect(soundOf(a)).toBe(row?.sound);
      expect(editDistance([...a], [...b], 10)).toBe(row?.distance);
    }
  });
});
