// SPDX-License-Identifier: MIT
// The web page's budgets, measured in Debian's headless Chromium:
// 1. transfer size: every file of the built page, raw and gzipped (level 9);
// 2. the default worksheet: from the click on "Make the worksheet" to the
//    browser's download finished (DevTools download events), served from
//    127.0.0.1, after the page has started;
// 3. a 300x300 workbook (hidden answer sheet) in the page
//    (window.mazesheet.run, measured in the page) beside the native command
//    line (wall time of the process), interleaved round by round, same seeds.
//
// usage: tests/web/run.sh BUILD_DIR MAZESHEET_BINARY bench/web.mjs [ROUNDS]
// (run.sh passes: PAGE_DIR MAZESHEET GOLDEN_DIR ROUNDS)
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {captureDownloads, launch, openPage, serve, temporaryFolder} from './page.mjs';

const [pageDir, mazesheet, , roundsText] = process.argv.slice(2);
const rounds = Number(roundsText || 9);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`;

// 1. Transfer size.
console.log('## Transfer size (gzip -9)\n\n| file | bytes | gzipped |\n| --- | ---: | ---: |');
let raw = 0;
let gzipped = 0;
for (const name of fs.readdirSync(pageDir).sort()) {
  const bytes = fs.readFileSync(path.join(pageDir, name));
  const packed = zlib.gzipSync(bytes, {level: 9}).length;
  raw += bytes.length;
  gzipped += packed;
  console.log(`| ${name} | ${bytes.length.toLocaleString('en')} | ${packed.toLocaleString('en')} |`);
}
console.log(`| total | ${raw.toLocaleString('en')} | ${gzipped.toLocaleString('en')} |\n`);

const browser = await launch();
const server = await serve(path.resolve(pageDir));
const downloadFolder = temporaryFolder('bench-downloads');
const downloads = await captureDownloads(browser, downloadFolder);
try {
  // 2. Click to download: with the worksheet made while the preview shows
  // (the page prepares it), and at once on a page just opened (the click
  // waits for the first, cold run: the WebAssembly's code is compiled as
  // it first runs).
  // Also timed in the page: from the click event to the page handing the
  // file to the browser (a download link clicked); the rest is the browser's.
  const clickToDownload = async (page, handed) => {
    const seen = downloads.count();
    await page.evaluate(() => {
      document.getElementById('maze-form').dataset.state = '';
      window.benchMarks = {};
      document.getElementById('make').addEventListener('click', () => {
        window.benchMarks.click = performance.now();
      }, {capture: true, once: true});
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function () {
        window.benchMarks.handed = window.benchMarks.handed || performance.now();
        return click.call(this);
      };
    });
    await page.click('#make');
    const {downloads: finished} = await downloads.finished(seen, 1);
    await page.waitForFunction(() => document.getElementById('maze-form').dataset.state === 'downloaded');
    const marks = await page.evaluate(() => ({...window.benchMarks, origin: performance.timeOrigin}));
    handed.push(marks.handed - marks.click);
    // From the click event (the page's clock) to the download's finished
    // event (this process's clock), both as wall-clock time.
    return performance.timeOrigin + finished[0].finished - (marks.origin + marks.click);
  };
  const prepared = [];
  const preparedHanded = [];
  const atOnce = [];
  const atOnceHanded = [];
  const engine = [];
  for (let round = 0; round < rounds; ++round) {
    const fresh = await openPage(browser, server.url);
    atOnce.push(await clickToDownload(fresh, atOnceHanded));
    await fresh.close();
    const page = await openPage(browser, server.url);
    await page.waitForFunction(() => document.getElementById('make').dataset.prepared === 'true');
    prepared.push(await clickToDownload(page, preparedHanded));
    // The same request through run(), for the worker's own split.
    engine.push(await page.evaluate(async () => (await window.mazesheet.run(['-o', 'maze.xlsx'])).timings));
    await page.close();
  }
  const summary = (times) => `median ${ms(median(times))}, fastest ${ms(Math.min(...times))}, slowest ${ms(Math.max(...times))}`;
  console.log('## Default worksheet: click to finished download\n');
  console.log(`Prepared while the preview shows (${rounds} pages): ${summary(prepared)}; ` +
    `the page's part (click to file handed over): ${summary(preparedHanded)}.`);
  console.log(`At once on a page just opened (${rounds} pages): ${summary(atOnce)}; ` +
    `the page's part: ${summary(atOnceHanded)}.`);
  console.log(`Inside the worker (the same request by run(), warm): a fresh instance ` +
    `${ms(median(engine.map((t) => t.instantiateMs)))}, the command line ${ms(median(engine.map((t) => t.runMs)))}, ` +
    `reading its files back ${ms(median(engine.map((t) => t.collectMs)))} (medians).\n`);
  const page = await openPage(browser, server.url);

  // 3. 300x300 beside the native command line.
  const folder = temporaryFolder('bench-native');
  const pageTimes = [];
  const nativeTimes = [];
  let first = null;
  for (let round = 0; round <= rounds; ++round) {
    const args = ['-s', '300x300', '--seed', String(1000 + round), '-o', 'm.xlsx', '-q'];
    const started = performance.now();
    const ran = spawnSync(path.resolve(mazesheet), args, {cwd: folder});
    const nativeMs = performance.now() - started;
    if (ran.status !== 0) throw new Error(ran.stderr.toString());
    const inPage = await page.evaluate(async (args) => {
      const begun = performance.now();
      const result = await window.mazesheet.run(args);
      if (result.status !== 0) throw new Error(result.stderr.join(' '));
      return performance.now() - begun;
    }, args);
    if (round === 0) {
      first = {inPage, nativeMs};
      continue;  // the page's first large run also compiles its hot code
    }
    pageTimes.push(inPage);
    nativeTimes.push(nativeMs);
  }
  fs.rmSync(folder, {recursive: true, force: true});
  const ratios = pageTimes.map((t, i) => t / nativeTimes[i]);
  console.log('## 300x300 workbook: page beside the native command line\n');
  console.log('| round | page | native | ratio |\n| --- | ---: | ---: | ---: |');
  pageTimes.forEach((t, i) => console.log(`| ${i + 1} | ${ms(t)} | ${ms(nativeTimes[i])} | ${ratios[i].toFixed(2)} |`));
  console.log(`| median | ${ms(median(pageTimes))} | ${ms(median(nativeTimes))} | ${median(ratios).toFixed(2)} |`);
  console.log(`\nFirst run in the page (not counted): ${ms(first.inPage)} beside ${ms(first.nativeMs)} native.`);
  await page.close();
} finally {
  await browser.close();
  server.close();
  fs.rmSync(downloadFolder, {recursive: true, force: true});
}
