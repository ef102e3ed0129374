/**
 * Vitest's global setup: one PostgreSQL server for the whole run, and one migrated template database
 * on it that every test file copies (`create database … template …`), so files stay isolated and run
 * in parallel without each applying the migrations. The server is the embedded one (binaries from
 * npm) in a scratch folder, or the one named by TEST_DATABASE_URL (CI's second run, PostgreSQL 15).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { startEmbeddedServer } from '../src/db/embedded-server.ts';
import { EMBEDDED_TEST_SETTINGS } from '../src/db/embedded-settings.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://…/ without a database name. */
    testServerUrl: string;
    /** The migrated database each test file copies. */
    testTemplateDatabase: string;
    /** 'embedded' or 'postgres' (an external server through TEST_DATABASE_URL). */
    testServerKind: 'embedded' | 'postgres';
  }
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.TEST_DATABASE_URL;
  let serverUrl: string;
  let stopServer = async () => {};
  if (external !== undefined && external !== '') {
    const url = new URL(external);
    url.pathname = '/';
    serverUrl = url.toString();
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), 'prepshelf-test-pg-'));
    const server = await startEmbeddedServer(dir, { settings: EMBEDDED_TEST_SETTINGS });
    serverUrl = server.serverUrl;
    stopServer = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const template = `prepshelf_template_${randomBytes(5).toString('hex')}`;
  try {
    await onServer(serverUrl, `create database ${template}`);
    const database = await openDatabase({ url: `${serverUrl}${template}`, poolSize: 1 });
    await database.close();
  } catch (error) {
    await stopServer();
    throw error;
  }
  project.provide('testServerUrl', serverUrl);
  project.provide('testTemplateDatabase', template);
  project.provide('testServerKind', external ? 'postgres' : 'embedded');
  return async () => {
    await onServer(serverUrl, `drop database if exists ${template} with (force)`).catch(() => undefined);
    await stopServer();
  };
}
