import { describe, expect, it } from 'vitest';
import { matchQuery, maxEditsFor, searchWordsOf, titlePhraseQuery, tsLexeme, wordQueries } from './search.words.ts';

describe('searchWordsOf', () => {
  it('lower-cases, splits on anything but letters, marks and digits, and keeps each word once', () => {
    expect(searchWordsOf('Data-Structures, data & C++ 2023!')).toEqual(['data', 'structures', '2023']);
  });

  it('drops one-letter words unless the query is that one letter', () => {
    expect(searchWordsOf('data s')).toEqual(['data']);
    expect(searchWordsOf('q')).toEqual(['q']);
    expect(searchWordsOf('a b')).toEqual([]);
  });

  it('drops common English words unless nothing else is left, but keeps "or"', () => {
    expect(searchWordsOf('the theory of relativity')).toEqual(['theory', 'relativity']);
    expect(searchWordsOf('the of')).toEqual(['the', 'of']);
    expect(searchWordsOf('granite or basalt')).toEqual(['granite', 'or', 'basalt']);
  });

  it('keeps Devanagari words whole, vowel signs included', () => {
    expect(searchWordsOf('भौतिकी के मूल सिद्धांत')).toEqual(['भौतिकी', 'के', 'मूल', 'सिद्धांत']);
  });

  it('searches at most eight words', () => {
    expect(searchWordsOf('aa bb cc dd ee ff gg hh ii jj')).toHaveLength(8);
  });
});

describe('maxEditsFor', () => {
  it.each([
    ['phy', 0],
    ['calc', 1],
    ['physics', 1],
    ['calculas', 2],
    ['भौतिकी', 1],
  ])('%s may be %i edits from its word', (word, edits) => {
    expect(maxEditsFor(word)).toBe(edits);
  });
});

describe('tsquery text', () => {
  it('quotes any word safely', () => {
    expect(tsLexeme("it's")).toBe("'it''s'");
    expect(tsLexeme('back\\slash')).toBe("'back\\\\slash'");
  });

  it('matches a word as typed, as a prefix or as one of its typos or synonyms, with weights', () => {
    const queries = wordQueries({ word: 'fisics', typos: ['physics'] });
    expect(queries.exact('A')).toBe("'fisics':A");
    expect(queries.prefix('A')).toBe("'fisics':*A");
    expect(queries.other('B')).toBe("('physics':B)");
    expect(queries.any).toBe("('fisics':* | 'physics')");
    expect(wordQueries({ word: 'phys', typos: [] }).other()).toBeNull();
    expect(wordQueries({ word: 'भौतिकी', typos: [], synonyms: ['physics'] }).any).toBe("('भौतिकी':* | 'physics')");
  });

  it('matches a word through its completions from the vocabulary when they are known, the word itself always among them', () => {
    expect(wordQueries({ word: 'mech', typos: [], completions: ['mechanic', 'mechanics'] }).any).toBe(
      "('mech' | 'mechanic' | 'mechanics')",
    );
    expect(wordQueries({ word: 'x', typos: [], completions: [] }).any).toBe("'x'");
    expect(wordQueries({ word: 'fisics', typos: ['physics'], completions: ['fisics'] }).any).toBe(
      "('fisics' | 'physics')",
    );
    // Too many completions: the prefix.
    expect(wordQueries({ word: 'ph', typos: [], completions: null }).any).toBe("'ph':*");
  });

  it('restricts every word to the titles for suggestions', () => {
    expect(
      matchQuery(
        [
          { word: 'hydro', typos: ['hydra'] },
          { word: 'fie', typos: [] },
        ],
        'all',
        'A',
      ),
    ).toBe("('hydro':*A | ('hydra':A)) & 'fie':*A");
  });

  it('makes the typed text a phrase over the titles, every word kept', () => {
    expect(titlePhraseQuery('Note 5 qwert')).toBe("'note':A <-> '5':A <-> 'qwert':A");
    expect(titlePhraseQuery('!!!')).toBeNull();
  });

  it('joins words with and, or with or for the fallback', () => {
    const words = [
      { word: 'data', typos: [] },
      { word: 'struct', typos: [] },
    ];
    expect(matchQuery(words, 'all')).toBe("'data':* & 'struct':*");
    expect(matchQuery(words, 'some')).toBe("'data':* | 'struct':*");
  });
});
