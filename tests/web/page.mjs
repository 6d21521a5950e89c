// SPDX-License-Identifier: MIT
// What the web tests and the web benchmark share: a static server on
// 127.0.0.1, Debian's headless Chromium driven by puppeteer-core with its
// downloads captured, and the native command line run in a folder of its own.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

const TYPES = {'.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png',
  '.svg': 'image/svg+xml', '.json': 'application/json', '.txt': 'text/plain; charset=utf-8'};

// The built page's folder over HTTP, as a static host serves it.
export async function serve(root) {
  const server = http.createServer((request, response) => {
    const wanted = decodeURIComponent(new URL(request.url, 'http://127.0.0.1').pathname);
    const file = path.join(root, path.normalize(wanted === '/' ? '/index.html' : wanted));
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {'content-type': TYPES[path.extname(file)] || 'application/octet-stream'});
    fs.createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => server.close(),
    // Stops serving at once, open connections too: the site is gone.
    stop: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

export function temporaryFolder(name) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `mazesheet-${name}-`));
}

// The files a folder holds, by name, with their bytes.
export function filesIn(folder) {
  const files = {};
  for (const name of fs.readdirSync(folder).sort()) files[name] = fs.readFileSync(path.join(folder, name));
  return files;
}

// The native command line in a fresh folder (with `inputs` copied in).
export function runNative(mazesheet, args, inputs = {}) {
  const folder = temporaryFolder('native');
  for (const [name, source] of Object.entries(inputs)) fs.copyFileSync(source, path.join(folder, name));
  const before = new Set(fs.readdirSync(folder));
  const ran = spawnSync(mazesheet, args, {cwd: folder, env: {...process.env, LC_ALL: 'C'}, maxBuffer: 1 << 28});
  const files = {};
  for (const [name, bytes] of Object.entries(filesIn(folder))) if (!before.has(name)) files[name] = bytes;
  fs.rmSync(folder, {recursive: true, force: true});
  return {
    status: ran.status,
    stdout: ran.stdout.toString(),
    stderr: ran.stderr.toString().split('\n').filter((line) => line !== ''),
    files,
  };
}

// A script's checks, each run, timed and its failure printed and counted.
// MAZESHEET_WEB_ONLY=REGEX runs only the checks whose names match (while
// working on some; a check may lean on the page an earlier one left).
export function checks() {
  const only = process.env.MAZESHEET_WEB_ONLY ? new RegExp(process.env.MAZESHEET_WEB_ONLY) : null;
  let failed = 0;
  async function check(what, body) {
    if (only !== null && !only.test(what)) return;
    const started = performance.now();
    try {
      await body();
      console.log(`ok   ${what} (${Math.round(performance.now() - started)} ms)`);
    } catch (error) {
      failed += 1;
      console.log(`FAIL ${what}: ${error.stack || error}`);
    }
  }
  return {check, failures: () => failed};
}

// `options`: more of puppeteer's launch options (pipe: true, over which
// alone Chromium offers DevTools' PWA domain).
export async function launch(options = {}) {
  return puppeteer.launch({executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, protocolTimeout: 600000,
    ...options});
}

// Every download the browser makes, saved under its GUID in `folder` and
// known by the name the page gave it.
export async function captureDownloads(browser, folder) {
  const session = await browser.target().createCDPSession();
  const downloads = new Map();  // guid -> {name, state, started, finished}
  session.on('Browser.downloadWillBegin', (event) => {
    downloads.set(event.guid, {name: event.suggestedFilename, state: 'inProgress', started: performance.now()});
  });
  session.on('Browser.downloadProgress', (event) => {
    const download = downloads.get(event.guid);
    if (download && event.state !== 'inProgress') {
      download.state = event.state;
      download.finished = performance.now();
    }
  });
  await session.send('Browser.setDownloadBehavior', {behavior: 'allowAndName', downloadPath: folder, eventsEnabled: true});
  return {
    downloads,
    count: () => downloads.size,
    // Waits for downloads past the first `seen` to finish; their bytes by name.
    async finished(seen, expected, timeout = 120000) {
      const limit = performance.now() + timeout;
      for (;;) {
        const fresh = [...downloads.entries()].slice(seen);
        if (fresh.length >= expected && fresh.every(([, d]) => d.state !== 'inProgress')) {
          const files = {};
          for (const [guid, download] of fresh) {
            if (download.state === 'completed') files[download.name] = fs.readFileSync(path.join(folder, guid));
          }
          return {files, downloads: fresh.map(([, d]) => d)};
        }
        if (performance.now() > limit) throw new Error(`waited ${timeout} ms for ${expected} downloads`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

// The page loaded and ready; `viewport` set before it loads (setting touch
// or a phone's viewport afterwards reloads the page).
export async function openPage(browser, url, viewport = null) {
  const page = await browser.newPage();
  page.setDefaultTimeout(180000);
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
  // What the Content-Security-Policy refuses is said on the console.
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`console error: ${message.text()}`);
  });
  if (viewport !== null) await page.setViewport({deviceScaleFactor: 1, ...viewport});
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await settled(page);
  return page;
}

// The preview has caught up with the form (drawn, or refused with messages).
export async function settled(page) {
  await page.waitForFunction(() => ['ready', 'error', 'too-large'].includes(document.getElementById('preview').dataset.state));
}
