/**
 * Send one file as `multipart/form-data` (field `file`) with upload progress: image uploads
 * (`POST /api/images`) and backup restores. XMLHttpRequest, because fetch reports no upload
 * progress. `fields` go first, as text. Answers the envelope's `response` or throws the client's {@link ApiError}, like `api`.
 */
import { ApiError } from './api-client.js';

/**
 * @param onProgress receives 0..1 while the bytes go up.
 * @throws ApiError with the server's message (413 too large, 415 not an image...), or status 0 offline.
 */
export function uploadFile<T>(
  path: string,
  file: Blob,
  onProgress?: (fraction: number) => void,
  /** Text fields sent before the file (an import's `choices`). */
  fields: Record<string, string> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(new ApiError('Network error: the upload did not reach the server.', 0, 'NETWORK_ERROR'));
    request.onload = () => {
      let body: { response?: T; error?: { message?: string; code?: string; issues?: ApiError['issues'] } } =
        {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // not JSON (a proxy's error page)
      }
      if (request.status >= 400 || body.error) {
        reject(
          new ApiError(
            body.error?.message ||
              (request.status === 413
                ? 'The file is too large.'
                : `Upload failed with status ${request.status}`),
            request.status,
            body.error?.code ?? 'HTTP_ERROR',
            body.error?.issues ?? [],
          ),
        );
      } else resolve(body.response as T);
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file instanceof File ? file.name : 'file');
    request.send(form);
  });
}
