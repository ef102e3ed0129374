import { Input, Textarea } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n/use-t';
import {
  ContentFormFrame,
  ContentFormPage,
  type ContentFormProps,
  type FormPageTexts,
} from '../components/content-form';
import { PublishingFields } from '../components/publishing-fields';
import { textField, type NavigationItem } from '../navigation-item';
import { initialPublishingValues, publishingBody, type PublishingValues } from '../publishing-values';
import { useWhoSeesIt } from '../use-who-sees-it';
import { useContentForm } from '../use-content-form';
import { validateVideo, type VideoField } from '../validation';
import { required } from '../components/form-controls';

interface VideoFormValues extends PublishingValues {
  fileUrl: string;
  title: string;
  description: string;
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
    ...initialPublishingValues(item),
  };
}

function VideoForm({ mode, item }: ContentFormProps) {
  const t = useT();
  const form = useContentForm<'video', VideoFormValues, VideoField | 'audience'>({
    kind: 'video',
    mode,
    item,
    initialValues,
  });
  const audience = useWhoSeesIt('video', mode, item);
  const { values } = form;

  const onSubmit = form.handleSubmit({
    validate: () => validateVideo(mode, values) ?? audience.check(),
    afterSave: audience.afterSave,
    prepare: () => {
      const body = {
        fileUrl: values.fileUrl.trim(),
        title: values.title.trim(),
        description: values.description.trim(),
        ...publishingBody(values, audience),
      };
      return { body };
    },
  });

  return (
    <ContentFormFrame {...form.frameProps} onSubmit={onSubmit} uploadLabel={t('manage.uploadVideoButton')}>
      <Input
        {...required(t('manage.fieldVideoUrl'))}
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        {...form.textProps('fileUrl')}
      />
      <Input {...required(t('manage.fieldTitle'))} {...form.textProps('title')} />
      <Textarea label={t('manage.fieldDescription')} rows={4} {...form.textProps('description')} />
      <PublishingFields values={values} onChange={form.setField} invalidField={form.invalidField} audience={audience} />
    </ContentFormFrame>
  );
}

const TEXTS: FormPageTexts = {
  upload: { title: 'manage.videoUploadTitle', intro: 'manage.videoUploadIntro' },
  update: { title: 'manage.videoUpdateTitle', intro: 'manage.videoUpdateIntro' },
  backLabel: 'manage.videoBack',
  listLabel: 'manage.videoList',
};

/** /uploadVideo (spec §2, §5). */
export function VideoUploadPage() {
  return <ContentFormPage kind="video" mode="upload" texts={TEXTS} component={VideoForm} />;
}

/** /updatesvideo: the video to edit arrives as navigation state (spec §2). */
export function VideoUpdatePage() {
  return <ContentFormPage kind="video" mode="update" texts={TEXTS} component={VideoForm} />;
}
