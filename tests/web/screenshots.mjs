// SPDX-License-Identifier: MIT
// Pictures of the page to look at (not a test): the page at a desktop and a
// phone width, the carving player, each grid's preview, answer and carving, and the browser's print of the maze and
// its answer as PDF (A4 and Letter), through the page's own Print button;
// the page at 1280x900 while its lowest field is changed; Play on screen at
// 390 and 1280 px, half-way and solved by a fingertip drag (play-phone.png
// is README's picture).
//
// usage: tests/web/run.sh BUILD_DIR MAZESHEET_BINARY tests/web/screenshots.mjs OUT_DIR
// (run.sh passes: PAGE_DIR MAZESHEET GOLDEN_DIR OUT_DIR)
import fs from 'node:fs';
import path from 'node:path';
import {centre, fingerPoints, mazesOf, touchDrag} from './maze.mjs';
import {launch, openPage, runNative, serve, settled} from './page.mjs';

const [pageDir, mazesheet, , outDir] = process.argv.slice(2);
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

  // Each grid other than squares at 1280x900 (its default size): the form
  // and its preview, the answer, and the carving half-way.
  for (const grid of ['circle', 'hex', 'triangle']) {
    const page = await openPage(browser, server.url);
    await page.setViewport({width: 1280, height: 900, deviceScaleFactor: 1});
    await page.select('#grid', grid);
    await fill(page, {title: 'Friday puzzle', seed: '2024', size: ''});
    await page.screenshot({path: out(`grid-${grid}.png`)});
    await page.click('#show-answer');
    await page.waitForFunction(() => document.getElementById('preview').dataset.showing === 'answer');
    await page.screenshot({path: out(`grid-${grid}-answer.png`)});
    await page.click('#show-answer');
    await page.click('#carving-details summary');
    await page.waitForFunction(() => document.getElementById('carving').dataset.state === 'ready');
    await page.focus('#step');
    for (let i = 0; i < 15; ++i) await page.keyboard.press('ArrowRight');
    await page.evaluate(() => document.getElementById('carving-section').scrollIntoView());
    await page.screenshot({path: out(`grid-${grid}-carving.png`)});
    await page.close();
  }

  // The lowest field changed at 1280x900: the preview and the actions stay in view.
  {
    const page = await openPage(browser, server.url);
    await page.setViewport({width: 1280, height: 900, deviceScaleFactor: 1});
    await fill(page, {title: 'Friday puzzle', seed: '2024', size: '16x12'});
    await page.focus('#seed');
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('5');
    await settled(page);
    await page.screenshot({path: out('page-desktop-lowest-field.png')});
    await page.close();
  }

  // Play on screen: half-way, then solved, by a fingertip drag.
  const maze = mazesOf(runNative(path.resolve(mazesheet), ['-s', '10x14', '--seed', '2024', '-o', 'maze.txt'])
    .files['maze.txt'].toString())[0];
  const way = maze.path();
  for (const [name, width, height] of [['phone', 390, 844], ['desktop', 1280, 900]]) {
    const page = await openPage(browser, server.url, {width, height, hasTouch: true, isMobile: width < 500});
    await fill(page, {title: 'Find the way home', seed: '2024', size: '10x14'});
    await page.click('#play-open');
    await page.waitForFunction(() => document.getElementById('play-dialog').dataset.state === 'ready');
    const session = await page.createCDPSession();
    const half = Math.floor(way.length / 2);
    await touchDrag(page, session, [centre(way[0]), ...fingerPoints(way.slice(0, half + 1))]);
    await page.screenshot({path: out(`play-${name}.png`)});
    await touchDrag(page, session, [centre(way[half]), ...fingerPoints(way.slice(half))]);
    await page.screenshot({path: out(`play-${name}-solved.png`)});
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
