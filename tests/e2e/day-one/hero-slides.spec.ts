/**
 * Hero slides staff edit ("Hero slides staff can edit"; ADR 0026), as the office manager
 * on a 360 px phone: Pages → "Home hero slides"; the editor starts from the designed slides; staff
 * change a slide's title, upload its photo through the Uppy dashboard (the signed-URL pipeline),
 * move it to the top, remove one slide, save; a signed-out visitor then sees the new first slide on
 * `/` with its photo, alt text and preload, within the 60 s the CDN may keep a page. The slides
 * are reset to the designed ones at the end (they change what every test sees on `/`): runs in
 * the `day-one` project, after every other.
 */
import { expect } from '../fixtures';
import { demoPhoto } from '../support/demo-photos';
import { staffTest as test, uploadOnePhoto } from '../support/staff-admin-page';
import { mutationHeaders } from '../support/staff-session';

// A staff flow on the shared 2-core CI machine takes minutes; on the office manager's phone.
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 360, height: 740 } });

const newTitle = 'Bluestone terraces built to last';
const alt = 'A bluestone terrace beside a lake at evening';

test('on a phone, staff edit a hero slide’s title and photo, reorder, save; / shows it; reset brings the designed slides back', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  try {
    await page.goto('/admin/pages');
    const row = page.getByRole('link', { name: /Home hero slides/ });
    await expect(row).toBeVisible();
    await expect(row).toContainText('The six designed slides');
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home hero slides' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Home hero slides' });
    const slides = form.getByRole('list', { name: 'Slides' }).getByRole('listitem');
    await expect(slides).toHaveCount(6);
    await expect(form.getByRole('button', { name: 'Add a slide' })).toBeDisabled();

    // Slide 3 (Waterscapes): a title and a photo of their own.
    const third = slides.nth(2);
    await third.getByRole('textbox', { name: 'Title' }).fill(newTitle);
    await uploadOnePhoto(
      page,
      third.getByRole('button', { name: 'Upload photo of slide 3' }),
      demoPhoto('lake-evening.jpg'),
    );
    await third.getByRole('textbox', { name: 'Alt text' }).fill(alt);
    const preview = third.getByRole('img', { name: alt });
    await expect(preview).toHaveAttribute('src', /^\/objects\/[0-9a-f-]{36}\.jpg$/);
    const photoPath = (await preview.getAttribute('src'))!;

    // Move it to the top (two taps), then remove the last slide.
    await third.getByRole('button', { name: 'Move slide 3 up' }).click();
    await slides.nth(1).getByRole('button', { name: 'Move slide 2 up' }).click();
    await expect(slides.nth(0).getByRole('textbox', { name: 'Title' })).toHaveValue(newTitle);
    await expect(slides.nth(0).getByRole('button', { name: 'Move slide 1 up' })).toBeDisabled();
    await slides.nth(5).getByRole('button', { name: 'Remove slide 6' }).click();
    await expect(slides).toHaveCount(5);
    await expect(form.getByRole('button', { name: 'Add a slide' })).toBeEnabled();

    // A photo without alt text is refused in the browser, on its field.
    await slides.nth(0).getByRole('textbox', { name: 'Alt text' }).fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(slides.nth(0).getByText('Alt text is required with a photo')).toBeVisible();
    await slides.nth(0).getByRole('textbox', { name: 'Alt text' }).fill(alt);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Hero Slides Saved', { exact: true })).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset to the designed slides' })).toBeVisible();
    await slides.nth(0).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '.test-results/screens/admin-hero-slides-360.png', fullPage: true });

    const saved = (await (await context.request.get('/api/hero-slides')).json()) as {
      slides: { title: string; image: string | null; imageAlt: string; service: string }[];
    };
    expect(saved.slides).toHaveLength(5);
    expect(saved.slides[0]).toMatchObject({
      title: newTitle,
      image: photoPath,
      imageAlt: alt,
      service: 'waterscapes-ponds',
    });

    // A visitor's `/`: the new first slide, its photo with the alt text, preloaded.
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const guest = await visitor.newPage();
    await guest.setViewportSize({ width: 360, height: 740 });
    await expect(async () => {
      await guest.goto('/');
      await expect(guest.locator('#hero-slide-1')).toContainText(newTitle, { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    const carousel = guest.getByRole('region', { name: 'Featured services' });
    await expect(carousel.locator('[data-carousel-slide]')).toHaveCount(5);
    const heroPhoto = guest.locator('#hero-slide-1').getByRole('img', { name: alt });
    await expect(heroPhoto).toHaveAttribute('src', photoPath);
    await expect.poll(() => heroPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const uuid = /\/objects\/([^.]+)\.jpg/.exec(photoPath)![1]!;
    await expect(guest.locator(`head link[rel="preload"][as="image"][imagesrcset*="${uuid}"]`)).toHaveCount(1);
    await expect(guest.locator('#hero-slide-1').getByRole('link', { name: /Learn More/ })).toHaveAttribute(
      'href',
      '/service/waterscapes-ponds',
    );
    await guest.screenshot({ path: '.test-results/screens/home-hero-edited-360.png' });
    await guest.setViewportSize({ width: 1366, height: 900 });
    await guest.screenshot({ path: '.test-results/screens/home-hero-edited-desktop.png' });
    await visitor.close();

    // Reset, after a confirm: the designed slides are back in the editor.
    await page.getByRole('button', { name: 'Reset to the designed slides' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset to the designed slides?' });
    await confirm.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('Designed Slides Back', { exact: true })).toBeVisible();
    await expect(slides).toHaveCount(6);
    expect(((await (await context.request.get('/api/hero-slides')).json()) as { slides: unknown }).slides).toBeNull();
  } finally {
    // Whatever happened, `/` shows the designed slides again for whoever comes next.
    await context.request.delete('/api/hero-slides', { headers: mutationHeaders(baseURL!) });
  }
});
