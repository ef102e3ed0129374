import { AUTH_HEADER, uploadResponseSchema, type FileKind, type UploadResponse } from '@prepshelf/contract';
import { API_MESSAGES, type ApiResult } from '../../../lib/api-client';
import { getStoredToken } from '../../../lib/session';

export interface UploadHandle {
  result: Promise<ApiResult<UploadResponse>>;
  abort: () => void;
}

function readMessage(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      return body.message.trim() === '' ? undefined : body.message;
    }
  } catch {
    // not JSON
  }
  return undefined;
}

/**
 * POST /api/files/upload as multipart (field `file`, and `kind`). XMLHttpRequest rather than fetch: only
 * it reports upload progress, which the forms show as a bar with a percent.
 */
export function uploadFile(file: File, kind: FileKind, onProgress: (percent: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const result = new Promise<ApiResult<UploadResponse>>((resolve) => {
    const form = new FormData();
    // Fields before the file: the server reads the parts in order.
    form.append('kind', kind);
    form.append('file', file, file.name);
    xhr.open('POST', '/api/files/upload');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getStoredToken();
    if (token) xhr.setRequestHeader(AUTH_HEADER, token);
    // The server's message in the page's language, as the api client asks (docs/decisions/0020).
    xhr.setRequestHeader('Accept-Language', document.documentElement.lang || 'en');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      const { status, responseText } = xhr;
      if (status < 200 || status >= 300) {
        resolve({
          ok: false,
          status,
          message: readMessage(responseText) ?? API_MESSAGES.byStatus[status] ?? API_MESSAGES.server,
        });
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(responseText);
      } catch {
        resolve({ ok: false, status, message: API_MESSAGES.notJson });
        return;
      }
      const parsed = uploadResponseSchema.safeParse(body);
      if (!parsed.success) {
        resolve({ ok: false, status, message: readMessage(responseText) ?? API_MESSAGES.unexpectedShape });
        return;
      }
      onProgress(100);
      resolve({ ok: true, status, data: parsed.data });
    });
    xhr.addEventListener('error', () => resolve({ ok: false, status: 0, message: API_MESSAGES.network }));
    xhr.addEventListener('abort', () => resolve({ ok: false, status: 0, message: API_MESSAGES.aborted }));
    xhr.send(form);
  });
  return { result, abort: () => xhr.abort() };
}
