import type { ComponentType, FormEventHandler, ReactNode, RefObject } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import type { MessageId } from '../../../locales/message-id';
import { MANAGED_KINDS, type ManagedKind } from '../kinds';
import { readNavigationItem, type NavigationItem } from '../navigation-item';
import type { FormMode } from '../validation';
import { FormActions } from './form-actions';
import { FormShell, MissingItem, RequiredLegend } from './form-controls';

/** The props of a kind's form: the item is null on an upload page. */
export interface ContentFormProps {
  mode: FormMode;
  item: NavigationItem | null;
}

/** The texts around a kind's form (catalog keys): the heading and intro of each page, and the ways back to the list. */
export interface FormPageTexts {
  upload: { title: MessageId; intro: MessageId };
  update: { title: MessageId; intro: MessageId };
  backLabel: MessageId;
  /** The link of an update page opened without an item. */
  listLabel: MessageId;
}

/**
 * The upload or update page of one kind. The update page's item arrives as navigation state (spec §2);
 * its form is keyed by the item, so editing another item starts afresh.
 */
export function ContentFormPage({
  kind,
  mode,
  texts,
  component: Form,
}: {
  kind: ManagedKind;
  mode: FormMode;
  texts: FormPageTexts;
  component: ComponentType<ContentFormProps>;
}) {
  const t = useT();
  const state: unknown = useLocation().state;
  const item = mode === 'update' ? readNavigationItem(state) : null;
  const listPath = MANAGED_KINDS[kind].routes.list;
  let content: ReactNode;
  if (mode === 'upload') content = <Form mode="upload" item={null} />;
  else if (item) content = <Form key={item._id} mode="update" item={item} />;
  else content = <MissingItem listPath={listPath} listLabel={t(texts.listLabel)} />;
  return (
    <FormShell
      title={t(texts[mode].title)}
      intro={t(texts[mode].intro)}
      backTo={listPath}
      backLabel={t(texts.backLabel)}
    >
      {content}
    </FormShell>
  );
}

/** What `useContentForm` gives the frame (its `frameProps`). */
export interface ContentFormFrameProps {
  formRef: RefObject<HTMLFormElement | null>;
  mode: FormMode;
  isBusy: boolean;
  listPath: string;
}

/** A content form: its fields, then submit and cancel. */
export function ContentFormFrame({
  formRef,
  mode,
  isBusy,
  listPath,
  onSubmit,
  uploadLabel,
  children,
}: ContentFormFrameProps & {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's label on the upload page; an update page's reads "Save changes". */
  uploadLabel: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <RequiredLegend />
      {children}
      <FormActions
        mode={mode}
        isBusy={isBusy}
        idleLabel={mode === 'upload' ? uploadLabel : t('manage.saveChanges')}
        cancelTo={listPath}
      />
    </form>
  );
}
