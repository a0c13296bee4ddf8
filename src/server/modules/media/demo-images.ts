/**
 * The demo portfolio's images (decision 0040): PNGs made by `scripts/make-demo-images.ts` into
 * `assets/demo-images/`, named `<kind>-<slug of the title>.png`. On a first start with the demo,
 * {@link attachDemoImages} uploads each through the same processing as `POST /api/images` and sets
 * it on the matching entry whose image field is empty, so a first visit shows no missing-image
 * placeholders.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { mediaUrl } from '../../../shared/media.js';
import type { Database, TablesByName } from '../../db/types.js';
import { processImage } from './image-processing.js';
import { mediaRepository } from './media.repository.js';

export type DemoImageKind =
  'person' | 'works' | 'educations' | 'projects' | 'categories' | 'skills' | 'socialLinks';

/** `skill-web-development.png` style file name of an entry's demo image. */
export function demoImageName(kind: DemoImageKind, title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${kind}-${slug}.png`;
}

/** Which column names an entry and which column holds its image (a JSON list or one URL). */
const TARGETS = [
  { kind: 'works', table: 'works', title: 'company', image: 'thumbnails', list: false },
  {
    kind: 'educations',
    table: 'educations',
    title: 'institutionName',
    image: 'iconInstitution',
    list: false,
  },
  { kind: 'projects', table: 'projects', title: 'title', image: 'thumbnails', list: true },
  { kind: 'categories', table: 'categories', title: 'title', image: 'thumbnails', list: false },
  { kind: 'skills', table: 'skills', title: 'title', image: 'thumbnails', list: false },
  { kind: 'socialLinks', table: 'socialLinks', title: 'title', image: 'thumbnails', list: false },
] as const;

/** `assets/demo-images` of this checkout (found upwards from this file: src/ or dist/node/ alike). */
export function demoImagesDir(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const candidate = path.join(dir, 'assets', 'demo-images');
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}

/**
 * Upload the demo images found in `dir` and set them on the entries with an empty image field.
 * @returns how many fields were set (0 when the folder is missing).
 */
export async function attachDemoImages(db: Kysely<Database>, dir = demoImagesDir()): Promise<number> {
  if (!dir || !existsSync(dir)) return 0;
  const files = new Set(readdirSync(dir));
  const urls = new Map<string, string>();
  const upload = async (name: string): Promise<string | undefined> => {
    if (!files.has(name)) return undefined;
    if (!urls.has(name)) {
      const image = await processImage(readFileSync(path.join(dir, name)));
      await mediaRepository.save(db, image);
      urls.set(name, mediaUrl(image.id, image.width));
    }
    return urls.get(name);
  };

  let set = 0;
  const person = await db.selectFrom('people').select(['id', 'thumbnails', 'banners']).executeTakeFirst();
  if (person) {
    const avatar = await upload(demoImageName('person', 'avatar'));
    const banner = await upload(demoImageName('person', 'banner'));
    const changes: { thumbnails?: string; banners?: string } = {};
    if (avatar && person.thumbnails === '[]') changes.thumbnails = JSON.stringify([avatar]);
    if (banner && person.banners === '[]') changes.banners = JSON.stringify([banner]);
    if (Object.keys(changes).length > 0) {
      await db.updateTable('people').set(changes).where('id', '=', person.id).execute();
      set += Object.keys(changes).length;
    }
  }
  for (const target of TARGETS) {
    const anyDb = db as unknown as Kysely<TablesByName>;
    const rows = (await anyDb
      .selectFrom(target.table)
      .select(['id', target.title, target.image])
      .execute()) as Record<string, string>[];
    for (const row of rows) {
      const empty = target.list ? row[target.image] === '[]' : row[target.image] === '';
      const url = empty ? await upload(demoImageName(target.kind, row[target.title]!)) : undefined;
      if (!url) continue;
      await anyDb
        .updateTable(target.table)
        .set({ [target.image]: target.list ? JSON.stringify([url]) : url })
        .where('id', '=', row.id)
        .execute();
      set += 1;
    }
  }
  return set;
}
