import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { questions } from '@content/quiz';
import { photos } from '@server/db/schema';
import { expect, test } from './fixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// An iPhone photo dropped from a computer that does not know HEIC (Windows, Linux: the file has no type):
// the photo step takes it by its name, the server decodes it, finds the face, and the preview shows the JPEG.
test('a HEIC photo dropped with no file type is taken, decoded and shown', async ({ page, app }) => {
  const answers: Record<string, string> = {};
  for (const q of questions)
    answers[q.id] = q.type === 'visual-cards' ? q.cards[0]!.id : 'Explaining hard things simply.';
  await page.goto('/auth');
  await page.evaluate(
    (answers) =>
      localStorage.setItem(
        'fs.journey',
        JSON.stringify({ v: 1, step: 'photo', questionIndex: 4, answers, name: 'Robin', voiceHandled: true }),
      ),
    answers,
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Say Cheeze!' })).toBeVisible();
  await expect(page.locator('input[type="file"]:not([capture])')).toHaveAttribute('accept', 'image/*,.heic,.heif');

  // hold the upload until the waiting state has been checked
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/photos', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const response = page.waitForResponse((r) => r.url().endsWith('/api/photos') && r.request().method() === 'POST', {
    timeout: 30_000,
  });

  const heic = await readFile(path.join(root, 'src/server/features/journey/fixtures/selfie-gps.heic'));
  await page.getByTestId('photo-dropzone').evaluate(
    (zone, bytes) => {
      const file = new File([new Uint8Array(bytes)], 'IMG_0412.HEIC', { type: '' });
      const data = new DataTransfer();
      data.items.add(file);
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    [...heic],
  );
  // while it uploads, a plain disc stands in for the HEIC the browser cannot show
  const preview = page.getByRole('img', { name: 'Your photo' });
  await expect(page.getByRole('status')).toContainText('Uploading...');
  await expect(preview).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  release();

  const res = await response;
  expect(res.status()).toBe(201);
  const { photo } = (await res.json()) as {
    photo: { id: string; width: number; height: number; focusX: number; focusY: number };
  };
  expect(photo).toMatchObject({ width: 256, height: 320 });

  await expect(preview).toHaveAttribute('src', `/api/photos/${photo.id}`);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);

  const [row] = await app.deps.database.db.select().from(photos).where(eq(photos.id, photo.id));
  expect(row).toMatchObject({ mimeType: 'image/jpeg', width: 256, height: 320 });
});
