import { useRef, useState, type FormEvent } from 'react';
import { showWarningToast } from '../../lib/toast';
import { focusField } from './form-focus';
import { problemText } from './problem-text';
import type { FormProblem } from './validation';

/**
 * The part every auth form shares: its values, the field a warning is about, and the check before
 * sending. A wrong form outlines and focuses its first wrong field and shows the spec's warning
 * (§5, design.md Forms); typing in that field clears the outline. `send` runs only for a form that passed.
 */
export function useAuthForm<Field extends string>(
  initial: Record<Field, string>,
  validate: (values: Record<Field, string>) => FormProblem<Field> | null,
  send: (values: Record<Field, string>) => Promise<void>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [invalidField, setInvalidField] = useState<Field | null>(null);

  /** The props of the input for `field`. */
  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      if (invalidField === field) setInvalidField(null);
    },
    isInvalid: invalidField === field,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validate(values);
    if (problem) {
      setInvalidField(problem.field);
      focusField(formRef.current, problem.field);
      showWarningToast(problemText(problem));
      return;
    }
    await send(values);
  }

  return { formRef, fieldProps, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
}
