import { useState } from 'react';
import { i18n } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast, showWarningToast } from '../../../lib/toast';
import { useAddStudent } from '../api/students-api';
import { focusField, StudentForm } from '../components/student-form';
import { failureMessage } from '../failure-message';
import { missingAddField, type StudentFormValues } from '../student-params';
import { useGoBack } from '../use-go-back';

const EMPTY: StudentFormValues = { Username: '', Email: '', Password: '' };

/** /addStudent (spec §5): Username, Email, Password; the new account always gets the Student role. */
export function AddStudentPage() {
  const t = useT();
  const [values, setValues] = useState(EMPTY);
  const [invalidField, setInvalidField] = useState<keyof StudentFormValues | null>(null);
  const addStudent = useAddStudent();
  const goBack = useGoBack();

  const onSubmit = () => {
    const missing = missingAddField(values);
    setInvalidField(missing);
    if (missing) {
      showWarningToast(i18n._('students.requiredAdd'));
      focusField(missing);
      return;
    }
    addStudent.mutate(values, {
      onSuccess: () => {
        showSuccessToast(i18n._('students.toastAdded'));
        setValues(EMPTY);
        goBack();
      },
      // The server's message first (say, the e-mail is taken), the spec's fallback otherwise.
      onError: (error) => showErrorToast(failureMessage(error, i18n._('students.toastAddFailed'))),
    });
  };

  return (
    <StudentForm
      title={t('students.addTitle')}
      intro={t('students.addIntro')}
      values={values}
      onChange={setValues}
      invalidField={invalidField}
      isPasswordOptional={false}
      isBusy={addStudent.isPending}
      submitLabel={t('students.addStudent')}
      onSubmit={onSubmit}
    />
  );
}
