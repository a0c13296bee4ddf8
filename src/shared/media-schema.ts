/**
 * The schema of `POST /api/images`'s answer (201), apart from src/shared/media.ts so the browser's
 * image helpers need no zod (docs/decisions/0160-visitor-page-islands.md).
 */
import { z } from 'zod';
import type { UploadedImage } from './media.js';

export const uploadedImageSchema = z.object({
  url: z.string(),
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string(),
}) satisfies z.ZodType<UploadedImage>;
