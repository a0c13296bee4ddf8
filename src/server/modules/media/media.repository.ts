/**
 * SQL of uploaded images: tables `media` (one row per upload) and `mediaFiles` (one WebP per width).
 * Content-addressed: saving the same file twice keeps the first copy.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { nowIso } from '../../lib/ids.js';
import type { ProcessedImage } from './image-processing.js';

export const mediaRepository = {
  /** Store an image and its variants in one transaction (a no-op when the id is already stored). */
  async save(db: Kysely<Database>, image: ProcessedImage): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('media')
        .select('id')
        .where('id', '=', image.id)
        .executeTakeFirst();
      if (existing) return;
      await trx
        .insertInto('media')
        .values({
          id: image.id,
          width: image.width,
          height: image.height,
          placeholder: image.placeholder,
          createdAt: nowIso(),
        })
        .execute();
      await trx
        .insertInto('mediaFiles')
        .values(
          image.variants.map((variant) => ({ mediaId: image.id, width: variant.width, data: variant.data })),
        )
        .execute();
    });
  },

  /** The WebP bytes of one variant, or undefined. */
  async file(db: Kysely<Database>, id: string, width: number): Promise<Buffer | undefined> {
    const row = await db
      .selectFrom('mediaFiles')
      .select('data')
      .where('mediaId', '=', id)
      .where('width', '=', width)
      .executeTakeFirst();
    return row ? Buffer.from(row.data) : undefined;
  },
};
