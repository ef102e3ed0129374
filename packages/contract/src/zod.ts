import { z } from 'zod';

// zod 4 probes for `new Function` on its first parse to decide whether to compile validators. Under
// the web app's Content-Security-Policy (`script-src 'self'`, no eval) that probe is blocked and
// reported as a violation in every browser session; jitless mode never tries. The server has no such
// policy, and there compiled validators check every request several times faster (uncompiled, an
// answer's check took a fifth of the main thread's time in the suggestions bench).
z.config({ jitless: 'document' in globalThis });

export { z };
