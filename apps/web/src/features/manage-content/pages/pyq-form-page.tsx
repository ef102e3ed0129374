import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_CATEGORY, TOASTS, type Category, type ContentStatus } from '@prepshelf/contract';
import { Input } from '../../../components/ui/input';
import { showErrorToast, showSuccessToast, showWarningToast } from '../../../lib/toast';
import { useSaveContent } from '../api/save-content';
import { FileUploadField } from '../components/file-upload-field';
import { FormActions } from '../components/form-actions';
import { PublishingFields } from '../components/publishing-fields';
import { focusControl, FormShell, MissingItem } from '../components/form-controls';
import { MANAGED_KINDS } from '../kinds';
import {
  booleanField,
  canGoBack,
  readNavigationItem,
  tagsField,
  textField,
  type NavigationItem,
} from '../navigation-item';
import { failureMessage } from '../result-messages';
import { useFileUpload } from '../use-file-upload';
import {
  checkUploadedFile,
  parseTags,
  validatePyq,
  type FieldProblem,
  type FormMode,
  type PyqField,
} from '../validation';

const CONFIG = MANAGED_KINDS.pyq;

interface PyqFormValues {
  title: string;
  year: string;
  subject: string;
  category: string;
  status: string;
  tags: string;
  isPublic: boolean;
}

function initialValues(item: NavigationItem | null): PyqFormValues {
  return {
    title: textField(item, 'title'),
    year: textField(item, 'year'),
    subject: textField(item, 'subject'),
    category: textField(item, 'category', DEFAULT_CATEGORY),
    status: textField(item, 'status', 'public'),
    tags: tagsField(item),
    isPublic: booleanField(item, 'isPublic', true),
  };
}

function PyqForm({ mode, item }: { mode: FormMode; item: NavigationItem | null }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => initialValues(item));
  const [invalidField, setInvalidField] = useState<PyqField | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const save = useSaveContent('pyq');
  const onRefused = useCallback((message: string) => {
    setInvalidField('file');
    showWarningToast(message);
  }, []);
  const upload = useFileUpload({ kind: 'pdf', initialFileId: textField(item, 'fileUrl'), onRefused });

  function setField<K extends keyof PyqFormValues>(field: K, value: PyqFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalidField === field) setInvalidField(null);
  }

  function warn(problem: FieldProblem<PyqField>) {
    setInvalidField(problem.field);
    focusControl(formRef.current, problem.field);
    showWarningToast(problem.message);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const problem = validatePyq(mode, values, { chosenType: upload.state.chosenType, fileId: upload.state.fileId });
    if (problem) {
      warn(problem);
      return;
    }
    setIsSubmitting(true);
    try {
      const fileId = await upload.waitForFileId();
      const notUploaded = checkUploadedFile(fileId);
      if (notUploaded) {
        warn(notUploaded);
        return;
      }
      const result = await save.mutateAsync({
        ...(item ? { id: item._id } : {}),
        body: {
          title: values.title.trim(),
          year: Number(values.year),
          subject: values.subject.trim(),
          category: values.category as Category,
          status: values.status as ContentStatus,
          tags: parseTags(values.tags),
          isPublic: values.isPublic,
          fileUrl: fileId,
        },
      });
      if (!result.ok) {
        showErrorToast(
          mode === 'upload'
            ? failureMessage(result, { fallback: TOASTS.pyqUploadFailed, exception: TOASTS.pyqUploadError })
            : failureMessage(result, { fallback: TOASTS.genericError, exception: TOASTS.genericError }),
        );
        return;
      }
      showSuccessToast(mode === 'upload' ? TOASTS.pyqUploaded : TOASTS.pyqUpdated);
      setValues(initialValues(null));
      upload.reset();
      if (canGoBack()) void navigate(-1);
      else void navigate(CONFIG.routes.list);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <FileUploadField
        label={mode === 'upload' ? 'PDF file' : 'PDF file (optional: pick one to replace the stored PDF)'}
        kind="pdf"
        state={upload.state}
        onChoose={(file) => {
          if (invalidField === 'file') setInvalidField(null);
          upload.choose(file);
        }}
        isInvalid={invalidField === 'file'}
        storedLabel={mode === 'update' ? `The stored PDF of “${textField(item, 'title')}”` : undefined}
      />
      <Input
        label="Title"
        name="title"
        value={values.title}
        onChange={(event) => setField('title', event.target.value)}
        isInvalid={invalidField === 'title'}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Year"
          name="year"
          inputMode="numeric"
          placeholder="2024"
          value={values.year}
          onChange={(event) => setField('year', event.target.value)}
          isInvalid={invalidField === 'year'}
        />
        <Input
          label="Subject"
          name="subject"
          value={values.subject}
          onChange={(event) => setField('subject', event.target.value)}
          isInvalid={invalidField === 'subject'}
        />
      </div>
      <PublishingFields values={values} onChange={setField} invalidField={invalidField} />
      <FormActions
        mode={mode}
        isBusy={isSubmitting}
        idleLabel={mode === 'upload' ? 'Upload paper' : 'Save changes'}
        cancelTo={CONFIG.routes.list}
      />
    </form>
  );
}

/** /uploadPYQ (spec §2, §5). */
export function PyqUploadPage() {
  return (
    <FormShell
      title="Upload a previous-year paper"
      intro="Add the paper as a PDF with its year, subject and category."
      backTo={CONFIG.routes.list}
      backLabel="Back to papers"
    >
      <PyqForm mode="upload" item={null} />
    </FormShell>
  );
}

/** /updatespyq: the paper to edit arrives as navigation state (spec §2). */
export function PyqUpdatePage() {
  const item = readNavigationItem(useLocation().state);
  return (
    <FormShell
      title="Update a previous-year paper"
      intro="Change the paper's details, or pick a new PDF to replace the stored one."
      backTo={CONFIG.routes.list}
      backLabel="Back to papers"
    >
      {item ? (
        <PyqForm key={item._id} mode="update" item={item} />
      ) : (
        <MissingItem listPath={CONFIG.routes.list} listLabel="Go to the papers list" />
      )}
    </FormShell>
  );
}
