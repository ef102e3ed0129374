import { useState } from 'react';
import { TOASTS, VALIDATION } from '@prepshelf/contract';
import { showErrorToast, showSuccessToast, showWarningToast } from '../../../lib/toast';
import { useAddStudent } from '../api/students-api';
import { focusField, StudentForm } from '../components/student-form';
import { failureMessage } from '../failure-message';
import { missingAddField, type StudentFormValues } from '../student-params';
import { useGoBack } from '../use-go-back';

const EMPTY: StudentFormValues = { Username: '', Email: '', Password: '' };

/** /addStudent (spec §5): Username, Email, Password; the new account always gets the Student role. */
export function AddStudentPage() {
  const [values, setValues] = useState(EMPTY);
  const [invalidField, setInvalidField] = useState<keyof StudentFormValues | null>(null);
  const addStudent = useAddStudent();
  const goBack = useGoBack();

  const onSubmit = () => {
    const missing = missingAddField(values);
    setInvalidField(missing);
    if (missing) {
      showWarningToast(VALIDATION.addStudentRequired);
      focusField(missing);
      return;
    }
    addStudent.mutate(values, {
      onSuccess: () => {
        showSuccessToast(TOASTS.studentAdded);
        setValues(EMPTY);
        goBack();
      },
      // The server's message first (say, the e-mail is taken), the spec's fallback otherwise.
      onError: (error) => showErrorToast(failureMessage(error, TOASTS.studentAddFailed)),
    });
  };

  return (
    <StudentForm
      title="Add Student"
      intro="Create a student account. They can log in with this e-mail and password straight away."
      values={values}
      onChange={setValues}
      invalidField={invalidField}
      isPasswordOptional={false}
      isBusy={addStudent.isPending}
      submitLabel="Add Student"
      onSubmit={onSubmit}
    />
  );
}
