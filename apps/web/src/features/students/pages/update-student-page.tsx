import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ROLES, TOASTS, VALIDATION, publicUserSchema, type PublicUser, type Role } from '@prepshelf/contract';
import { buttonClasses } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { showErrorToast, showSuccessToast, showWarningToast } from '../../../lib/toast';
import { useSession } from '../../../lib/use-session';
import { useUpdateStudent } from '../api/students-api';
import { focusField, StudentForm } from '../components/student-form';
import { failureMessage } from '../failure-message';
import { buildUpdatePayload, missingUpdateField, type StudentFormValues } from '../student-params';
import { useGoBack } from '../use-go-back';

/** The student handed over as navigation state by the list's edit button (spec §2). */
function readStudent(state: unknown): PublicUser | null {
  if (typeof state !== 'object' || state === null || !('student' in state)) return null;
  const parsed = publicUserSchema.safeParse(state.student);
  return parsed.success ? parsed.data : null;
}

/** /updatestudent (spec §5): Username and Email required, password only when changing; Role for an Admin. */
export function UpdateStudentPage() {
  const location = useLocation();
  const student = readStudent(location.state);
  if (!student) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-12">
        <h1 className="text-2xl font-bold">Update Student</h1>
        <p className="text-muted">Pick a student to edit from the student list first.</p>
        <Link to="/dashboard/dashboard-student-management" className={buttonClasses('primary')}>
          Go to the student list
        </Link>
      </div>
    );
  }
  return <UpdateStudentForm key={student._id} student={student} />;
}

function UpdateStudentForm({ student }: { student: PublicUser }) {
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
      showWarningToast(VALIDATION.updateStudentRequired);
      focusField(missing);
      return;
    }
    const payload = buildUpdatePayload({ ...values, Role: role }, student, isAdmin);
    updateStudent.mutate(
      { id: student._id, payload },
      {
        onSuccess: () => {
          showSuccessToast(TOASTS.studentUpdated);
          goBack();
        },
        onError: (error) => showErrorToast(failureMessage(error, TOASTS.studentUpdateFailed)),
      },
    );
  };

  return (
    <StudentForm
      title="Update Student"
      intro={`Change ${student.Username}'s details.`}
      values={values}
      onChange={setValues}
      invalidField={invalidField}
      isPasswordOptional
      isBusy={updateStudent.isPending}
      submitLabel="Save Changes"
      onSubmit={onSubmit}
    >
      {isAdmin ? (
        <Select
          label="Role"
          value={role}
          onValueChange={setRole}
          options={ROLES.map((value) => ({ value, label: value }))}
        />
      ) : null}
    </StudentForm>
  );
}
