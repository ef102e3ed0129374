import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Plus, Trash2 } from 'lucide-react';
import { DEFAULT_CATEGORY, DEFAULT_COURSE_LEVEL, TOASTS, type Category, type ContentStatus } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/input';
import type { ApiResult } from '../../../lib/api-client';
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
  lecturesToSend,
  parseTags,
  validateCourse,
  type CourseField,
  type FieldProblem,
  type FormMode,
  type LectureValues,
} from '../validation';

const CONFIG = MANAGED_KINDS.course;

interface CourseFormValues {
  title: string;
  description: string;
  mentor: string;
  courseLevel: string;
  duration: string;
  price: string;
  offerPercent: string;
  offerPrice: string;
  startDate: string;
  courseContents: string;
  whyChoose: string;
  benefits: string;
  trialVideo: string;
  category: string;
  status: string;
  tags: string;
  isPublic: boolean;
  lectures: LectureValues[];
}

const EMPTY_LECTURE: LectureValues = { title: '', videoUrl: '' };

function readLectures(item: NavigationItem | null): LectureValues[] {
  const list = Array.isArray(item?.lectures) ? (item.lectures as unknown[]) : [];
  const lectures = list.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const record = entry as Record<string, unknown>;
    return [
      {
        title: typeof record.title === 'string' ? record.title : '',
        videoUrl: typeof record.videoUrl === 'string' ? record.videoUrl : '',
      },
    ];
  });
  // Spec §5: the list starts with one empty entry when there is none.
  return lectures.length > 0 ? lectures : [EMPTY_LECTURE];
}

function initialValues(item: NavigationItem | null): CourseFormValues {
  return {
    title: textField(item, 'title'),
    description: textField(item, 'description'),
    mentor: textField(item, 'mentor'),
    courseLevel: textField(item, 'courseLevel', DEFAULT_COURSE_LEVEL),
    duration: textField(item, 'duration'),
    price: textField(item, 'price'),
    offerPercent: textField(item, 'offerPercent'),
    offerPrice: textField(item, 'offerPrice'),
    startDate: textField(item, 'startDate').slice(0, 10),
    courseContents: textField(item, 'courseContents'),
    whyChoose: textField(item, 'whyChoose'),
    benefits: textField(item, 'benefits'),
    trialVideo: textField(item, 'trialVideo'),
    category: textField(item, 'category', DEFAULT_CATEGORY),
    status: textField(item, 'status', 'public'),
    tags: tagsField(item),
    isPublic: booleanField(item, 'isPublic', true),
    lectures: readLectures(item),
  };
}

const optionalNumber = (text: string) => (text.trim() === '' ? 0 : Number(text));

