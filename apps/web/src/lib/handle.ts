/**
 * The readable handle shown where the spec says `@username` (docs/decisions/0017). Usernames
 * are free text ("Meera Joshi"), so "@Meera Joshi" reads like a broken mention. The handle is the
 * username in lower case, each run of spaces a dot, keeping letters (with their combining marks) and digits of any script and
 * `.`, `_`, `-`: "@meera.joshi". A username with nothing left falls back to the public user id.
 */
export function displayHandle(username: string, publicId = ''): string {
  const handle = username
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/\s+/gu, '.')
    .replace(/[^\p{L}\p{M}\p{N}._-]/gu, '')
    .replace(/\.{2,}/gu, '.')
    .replace(/^\.|\.$/gu, '');
  return `@${handle === '' ? publicId : handle}`;
}
