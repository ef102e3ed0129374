import { VALIDATION } from '@prepshelf/contract';

export type EnrollmentField = 'name' | 'email' | 'mobile' | 'college';
export type EnrollmentValues = Record<EnrollmentField, string>;

/** Our own texts (the spec names none for these); friendly, no typos. */
export const ENROLLMENT_TEXTS = {
  required: 'Please fill in your name, email and mobile number.',
  invalidEmail: 'Please enter a valid email address.',
} as const;

const REQUIRED: readonly EnrollmentField[] = ['name', 'email', 'mobile'];
// The browser's own idea of an e-mail (type=email), close enough for a form that sends nothing.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface EnrollmentProblem {
  /** The field to outline and focus; none when the visitor must log in first. */
  field: EnrollmentField | null;
  message: string;
}

/**
 * Spec §5: a logged-out visitor is refused with 'Please login to enroll!' whatever the fields hold;
 * otherwise name, email (an e-mail) and mobile are required and college is optional.
 */
export function validateEnrollment(values: EnrollmentValues, isLoggedIn: boolean): EnrollmentProblem | null {
  if (!isLoggedIn) return { field: null, message: VALIDATION.enrollLogin };
  const blank = REQUIRED.find((field) => values[field].trim() === '');
  if (blank) return { field: blank, message: ENROLLMENT_TEXTS.required };
  if (!EMAIL.test(values.email.trim())) return { field: 'email', message: ENROLLMENT_TEXTS.invalidEmail };
  return null;
}
