/**
 * The account keeps one name (Username); the dashboard Settings page shows it as the spec's first and
 * last name: the first word, and the rest. Saving joins them again with one space.
 */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

export function joinName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}
