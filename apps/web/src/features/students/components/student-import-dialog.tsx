import { useState, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import { STUDENT_IMPORT_MAX_ROWS, type StudentImportResponse, type StudentImportRow } from '@prepshelf/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TableHead } from '../../../components/ui/table-head';
import { i18n } from '../../../lib/i18n/i18n';
import { useFormat, useLanguage, useT } from '../../../lib/i18n/use-t';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import type { MessageId } from '../../../locales/message-id';
import { importText } from '../import-messages';
import { useImportStudents, usePreviewStudentImport } from '../api/students-api';

const OUTCOME_LABELS: Record<StudentImportRow['outcome'], MessageId> = {
  new: 'students.outcomeNew',
  present: 'students.outcomePresent',
  invalid: 'students.outcomeInvalid',
};
const OUTCOME_TONES = { new: 'primary', present: 'neutral', invalid: 'danger' } as const;

/**
 * Students → Import CSV: choose a file (Username, Email, optional Status), see every row as new,
 * already present or invalid (a dry run), then import the new ones.
 */
export function StudentImportDialog() {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  /** A text of the import from the server, in the page's language (see import-messages.ts). */
  const serverText = (message: string) => importText(message, language, t, format.number);
  const [isOpen, setIsOpen] = useState(false);
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<StudentImportResponse | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  /** Why the chosen file cannot be imported; choosing another file clears it. */
  const [fileError, setFileError] = useState<string | null>(null);
  const previewMutation = usePreviewStudentImport();
  const importMutation = useImportStudents();

  const reset = () => {
    setFileName(null);
    setCsv(null);
    setPreview(null);
    setFileError(null);
    previewMutation.reset();
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    reset();
    if (!file) return;
    setFileName(file.name);
    const text = await file.text();
    setCsv(text);
    previewMutation.mutate(text, {
      onSuccess: setPreview,
      onError: (error) => {
        setFileError(serverText(error.message));
        showErrorToast(serverText(error.message));
      },
    });
  };

  const onImport = () => {
    if (csv === null) return;
    importMutation.mutate(csv, {
      onSuccess: (result) => {
        // English shows the server's own sentence; Hindi the catalog's, from the same count.
        showSuccessToast(
          language === 'en'
            ? (result.message ?? i18n._('students.importedFallback'))
            : i18n._('students.imported', { count: result.counts.new }),
        );
        setIsOpen(false);
        reset();
      },
      onError: (error) => showErrorToast(serverText(error.message)),
    });
  };

  const newCount = preview?.counts.new ?? 0;
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) reset();
      }}
      className="max-w-3xl"
      trigger={
        <Button variant="outline">
          <Upload className="size-4" aria-hidden="true" />
          {t('students.importCsv')}
        </Button>
      }
      title={t('students.importTitle')}
      description={t('students.importDescription', { max: format.number(STUDENT_IMPORT_MAX_ROWS) })}
      footer={
        <Button onClick={onImport} disabled={newCount === 0 || importMutation.isPending || previewMutation.isPending}>
          {importMutation.isPending ? t('students.importing') : t('students.importNew', { count: newCount })}
        </Button>
      }
    >
      {/* The browser's own file button speaks the browser's language; ours (the label opens the picker) the page's. */}
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {t('students.csvFile')}
        <span className="flex flex-wrap items-center gap-3">
          <input type="file" accept=".csv,text/csv" onChange={(event) => void onFile(event)} className="peer sr-only" />
          <span
            aria-hidden="true"
            className="cursor-pointer rounded-md border border-line bg-subtle px-3 py-1.5 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
          >
            {t('students.chooseFile')}
          </span>
          <span aria-hidden="true" className="min-w-0 font-normal break-all text-muted">
            {fileName ?? t('students.noFileChosen')}
          </span>
        </span>
      </label>
      {previewMutation.isPending ? <p className="mt-4 text-sm text-muted">{t('students.checkingFile')}</p> : null}
      {fileError !== null ? (
        <p role="alert" className="mt-4 text-sm text-danger-text">
          {fileError}
        </p>
      ) : null}
      {preview ? (
        <div className="mt-4 flex flex-col gap-3">
          <p className="text-sm" aria-live="polite" data-testid="import-counts">
            {t('students.importCounts', {
              new: format.number(preview.counts.new),
              present: format.number(preview.counts.present),
              invalid: format.number(preview.counts.invalid),
            })}
          </p>
          <div className="max-h-80 overflow-auto rounded-md border border-line">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('students.rowsCaption')}</caption>
              <TableHead
                className="sticky top-0 bg-subtle text-xs text-muted uppercase"
                cellClassName="px-3 py-2"
                headings={[
                  t('students.columnLine'),
                  t('students.columnUsername'),
                  t('students.columnEmail'),
                  t('students.columnResult'),
                ]}
              />
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.line} className="border-t border-line">
                    <td className="px-3 py-1.5 font-mono">{row.line}</td>
                    <td className="px-3 py-1.5">{row.Username}</td>
                    <td className="px-3 py-1.5 break-all">{row.Email}</td>
                    <td className="px-3 py-1.5">
                      <Badge tone={OUTCOME_TONES[row.outcome]}>{t(OUTCOME_LABELS[row.outcome])}</Badge>
                      {row.reason ? <span className="ml-2 text-danger-text">{serverText(row.reason)}</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
