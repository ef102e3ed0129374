import { z } from 'zod';

// zod 4 probes for `new Function` on its first parse to decide whether to compile validators. Under
// our Content-Security-Policy (`script-src 'self'`, no eval) that probe is blocked and reported as a
// violation in every browser session; jitless mode never tries.
z.config({ jitless: true });

export { z };
