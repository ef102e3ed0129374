import { afterEach, describe, expect, it, vi } from 'vitest';

// Where the contract's schemas run decides how zod checks with them (zod.ts).
describe('zod checks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('are compiled on the server, which has no Content-Security-Policy against it', async () => {
    vi.resetModules();
    const { z } = await import('./zod.ts');
    expect(z.config().jitless).toBe(false);
    // And they check as before.
    const schema = z.object({ title: z.string(), page: z.number().int() });
    expect(schema.safeParse({ title: 'Physics', page: 3, extra: true }).data).toEqual({ title: 'Physics', page: 3 });
    expect(schema.safeParse({ title: 'Physics', page: 'three' }).success).toBe(false);
  });

  it('are interpreted in a browser, whose policy forbids compiling them', async () => {
    vi.resetModules();
    vi.stubGlobal('document', {});
    const { z } = await import('./zod.ts');
    expect(z.config().jitless).toBe(true);
  });
});
