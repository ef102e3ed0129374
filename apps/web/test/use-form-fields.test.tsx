import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useFormFields } from '../src/lib/use-form-fields';

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('useFormFields', () => {
  it('gives a field its name and value, and typing in it changes the value', () => {
    const { result } = renderHook(() => useFormFields({ name: '', email: 'a@b.example' }));
    expect(result.current.fieldProps('email')).toMatchObject({ name: 'email', value: 'a@b.example', isInvalid: false });
    act(() => result.current.fieldProps('name').onChange(typed('Asha')));
    expect(result.current.values).toEqual({ name: 'Asha', email: 'a@b.example' });
  });

  it('typing in the invalid field clears its mark; typing in another keeps it', () => {
    const { result } = renderHook(() => useFormFields({ name: '', email: '' }));
    act(() => result.current.setInvalidField('email'));
    expect(result.current.fieldProps('email').isInvalid).toBe(true);
    act(() => result.current.fieldProps('name').onChange(typed('Asha')));
    expect(result.current.invalidField).toBe('email');
    act(() => result.current.setField('email', 'asha@college.example.edu'));
    expect(result.current.invalidField).toBeNull();
    expect(result.current.fieldProps('email').isInvalid).toBe(false);
  });
});
