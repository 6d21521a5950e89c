// SPDX-License-Identifier: MIT
// The page as an installed app that works offline, in Debian's headless
// Chromium:
// - served over HTTP, its manifest and service worker pass Chromium's
//   installability check (DevTools' Page.getInstallabilityErrors: none),
//   and the app installs and opens in a window of its own (DevTools' PWA
//   domain, offered over a pipe only);
// - offline (DevTools' network emulation on the app's page and on the
//   service worker, and the server stopped: a file not in the cache cannot
//   be fetched), the app opens again from the service worker's cache,
//   makes a worksheet and
//   downloads it byte for byte as the command line writes it, and draws a
//   PNG picture of the page: A4 at 300 dpi, 2480x3508 pixels;
// - during the whole test no request goes to another origin: every request
//   of the page and the app's window (DevTools' request events, those the
//   service worker answers included) and of the service worker from when
//   DevTools attaches to it (its first fetches may come before), and the
//   page's Content-Security-Policy, which allows only its own origin,
//   refuses nothing (a request elsewhere would have been refused there).
//   Chromium's own traffic (its updates, sign-in) is not the page's, and
//   is not looked at.
//
// usage: node test_offline.mjs SITE_DIR|URL MAZESHEET_BINARY GOLDEN_DIR
//   With a URL (a site served elsewhere, e.g. python3 -m http.server), the
//   server is not stopped: offline is DevTools' network emulation alone.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {captureDownloads, launch, runNative, serve, settled, temporaryFolder} from './page.mjs';

const [site, mazesheetArg] = process.argv.slice(2);
const mazesheet = path.resolve(mazesheetArg);
const external = /^https?:\/\//.test(site);
let failures = 0;

async function check(what, body) {
  const started = performance.now();
  try {
    const detail = await body();
    console.log(`ok   ${what}${detail ? `: ${detail}` : ''} (${Math.round(performance.now() - started)} ms)`);
  } catch (error) {
    failures += 1;
    console.log(`FAIL ${what}: ${error.stack || error}`);
  }
}

// Width, height and pixels a metre of a PNG's bytes.
function pngSize(bytes) {
  const buffer = Buffer.from(bytes);
  assert.ok(buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'not a PNG');
  const size = {width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20), perMetre: null};
  for (let at = 8; at < buffer.length;) {
    const length = buffer.readUInt32BE(at);
    if (buffer.toString('latin1', at + 4, at + 8) === 'pHYs') size.perMetre = buffer.readUInt32BE(at + 8);
    at += 12 + length;
  }
  return size;
}

const server = external ? null : await serve(path.resolve(site));
const url = external ? site : server.url;
const origin = new URL(url).origin;
const browser = await launch({pipe: true});
const downloadFolder = temporaryFolder('offline-downloads');
// Every request of the pages and of the service worker: [who, url].
const requests = [];
const workerSessions = [];
browser.on('targetcreated', async (target) => {
  if (target.type() !== 'service_worker') return;
  const session = await target.createCDPSession();
  session.on('Network.requestWillBeSent', (event) => requests.push(['service worker', event.request.url]));
  await session.send('Network.enable');
  workerSessions.push(session);
});
// What DevTools' Network panel does when set to Offline, on a page and on
// the service worker (whose fetches are its own, not the page's).
const OFFLINE = {offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1};

