import { useState, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import { STUDENT_IMPORT_MAX_ROWS, type StudentImportResponse, type StudentImportRow } from '@prepshelf/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useImportStudents, usePreviewStudentImport } from '../api/students-api';

const OUTCOME_LABELS: Record<StudentImportRow['outcome'], string> = {
  new: 'New',
  present: 'Already present',
  invalid: 'Invalid',
};
const OUTCOME_TONES = { new: 'primary', present: 'neutral', invalid: 'danger' } as const;

/**
 * Students → Import CSV: choose a file (Username, Email, optional Status), see every row as new,
 * already present or invalid (a dry run), then import the new ones.
 */
export function StudentImportDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<StudentImportResponse | null>(null);
  const previewMutation = usePreviewStudentImport();
  const importMutation = useImportStudents();

  const reset = () => {
    setCsv(null);
    setPreview(null);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    reset();
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    previewMutation.mutate(text, {
      onSuccess: setPreview,
      onError: (error) => showErrorToast(error.message),
    });
  };

  const onImport = () => {
    if (csv === null) return;
    importMutation.mutate(csv, {
      onSuccess: (result) => {
        showSuccessToast(result.message ?? 'Imported.');
        setIsOpen(false);
        reset();
      },
      onError: (error) => showErrorToast(error.message),
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
          Import CSV
        </Button>
      }
      title="Import students from a CSV file"
      description={`Columns Username and Email, optionally Status (active or inactive); at most ${STUDENT_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows. New students get a welcome mail with a link to choose their password.`}
      footer={
        <Button onClick={onImport} disabled={newCount === 0 || importMutation.isPending || previewMutation.isPending}>
          {importMutation.isPending
            ? 'Importing…'
            : `Import ${newCount} new ${newCount === 1 ? 'student' : 'students'}`}
        </Button>
      }
    >
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        CSV file
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void onFile(event)}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-subtle file:px-3 file:py-1.5"
        />
      </label>
      {previewMutation.isPending ? <p className="mt-4 text-sm text-muted">Checking the file…</p> : null}
      {preview ? (
        <div className="mt-4 flex flex-col gap-3">
          <p className="text-sm" aria-live="polite" data-testid="import-counts">
            {preview.counts.new} new · {preview.counts.present} already present · {preview.counts.invalid} invalid
          </p>
          <div className="max-h-80 overflow-auto rounded-md border border-line">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Rows of the file</caption>
              <thead className="sticky top-0 bg-subtle text-xs text-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Line
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Username
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Email
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Result
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.line} className="border-t border-line">
                    <td className="px-3 py-1.5 font-mono">{row.line}</td>
                    <td className="px-3 py-1.5">{row.Username}</td>
                    <td className="px-3 py-1.5 break-all">{row.Email}</td>
                    <td className="px-3 py-1.5">
                      <Badge tone={OUTCOME_TONES[row.outcome]}>{OUTCOME_LABELS[row.outcome]}</Badge>
                      {row.reason ? <span className="ml-2 text-danger-text">{row.reason}</span> : null}
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
