import { ALBUM_MAX_IMAGES } from '@kanqiu/core';
import { expect, test } from './fixtures';
import { drawPhoto, drawScreenshot, type TestFile } from './image-files';
import { screenshotBoth, signIn, tokenOf, userCall } from './user-helpers';

const FEEDBACK = '/#/pages/imagetextIssue/imagetextIssue';
/** How long two photos may take to be shrunk in the page (the test's own bound is 60 s). */
const SHRINK_TIMEOUT_MS = 40_000;

interface TicketList {
  data: {
    tickets: { ticket_no: string; text: string; images: { mime: string; bytes: number }[] }[];
  };
}

test.describe('feedback page', () => {
  test('sends text and two shrunk images, shows the ticket number and lists the ticket', async ({
    page,
    kq,
  }) => {
    const token = tokenOf('feedback');
    await signIn(page, token);
    await page.goto(FEEDBACK);
    await expect(page.getByText('今天还可以提交 10 条')).toBeVisible();
    await screenshotBoth(page, kq, 'feedback');

    const photo = await drawPhoto(page, 'IMG_2041.jpg', 4032, 3024);
    const shot = await drawScreenshot(page, 'screenshot.png', 1170, 2532);
    const text = page.getByRole('textbox', { name: '问题描述' });
    await text.fill('决赛文字直播第38分钟后不再更新');
    await expect(page.getByText('16/140')).toBeVisible();
    const started = Date.now();
    await page.getByLabel('添加图片').setInputFiles([photo, shot]);
    const grid = page.getByRole('group', { name: '截图（选填）' });
    // Shrinking a 12-megapixel photo in the page is the heaviest work of any browser test: on two
    // busy cores it took longer than the usual wait (the figure is annotated below).
    await expect(grid.locator('img')).toHaveCount(2, { timeout: SHRINK_TIMEOUT_MS });
    const shrinkMs = Date.now() - started;
    await expect(grid.getByText('2/9')).toBeVisible();
    // Shrunk to 1600 px on the long side in the browser.
    const sizes = await grid
      .locator('img')
      .evaluateAll((images) =>
        images.map((img) => [
          (img as HTMLImageElement).naturalWidth,
          (img as HTMLImageElement).naturalHeight,
        ]),
      );
    expect(sizes).toEqual([
      [1600, 1200],
      [739, 1600],
    ]);
    await screenshotBoth(page, kq, 'feedback-picked');

    await page.getByRole('button', { name: '提交' }).click();
    const ticketNo = page.getByTestId('ticket-no');
    await expect(ticketNo).toHaveText(/^FK\d{14,}$/);
    const number = (await ticketNo.textContent()) ?? '';
    await expect(page.getByTestId('feedback-sent')).toContainText('2 张图片');
    await expect(text).toHaveValue('');

    const tickets = page.getByTestId('tickets');
    await expect(tickets.locator('li').first()).toContainText(number);
    await expect(tickets.locator('li').first()).toContainText('决赛文字直播第38分钟后不再更新');
    // The thumbnails come through the image call with the token.
    const thumbs = tickets.locator('li').first().locator('img');
    await expect(thumbs).toHaveCount(2);
    await expect
      .poll(() =>
        thumbs.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth)),
      )
      .toEqual([1600, 739]);
    await screenshotBoth(page, kq, 'feedback-sent');

    const list = await userCall<TicketList>(page, token, '/api/feedback/list', {});
    const stored = list.data.tickets[0];
    expect(stored?.ticket_no).toBe(number);
    expect(stored?.images.map((image) => image.mime)).toEqual(['image/jpeg', 'image/jpeg']);
    for (const image of stored?.images ?? []) expect(image.bytes).toBeLessThan(photo.buffer.length);
    const measured = `shrink of both in ${shrinkMs} ms: photo 4032×3024 JPEG ${photo.buffer.length} B → ${stored?.images[0]?.bytes} B; screenshot 1170×2532 PNG ${shot.buffer.length} B → ${stored?.images[1]?.bytes} B`;
    test.info().annotations.push({ type: 'shrink', description: measured });
    console.log(measured);
  });

  test('refuses a file that is not an image though named .jpg', async ({ page }) => {
    await signIn(page, tokenOf('fake'));
    await page.goto(FEEDBACK);
    await page.getByLabel('添加图片').setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('这不是图片，只是一段改了扩展名的文字。'),
    });
    const grid = page.getByRole('group', { name: '截图（选填）' });
    await expect(grid.getByRole('alert')).toHaveText('“notes.jpg”不是可识别的图片，已忽略');
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await expect(grid.getByText('0/9')).toBeVisible();
  });

  test('takes nine images of ten and says so', async ({ page, kq }) => {
    await signIn(page, tokenOf('ten'));
    await page.goto(FEEDBACK);
    const small = await drawPhoto(page, 'x.jpg', 320, 240);
    const files: TestFile[] = Array.from({ length: 10 }, (_, i) => ({
      ...small,
      name: `IMG_${i + 1}.jpg`,
    }));
    await page.getByLabel('添加图片').setInputFiles(files);
    const grid = page.getByRole('group', { name: '截图（选填）' });
    await expect(grid.locator('img')).toHaveCount(ALBUM_MAX_IMAGES);
    await expect(grid.getByRole('alert')).toHaveText('最多选择 9 张图片，另有 1 张未添加');
    await expect(grid.getByLabel('添加图片')).toHaveCount(0);
    await expect(grid.getByText('9/9')).toBeVisible();
    // Three a row.
    const rows = await grid
      .locator('img')
      .evaluateAll(
        (images) => new Set(images.map((img) => Math.round(img.getBoundingClientRect().top))).size,
      );
    expect(rows).toBe(3);
    await screenshotBoth(page, kq, 'feedback-nine');
    await grid.getByRole('button', { name: '删除第 9 张图片' }).click();
    await expect(grid.locator('img')).toHaveCount(8);
    await expect(grid.getByLabel('添加图片')).toHaveCount(1);
  });

  test('asks for the text before sending anything', async ({ page }) => {
    await signIn(page, tokenOf('blank'));
    let submits = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/feedback/submit')) submits++;
    });
    await page.goto(FEEDBACK);
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('请填写反馈内容')).toBeVisible();
    expect(submits).toBe(0);
  });

  test('without a token it asks to be opened in the app', async ({ page, kq }) => {
    await page.goto(FEEDBACK);
    await expect(page.getByRole('heading', { name: '请在看球 App 内打开' })).toBeVisible();
    await screenshotBoth(page, kq, 'feedback-no-token');
  });
});
