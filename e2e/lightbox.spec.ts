/**
 * The project carousel's lightbox (decision 0074) in a real browser, on the demo portfolio: the
 * image button opens a modal dialog showing the image whole inside the window; Escape closes it and
 * the focus returns to the button; the Close button and a click beside the image close it too.
 */
import { expect, test } from '@playwright/test';

test('a project image opens whole in a lightbox, closed by Escape, Close or a click beside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/');
  const open = page.getByRole('button', { name: /^View .* image 1 whole$/ }).first();
  await open.scrollIntoViewIfNeeded();
  await open.click();

  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  const image = lightbox.getByRole('img');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // Whole: the image fits in the window and is drawn uncropped (its box keeps the image's ratio).
  const fit = await image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return {
      inside: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
      ratio: Math.abs(box.width / box.height - img.naturalWidth / img.naturalHeight) < 0.02,
    };
  });
  expect(fit).toEqual({ inside: true, ratio: true });

  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await lightbox.getByRole('button', { name: 'Close' }).click();
  await expect(lightbox).toBeHidden();

  await open.click();
  await expect(lightbox).toBeVisible();
  await page.mouse.click(5, 5); // on the backdrop
  await expect(lightbox).toBeHidden();
});
