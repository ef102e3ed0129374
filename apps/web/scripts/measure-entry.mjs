// Prints the gzipped size of the JavaScript that index.html loads before any lazy route:
// the entry chunk and everything it imports statically (not the `import()`ed route chunks).
// Usage (after a build): node apps/web/scripts/measure-entry.mjs [distDir]
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((m) => m[1]);

const seen = new Set();
function visit(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  // Static imports only: `import … from "./x.js"` and bare `import "./x.js"`, never `import("./x.js")`.
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"`()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    visit(join(file, '..', m[1]));
  }
}
for (const file of [...entries, ...preloads]) visit(file);

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
let total = 0;
let totalBrotli = 0;
for (const file of seen) {
  const content = readFileSync(join(dist, file));
  const size = gzipSync(content, { level: 9 }).length;
  // What the server sends to browsers that accept it (scripts/precompress.mjs writes the same .br files).
  const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  total += size;
  totalBrotli += brotli;
  console.log(`${kb(size)} gz ${kb(brotli)} br  ${file}`);
}
console.log(`${kb(total)} gz ${kb(totalBrotli)} br  total (gzip -9, brotli 11), ${seen.size} file(s)`);
