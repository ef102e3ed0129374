import { setupServer } from 'msw/node';

/** The one MSW server of a test file; each test adds the answers it needs with `server.use(...)`. */
export const server = setupServer();
