import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ROLES, publicUserSchema, type PublicUser, type Role } from '@prepshelf/contract';
import { buttonClasses } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { i18n } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast, showWarningToast } from '../../../lib/toast';
import { useSession } from '../../../lib/use-session';
import { useUpdateStudent } from '../api/students-api';
import { focusField, StudentForm } from '../components/student-form';
import { failureMessage } from '../failure-message';
import { buildUpdatePayload, missingUpdateField, type StudentFormValues } from '../student-params';
import { useGoBack } from '../use-go-back';
import type { MessageId } from '../../../locales/message-id';

/** The student handed over as navigation state by the list's edit button (spec §2). */
function readStudent(state: unknown): PublicUser | null {
  if (typeof state !== 'object' || state === null || !('student' in state)) return null;
  const parsed = publicUserSchema.safeParse(state.student);
  return parsed.success ? parsed.data : null;
}

/** /updatestudent (spec §5): Username and Email required, password only when changing; Role for an Admin. */
export function UpdateStudentPage() {
  const t = useT();
  const location = useLocation();
  const student = readStudent(location.state);
  if (!student) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-12">
        <h1 className="text-2xl font-bold">{t('students.updateTitle')}</h1>
        <p className="text-muted">{t('students.pickFirst')}</p>
        <Link to="/dashboard/dashboard-student-management" className={buttonClasses('primary')}>
          {t('students.goToList')}
        </Link>
      </div>
    );
  }
  return <UpdateStudentForm key={student._id} student={student} />;
}

const ROLE_NAMES: Record<Role, MessageId> = {
  Admin: 'students.roleAdmin',
  Instructor: 'students.roleInstructor',
  Student: 'students.roleStudent',
};

function UpdateStudentForm({ student }: { student: PublicUser }) {
  const t = useT();
  const { isAdmin } = useSession();
  const [values, setValues] = useState<StudentFormValues>({
    Username: student.Username,
    Email: student.Email,
    Password: '',
  });
  const [role, setRole] = useState<Role>(student.Role);
  const [invalidField, setInvalidField] = useState<keyof StudentFormValues | null>(null);
  const updateStudent = useUpdateStudent();
  const goBack = useGoBack();

  const onSubmit = () => {
    const missing = missingUpdateField(values);
    setInvalidField(missing);
    if (missing) {
      showWarningToast(i18n._('students.requiredUpdate'));
      focusField(missing);
      return;
    }
    const payload = buildUpdatePayload({ ...values, Role: role }, student, isAdmin);
    updateStudent.mutate(
      { id: student._id, payload },
      {
        onSuccess: () => {
          showSuccessToast(i18n._('students.toastUpdated'));
          goBack();
        },
        onError: (error) => showErrorToast(failureMessage(error, i18n._('students.toastUpdateFailed'))),
      },
    );
  };

  return (
    <StudentForm
      title={t('students.updateTitle')}
      intro={t('students.updateIntro', { name: student.Username })}
      values={values}
      onChange={setValues}
      invalidField={invalidField}
      isPasswordOptional
      isBusy={updateStudent.isPending}
      submitLabel={t('students.saveChanges')}
      onSubmit={onSubmit}
    >
      {isAdmin ? (
        <Select
          label={t('students.roleLabel')}
          value={role}
          onValueChange={setRole}
          options={ROLES.map((value) => ({ value, label: t(ROLE_NAMES[value]) }))}
        />
      ) : null}
    </StudentForm>
  );
}