async function watch(page, who) {
  page.setDefaultTimeout(180000);
  page.on('request', (request) => requests.push([who, request.url()]));
  page.on('pageerror', (error) => console.log(`${who}: page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`${who}: console error: ${message.text()}`);
  });
  // What the Content-Security-Policy refuses, kept by the page.
  await page.evaluateOnNewDocument(() => {
    window.refused = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.refused.push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
}
try {
  const downloads = await captureDownloads(browser, downloadFolder);
  const page = await browser.newPage();
  await watch(page, 'page');
  const session = await page.createCDPSession();
  let app = null;  // the installed app's window

  await check('online: the page opens and its service worker takes it over', async () => {
    await page.goto(url);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    await settled(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cached = await page.evaluate(async () => {
      const keys = await caches.keys();
      const cache = await caches.open(keys.find((key) => key.startsWith('mazesheet-')));
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    for (const file of ['/', '/index.html', '/engine.js', '/app.js', '/manifest.json', '/third-party/index.html']) {
      assert.ok(cached.includes(file), `${file} is not in the cache (${cached.join(' ')})`);
    }
    return `${cached.length} files cached`;
  });

  await check('installable: Chromium finds no installability error; the app installs and opens', async () => {
    const manifest = await session.send('Page.getAppManifest');
    assert.deepEqual(manifest.errors, [], 'the manifest has errors');
    assert.match(manifest.url, /manifest\.json$/);
    const {installabilityErrors} = await session.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, [], 'Chromium would not install the page');
    const {appId} = await session.send('Page.getAppId');
    assert.equal(appId, new URL('./', url).href, 'the app\'s id is not the page\'s folder');
    // As the browser's install button does: the page that is open.
    await session.send('PWA.install', {manifestId: appId});
    const state = await session.send('PWA.getOsAppState', {manifestId: appId});
    // Opened as a teacher opens the installed app: a window of its own.
    const opened = new Promise((resolve) => browser.on('targetcreated', (target) => {
      if (target.type() === 'page' && target.url() === new URL('./', url).href) resolve(target);
    }));
    await session.send('PWA.launch', {manifestId: appId});
    app = await (await opened).page();
    await watch(app, 'app');
    await app.waitForFunction(() => document.body.dataset.ready === 'true');
    await settled(app);
    return `manifest ${manifest.url.replace(origin, '')}, app ${appId} installed (OS state ${JSON.stringify(state)}) ` +
           'and opened';
  });

  await check('offline: the page opens from its cache, makes a worksheet byte for byte the command line\'s, ' +
              'and a PNG picture of A4 at 300 dpi', async () => {
    assert.ok(app, 'the app did not open');
    const page = app;
    await page.setOfflineMode(true);
    for (const worker of workerSessions) await worker.send('Network.emulateNetworkConditions', OFFLINE);
    if (server) await server.stop();
    const response = await page.reload();
    assert.ok(response.fromServiceWorker(), 'the page did not come from the service worker');
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    assert.equal(await page.evaluate(() => navigator.onLine), false, 'the browser is not offline');
    const probe = await page.evaluate(() => fetch(`not-cached.txt?${Math.random()}`, {cache: 'no-store'})
      .then((reply) => `reached the server (${reply.status})`, () => 'no network'));
    assert.equal(probe, 'no network', 'a file not in the cache');
    const seed = '4242';
    await page.click('#seed', {clickCount: 3});
    await page.keyboard.press('Backspace');
    await page.type('#seed', seed);
    await settled(page);
    assert.equal(await page.$eval('#preview', (p) => p.dataset.state), 'ready',
      `the preview: ${await page.$eval('#form-message', (p) => p.textContent)}`);
    const expected = runNative(mazesheet, ['--seed', seed, '-o', 'maze.xlsx']);
    assert.equal(expected.status, 0, expected.stderr.join(' '));
    let seen = downloads.count();
    await page.click('#make');
    await page.waitForFunction(() => document.getElementById('maze-form').dataset.state === 'downloaded');
    const {files} = await downloads.finished(seen, 1);
    assert.deepEqual(Object.keys(files), ['maze.xlsx']);
    assert.ok(Buffer.from(files['maze.xlsx']).equals(expected.files['maze.xlsx']),
      `maze.xlsx differs (${files['maze.xlsx'].length} bytes offline, ${expected.files['maze.xlsx'].length} ` +
      'from the command line)');
    seen = downloads.count();
    await page.click('#png');
    const pictures = (await downloads.finished(seen, 1)).files;
    assert.deepEqual(Object.keys(pictures), ['maze.png']);
    const size = pngSize(pictures['maze.png']);
    assert.deepEqual(size, {width: 2480, height: 3508, perMetre: 11811});
    // To look at (not checked): the app offline, and its picture.
    if (process.env.MAZESHEET_KEEP_PRINTS) {
      const keep = process.env.MAZESHEET_KEEP_PRINTS;
      fs.mkdirSync(keep, {recursive: true});
      await page.screenshot({path: path.join(keep, 'offline-app.png'), fullPage: true});
      fs.writeFileSync(path.join(keep, 'offline-maze.png'), pictures['maze.png']);
    }
    return `maze.xlsx ${files['maze.xlsx'].length} bytes; maze.png ${size.width}x${size.height}, ` +
           `${pictures['maze.png'].length} bytes`;
  });

  await check('no request went to another origin; the Content-Security-Policy refused nothing, and refuses a ' +
              'request elsewhere', async () => {
    const elsewhere = requests.filter(([, address]) => !/^(blob|data):/.test(address) && new URL(address).origin !== origin);
    assert.deepEqual(elsewhere, [], 'requests to other origins');
    for (const open of [page, app].filter(Boolean)) assert.deepEqual(await open.evaluate(() => window.refused), []);
    const policy = await page.$eval('meta[http-equiv="Content-Security-Policy"]', (meta) => meta.content);
    assert.match(policy, /(^|; )default-src 'self'(;|$)/);
    assert.doesNotMatch(policy, /https?:|\*|'unsafe-inline'|'unsafe-eval'/, 'the policy allows more than this origin');
    // And it holds: a request elsewhere is refused before it is made.
    const refusals = await page.evaluate(async () => {
      const before = window.refused.length;
      await fetch('https://example.invalid/').catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 200));
      return window.refused.slice(before);
    });
    assert.deepEqual(refusals, ['connect-src: https://example.invalid/']);
    const byWho = {};
    for (const [who] of requests) byWho[who] = (byWho[who] || 0) + 1;
    return `${requests.length} requests, all to ${origin} or blob:/data: (${JSON.stringify(byWho)})`;
  });
} finally {
  await browser.close();
  if (server) await server.stop();
}
console.log(failures ? `${failures} offline check(s) failed` : 'all offline checks passed');
process.exit(failures ? 1 : 0);
