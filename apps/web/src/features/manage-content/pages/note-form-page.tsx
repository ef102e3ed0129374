import { Input, Textarea } from '../../../components/ui/input';
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
import { validateNote, type NoteField } from '../validation';
import { required } from '../components/form-controls';

interface NoteFormValues extends PublishingValues {
  title: string;
  description: string;
  professor: string;
}

function initialValues(item: NavigationItem | null): NoteFormValues {
  return {
    title: textField(item, 'title'),
    description: textField(item, 'description'),
    professor: textField(item, 'professor'),
    ...initialPublishingValues(item),
  };
}

function NoteForm({ mode, item }: ContentFormProps) {
  const t = useT();
  const form = useContentForm<'note', NoteFormValues, NoteField | 'audience'>({
    kind: 'note',
    mode,
    item,
    initialValues,
  });
  const audience = useWhoSeesIt('note', mode, item);
  const upload = useContentFormFile(form, { kind: 'pdf', initialFileId: textField(item, 'fileUrl') });
  const { values } = form;

  const onSubmit = form.handleSubmit({
    validate: () => validateNote(mode, values, upload.state) ?? audience.check(),
    afterSave: audience.afterSave,
    prepare: () =>
      upload.withUploadedFile((fileId) => ({
        title: values.title.trim(),
        description: values.description.trim(),
        professor: values.professor.trim(),
        ...publishingBody(values, audience),
        fileUrl: fileId,
      })),
    onSaved: upload.reset,
  });

  return (
    <ContentFormFrame {...form.frameProps} onSubmit={onSubmit} uploadLabel={t('manage.uploadNote')}>
      <PdfUploadField mode={mode} storedTitle={textField(item, 'title')} {...upload.fieldProps} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input {...required(t('manage.fieldTitle'))} {...form.textProps('title')} />
        <Input {...required(t('manage.fieldProfessor'))} {...form.textProps('professor')} />
      </div>
      <Textarea label={t('manage.fieldDescription')} rows={4} {...form.textProps('description')} />
      <PublishingFields values={values} onChange={form.setField} invalidField={form.invalidField} audience={audience} />
    </ContentFormFrame>
  );
}

const TEXTS: FormPageTexts = {
  upload: { title: 'manage.noteUploadTitle', intro: 'manage.noteUploadIntro' },
  update: { title: 'manage.noteUpdateTitle', intro: 'manage.noteUpdateIntro' },
  backLabel: 'manage.noteBack',
  listLabel: 'manage.noteList',
};

/** /uploadNotes (spec §2, §5). */
export function NoteUploadPage() {
  return <ContentFormPage kind="note" mode="upload" texts={TEXTS} component={NoteForm} />;
}

/** /updatesnotes: the note to edit arrives as navigation state (spec §2). */
export function NoteUpdatePage() {
  return <ContentFormPage kind="note" mode="update" texts={TEXTS} component={NoteForm} />;
}
