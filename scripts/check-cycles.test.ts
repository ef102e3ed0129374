import { describe, expect, it } from 'vitest';
import { findCycles } from './check-cycles.ts';

/** Files held in memory: path → text. */
function cyclesOf(files: Record<string, string>): string[][] {
  return findCycles(Object.keys(files), (file) => files[file] ?? '');
}

describe('the import circle check', () => {
  it('finds a circle closed by a type-only import, as madge does', () => {
    expect(
      cyclesOf({
        '/r/store.ts': "import { createLocal } from './local-store.ts';\nexport const x = createLocal;",
        '/r/local-store.ts': "import type { Store } from './store.ts';\nexport const createLocal = (): Store => 1;",
      }),
    ).toEqual([['/r/local-store.ts', '/r/store.ts']]);
  });

  it('finds a circle closed by a dynamic import between extensionless web modules', () => {
    expect(
      cyclesOf({
        '/r/menu.tsx': "const load = () => import('./menu-items');",
        '/r/menu-items.tsx': "import { useSelected } from './menu';",
      }),
    ).toEqual([['/r/menu-items.tsx', '/r/menu.tsx']]);
  });

  it('names every file of a longer circle once, and passes imports that only go one way', () => {
    expect(
      cyclesOf({
        '/r/a.ts': "import './b.ts';",
        '/r/b.ts': "export * from './c.ts';",
        '/r/c.ts': "import '../r/a.ts';\nimport 'node:fs';\nimport '@prepshelf/contract';",
        '/r/d.ts': "import './a.ts';",
      }),
    ).toEqual([['/r/a.ts', '/r/b.ts', '/r/c.ts']]);
  });

  it('passes a tree with no circle', () => {
    expect(cyclesOf({ '/r/a.ts': "import './b.ts';", '/r/b.ts': "import './c';", '/r/c.ts': '' })).toEqual([]);
  });
});
