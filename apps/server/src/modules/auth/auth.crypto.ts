import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** OWASP's argon2id floor: 19 MiB, 2 passes, 1 lane (docs/decisions/0003-sessions-and-secrets.md). */
// `Algorithm` is a const enum, which type stripping cannot inline: 2 is Argon2id.
const ARGON2_OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashSecret = (secret: string): Promise<string> => hash(secret, ARGON2_OPTIONS);

export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check when there is nothing to check (unknown e-mail), so
 * answers do not tell registered addresses apart by their timing.
 */
export async function verifyAgainstNothing(secret: string): Promise<false> {
  dummyHash ??= hashSecret(randomBytes(16).toString('hex'));
  await verifySecret(await dummyHash, secret);
  return false;
}

/** 256 random bits, URL-safe: the session token the client keeps. */
export const generateSessionToken = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a database leak yields no usable session. */
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A six-digit code from the cryptographic generator. */
export const generateCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** `PS-` and 10 random Crockford base32 characters (50 bits); never derived from the e-mail. */
export function generatePublicUserId(): string {
  const bytes = randomBytes(10);
  let id = '';
  for (const byte of bytes) id += CROCKFORD[byte % 32];
  return `PS-${id}`;
}

export const generateOpaqueId = (): string => randomBytes(24).toString('base64url');
