import { useCallback } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { DEFAULT_COURSE_LEVEL, TOASTS } from '@prepshelf/contract';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n/use-t';
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
import { localizeMessage } from '../localize';
import { failureMessage } from '../result-messages';
import { useWhoSeesIt } from '../use-who-sees-it';
import { useContentForm, useContentFormFile } from '../use-content-form';
import { lecturesToSend, validateCourse, type CourseField, type LectureValues } from '../validation';
import { required } from '../components/form-controls';

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
  const t = useT();
  const form = useContentForm<'course', CourseFormValues, CourseFormField | 'audience'>({
    kind: 'course',
    mode,
    item,
    initialValues,
  });
  const audience = useWhoSeesIt('course', mode, item);
  const onFinished = useCallback(
    (result: ApiResult<{ fileId: string }>) => {
      if (result.ok) {
        showSuccessToast(localizeMessage(mode === 'upload' ? TOASTS.thumbnailUploaded : TOASTS.thumbnailUpdated));
      } else if (mode === 'update') {
        // An exception shows its own message; an answer without a file id the spec's text.
        showErrorToast(localizeMessage(result.status === 0 ? result.message : TOASTS.thumbnailUpdateFailed));
      } else {
        showErrorToast(
          localizeMessage(failureMessage(result, { fallback: TOASTS.genericError, exception: result.message })),
        );
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
    validate: () => audience.check(),
    afterSave: audience.afterSave,
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
        ...publishingBody(values, audience),
        lectures: lecturesToSend(values.lectures),
      };
      return { body };
    },
    onSaved: upload.reset,
  });

  return (
    <ContentFormFrame {...form.frameProps} onSubmit={onSubmit} uploadLabel={t('manage.uploadCourseButton')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Input {...required(t('manage.fieldTitle'))} {...form.textProps('title')} />
        <Input {...required(t('manage.fieldMentor'))} {...form.textProps('mentor')} />
      </div>
      <Textarea label={t('manage.fieldDescription')} rows={3} {...form.textProps('description')} />
      <FileUploadField label={t('manage.fieldThumbnail')} kind="image" isRequired {...upload.fieldProps} />
      <div className="grid gap-5 sm:grid-cols-3">
        <Input
          {...required(t('manage.fieldPrice'))}
          type="number"
          inputMode="decimal"
          min={0}
          {...form.textProps('price')}
        />
        <Input
          label={t('manage.fieldOfferPercent')}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          {...form.textProps('offerPercent')}
        />
        <Input
          label={t('manage.fieldOfferPrice')}
          type="number"
          inputMode="decimal"
          min={0}
          {...form.textProps('offerPrice')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <Input label={t('manage.fieldLevel')} {...form.textProps('courseLevel')} />
        <Input
          label={t('manage.fieldDuration')}
          placeholder={t('manage.durationPlaceholder')}
          {...form.textProps('duration')}
        />
        <Input label={t('manage.fieldStartDate')} type="date" {...form.textProps('startDate')} />
      </div>
      <Input
        {...required(t('manage.fieldTrialVideo'))}
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        {...form.textProps('trialVideo')}
      />
      <Textarea label={t('manage.fieldCourseContents')} rows={3} {...form.textProps('courseContents')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Textarea label={t('manage.fieldWhyChoose')} rows={3} {...form.textProps('whyChoose')} />
        <Textarea label={t('manage.fieldBenefits')} rows={3} {...form.textProps('benefits')} />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">{t('manage.lectures')}</legend>
        <ol className="flex flex-col gap-3">
          {values.lectures.map((lecture, index) => (
            <li key={index} className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-[1fr_1fr_auto]">
              <Input
                label={t('manage.lectureTitle', { number: index + 1 })}
                name={`lectures.${index}.title`}
                value={lecture.title}
                onChange={(event) => setLecture(index, 'title', event.target.value)}
                isInvalid={form.invalidField === `lectures.${index}.title`}
              />
              <Input
                label={t('manage.lectureVideoUrl', { number: index + 1 })}
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
                aria-label={t('manage.removeLecture', { number: index + 1 })}
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
          {t('manage.addLecture')}
        </Button>
      </fieldset>
      <PublishingFields
        values={values}
        onChange={form.setField}
        hasEmptyChoice={false}
        invalidField={form.invalidField}
        audience={audience}
      />
    </ContentFormFrame>
  );
}

const TEXTS: FormPageTexts = {
  upload: { title: 'manage.courseUploadTitle', intro: 'manage.courseUploadIntro' },
  update: { title: 'manage.courseUpdateTitle', intro: 'manage.courseUpdateIntro' },
  backLabel: 'manage.courseBack',
  listLabel: 'manage.courseList',
};

/** /uploadCourse (spec §2, §5). */
export function CourseUploadPage() {
  return <ContentFormPage kind="course" mode="upload" texts={TEXTS} component={CourseForm} />;
}

/** /updatecourse: the course to edit arrives as navigation state (spec §2). */
export function CourseUpdatePage() {
  return <ContentFormPage kind="course" mode="update" texts={TEXTS} component={CourseForm} />;
}
