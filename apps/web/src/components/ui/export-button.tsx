import { useState, type ReactNode } from 'react';
import { showErrorToast } from '../../lib/toast';
import { Button } from './button';

interface ExportButtonProps {
  /** Fetches the file and hands it to the browser; the button is busy until it settles. */
  download: () => Promise<void>;
  /** The toast shown when the download fails. */
  failedMessage: string;
  children: ReactNode;
}

/** A staff screen's small "Export CSV" button. */
export function ExportButton({ download, failedMessage, children }: ExportButtonProps) {
  const [isExporting, setIsExporting] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      isBusy={isExporting}
      onClick={() => {
        setIsExporting(true);
        download().then(
          () => setIsExporting(false),
          () => {
            setIsExporting(false);
            showErrorToast(failedMessage);
          },
        );
      }}
    >
      {children}
    </Button>
  );
}
