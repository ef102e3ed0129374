#!/usr/bin/env node
// Writes .br and .gz beside every compressible built file, so the server sends them without
// compressing on each request (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'dist');
const compressible = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;

function walk(current) {
  for (const entry of readdirSync(current)) {
    const file = path.join(current, entry);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(entry) && statSync(file).size >= 1024) {
      const content = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}
walk(dir);
