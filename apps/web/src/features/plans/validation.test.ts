import { describe, expect, it } from 'vitest';
import { validatePaymentDetails } from './validation';

const filled = { name: 'Asha', email: 'asha@example.com', phone: '9876543210', address: '12 MG Road, Mumbai' };

describe('validatePaymentDetails', () => {
  it('asks for all the details when everything is empty', () => {
    expect(validatePaymentDetails({ name: '', email: '', phone: '', address: '' })).toEqual({
      field: 'name',
      message: 'Please fill in all the details to proceed.',
    });
  });

  it('points at the first missing detail, blanks counting as missing', () => {
    expect(validatePaymentDetails({ ...filled, phone: '   ' })?.field).toBe('phone');
    expect(validatePaymentDetails({ ...filled, address: '' })).toEqual({
      field: 'address',
      message: 'Please fill in all the details to proceed.',
    });
  });

  it('accepts complete details', () => {
    expect(validatePaymentDetails(filled)).toBeNull();
  });
});
