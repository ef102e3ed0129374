import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { showErrorToast, showSuccessToast, showWarningToast } from '../../lib/toast';
import { useSaveContent, type SaveBodies } from './api/save-content';
import type { ContentFormFrameProps } from './components/content-form';
import { focusControl } from './components/form-controls';
import { MANAGED_KINDS, type ManagedKind } from './kinds';
import { canGoBack, type NavigationItem } from './navigation-item';
import { localizeMessage } from './localize';
import { failureMessage, SAVE_TOASTS } from './result-messages';
import { useFileUpload, type UseFileUploadOptions } from './use-file-upload';
import { checkUploadedFile, type FieldProblem, type FormMode } from './validation';

/** The keys of a form's values that hold text, so a text control can be bound to them. */
export type TextKey<V> = { [Key in keyof V]: V[Key] extends string ? Key : never }[keyof V] & string;

/** What a form has once it may save: the body to send, or the problem that stops it. */
export type PreparedSave<K extends ManagedKind, F extends string> =
  { body: SaveBodies[K] } | { problem: FieldProblem<F> };

export interface SubmitSteps<K extends ManagedKind, F extends string> {
  /** The checks that need nothing to finish first (spec §5 order); they run before the form turns busy. */
  validate?: () => FieldProblem<F> | null;
  /** Runs while busy: waits for what must finish (an upload) and answers the body or the problem found. */
  prepare: () => PreparedSave<K, F> | Promise<PreparedSave<K, F>>;
  /** After a successful save, besides resetting the values (e.g. clearing the file field). */
  onSaved?: () => void;
  /**
   * Runs once the item is saved, with its id (e.g. giving it to classes): the words of a failure, shown
   * instead of the saved toast, or null.
   */
  afterSave?: (itemId: string) => Promise<string | null>;
}

/** The id of the item an add answered with (`{ data: { _id } }`). */
function savedIdOf(data: unknown): string | null {
  const saved = (data as { data?: { _id?: unknown } } | null)?.data?._id;
  return typeof saved === 'string' ? saved : null;
}

export interface UseContentFormOptions<K extends ManagedKind, V> {
  kind: K;
  mode: FormMode;
  /** The item of an update page (navigation state); null on an upload page. */
  item: NavigationItem | null;
  /** The form's values for an item, and for a fresh form when given null. */
  initialValues: (item: NavigationItem | null) => V;
}

/**
 * The state and submit flow every content form shares (spec §5, §8): the values, the field a warning is
 * about (outlined and focused), the busy flag, and a submit that validates, saves, shows the spec's
 * toasts, resets the form and goes back one step (to the list when the page opened the tab).
 */
export function useContentForm<K extends ManagedKind, V extends { [Key in TextKey<V>]: string }, F extends string>({
  kind,
  mode,
  item,
  initialValues,
}: UseContentFormOptions<K, V>) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => initialValues(item));
  const [invalidField, setInvalidField] = useState<F | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const save = useSaveContent(kind);
  const listPath = MANAGED_KINDS[kind].routes.list;

  const isInvalid = (field: string) => invalidField === field;

  /** Takes the outline off a field once it is edited. */
  const clearInvalid = useCallback((field: string) => {
    setInvalidField((current) => (current === field ? null : current));
  }, []);

  function setField<Key extends keyof V>(field: Key, value: V[Key]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (typeof field === 'string') clearInvalid(field);
  }

  /** The props binding an Input or Textarea to a text value: its name, value, edits and outline. */
  function textProps(field: TextKey<V>) {
    return {
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const text = event.target.value;
        setValues((current) => ({ ...current, [field]: text }));
        clearInvalid(field);
      },
      isInvalid: isInvalid(field),
    };
  }

  function warn(problem: FieldProblem<F>) {
    setInvalidField(problem.field);
    focusControl(formRef.current, problem.field);
    showWarningToast(localizeMessage(problem.message));
  }

  async function submit(steps: SubmitSteps<K, F>) {
    if (isSubmitting) return;
    const problem = steps.validate?.();
    if (problem) {
      warn(problem);
      return;
    }
    setIsSubmitting(true);
    try {
      const prepared = await steps.prepare();
      if ('problem' in prepared) {
        warn(prepared.problem);
        return;
      }
      const result = await save.mutateAsync({ ...(item ? { id: item._id } : {}), body: prepared.body });
      const toasts = SAVE_TOASTS[kind][mode];
      if (!result.ok) {
        showErrorToast(localizeMessage(failureMessage(result, toasts.failed)));
        return;
      }
      const savedId = item?._id ?? savedIdOf(result.data);
      const afterProblem = savedId === null ? null : ((await steps.afterSave?.(savedId)) ?? null);
      if (afterProblem === null) showSuccessToast(localizeMessage(toasts.saved));
      else showErrorToast(afterProblem);
      setValues(initialValues(null));
      steps.onSaved?.();
      if (canGoBack()) void navigate(-1);
      else void navigate(listPath);
    } finally {
      setIsSubmitting(false);
    }
  }

  /** The form's onSubmit: the browser's own validation is off (noValidate), the spec's checks run instead. */
  function handleSubmit(steps: SubmitSteps<K, F>) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit(steps);
    };
  }

  return {
    /** For ContentFormFrame. */
    frameProps: { formRef, mode, isBusy: isSubmitting, listPath } satisfies ContentFormFrameProps,
    values,
    setValues,
    setField,
    textProps,
    invalidField,
    setInvalidField,
    clearInvalid,
    handleSubmit,
  };
}

/** What `useContentFormFile` needs of the form: the outline of its file field, named 'file'. */
export interface FileFieldHost {
  invalidField: string | null;
  setInvalidField: (field: 'file') => void;
  clearInvalid: (field: 'file') => void;
}

/**
 * A form's file field (its control is named 'file'): uploads as soon as a file is picked; a file of the
 * wrong type is refused with its warning and the field outlined, until another file is picked.
 */
export function useContentFormFile(form: FileFieldHost, options: Omit<UseFileUploadOptions, 'onRefused'>) {
  const { setInvalidField } = form;
  const onRefused = useCallback(
    (message: string) => {
      setInvalidField('file');
      showWarningToast(localizeMessage(message));
    },
    [setInvalidField],
  );
  const upload = useFileUpload({ ...options, onRefused });
  const { waitForFileId } = upload;

  /**
   * The body to save, made with the file's id once a running upload has finished; an upload that gave no
   * id asks for the file again instead (spec §5).
   */
  async function withUploadedFile<B>(
    toBody: (fileId: string) => B,
  ): Promise<{ body: B } | { problem: FieldProblem<'file'> }> {
    const fileId = await waitForFileId();
    const problem = checkUploadedFile(fileId);
    return problem ? { problem } : { body: toBody(fileId) };
  }

  return {
    ...upload,
    withUploadedFile,
    /** For FileUploadField. */
    fieldProps: {
      state: upload.state,
      isInvalid: form.invalidField === 'file',
      onChoose: (file: File | null) => {
        form.clearInvalid('file');
        upload.choose(file);
      },
    },
  };
}
