// `node scripts/check-cycles.ts`: fails when any module of apps/, packages/ or e2e/ can reach itself
// through its imports, as `madge --circular` counts them: static, dynamic (`import()`), re-exports and
// type-only imports alike (a type-only circle is still two files that cannot be understood apart).
// TypeScript's own scanner finds the imports; only relative ones are followed (packages meet through
// their names, and the contract imports nothing of the apps). Part of `npm run lint` and `npm test`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'migrations', 'test-results', 'playwright-report']);
const RESOLVED_AS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** Every source file under `dir`, build output and dependencies left out. */
export function listSources(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listSources(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

/** The files `file` imports by a relative path, resolved as Node (server) and Vite (web app) do. */
function importsOf(file: string, text: string, isFile: (candidate: string) => boolean): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'))
    .flatMap((specifier) => {
      const base = path.resolve(path.dirname(file), specifier);
      const resolved = RESOLVED_AS.map((suffix) => base + suffix).find(isFile);
      return resolved === undefined ? [] : [resolved];
    });
}

/**
 * The import circles among `files` (Tarjan's strongly connected components): each circle is the list of
 * its files, and a file that imports itself is a circle of one.
 */
export function findCycles(
  files: readonly string[],
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): string[][] {
  const known = new Set(files);
  const isFile = (candidate: string) => known.has(candidate);
  const edges = new Map(files.map((file) => [file, importsOf(file, read(file), isFile)]));
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;

  const visit = (file: string) => {
    order.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, order.get(target)!));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (edges.get(file) ?? []).includes(file)) cycles.push(component.sort());
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const files = ['apps', 'packages', 'e2e'].flatMap((dir) => listSources(path.join(root, dir)));
  const cycles = findCycles(files);
  for (const cycle of cycles) {
    console.error(`import circle: ${cycle.map((file) => path.relative(root, file)).join(' ↔ ')}`);
  }
  console.log(`${files.length} files, ${cycles.length} import circles`);
  process.exitCode = cycles.length === 0 ? 0 : 1;
}
