import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_CATEGORY, TOASTS, type Category, type ContentStatus } from '@prepshelf/contract';
import { Input, Textarea } from '../../../components/ui/input';
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
  validateNote,
  type FieldProblem,
  type FormMode,
  type NoteField,
} from '../validation';

const CONFIG = MANAGED_KINDS.note;

interface NoteFormValues {
  title: string;
  description: string;
  professor: string;
  category: string;
  status: string;
  tags: string;
  isPublic: boolean;
}

function initialValues(item: NavigationItem | null): NoteFormValues {
  return {
    title: textField(item, 'title'),
    description: textField(item, 'description'),
    professor: textField(item, 'professor'),
    category: textField(item, 'category', DEFAULT_CATEGORY),
    status: textField(item, 'status', 'public'),
    tags: tagsField(item),
    isPublic: booleanField(item, 'isPublic', true),
  };
}

function NoteForm({ mode, item }: { mode: FormMode; item: NavigationItem | null }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => initialValues(item));
  const [invalidField, setInvalidField] = useState<NoteField | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const save = useSaveContent('note');
  const onRefused = useCallback((message: string) => {
    setInvalidField('file');
    showWarningToast(message);
  }, []);
  const upload = useFileUpload({ kind: 'pdf', initialFileId: textField(item, 'fileUrl'), onRefused });

  function setField<K extends keyof NoteFormValues>(field: K, value: NoteFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalidField === field) setInvalidField(null);
  }

  function warn(problem: FieldProblem<NoteField>) {
    setInvalidField(problem.field);
    focusControl(formRef.current, problem.field);
    showWarningToast(problem.message);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const problem = validateNote(mode, values, { chosenType: upload.state.chosenType, fileId: upload.state.fileId });
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
          description: values.description.trim(),
          professor: values.professor.trim(),
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
            ? failureMessage(result, { fallback: TOASTS.noteUploadFailed, exception: TOASTS.noteUploadError })
            : failureMessage(result, { fallback: TOASTS.genericError, exception: TOASTS.genericError }),
        );
        return;
      }
      showSuccessToast(mode === 'upload' ? TOASTS.noteUploaded : TOASTS.noteUpdated);
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
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Title"
          name="title"
          value={values.title}
          onChange={(event) => setField('title', event.target.value)}
          isInvalid={invalidField === 'title'}
        />
        <Input
          label="Professor"
          name="professor"
          value={values.professor}
          onChange={(event) => setField('professor', event.target.value)}
          isInvalid={invalidField === 'professor'}
        />
      </div>
      <Textarea
        label="Description"
        name="description"
        rows={4}
        value={values.description}
        onChange={(event) => setField('description', event.target.value)}
      />
      <PublishingFields values={values} onChange={setField} invalidField={invalidField} />
      <FormActions
        mode={mode}
        isBusy={isSubmitting}
        idleLabel={mode === 'upload' ? 'Upload note' : 'Save changes'}
        cancelTo={CONFIG.routes.list}
      />
    </form>
  );
}

/** /uploadNotes (spec §2, §5). */
export function NoteUploadPage() {
  return (
    <FormShell
      title="Upload notes"
      intro="Add a PDF with its title, professor and category. Students see it once it is public."
      backTo={CONFIG.routes.list}
      backLabel="Back to notes"
    >
      <NoteForm mode="upload" item={null} />
    </FormShell>
  );
}

/** /updatesnotes: the note to edit arrives as navigation state (spec §2). */
export function NoteUpdatePage() {
  const item = readNavigationItem(useLocation().state);
  return (
    <FormShell
      title="Update notes"
      intro="Change the note's details, or pick a new PDF to replace the stored one."
      backTo={CONFIG.routes.list}
      backLabel="Back to notes"
    >
      {item ? (
        <NoteForm key={item._id} mode="update" item={item} />
      ) : (
        <MissingItem listPath={CONFIG.routes.list} listLabel="Go to the notes list" />
      )}
    </FormShell>
  );
}
