import { useId, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { FileText, ImageIcon, Info, TriangleAlert } from 'lucide-react';
import type { FileUsage } from '@prepshelf/contract';
import { buttonClasses } from '../../../components/ui/button-classes';
import { fileUrl } from '../../../lib/file-url';
import { useT } from '../../../lib/i18n/use-t';
import type { MessageId } from '../../../locales/message-id';
import type { UploadState } from '../use-file-upload';
import type { FormMode } from '../validation';
import { required } from './form-controls';

const USAGE_LABELS: Record<FileUsage['type'], MessageId> = {
  note: 'dashboard.typeNote',
  pyq: 'dashboard.typePyq',
  course: 'dashboard.typeCourse',
};

/** '2.4 MB', '820 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export interface FileUploadFieldProps {
  label: string;
  kind: 'pdf' | 'image';
  state: UploadState;
  onChoose: (file: File | null) => void;
  isInvalid: boolean;
  /** For update pages: what is stored now. */
  storedLabel?: string;
  /** Marked * and `aria-required` (an upload page's file; an update page keeps the stored one). */
  isRequired?: boolean;
}

/** A file input with its upload's progress bar and percent, a preview and the duplicate notice. */
export function FileUploadField({
  label,
  kind,
  state,
  onChoose,
  isInvalid,
  storedLabel,
  isRequired = false,
}: FileUploadFieldProps) {
  const t = useT();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The browser's own file button speaks the browser's language: ours, beside the input, the page's.
  const [pickedName, setPickedName] = useState<string | null>(null);
  const statusId = `${inputId}-status`;
  const accept = kind === 'pdf' ? 'application/pdf,.pdf' : 'image/png,image/jpeg,image/gif,image/webp';
  const imageSource = state.previewUrl ?? (kind === 'image' && state.fileId !== '' ? fileUrl(state.fileId) : null);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        {isRequired ? required(label).label : label}
      </label>
      <div
        className={clsx(
          'flex flex-col gap-3 rounded-lg border border-dashed bg-subtle p-4',
          isInvalid ? 'border-danger' : 'border-line',
        )}
      >
        <div className="flex min-w-0 items-center gap-3">
          <input
            ref={inputRef}
            id={inputId}
            name="file"
            type="file"
            accept={accept}
            aria-invalid={isInvalid || undefined}
            aria-required={isRequired || undefined}
            aria-describedby={statusId}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              setPickedName(file?.name ?? null);
              onChoose(file);
            }}
            className="peer sr-only"
          />
          {/* For the pointer only: the input itself keeps the focus, its label and the keyboard. */}
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            onClick={() => inputRef.current?.click()}
            className={buttonClasses(
              'primary',
              'md',
              'h-9 shrink-0 px-3 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            )}
          >
            {t('manage.chooseFile')}
          </button>
          {/* A PDF's name shows once, in its card below; an image's shows here. */}
          {kind === 'pdf' && pickedName !== null ? null : (
            <span aria-hidden="true" className="min-w-0 truncate text-sm text-muted">
              {pickedName ?? t('manage.noFileChosen')}
            </span>
          )}
        </div>
        <div id={statusId} className="flex flex-col gap-3" aria-live="polite">
          {state.phase === 'uploading' || state.phase === 'done' ? (
            <div className="flex items-center gap-3">
              <div
                role="progressbar"
                aria-label={state.file ? t('manage.uploadOf', { name: state.file.name }) : t('manage.uploadOfFile')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={state.percent}
                className="h-2 flex-1 overflow-hidden rounded-full bg-line"
              >
                <div
                  className="h-full rounded-full bg-accent transition-[width] duration-200 motion-reduce:transition-none"
                  style={{ width: `${state.percent}%` }}
                />
              </div>
              <span className="w-12 text-right text-sm font-medium tabular-nums">{state.percent}%</span>
            </div>
          ) : null}
          {kind === 'pdf' && (state.file || state.fileId !== '') ? (
            <div className="flex items-center gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-danger-soft text-danger-text">
                <FileText className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0 text-sm">
                <p className="truncate font-medium">{state.file?.name ?? storedLabel ?? t('manage.storedPdf')}</p>
                <p className="text-muted">{state.file ? formatBytes(state.file.size) : t('manage.replaceHint')}</p>
              </div>
            </div>
          ) : null}
          {kind === 'image' && imageSource ? (
            <img
              src={imageSource}
              alt={t('manage.thumbnailPreview')}
              width={160}
              height={90}
              className="h-[90px] w-[160px] rounded-lg border border-line object-cover"
            />
          ) : null}
          {kind === 'image' && !imageSource ? (
            <p className="flex items-center gap-2 text-sm text-muted">
              <ImageIcon className="size-4" aria-hidden="true" />
              {t('manage.imageTypes')}
            </p>
          ) : null}
          {state.phase === 'done' && state.isDuplicate ? (
            <p className="flex items-start gap-2 rounded-lg bg-primary-soft px-3 py-2 text-sm text-primary-text">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                {t('manage.duplicate')}
                {state.usedBy.length > 0
                  ? t('manage.usedBy', {
                      uses: state.usedBy
                        .map((use) => t('manage.usage', { type: t(USAGE_LABELS[use.type]), title: use.title }))
                        .join(', '),
                    })
                  : ''}
              </span>
            </p>
          ) : null}
          {state.phase === 'failed' && state.error ? (
            <p className="flex items-start gap-2 text-sm text-danger-text">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{t('manage.uploadFailed', { error: state.error })}</span>
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The PDF of a note or paper; on an update page it is optional and replaces the stored one. */
export function PdfUploadField({
  mode,
  storedTitle,
  ...props
}: Omit<FileUploadFieldProps, 'label' | 'kind' | 'storedLabel'> & { mode: FormMode; storedTitle: string }) {
  const t = useT();
  return (
    <FileUploadField
      label={mode === 'upload' ? t('manage.pdfFile') : t('manage.pdfFileOptional')}
      kind="pdf"
      storedLabel={mode === 'update' ? t('manage.storedPdfOf', { title: storedTitle }) : undefined}
      isRequired={mode === 'upload'}
      {...props}
    />
  );
}
