import { describe, expect, it } from 'vitest';
import { validateContact } from './validation';

const filled = { name: 'Asha', email: 'asha@example.com', subject: 'Notes', body: 'Hello' };

describe('validateContact', () => {
  it('asks for all the data, pointing at the first empty field', () => {
    expect(validateContact({ ...filled, subject: ' ', body: '' })).toEqual({
      field: 'subject',
      message: 'Please fill the all data!',
    });
  });

  it('accepts a complete message', () => {
    expect(validateContact(filled)).toBeNull();
  });
});
