import { useCallback } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { DEFAULT_COURSE_LEVEL, TOASTS } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/input';
import type { ApiResult } from '../../../lib/api-client';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import {
  ContentFormFrame,
  ContentFormPage,
  type ContentFormProps,
  type FormPageTexts,
} from '../components/content-form';
import { FileUploadField } from '../components/file-upload-field';
import { PublishingFields } from '../components/publishing-fields';
import { textField, type NavigationItem } from '../navigation-item';
import { initialPublishingValues, publishingBody, type PublishingValues } from '../publishing-values';
import { failureMessage } from '../result-messages';
import { useContentForm, useContentFormFile } from '../use-content-form';
import { lecturesToSend, validateCourse, type CourseField, type LectureValues } from '../validation';

interface CourseFormValues extends PublishingValues {
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
  lectures: LectureValues[];
}

/** The thumbnail's control is the form's file field, so a warning about `courseImage` points at it. */
type CourseFormField = Exclude<CourseField, 'courseImage'> | 'file';

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
    ...initialPublishingValues(item),
    lectures: readLectures(item),
  };
}

const optionalNumber = (text: string) => (text.trim() === '' ? 0 : Number(text));

function CourseForm({ mode, item }: ContentFormProps) {
  const form = useContentForm<'course', CourseFormValues, CourseFormField>({
    kind: 'course',
    mode,
    item,
    initialValues,
  });
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
  const upload = useContentFormFile(form, {
    kind: 'image',
    initialFileId: textField(item, 'courseImage'),
    onFinished,
  });
  const { values, setValues } = form;

  function setLecture(index: number, field: keyof LectureValues, value: string) {
    setValues((current) => ({
      ...current,
      lectures: current.lectures.map((lecture, at) => (at === index ? { ...lecture, [field]: value } : lecture)),
    }));
    form.clearInvalid(`lectures.${index}.${field}`);
  }

  const onSubmit = form.handleSubmit({
    prepare: async () => {
      // A thumbnail still uploading is waited for: its id is one of the required fields.
      const courseImage = await upload.waitForFileId();
      const problem = validateCourse({ ...values, courseImage });
      if (problem) {
        return { problem: { ...problem, field: problem.field === 'courseImage' ? 'file' : problem.field } };
      }
      const body = {
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
        ...publishingBody(values),
        lectures: lecturesToSend(values.lectures),
      };
      return { body };
    },
    onSaved: upload.reset,
  });

  return (
    <ContentFormFrame {...form.frameProps} onSubmit={onSubmit} uploadLabel="Upload course">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="Title" {...form.textProps('title')} />
        <Input label="Mentor" {...form.textProps('mentor')} />
      </div>
      <Textarea label="Description" rows={3} {...form.textProps('description')} />
      <FileUploadField label="Thumbnail image" kind="image" {...upload.fieldProps} />
      <div className="grid gap-5 sm:grid-cols-3">
        <Input label="Price (₹)" type="number" inputMode="decimal" min={0} {...form.textProps('price')} />
        <Input
          label="Offer percent"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          {...form.textProps('offerPercent')}
        />
        <Input label="Offer price (₹)" type="number" inputMode="decimal" min={0} {...form.textProps('offerPrice')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <Input label="Level" {...form.textProps('courseLevel')} />
        <Input label="Duration" placeholder="8 weeks" {...form.textProps('duration')} />
        <Input label="Start date" type="date" {...form.textProps('startDate')} />
      </div>
      <Input
        label="Trial video (YouTube URL)"
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        {...form.textProps('trialVideo')}
      />
      <Textarea label="Course contents" rows={3} {...form.textProps('courseContents')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Textarea label="Why choose this course" rows={3} {...form.textProps('whyChoose')} />
        <Textarea label="Benefits" rows={3} {...form.textProps('benefits')} />
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
                isInvalid={form.invalidField === `lectures.${index}.title`}
              />
              <Input
                label={`Lecture ${index + 1} video URL`}
                name={`lectures.${index}.videoUrl`}
                type="url"
                inputMode="url"
                value={lecture.videoUrl}
                onChange={(event) => setLecture(index, 'videoUrl', event.target.value)}
                isInvalid={form.invalidField === `lectures.${index}.videoUrl`}
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
      <PublishingFields values={values} onChange={form.setField} hasEmptyChoice={false} />
    </ContentFormFrame>
  );
}

const TEXTS: FormPageTexts = {
  upload: {
    title: 'Upload a course',
    intro: 'Describe the course, add its thumbnail, trial video and lectures.',
  },
  update: {
    title: 'Update a course',
    intro: "Change the course's details, thumbnail or lectures.",
  },
  backLabel: 'Back to courses',
  listLabel: 'Go to the courses list',
};

/** /uploadCourse (spec §2, §5). */
export function CourseUploadPage() {
  return <ContentFormPage kind="course" mode="upload" texts={TEXTS} component={CourseForm} />;
}

/** /updatecourse: the course to edit arrives as navigation state (spec §2). */
export function CourseUpdatePage() {
  return <ContentFormPage kind="course" mode="update" texts={TEXTS} component={CourseForm} />;
}
