/**
 * QR hive labels end to end: the demo beekeeper prints a label sheet for one hive (the print view shows the label,
 * its QR and its code, and nothing of the app around it), then scans that label with a fake camera and lands on the
 * hive's page. The camera is a canvas showing the printed QR, streamed as the browser's getUserMedia answer; headless
 * Chromium on Linux has no BarcodeDetector, so the app reads the frames with its QR library.
 */
import { HIVE_LABEL_MESSAGES } from '../../shared/messages/hive-labels';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoTest, expect } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/screens';

const HIVE = 'Golden Comb';

/**
 * Replaces the camera with a canvas that shows `svg` (the label's QR) on white, redrawn each frame so the stream
 * keeps sending frames. Runs in the page before the app.
 */
function fakeCameraShowing(svg: string) {
  const canvas = document.createElement('canvas');
  canvas.width = 480;
  canvas.height = 480;
  const context = canvas.getContext('2d');
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  const draw = () => {
    if (context) {
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      if (image.complete) context.drawImage(image, 60, 60, 360, 360);
    }
    requestAnimationFrame(draw);
  };
  draw();
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: () => Promise.resolve(canvas.captureStream(30)) },
  });
}

const HIVE_URL = /\/hives\/[0-9A-HJKMNP-TV-Z]{26}$/;

demoTest('prints a label sheet for a hive, then scans its label to open the hive', async ({ page }) => {
  await page.goto('/hives');
  await page.getByRole('link', { name: 'Print labels' }).click();
  await expect(page.getByRole('heading', { name: HIVE_LABEL_MESSAGES.sheetTitle })).toBeVisible();

  await page.getByLabel(HIVE_LABEL_MESSAGES.stock).selectOption('avery-l7160');
  await page.getByRole('radio', { name: HIVE_LABEL_MESSAGES.chosenHives }).check();
  await page.getByRole('checkbox', { name: HIVE }).check();
  await page.getByRole('button', { name: HIVE_LABEL_MESSAGES.makeLabels }).click();

  const label = page.getByTestId('hive-label');
  await expect(label).toHaveCount(1);
  await expect(label).toContainText(HIVE);
  const code = (await label.locator('.font-mono').textContent()) ?? '';
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{3}-[0-9A-HJKMNP-TV-Z]{3}$/);
  const qr = label.getByRole('img');
  await expect(qr).toHaveAttribute('data-qr', new RegExp(`/l/${code.replace('-', '')}$`));

  // Printed: the sheet alone, the label at the stock's size on an A4 page.
  await page.emulateMedia({ media: 'print' });
  await expect(label).toBeVisible();
  await expect(qr).toBeVisible();
  await expect(page.getByRole('button', { name: HIVE_LABEL_MESSAGES.makeLabels })).toBeHidden();
  const box = await label.boundingBox();
  // 63.5 x 38.1 mm at the CSS 96 px to the inch.
  expect(box?.width).toBeCloseTo((63.5 / 25.4) * 96, 0);
  expect(box?.height).toBeCloseTo((38.1 / 25.4) * 96, 0);
  await page.emulateMedia({ media: 'screen' });
  await expectNoSeriousA11yViolations(page, 'Label sheet');

  const svg = await qr.evaluate((element) => element.outerHTML);
  await page.addInitScript(fakeCameraShowing, svg);
  await page.goto('/hives');
  await page.getByRole('link', { name: 'Scan a label' }).click();

  await expect(page).toHaveURL(HIVE_URL);
  await expect(page.getByRole('heading', { name: HIVE, level: 1 })).toBeVisible();
  await expect(page.getByText(HIVE_LABEL_MESSAGES.hiveLabelsOf(code))).toBeVisible();
});

demoTest('says when a phone has no camera to give, and offers the typed code instead', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // One tap from the header, on any screen.
  await page.getByRole('banner').getByRole('link', { name: HIVE_LABEL_MESSAGES.scanTitle }).click();
  // Headless Chromium without a fake device has no camera to give.
  const cameraStates = [
    HIVE_LABEL_MESSAGES.noCamera,
    HIVE_LABEL_MESSAGES.cameraRefused,
    HIVE_LABEL_MESSAGES.cameraFailed,
  ];
  const status = page.getByRole('status').filter({ hasText: /camera/i });
  await expect(status).toHaveText(new RegExp(cameraStates.join('|')));
  await expect(page.getByLabel(HIVE_LABEL_MESSAGES.typedCode)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Label scanner');
  await expectNoSidewaysScroll(page, 'Label scanner');
});
