import { Input } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n/use-t';
import {
  ContentFormFrame,
  ContentFormPage,
  type ContentFormProps,
  type FormPageTexts,
} from '../components/content-form';
import { PdfUploadField } from '../components/file-upload-field';
import { PublishingFields } from '../components/publishing-fields';
import { textField, type NavigationItem } from '../navigation-item';
import { initialPublishingValues, publishingBody, type PublishingValues } from '../publishing-values';
import { useWhoSeesIt } from '../use-who-sees-it';
import { useContentForm, useContentFormFile } from '../use-content-form';
import { validatePyq, type PyqField } from '../validation';
import { required } from '../components/form-controls';

interface PyqFormValues extends PublishingValues {
  title: string;
  year: string;
  subject: string;
}

function initialValues(item: NavigationItem | null): PyqFormValues {
  return {
    title: textField(item, 'title'),
    year: textField(item, 'year'),
    subject: textField(item, 'subject'),
    ...initialPublishingValues(item),
  };
}

function PyqForm({ mode, item }: ContentFormProps) {
  const t = useT();
  const form = useContentForm<'pyq', PyqFormValues, PyqField | 'audience'>({ kind: 'pyq', mode, item, initialValues });
  const audience = useWhoSeesIt('pyq', mode, item);
  const upload = useContentFormFile(form, { kind: 'pdf', initialFileId: textField(item, 'fileUrl') });
  const { values } = form;

  const onSubmit = form.handleSubmit({
    validate: () => validatePyq(mode, values, upload.state) ?? audience.check(),
    afterSave: audience.afterSave,
    prepare: () =>
      upload.withUploadedFile((fileId) => ({
        title: values.title.trim(),
        year: Number(values.year),
        subject: values.subject.trim(),
        ...publishingBody(values, audience),
        fileUrl: fileId,
      })),
    onSaved: upload.reset,
  });

  return (
    <ContentFormFrame {...form.frameProps} onSubmit={onSubmit} uploadLabel={t('manage.uploadPaper')}>
      <PdfUploadField mode={mode} storedTitle={textField(item, 'title')} {...upload.fieldProps} />
      <Input {...required(t('manage.fieldTitle'))} {...form.textProps('title')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          {...required(t('manage.fieldYear'))}
          inputMode="numeric"
          placeholder="2024"
          {...form.textProps('year')}
        />
        <Input {...required(t('manage.fieldSubject'))} {...form.textProps('subject')} />
      </div>
      <PublishingFields values={values} onChange={form.setField} invalidField={form.invalidField} audience={audience} />
    </ContentFormFrame>
  );
}

const TEXTS: FormPageTexts = {
  upload: { title: 'manage.pyqUploadTitle', intro: 'manage.pyqUploadIntro' },
  update: { title: 'manage.pyqUpdateTitle', intro: 'manage.pyqUpdateIntro' },
  backLabel: 'manage.pyqBack',
  listLabel: 'manage.pyqList',
};

/** /uploadPYQ (spec §2, §5). */
export function PyqUploadPage() {
  return <ContentFormPage kind="pyq" mode="upload" texts={TEXTS} component={PyqForm} />;
}

/** /updatespyq: the paper to edit arrives as navigation state (spec §2). */
export function PyqUpdatePage() {
  return <ContentFormPage kind="pyq" mode="update" texts={TEXTS} component={PyqForm} />;
}
