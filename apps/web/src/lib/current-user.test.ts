import { describe, expect, it } from 'vitest';
import { fillFromAccount } from './current-user';

describe('fillFromAccount', () => {
  const user = { Username: 'Meera Joshi', Email: 'meera@example.com' };

  it('fills the empty name and e-mail from the account', () => {
    expect(fillFromAccount({ name: '', email: '', subject: '' }, user)).toEqual({
      name: 'Meera Joshi',
      email: 'meera@example.com',
      subject: '',
    });
  });

  it('never replaces what the user typed, and changes nothing without an account', () => {
    expect(fillFromAccount({ name: 'M. J.', email: '' }, user)).toEqual({ name: 'M. J.', email: 'meera@example.com' });
    expect(fillFromAccount({ name: '', email: '' }, undefined)).toEqual({ name: '', email: '' });
  });
});
