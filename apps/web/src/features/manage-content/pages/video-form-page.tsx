import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_CATEGORY, TOASTS, type Category, type ContentStatus } from '@prepshelf/contract';
import { Input, Textarea } from '../../../components/ui/input';
import { showErrorToast, showSuccessToast, showWarningToast } from '../../../lib/toast';
import { useSaveContent } from '../api/save-content';
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
import { parseTags, validateVideo, type FieldProblem, type FormMode, type VideoField } from '../validation';

const CONFIG = MANAGED_KINDS.video;

interface VideoFormValues {
  fileUrl: string;
  title: string;
  description: string;
  category: string;
  status: string;
  tags: string;
  isPublic: boolean;
}

/** The API keeps the 11-character video id; the form shows it as the address a teacher would paste. */
function videoAddress(stored: string): string {
  return /^[A-Za-z0-9_-]{11}$/.test(stored) ? `https://www.youtube.com/watch?v=${stored}` : stored;
}

function initialValues(item: NavigationItem | null): VideoFormValues {
  return {
    fileUrl: videoAddress(textField(item, 'fileUrl')),
    title: textField(item, 'title'),
    description: textField(item, 'description'),
    category: textField(item, 'category', DEFAULT_CATEGORY),
    status: textField(item, 'status', 'public'),
    tags: tagsField(item),
    isPublic: booleanField(item, 'isPublic', true),
  };
}

function VideoForm({ mode, item }: { mode: FormMode; item: NavigationItem | null }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => initialValues(item));
  const [invalidField, setInvalidField] = useState<VideoField | null>(null);
  const save = useSaveContent('video');

  function setField<K extends keyof VideoFormValues>(field: K, value: VideoFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalidField === field) setInvalidField(null);
  }

  function warn(problem: FieldProblem<VideoField>) {
    setInvalidField(problem.field);
    focusControl(formRef.current, problem.field);
    showWarningToast(problem.message);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const problem = validateVideo(mode, values);
    if (problem) {
      warn(problem);
      return;
    }
    const result = await save.mutateAsync({
      ...(item ? { id: item._id } : {}),
      body: {
        fileUrl: values.fileUrl.trim(),
        title: values.title.trim(),
        description: values.description.trim(),
        category: values.category as Category,
        status: values.status as ContentStatus,
        tags: parseTags(values.tags),
        isPublic: values.isPublic,
      },
    });
    if (!result.ok) {
      showErrorToast(
        mode === 'upload'
          ? failureMessage(result, { fallback: TOASTS.videoUploadFailed, exception: TOASTS.videoUploadError })
          : failureMessage(result, { fallback: TOASTS.genericError, exception: TOASTS.genericError }),
      );
      return;
    }
    showSuccessToast(mode === 'upload' ? TOASTS.videoUploaded : TOASTS.videoUpdated);
    setValues(initialValues(null));
    if (canGoBack()) void navigate(-1);
    else void navigate(CONFIG.routes.list);
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <Input
        label="YouTube video URL"
        name="fileUrl"
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        value={values.fileUrl}
        onChange={(event) => setField('fileUrl', event.target.value)}
        isInvalid={invalidField === 'fileUrl'}
      />
      <Input
        label="Title"
        name="title"
        value={values.title}
        onChange={(event) => setField('title', event.target.value)}
        isInvalid={invalidField === 'title'}
      />
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
        isBusy={save.isPending}
        idleLabel={mode === 'upload' ? 'Upload video' : 'Save changes'}
        cancelTo={CONFIG.routes.list}
      />
    </form>
  );
}

/** /uploadVideo (spec §2, §5). */
export function VideoUploadPage() {
  return (
    <FormShell
      title="Upload a video"
      intro="Paste the lecture's YouTube address and describe it."
      backTo={CONFIG.routes.list}
      backLabel="Back to videos"
    >
      <VideoForm mode="upload" item={null} />
    </FormShell>
  );
}

/** /updatesvideo: the video to edit arrives as navigation state (spec §2). */
export function VideoUpdatePage() {
  const item = readNavigationItem(useLocation().state);
  return (
    <FormShell
      title="Update a video"
      intro="Change the lecture's address or details."
      backTo={CONFIG.routes.list}
      backLabel="Back to videos"
    >
      {item ? (
        <VideoForm key={item._id} mode="update" item={item} />
      ) : (
        <MissingItem listPath={CONFIG.routes.list} listLabel="Go to the videos list" />
      )}
    </FormShell>
  );
}
