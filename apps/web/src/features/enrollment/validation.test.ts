import { describe, expect, it } from 'vitest';
import { validateEnrollment, type EnrollmentValues } from './validation';

const filled: EnrollmentValues = { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', college: '' };
const empty: EnrollmentValues = { name: '', email: '', mobile: '', college: '' };

describe('validateEnrollment', () => {
  it('refuses a logged-out visitor with the spec text, even with every field filled', () => {
    expect(validateEnrollment(filled, false)).toEqual({ field: null, message: 'Please login to enroll!' });
    expect(validateEnrollment(empty, false)).toEqual({ field: null, message: 'Please login to enroll!' });
  });

  it('requires name, email and mobile, pointing at the first one missing', () => {
    expect(validateEnrollment({ ...filled, name: '  ' }, true)?.field).toBe('name');
    expect(validateEnrollment({ ...filled, email: '' }, true)?.field).toBe('email');
    expect(validateEnrollment({ ...filled, mobile: '' }, true)).toEqual({
      field: 'mobile',
      message: 'Please fill in your name, email and mobile number.',
    });
  });

  it('wants an e-mail address in the email field', () => {
    expect(validateEnrollment({ ...filled, email: 'asha.example.com' }, true)).toEqual({
      field: 'email',
      message: 'Please enter a valid email address.',
    });
  });

  it('accepts a logged-in visitor without a college', () => {
    expect(validateEnrollment(filled, true)).toBeNull();
    expect(validateEnrollment({ ...filled, college: 'IIT Bombay' }, true)).toBeNull();
  });
});
