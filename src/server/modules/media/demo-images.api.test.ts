/**
 * The demo ships with its own images (decision 0040): after attaching them, every entry of the
 * sample portfolio has an image served by this server, so a first visit shows no placeholder.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMediaUrl } from '../../../shared/media.js';
import { expectOk } from '../../test/expect-api.js';
import { createTestApp, skipReason, type TestApp } from '../../test/test-app.js';
import { attachDemoImages } from './demo-images.js';

describe.skipIf(skipReason() !== '')('demo images', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives every demo entry an uploaded image, served as WebP', async () => {
    const attached = await attachDemoImages(t.db.kysely);
    const images: string[] = [];
    const [person] = expectOk<{ thumbnails: string[]; banners: string[] }[]>(
      await t.request('GET', '/api/people'),
    );
    images.push(...person!.thumbnails, ...person!.banners);
    for (const [path, field] of [
      ['/api/works', 'thumbnails'],
      ['/api/educations', 'iconInstitution'],
      ['/api/languages', 'thumbnails'],
      ['/api/categories', 'thumbnails'],
      ['/api/social-medias', 'thumbnails'],
      ['/api/proyects', 'thumbnails'],
    ] as const) {
      for (const entry of expectOk<Record<string, string | string[]>[]>(await t.request('GET', path))) {
        images.push(...[entry[field]!].flat());
      }
    }
    expect(images).toHaveLength(attached);
    // The sample's photo and banner, works, schools, its 5 skills (keywords stay on their skill since
    // decision 0030), categories, links and projects.
    expect(attached).toBeGreaterThanOrEqual(15);
    for (const url of images) expect(parseMediaUrl(url), url).toBeDefined();
    const served = await t.app.inject({ method: 'GET', url: images[0]! });
    expect(served.headers['content-type']).toBe('image/webp');
    // A second run changes nothing (fields are only filled when empty).
    expect(await attachDemoImages(t.db.kysely)).toBe(0);
  });
});
