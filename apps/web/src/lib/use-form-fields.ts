import { useState, type ChangeEvent } from 'react';

/**
 * A form's text values and the one field marked invalid: typing in a field clears its mark, and
 * `fieldProps(field)` gives an input its name, value, change handler and invalid state.
 */
export function useFormFields<Field extends string>(empty: Record<Field, string>) {
  const [values, setValues] = useState(empty);
  const [invalidField, setInvalidField] = useState<Field | null>(null);

  function setField(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalidField === field) setInvalidField(null);
  }

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setField(field, event.target.value),
    isInvalid: invalidField === field,
  });

  return { values, setValues, setField, invalidField, setInvalidField, fieldProps };
}
