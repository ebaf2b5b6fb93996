import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './test/e2e/support/chromium';
const [file, y, h, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 390, height: Number(h) } });
await page.setContent(`<body style="margin:0"><img src="data:image/png;base64,${(await import('node:fs')).readFileSync(file!).toString('base64')}" style="display:block;margin-top:-${y}px"></body>`);
await page.screenshot({ path: out! });
await browser.close();