function CourseForm({ mode, item }: { mode: FormMode; item: NavigationItem | null }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => initialValues(item));
  const [invalidField, setInvalidField] = useState<CourseField | 'file' | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const save = useSaveContent('course');
  const onRefused = useCallback((message: string) => {
    setInvalidField('file');
    showWarningToast(message);
  }, []);
  const onFinished = useCallback(
    (result: ApiResult<{ fileId: string }>) => {
      if (result.ok) {
        showSuccessToast(mode === 'upload' ? TOASTS.thumbnailUploaded : TOASTS.thumbnailUpdated);
      } else if (mode === 'update') {
        // An exception shows its own message; an answer without a file id the spec's text.
        showErrorToast(result.status === 0 ? result.message : TOASTS.thumbnailUpdateFailed);
      } else {
        showErrorToast(failureMessage(result, { fallback: TOASTS.genericError, exception: result.message }));
      }
    },
    [mode],
  );
  const upload = useFileUpload({
    kind: 'image',
    initialFileId: textField(item, 'courseImage'),
    onRefused,
    onFinished,
  });

  function setField<K extends keyof CourseFormValues>(field: K, value: CourseFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalidField === field) setInvalidField(null);
  }

  function setLecture(index: number, field: keyof LectureValues, value: string) {
    setValues((current) => ({
      ...current,
      lectures: current.lectures.map((lecture, at) => (at === index ? { ...lecture, [field]: value } : lecture)),
    }));
    if (invalidField === `lectures.${index}.${field}`) setInvalidField(null);
  }

  function warn(problem: FieldProblem<CourseField>) {
    const field = problem.field === 'courseImage' ? 'file' : problem.field;
    setInvalidField(field);
    focusControl(formRef.current, field);
    showWarningToast(problem.message);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setIsSubmitting(true);
    try {
      // A thumbnail still uploading is waited for: its id is one of the required fields.
      const courseImage = await upload.waitForFileId();
      const problem = validateCourse({ ...values, courseImage });
      if (problem) {
        warn(problem);
        return;
      }
      const result = await save.mutateAsync({
        ...(item ? { id: item._id } : {}),
        body: {
          title: values.title.trim(),
          description: values.description.trim(),
          mentor: values.mentor.trim(),
          courseLevel: values.courseLevel.trim() || DEFAULT_COURSE_LEVEL,
          duration: values.duration.trim(),
          price: Number(values.price),
          offerPercent: optionalNumber(values.offerPercent),
          offerPrice: optionalNumber(values.offerPrice),
          startDate: values.startDate.trim() === '' ? null : values.startDate.trim(),
          courseContents: values.courseContents.trim(),
          whyChoose: values.whyChoose.trim(),
          benefits: values.benefits.trim(),
          courseImage,
          trialVideo: values.trialVideo.trim(),
          category: values.category as Category,
          status: values.status as ContentStatus,
          tags: parseTags(values.tags),
          isPublic: values.isPublic,
          lectures: lecturesToSend(values.lectures),
        },
      });
      if (!result.ok) {
        showErrorToast(
          mode === 'upload'
            ? failureMessage(result, { fallback: TOASTS.courseUploadFailed, exception: TOASTS.genericError })
            : failureMessage(result, { fallback: TOASTS.courseUpdateFailed, exception: TOASTS.genericError }),
        );
        return;
      }
      showSuccessToast(mode === 'upload' ? TOASTS.courseUploaded : TOASTS.courseUpdated);
      setValues(initialValues(null));
      upload.reset();
      if (canGoBack()) void navigate(-1);
      else void navigate(CONFIG.routes.list);
    } finally {
      setIsSubmitting(false);
    }
  }

  const text = (field: Exclude<keyof CourseFormValues, 'lectures' | 'isPublic'>, label: string, extra = {}) => (
    <Input
      label={label}
      name={field}
      value={values[field]}
      onChange={(event) => setField(field, event.target.value)}
      isInvalid={invalidField === field}
      {...extra}
    />
  );

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {text('title', 'Title')}
        {text('mentor', 'Mentor')}
      </div>
      <Textarea
        label="Description"
        name="description"
        rows={3}
        value={values.description}
        onChange={(event) => setField('description', event.target.value)}
      />
      <FileUploadField
        label="Thumbnail image"
        kind="image"
        state={upload.state}
        onChoose={(file) => {
          if (invalidField === 'file') setInvalidField(null);
          upload.choose(file);
        }}
        isInvalid={invalidField === 'file'}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        {text('price', 'Price (₹)', { type: 'number', inputMode: 'decimal', min: 0 })}
        {text('offerPercent', 'Offer percent', { type: 'number', inputMode: 'decimal', min: 0, max: 100 })}
        {text('offerPrice', 'Offer price (₹)', { type: 'number', inputMode: 'decimal', min: 0 })}
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        {text('courseLevel', 'Level')}
        {text('duration', 'Duration', { placeholder: '8 weeks' })}
        {text('startDate', 'Start date', { type: 'date' })}
      </div>
      {text('trialVideo', 'Trial video (YouTube URL)', {
        type: 'url',
        inputMode: 'url',
        placeholder: 'https://www.youtube.com/watch?v=…',
      })}
      <Textarea
        label="Course contents"
        name="courseContents"
        rows={3}
        value={values.courseContents}
        onChange={(event) => setField('courseContents', event.target.value)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Textarea
          label="Why choose this course"
          name="whyChoose"
          rows={3}
          value={values.whyChoose}
          onChange={(event) => setField('whyChoose', event.target.value)}
        />
        <Textarea
          label="Benefits"
          name="benefits"
          rows={3}
          value={values.benefits}
          onChange={(event) => setField('benefits', event.target.value)}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">Lectures</legend>
        <ol className="flex flex-col gap-3">
          {values.lectures.map((lecture, index) => (
            <li key={index} className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-[1fr_1fr_auto]">
              <Input
                label={`Lecture ${index + 1} title`}
                name={`lectures.${index}.title`}
                value={lecture.title}
                onChange={(event) => setLecture(index, 'title', event.target.value)}
                isInvalid={invalidField === `lectures.${index}.title`}
              />
              <Input
                label={`Lecture ${index + 1} video URL`}
                name={`lectures.${index}.videoUrl`}
                type="url"
                inputMode="url"
                value={lecture.videoUrl}
                onChange={(event) => setLecture(index, 'videoUrl', event.target.value)}
                isInvalid={invalidField === `lectures.${index}.videoUrl`}
              />
              <Button
                variant="ghost"
                size="icon"
                className="self-end"
                aria-label={`Remove lecture ${index + 1}`}
                disabled={values.lectures.length === 1}
                onClick={() =>
                  setValues((current) => ({
                    ...current,
                    lectures: current.lectures.filter((_, at) => at !== index),
                  }))
                }
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        <Button
          variant="outline"
          className="self-start"
          onClick={() => setValues((current) => ({ ...current, lectures: [...current.lectures, EMPTY_LECTURE] }))}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add lecture
        </Button>
      </fieldset>
      <PublishingFields values={values} onChange={setField} hasEmptyChoice={false} />
      <FormActions
        mode={mode}
        isBusy={isSubmitting}
        idleLabel={mode === 'upload' ? 'Upload course' : 'Save changes'}
        cancelTo={CONFIG.routes.list}
      />
    </form>
  );
}

/** /uploadCourse (spec §2, §5). */
export function CourseUploadPage() {
  return (
    <FormShell
      title="Upload a course"
      intro="Describe the course, add its thumbnail, trial video and lectures."
      backTo={CONFIG.routes.list}
      backLabel="Back to courses"
    >
      <CourseForm mode="upload" item={null} />
    </FormShell>
  );
}

/** /updatecourse: the course to edit arrives as navigation state (spec §2). */
export function CourseUpdatePage() {
  const item = readNavigationItem(useLocation().state);
  return (
    <FormShell
      title="Update a course"
      intro="Change the course's details, thumbnail or lectures."
      backTo={CONFIG.routes.list}
      backLabel="Back to courses"
    >
      {item ? (
        <CourseForm key={item._id} mode="update" item={item} />
      ) : (
        <MissingItem listPath={CONFIG.routes.list} listLabel="Go to the courses list" />
      )}
    </FormShell>
  );
}
