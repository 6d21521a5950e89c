// SPDX-License-Identifier: MIT
// Pictures of the page to look at (not a test): the page at a desktop and a
// phone width, the carving player, and the browser's print of the maze and
// its answer as PDF (A4 and Letter), through the page's own Print button.
//
// usage: tests/web/run.sh BUILD_DIR MAZESHEET_BINARY tests/web/screenshots.mjs OUT_DIR
// (run.sh passes: PAGE_DIR MAZESHEET GOLDEN_DIR OUT_DIR)
import fs from 'node:fs';
import path from 'node:path';
import {launch, openPage, serve, settled} from './page.mjs';

const [pageDir, , , outDir] = process.argv.slice(2);
fs.mkdirSync(outDir, {recursive: true});
const out = (name) => path.join(outDir, name);

async function fill(page, {title, seed, size}) {
  for (const [selector, text] of [['#title', title], ['#seed', seed], ['#size', size]]) {
    await page.click(selector, {clickCount: 3});
    await page.keyboard.press('Backspace');
    if (text) await page.type(selector, text);
  }
  await settled(page);
}

const browser = await launch();
const server = await serve(path.resolve(pageDir));
try {
  for (const [name, width, height] of [['desktop', 1280, 900], ['phone', 390, 844]]) {
    const page = await openPage(browser, server.url);
    await page.setViewport({width, height, deviceScaleFactor: 1});
    await fill(page, {title: 'Friday puzzle', seed: '2024', size: '16x12'});
    await page.click('#carving-details summary');
    await page.waitForFunction(() => document.getElementById('carving').dataset.state === 'ready');
    await page.focus('#step');
    for (let i = 0; i < 12; ++i) await page.keyboard.press('ArrowRight');
    await page.screenshot({path: out(`page-${name}.png`), fullPage: true});
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({path: out(`page-${name}-top.png`)});
    await page.evaluate(() => document.getElementById('preview-section').scrollIntoView());
    await page.screenshot({path: out(`page-${name}-preview.png`)});
    await page.close();
  }

  for (const paper of ['a4', 'letter']) {
    const page = await openPage(browser, server.url);
    await page.select('#paper', paper);
    await fill(page, {title: 'Friday puzzle', seed: '2024', size: '16x12'});
    // The Print button builds the pages and calls the browser's print;
    // here the print goes to a PDF at the size the page's @page asks for.
    await page.evaluate(() => {
      window.print = () => {
        document.body.dataset.printed = 'true';
      };
    });
    await page.click('#print');
    await page.waitForFunction(() => document.body.dataset.printed === 'true');
    await page.pdf({path: out(`print-${paper}.pdf`), preferCSSPageSize: true, printBackground: true});
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`wrote ${fs.readdirSync(outDir).join(', ')} in ${outDir}`);
