import type { z } from 'zod';
import { ApiError, currentAuthToken, messageOf, noteUnauthorized } from '@/lib/api-client';

export interface UploadOptions {
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POSTs one multipart/form-data body with the session's bearer token, like the JSON client, but
 * through XMLHttpRequest: fetch cannot report how much of a request body has been sent, and a
 * 25 MB upload needs a progress bar. Fails with an ApiError carrying the server's message (413
 * naming the limit, 415 listing the allowed types), or with an AbortError when `signal` aborts.
 */
export function postMultipart<S extends z.ZodType>(path: string, form: FormData, { onProgress, signal }: UploadOptions = {}): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const sentToken = currentAuthToken();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    if (sentToken) xhr.setRequestHeader('Authorization', `Bearer ${sentToken}`);

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      settle();
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        // Typed by the shared schema S, as the JSON client's answers are (lib/api-client.ts).
        resolve(body as z.output<S>);
        return;
      }
      if (xhr.status === 401) noteUnauthorized(sentToken);
      reject(new ApiError(xhr.status, messageOf(body), body));
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('The upload failed: the connection was lost'));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    xhr.send(form);
  });
}
