/**
 * One image's upload (decision 0040): `POST /api/images` with the bytes' progress, the stored
 * image's URL (`/media/<id>-<width>.webp`) given to `onUploaded`, and the server's message when it
 * refuses the file (too large, not an image), or `failed` without one.
 */
import { useState } from 'react';
import type { UploadedImage } from '../../../shared/media.js';
import { paths } from '../../../shared/paths.js';
import { uploadFile } from '../../lib/upload.js';
import { serverMessage } from './errors.js';

/** `progress`: 0..1 while the bytes go up, null when idle; `error`: the last refusal, '' for none. */
export function useImageUpload(onUploaded: (url: string) => void, failed: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const upload = async (file: File) => {
    setError('');
    setProgress(0);
    try {
      const image = await uploadFile<UploadedImage>(paths.images, file, setProgress);
      onUploaded(image.url);
    } catch (caught) {
      setError(serverMessage(caught, failed));
    } finally {
      setProgress(null);
    }
  };
  return { progress, error, upload };
}
