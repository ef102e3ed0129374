import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { createQueryGate, type QueryGate } from '../../db/query-gate.ts';
import { useContentTests, type Seeder } from '../../../test/support/content.ts';
import { createVersionAndWatching, type VersionAndWatching } from '../content/content.watching.ts';
import { createSearchRepository } from './search.repository.ts';
import { createSearchService } from './search.service.ts';

let t: TestApp;
let seed: Seeder;

useContentTests(async (opened) => {
  ({ t, seed } = opened);
  await seed.notes([
    { title: 'Gated hydrology notes' },
    { title: 'Gated limnology notes' },
    { title: 'Gated potamology notes' },
  ]);
  await seed.videos([{ title: 'Gated hydrology video' }]);
});

/** A real gate that remembers the most pieces of work it ever let run at once, and how many it let in. */
function watchedGate(limit: number): QueryGate & { peak: number; entered: number } {
  const gate = createQueryGate(limit);
  const watched = {
    peak: 0,
    entered: 0,
    stats: () => gate.stats(),
    run<T>(work: () => Promise<T>): Promise<T> {
      watched.entered += 1;
      return gate.run(() => {
        watched.peak = Math.max(watched.peak, gate.stats().running);
        return work();
      });
    },
  };
  return watched;
}

/**
 * A service (with gates of one) whose `call`-th read of the content version and isWatching waits for
 * `until`, after telling `reached`.
 */
function serviceHoldingRead(call: number, until: Promise<void>, reached: () => void = () => undefined) {
  const gates = { search: watchedGate(1), suggest: watchedGate(1) };
  const versionAndWatching = createVersionAndWatching(t.app.database.db, undefined);
  let calls = 0;
  const held: VersionAndWatching = async (userId, items) => {
    calls += 1;
    if (calls === call) {
      reached();
      await until;
    }
    return versionAndWatching(userId, items);
  };
  const service = createSearchService({
    db: t.app.database.db,
    repository: createSearchRepository(),
    gates,
    versionAndWatching: held,
  });
  return { service, gates };
}

describe('uncached searches and suggestions pass a query gate (docs/decisions/0021)', () => {
  it('keeps at most its limit of uncached searches in the database, answers all of them, and lets cached ones by', async () => {
    const gates = { search: watchedGate(1), suggest: watchedGate(1) };
    const service = createSearchService({ db: t.app.database.db, repository: createSearchRepository(), gates });
    const texts = ['hydrology', 'limnology', 'potamology', 'gated hydrology', 'hidrology', 'limno'];
    const answers = await Promise.all(
      texts.map((search) => service.searchContent(undefined, { search, type: undefined, page: 1, limit: 10 })),
    );
    expect(answers.map((answer) => answer.total)).toEqual([2, 1, 1, 2, 2, 1]);
    expect(gates.search.entered).toBe(texts.length);
    expect(gates.search.peak).toBe(1);
    expect(gates.search.stats()).toEqual({ running: 0, waiting: 0, limit: 1 });

    // The same searches again come from the cache: they do not wait at the gate.
    const again = await Promise.all(
      texts.map((search) => service.searchContent(undefined, { search, type: undefined, page: 1, limit: 10 })),
    );
    expect(again.map((answer) => answer.total)).toEqual([2, 1, 1, 2, 2, 1]);
    expect(gates.search.entered).toBe(texts.length);

    const suggestions = await Promise.all(
      ['hyd', 'lim', 'pot', 'gated'].map((search) => service.suggest(undefined, { search })),
    );
    expect(suggestions.map((answer) => answer.suggestions.length)).toEqual([2, 1, 1, 4]);
    expect(gates.suggest.peak).toBe(1);
    expect(gates.suggest.entered).toBe(4);
  });
});

describe('the same uncached search asked several times at once', () => {
  it('runs once: the others share its result instead of queueing copies at the gate', async () => {
    const gates = { search: watchedGate(1), suggest: watchedGate(1) };
    const service = createSearchService({ db: t.app.database.db, repository: createSearchRepository(), gates });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        service.searchContent(undefined, { search: 'hydrology', type: undefined, page: 1, limit: 10 }),
      ),
    );
    expect(answers.map((answer) => answer.total)).toEqual([2, 2, 2, 2, 2]);
    expect(gates.search.entered).toBe(1);
  });

  it('shares it with a caller that arrives after the run, while the first caller still reads its isWatching', async () => {
    // The first caller's read of isWatching after its run (the second read it makes) waits until the
    // second caller has its answer.
    let reached!: () => void;
    const isReading = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { service, gates } = serviceHoldingRead(2, released, reached);
    const query = { search: 'potamology', type: undefined, page: 1, limit: 10 } as const;
    const first = service.searchContent(undefined, query);
    await isReading;
    const second = await service.searchContent(undefined, query);
    release();
    expect((await first).total).toBe(1);
    expect(second.total).toBe(1);
    expect(gates.search.entered).toBe(1);
  });
});

describe('a caller whose version read ends after the first caller answered', () => {
  it('gets the cached answer instead of running the search again', async () => {
    // The second caller's read of the content version is held until the first caller has its answer.
    let firstAnswered!: () => void;
    const answered = new Promise<void>((resolve) => (firstAnswered = resolve));
    const { service, gates } = serviceHoldingRead(2, answered);
    const query = { search: 'limnology', type: undefined, page: 1, limit: 7 } as const;
    const first = service.searchContent(undefined, query);
    const second = service.searchContent(undefined, query);
    const firstAnswer = await first;
    firstAnswered();
    expect((await second).results).toEqual(firstAnswer.results);
    expect(gates.search.entered).toBe(1);
  });
});

describe('typo candidates kept per word', () => {
  it('are asked again once the library changed: a word added after a search is a typo target at once', async () => {
    const service = createSearchService({ db: t.app.database.db, repository: createSearchRepository() });
    const searchFor = (search: string, limit: number) =>
      service.searchContent(undefined, { search, type: undefined, page: 1, limit });
    // The same typo in two searches (two pages sizes, so not the same cached answer): the second one
    // reuses the first one's (empty) candidates.
    expect((await searchFor('quokkarite', 10)).total).toBe(0);
    expect((await searchFor('quokkarite', 5)).total).toBe(0);
    await seed.videos([{ title: 'Quokkanite samples' }]);
    const answer = await searchFor('quokkarite', 10);
    expect(answer.results.map((result) => result.title)).toEqual(['Quokkanite samples']);
    expect((await searchFor('quokkarite', 5)).total).toBe(1);
  });
});
