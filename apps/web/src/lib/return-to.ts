/*
 * Where a visitor stopped by the login wall was going: the `next` parameter of the auth screen's
 * address, kept in this tab's sessionStorage through registering, verifying, a password reset or
 * Google's round trip, and followed once a session starts. Only a path of this site is ever followed
 * (no open redirect): anything with a scheme or a host, protocol-relative (`//host`, `/\host`),
 * backslashes, control characters, or a path of the auth screens themselves is refused.
 */

const KEY = 'prepshelf.returnTo';
/** The screens that start a session: returning to one would be a loop. */
const AUTH_PATHS = /^\/(?:auth|login|register|verifyemail|forgotpassword|set-password|auth\/google\/callback)\/*$/i;
const ORIGIN = 'https://prepshelf.invalid';

/** The same-site path (path, query and fragment) `value` names, or null when it may not be followed. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read `\` as `/` (so `/\host` is another site) and drop tabs and newlines from URLs.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  // Dot segments may resolve to `//host` again (`/..//host`).
  if (url.origin !== ORIGIN || url.pathname.startsWith('//')) return null;
  if (AUTH_PATHS.test(url.pathname)) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === '/' ? null : path;
}

/** The auth screen's address for a visitor stopped on the way to `path` (Login tab, naming it). */
export function loginPathFor(path: string): string {
  const safe = safeReturnPath(path);
  return safe === null ? '/login' : `/login?${new URLSearchParams({ next: safe }).toString()}`;
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps (or, with null, forgets) where this tab's sign-in should lead. */
export function rememberReturnPath(path: string | null): void {
  const safe = safeReturnPath(path);
  if (safe === null) storage()?.removeItem(KEY);
  else storage()?.setItem(KEY, safe);
}

/** Where this tab's sign-in should lead, without forgetting it. */
export function peekReturnPath(): string | null {
  return safeReturnPath(storage()?.getItem(KEY));
}

/** Where a session that just started should lead, once: the kept path, else home. */
export function returnPathAfterSignIn(): string {
  const path = peekReturnPath() ?? '/';
  forgetReturnPath();
  return path;
}

export function forgetReturnPath(): void {
  storage()?.removeItem(KEY);
}
