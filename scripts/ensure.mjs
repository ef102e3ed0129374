#!/usr/bin/env node
// Runs before `npm start` and `npm test` on whatever Node the machine has (it may be older than the
// project's pinned Node 24, which arrives with the install): installs dependencies when the lock
// file changed, and with --build rebuilds the web app when its sources are newer than the build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`prepshelf: "${command} ${args.join(' ')}" failed`);
    process.exit(result.status ?? 1);
  }
}

const stampPath = path.join(root, 'node_modules', '.prepshelf-install');
const wanted = createHash('sha256')
  .update(readFileSync(path.join(root, 'package-lock.json')))
  .update(`${process.platform}-${process.arch}`)
  .digest('hex');
const installed = existsSync(stampPath) ? readFileSync(stampPath, 'utf8') : '';
if (installed !== wanted) {
  console.log('prepshelf: installing dependencies (npm ci)…');
  run(npm, ['ci', '--no-audit', '--no-fund']);
  writeFileSync(stampPath, wanted);
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

if (process.argv.includes('--build')) {
  const buildStamp = path.join(root, 'apps/web/dist/.build-stamp');
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'packages/contract/src',
    'package-lock.json',
  ].map((relative) => newestMtime(path.join(root, relative)));
  const builtAt = existsSync(buildStamp) ? statSync(buildStamp).mtimeMs : 0;
  if (Math.max(...sources) > builtAt) {
    console.log('prepshelf: building the web app…');
    run(npm, ['run', 'build', '--silent', '-w', '@prepshelf/web']);
    writeFileSync(buildStamp, new Date().toISOString());
  }
}
