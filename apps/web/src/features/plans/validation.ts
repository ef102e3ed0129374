import { VALIDATION } from '@prepshelf/contract';

export type PaymentField = 'name' | 'email' | 'phone' | 'address';
export type PaymentValues = Record<PaymentField, string>;

export const PAYMENT_FIELDS: readonly PaymentField[] = ['name', 'email', 'phone', 'address'];

/**
 * Spec §5: proceeding needs name, email, phone and address, else 'Please fill in all the details to
 * proceed.' The first empty field is the one to focus.
 */
export function validatePaymentDetails(values: PaymentValues): { field: PaymentField; message: string } | null {
  const blank = PAYMENT_FIELDS.find((field) => values[field].trim() === '');
  return blank ? { field: blank, message: VALIDATION.paymentDetails } : null;
}
