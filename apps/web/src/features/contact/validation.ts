import { VALIDATION, type SupportBody } from '@prepshelf/contract';

export type ContactField = keyof SupportBody;

const ORDER: readonly ContactField[] = ['name', 'email', 'subject', 'body'];

/** All four fields are required (spec §5); the first empty one is the one to focus. */
export function validateContact(values: Record<ContactField, string>): { field: ContactField; message: string } | null {
  const blank = ORDER.find((field) => values[field].trim() === '');
  return blank ? { field: blank, message: VALIDATION.contactRequired } : null;
}
