#!/usr/bin/env node
// `npm test`: every tier, in order, each run to the end so one failure does not hide another.
// Lint and format, the type check, Vitest (unit + server integration), then Playwright journeys
// against the real built server. The server tests and the journeys run on the embedded PostgreSQL
// server (binaries from npm); with TEST_DATABASE_URL set, on that PostgreSQL server instead.
// TEST_TIERS=server runs only the server tests (CI's second run, on the machine's PostgreSQL 15: lint,
// types, web unit tests and journeys do not depend on which server it is). The last line sums the
// test counts.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.prepshelf', 'reports');
rmSync(reports, { recursive: true, force: true });
rmSync(path.join(root, 'e2e', 'test-results', 'results.json'), { force: true });
mkdirSync(reports, { recursive: true });

const steps = [];
function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const isOk = result.status === 0;
  steps.push({ name, isOk, seconds: Math.round((Date.now() - started) / 1000) });
  return isOk;
}

const databaseUrl = process.env.TEST_DATABASE_URL;
const onWhat = databaseUrl ? `PostgreSQL at ${new URL(databaseUrl).host}` : 'embedded PostgreSQL';
const isServerOnly = process.env.TEST_TIERS === 'server';

if (!isServerOnly) {
  step('lint (ESLint)', 'npx', ['eslint', '--max-warnings=0', '.']);
  step('lint (no import circles)', process.execPath, ['scripts/check-cycles.ts']);
  step('format (Prettier)', 'npx', ['prettier', '--check', '--log-level=warn', '.']);
  for (const project of ['packages/contract', 'apps/server', 'apps/server/bench', 'apps/web', 'e2e', 'scripts']) {
    step(`type check ${project}`, 'npx', ['tsc', '-p', project]);
  }
}
step(`${isServerOnly ? 'server' : 'unit and'} integration tests (Vitest, ${onWhat})`, 'npx', [
  'vitest',
  'run',
  ...(isServerOnly ? ['apps/server'] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, 'vitest.json')}`,
]);

// The journeys get their own scratch database on the PostgreSQL server.
let e2eDatabase;
if (databaseUrl && !isServerOnly) {
  const { default: pg } = await import('pg');
  const name = `prepshelf_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  e2eDatabase = {
    name,
    url: url.toString(),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: databaseUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
if (!isServerOnly) {
  step(
    `journeys (Playwright in Chromium, ${onWhat})`,
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
      ...(e2eDatabase ? { E2E_DATABASE_URL: e2eDatabase.url } : {}),
    },
  );
  await e2eDatabase?.drop();
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson(path.join(reports, 'vitest.json'));
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const playwrightReport = path.join(root, 'e2e', 'test-results', 'results.json');
const playwright = readJson(playwrightReport);
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
  skipped += playwright.stats.skipped ?? 0;
}
/**
 * Each failed test's name and the start of its error, for the last lines of a run: CI keeps only the
 * end of the output, where the runners' own failure reports have scrolled away.
 */
const failures = [];
const plain = (text) => String(text ?? '').replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
const firstLines = (text) =>
  plain(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, 3)
    .join(' | ')
    .slice(0, 400);
for (const file of vitest?.testResults ?? []) {
  for (const test of file.assertionResults ?? []) {
    if (test.status === 'failed') failures.push(`${test.fullName}: ${firstLines(test.failureMessages?.[0])}`);
  }
}
function collectPlaywright(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const tries = (test.results ?? []).map((result) => firstLines(result.error?.message)).filter(Boolean);
      failures.push(`${spec.file}:${spec.line} ${spec.title}: ${tries.join(' || then: ')}`);
    }
  }
  for (const child of suite.suites ?? []) collectPlaywright(child);
}
for (const suite of playwright?.suites ?? []) collectPlaywright(suite);
const failedSteps = steps.filter((s) => !s.isOk);
if (failedSteps.length > 0 && failed === 0) failed = failedSteps.length;

console.log('\nSummary');
for (const s of steps) console.log(`  ${s.isOk ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds}s)`);
if (!isServerOnly && !existsSync(playwrightReport)) console.log('  (no Playwright report was written)');
for (const failure of failures.slice(0, 5)) console.log(`  failed: ${failure}`);
if (failures.length > 5) console.log(`  failed: and ${failures.length - 5} more`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
