import { useCallback, useEffect, useRef, useState } from 'react';
import { FILE_MESSAGES, IMAGE_MIME_TYPES, VALIDATION, type FileKind, type FileUsage } from '@prepshelf/contract';
import type { ApiResult } from '../../lib/api-client';
import { uploadFile } from './api/upload-file';
import { isPdfType } from './validation';

export type UploadPhase = 'idle' | 'uploading' | 'done' | 'failed';

export interface UploadState {
  /** The file picked in this visit (null: none, or only the stored one of an update). */
  file: File | null;
  /** Its type, also when refused, so the form's check can name the problem. */
  chosenType: string | null;
  /** The stored file's id: from the item being edited or from a finished upload. */
  fileId: string;
  phase: UploadPhase;
  percent: number;
  /** Why the last upload failed (shown under the field). */
  error: string | null;
  isDuplicate: boolean;
  usedBy: FileUsage[];
  /** An object URL of a picked image, for the thumbnail preview. */
  previewUrl: string | null;
}

export interface UseFileUploadOptions {
  kind: FileKind;
  initialFileId?: string;
  /** Called with the refusal text when a picked file is of the wrong type. */
  onRefused: (message: string) => void;
  onFinished?: (result: ApiResult<{ fileId: string }>) => void;
}

function isImageType(type: string): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(type);
}

function emptyState(fileId: string): UploadState {
  return {
    file: null,
    chosenType: null,
    fileId,
    phase: 'idle',
    percent: 0,
    error: null,
    isDuplicate: false,
    usedBy: [],
    previewUrl: null,
  };
}

/**
 * A PDF or image field that uploads as soon as a file is picked (POST /api/files/upload with progress),
 * so the bar and preview show while the rest of the form is filled in. `waitForFileId` lets the submit
 * wait for an upload still running.
 */
export function useFileUpload({ kind, initialFileId = '', onRefused, onFinished }: UseFileUploadOptions) {
  const [state, setState] = useState<UploadState>(() => emptyState(initialFileId));
  const pending = useRef<Promise<string> | null>(null);
  const abortCurrent = useRef<(() => void) | null>(null);
  const previewRef = useRef<string | null>(null);

  const revokePreview = useCallback(() => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = null;
  }, []);

  useEffect(
    () => () => {
      abortCurrent.current?.();
      revokePreview();
    },
    [revokePreview],
  );

  const choose = useCallback(
    (file: File | null) => {
      if (!file) return;
      const isAccepted = kind === 'pdf' ? isPdfType(file.type) : isImageType(file.type);
      if (!isAccepted) {
        onRefused(kind === 'pdf' ? VALIDATION.notesPdf : FILE_MESSAGES.notImage);
        setState((current) => ({ ...current, file: null, chosenType: file.type || 'unknown', phase: 'idle' }));
        return;
      }
      abortCurrent.current?.();
      revokePreview();
      const previewUrl = kind === 'image' ? URL.createObjectURL(file) : null;
      previewRef.current = previewUrl;
      setState((current) => ({
        ...emptyState(current.fileId),
        file,
        chosenType: file.type,
        // The old id stays until the new upload has one: an update keeps its file if this one fails.
        phase: 'uploading',
        previewUrl,
      }));
      const handle = uploadFile(file, kind, (percent) => {
        setState((current) => (current.file === file ? { ...current, percent } : current));
      });
      abortCurrent.current = handle.abort;
      const promise = handle.result.then((result) => {
        if (abortCurrent.current === handle.abort) abortCurrent.current = null;
        if (result.ok) {
          setState((current) =>
            current.file === file
              ? {
                  ...current,
                  fileId: result.data.fileId,
                  phase: 'done',
                  percent: 100,
                  isDuplicate: result.data.isDuplicate,
                  usedBy: result.data.usedBy ?? [],
                }
              : current,
          );
          onFinished?.({ ok: true, status: result.status, data: { fileId: result.data.fileId } });
          return result.data.fileId;
        }
        setState((current) =>
          current.file === file
            ? { ...current, fileId: initialFileId, phase: 'failed', percent: 0, error: result.message }
            : current,
        );
        onFinished?.(result);
        return initialFileId;
      });
      pending.current = promise;
    },
    [initialFileId, kind, onFinished, onRefused, revokePreview],
  );

  /** The file id once any running upload has finished ('' when there is none). */
  const waitForFileId = useCallback(async (): Promise<string> => {
    if (pending.current) return pending.current;
    return state.fileId;
  }, [state.fileId]);

  const reset = useCallback(() => {
    abortCurrent.current?.();
    revokePreview();
    pending.current = null;
    setState(emptyState(''));
  }, [revokePreview]);

  return { state, choose, waitForFileId, reset };
}
