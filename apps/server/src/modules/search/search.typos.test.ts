import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness.ts';
import { useContentTests, type Seeder } from '../../../test/support/content.ts';
import { createSearchRepository } from './search.repository.ts';
import { maxEditsFor } from './search.words.ts';

let t: TestApp;
let seed: Seeder;

useContentTests(async (opened) => {
  ({ t, seed } = opened);
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

describe('typo candidates from the vocabulary', () => {
  it('reach the words one or two edits away, or sounding the same, and never a word the typed one begins', async () => {
    const repo = createSearchRepository();
    const typed = ['fisics', 'calculas', 'thermodinamics', 'kemistry', 'hidrology', 'statistcs', 'phys', 'zzzzzz'];
    const found = await repo.typosOf(
      t.database.db,
      typed.map((word) => ({ word, maxEdits: maxEditsFor(word) })),
    );
    expect(Object.fromEntries(typed.map((word, at) => [word, found[at]![0] ?? null]))).toEqual({
      fisics: 'physics',
      calculas: 'calculus',
      thermodinamics: 'thermodynamics',
      kemistry: 'chemistry',
      hidrology: 'hydrology',
      statistcs: 'statistics',
      phys: null,
      zzzzzz: null,
    });
  });

  it('follow the library at once: a new word is a target, a removed one is not', async () => {
    const repo = createSearchRepository();
    const typosOf = async (word: string) => (await repo.typosOf(t.database.db, [{ word, maxEdits: 1 }]))[0];
    expect(await typosOf('quixotik')).toEqual([]);
    await seed.notes([{ title: 'Quixotic plans' }]);
    expect(await typosOf('quixotik')).toEqual(['quixotic']);
    await t.database.db.execute(sql`delete from notes where title = 'Quixotic plans'`);
    expect(await typosOf('quixotik')).toEqual([]);
  });
});
