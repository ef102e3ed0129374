import cors from '@fastify/cors';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { varyOnSession } from '../modules/files/files.http.ts';
import { varyOn } from './vary.ts';

// An answer's Vary header gains a field and keeps what else it varies on: CORS's Origin when the server
// allows other origins (CORS_ORIGINS), and whatever a route or hook set before (the language, the session).
const app = Fastify();
const withCors = Fastify();

beforeAll(async () => {
  await withCors.register(cors, { origin: ['https://college.example'] });
  for (const server of [app, withCors]) {
    server.get('/private', (_request, reply) => {
      varyOnSession(reply);
      return 'bytes';
    });
  }
  app.get('/set-before', (_request, reply) => {
    void reply.header('Vary', 'Accept-Encoding, authtoken');
    varyOnSession(reply);
    varyOnSession(reply);
    return 'bytes';
  });
  app.get('/language-and-session', (_request, reply) => {
    varyOn(reply, 'Accept-Language');
    varyOnSession(reply);
    return 'bytes';
  });
});
afterAll(async () => {
  await app.close();
  await withCors.close();
});

describe('varyOn and varyOnSession', () => {
  it('adds AuthToken alone when nothing else varies', async () => {
    const response = await app.inject({ method: 'GET', url: '/private' });
    expect(response.headers.vary).toBe('AuthToken');
  });

  it("keeps CORS's Origin beside it", async () => {
    const response = await withCors.inject({
      method: 'GET',
      url: '/private',
      headers: { origin: 'https://college.example' },
    });
    const fields = String(response.headers.vary)
      .split(',')
      .map((field) => field.trim());
    expect(fields.sort()).toEqual(['AuthToken', 'Origin']);
  });

  it('names the session header once, whatever its case and however often it is asked', async () => {
    const response = await app.inject({ method: 'GET', url: '/set-before' });
    expect(response.headers.vary).toBe('Accept-Encoding, authtoken');
  });

  it('adds one field after another', async () => {
    const response = await app.inject({ method: 'GET', url: '/language-and-session' });
    expect(response.headers.vary).toBe('Accept-Language, AuthToken');
  });
});
