#!/usr/bin/env node
// `npm run dev`: the API on :3000 (restarting on server changes) and Vite on :5173 with hot reload,
// proxying /api and /dev to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(
    process.execPath,
    ['--watch-path=apps/server/src', '--watch-path=packages/contract/src', 'apps/server/src/server.ts'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  ),
  spawn('npm', ['run', 'dev', '-w', '@prepshelf/web'], { cwd: root, stdio: 'inherit' }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', stopAll);
