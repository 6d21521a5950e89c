// SPDX-License-Identifier: MIT
// Playing on screen, in Debian's headless Chromium: the page that
// `mazesheet -o play.html` writes (opened from disk and over HTTP) and the
// web page's Play view (served and from disk), against the command line's
// own block text of the same mazes and the playable workbook's verdicts as
// LibreOffice and gnumeric recalculate them:
// - solved by simulated touch drags (fingertip-sized, off the centre line),
//   by the mouse and by the keys; backing up by retracing;
// - a drag into a wall stops at it and says so, and the line goes on from
//   there; a key into a wall likewise;
// - every verdict shown (nothing yet, keep going, solved, a wall, extra
//   marks and a shorter way in a braided maze);
// - the clock and the move count, and neither when the teacher leaves them out;
// - the keyboard alone: Tab to the maze, each move said (where, which ways
//   are open), the distance to F on request, the verdict in a live region;
// - the same marked routes judged by the player as LibreOffice and gnumeric
//   judge the playable sheet (tests/sheet/play_verdicts.py);
// - a class set of 25: under 1 MB, open in under a second, a maze chosen by
//   number; the same options and seed give the same bytes, and the page's
//   Play view saves the command line's very file;
// - it fits a 390 px phone and a 1280 px screen; axe-core finds nothing
//   against WCAG 2.1 A and AA in the file or in the page's Play view.
//
// usage: node test_play.mjs PAGE_DIR MAZESHEET_BINARY GOLDEN_DIR
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import {KEY_OF, Maze, ROOT, centre, direction, fingerPoints, mazesOf, mouseDrag, pressAlong, touchDrag} from './maze.mjs';
import {captureDownloads, checks, launch, openPage, runNative, serve, settled, temporaryFolder} from './page.mjs';

const [pageDir, mazesheet, goldenDir] = process.argv.slice(2).map((p) => path.resolve(p));
const testsDir = path.dirname(goldenDir);
const masksDir = path.join(testsDir, '..', 'templates', 'masks');
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const {check, failures} = checks();

// A page to play, written by the command line into `folder`; its mazes from
// the block text of the same options.
function written(folder, name, args) {
  const made = runNative(mazesheet, [...args, '-o', name]);
  assert.equal(made.status, 0, made.stderr.join(' '));
  fs.writeFileSync(path.join(folder, name), made.files[name]);
  // Block text has no clock, and no key (class-set's template asks for one).
  const mazeArgs = args.filter((arg) => arg !== '--no-timer' && arg !== '--no-moves');
  const text = runNative(mazesheet, [...mazeArgs, '--no-solution', '-o', 'maze.txt']);
  return {file: path.join(folder, name), bytes: made.files[name], mazes: mazesOf(text.files['maze.txt'].toString())};
}

// ---- The player in a page -----------------------------------------------------


async function state(page) {
  return page.$eval(ROOT, (root) => ({
    head: root.dataset.head, route: Number(root.dataset.route), moves: Number(root.dataset.moves),
    verdict: root.dataset.verdict, judged: root.dataset.judged, seconds: Number(root.dataset.seconds),
    maze: Number(root.dataset.maze),
    verdictText: root.querySelector('.play-verdict').textContent,
    said: root.querySelector('.play-said').textContent.replace(/\u00a0+$/, ''),
    time: root.querySelector('.play-time')?.textContent ?? null,
    movesText: root.querySelector('.play-moves')?.textContent ?? null,
  }));
}

async function texts(page) {
  return page.evaluate(() => JSON.parse(document.getElementById('mazesheet-play-data').textContent).texts);
}

async function axeViolations(page) {
  // Read in over DevTools: the page's Content-Security-Policy refuses a script tag.
  await page.evaluate(fs.readFileSync(axeSource, 'utf8'));
  return page.evaluate(async () => {
    const result = await window.axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}});
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

async function openPlay(browser, url, viewport = {width: 1280, height: 900}) {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
  await page.setViewport({...viewport, deviceScaleFactor: 1, hasTouch: true});
  await page.goto(url);
  await page.waitForSelector(ROOT);
  return page;
}

// The verdict the player gives for marked cells (the sheet's marks: [column, row]).
async function judged(page, mazeIndex, marks) {
  return page.evaluate((mazeIndex, marks) => {
    const data = JSON.parse(document.getElementById('mazesheet-play-data').textContent);
    const maze = window.MazesheetPlay.decode(data.mazes[mazeIndex]);
    const marked = new Uint8Array(maze.cells.length);
    for (const [column, row] of marks) marked[maze.cells.findIndex((c) => c.column === column && c.row === row)] = 1;
    return data.texts[window.MazesheetPlay.judge(maze, marked)];
  }, mazeIndex, marks);
}

// ---- The tests ----------------------------------------------------------------

const folder = temporaryFolder('play');
const browser = await launch();
const server = await serve(pageDir);
const files = await serve(folder);
const downloadFolder = temporaryFolder('play-downloads');
const downloads = await captureDownloads(browser, downloadFolder);
let czech = null;  // the Czech maze's marked routes and the engines' verdicts

try {
  const small = written(folder, 'small.html', ['-s', '8x6', '--seed', '11']);
  const smallMaze = small.mazes[0];
  const smallWay = smallMaze.path();

  await check('play.html from disk: the keyboard alone, every move said, the verdict in a live region', async () => {
    const page = await openPlay(browser, pathToFileURL(small.file).href);
    try {
      const words = await texts(page);
      const said = (cell) => {
        const ways = smallMaze.around(cell).filter(([, open]) => open).map(([, , d]) => words.directions[d]);
        let text = words.where.replace('{row}', cell[1] + 1).replace('{column}', cell[0] + 1);
        if (String(cell) === String(smallMaze.start)) text += ` ${words.start}.`;
        if (String(cell) === String(smallMaze.finish)) text += ` ${words.finish}.`;
        return `${text} ${words.ways.replace('{ways}', ways.join(', '))}`;
      };
      // Tab to the maze from the top of the page.
      let tabs = 0;
      while (!(await page.evaluate(() => document.activeElement.classList.contains('play-board')))) {
        await page.keyboard.press('Tab');
        tabs += 1;
        assert.ok(tabs < 10, 'the maze cannot be reached with Tab');
      }
      assert.equal((await state(page)).said, said(smallMaze.start));
      assert.equal((await state(page)).verdictText, words.empty);
      assert.equal(await page.$eval(`${ROOT} .play-verdict`, (p) => p.getAttribute('role')), 'status');
      assert.equal(await page.$eval(`${ROOT} .play-said`, (p) => p.getAttribute('aria-live')), 'polite');
      const heard = [];
      for (let k = 1; k < smallWay.length; k += 1) {
        await page.keyboard.press(KEY_OF[direction(smallWay[k - 1], smallWay[k])]);
        const now = await state(page);
        heard.push(now.said);
        assert.equal(now.said, said(smallWay[k]), `after move ${k}`);
        assert.equal(now.head, String(smallWay[k]));
        if (k === 1) assert.equal(now.verdictText, words.goOn);
      }
      const done = await state(page);
      assert.equal(done.verdictText, words.solved);
      assert.equal(done.moves, smallWay.length - 1);
      // The distance on request: Enter on the maze, and the button.
      await page.keyboard.press('ArrowUp');  // F's cell: whatever is up, a step or a wall
      await page.keyboard.press('Enter');
      const here = (await state(page)).head.split(',').map(Number);
      const fromHere = new Maze(smallMaze.lines);
      fromHere.start = here;
      assert.ok((await state(page)).said.endsWith(words.distance.replace('{steps}', fromHere.path().length - 1)),
        (await state(page)).said);
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
      assert.equal(await page.evaluate(() => document.activeElement.textContent), words.askDistance);
      await page.keyboard.press('Enter');
      assert.equal((await state(page)).said, words.distance.replace('{steps}', fromHere.path().length - 1));
      console.log(`     ${tabs} Tab presses to the maze; heard: "${heard[0]}" ... "${heard[heard.length - 1]}"`);
    } finally {
      await page.close();
    }
  });

  await check('play.html over HTTP: a key into a wall stays and says so; the clock and the moves', async () => {
    const page = await openPlay(browser, `${files.url}small.html`);
    try {
      const words = await texts(page);
      const before = await state(page);
      assert.equal(before.time, words.time.replace('{time}', '0:00'));
      assert.equal(before.movesText, words.moves.replace('{moves}', '0'));
      await page.focus(`${ROOT} .play-board`);
      // A way out of S that is a wall (or the outline).
      const walled = [0, 1, 2, 3].find((d) => !smallMaze.around(smallMaze.start).some(([, open, way]) => open && way === d));
      await page.keyboard.press(KEY_OF[walled]);
      let now = await state(page);
      assert.equal(now.head, String(smallMaze.start));
      assert.equal(now.verdictText, words.wall);
      assert.ok(now.said.startsWith(words.wall), now.said);
      assert.equal(now.moves, 0);
      // The clock starts with the first move and counts seconds.
      await page.keyboard.press(KEY_OF[direction(smallWay[0], smallWay[1])]);
      await page.waitForFunction(() => Number(document.querySelector('.mazesheet-play').dataset.seconds) >= 1);
      now = await state(page);
      assert.equal(now.time, words.time.replace('{time}', '0:01'));
      assert.equal(now.movesText, words.moves.replace('{moves}', '1'));
      assert.equal(now.verdictText, words.goOn);
      // Start again: the line, the moves and the clock from the beginning.
      await page.click(`${ROOT} .play-restart`);
      now = await state(page);
      assert.deepEqual([now.route, now.moves, now.seconds, now.verdictText], [1, 0, 0, words.empty]);
    } finally {
      await page.close();
    }
    const plain = written(folder, 'plain.html', ['-s', '8x6', '--seed', '11', '--no-timer', '--no-moves']);
    const other = await openPlay(browser, pathToFileURL(plain.file).href);
    try {
      const now = await state(other);
      assert.deepEqual([now.time, now.movesText], [null, null], 'the clock or the moves are shown');
    } finally {
      await other.close();
    }
  });

  await check('play.html: solved by a fingertip drag; a drag into a wall stops there and goes on after', async () => {
    const page = await openPlay(browser, pathToFileURL(small.file).href, {width: 390, height: 844});
    try {
      const words = await texts(page);
      const session = await page.createCDPSession();
      // A cell of the way with a wall to a neighbour that is not the way on.
      const at = smallWay.findIndex((cell, k) => k > 0 && k + 1 < smallWay.length &&
        smallMaze.around(cell).some(([q, open]) => !open && String(q) !== String(smallWay[k - 1])));
      const wall = smallMaze.around(smallWay[at]).find(([q, open]) => !open && String(q) !== String(smallWay[at - 1]));
      const beyond = [2 * wall[0][0] - smallWay[at][0], 2 * wall[0][1] - smallWay[at][1]];
      const start = centre(smallWay[0]);
      await touchDrag(page, session, [[start[0] + 0.3, start[1] - 0.2], ...fingerPoints(smallWay.slice(0, at + 1)),
        centre(wall[0]), centre(beyond)]);
      let now = await state(page);
      assert.equal(now.head, String(smallWay[at]), 'the line went past the wall');
      assert.equal(now.verdict, 'wall');
      assert.equal(now.verdictText, words.wall);
      assert.equal(now.route, at + 1);
      // Picked up again at its end, it goes on to F.
      const end = centre(smallWay[at]);
      await touchDrag(page, session, [[end[0] - 0.25, end[1] + 0.2], ...fingerPoints(smallWay.slice(at))]);
      now = await state(page);
      assert.equal(now.head, String(smallMaze.finish));
      assert.equal(now.verdictText, words.solved);
      assert.equal(now.moves, smallWay.length - 1);
      // The player fits the phone: no sideways scrolling, the verdict on screen.
      const fits = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        verdict: document.querySelector('.play-verdict').getBoundingClientRect().bottom,
        board: document.querySelector('.play-board svg').getBoundingClientRect().width,
      }));
      assert.ok(fits.width <= 390 && fits.verdict <= 844 && fits.board >= 300, JSON.stringify(fits));
    } finally {
      await page.close();
    }
  });

  await check('play.html: the mouse draws the line, and backs up along it', async () => {
    const page = await openPlay(browser, pathToFileURL(small.file).href);
    try {
      const words = await texts(page);
      const ahead = smallWay.slice(0, 6);
      await mouseDrag(page, [centre(ahead[0]), ...fingerPoints(ahead), ...fingerPoints([...ahead].reverse().slice(0, 3))]);
      let now = await state(page);
      assert.equal(now.head, String(ahead[3]));
      assert.equal(now.route, 4);
      assert.equal(now.moves, 7);
      assert.equal(now.verdictText, words.goOn);
      await mouseDrag(page, [centre(ahead[3]), ...fingerPoints(smallWay.slice(3))]);
      now = await state(page);
      assert.equal(now.verdictText, words.solved);
      // Solved, the clock stands still (a second and a bit later).
      const stopped = now.seconds;
      const solvedAt = await page.evaluate(() => performance.now());
      await page.waitForFunction((then) => performance.now() > then + 1100, {}, solvedAt);
      assert.equal((await state(page)).seconds, stopped);
    } finally {
      await page.close();
    }
  });

  await check('every verdict: extra marks and a shorter way in a braided maze', async () => {
    const braided = written(folder, 'braided.html', ['-s', '9x9', '-a', 'kruskal', '--seed', '44', '--braid', '0.6']);
    const maze = braided.mazes[0];
    const way = maze.path();
    const key = (p) => `${p[0]},${p[1]}`;
    const found = {};
    for (let k = 1; k < way.length; k += 1) {
      const longer = maze.path(new Set([[key(way[k - 1]), key(way[k])].sort().join('|')]));
      if (longer === null || longer.length <= way.length) continue;
      const position = new Map(longer.map((p, i) => [key(p), i]));
      const shortcut = longer.some((p, i) => maze.around(p).some(([q, open]) => open && position.has(key(q)) &&
        Math.abs(position.get(key(q)) - i) > 1));
      found[shortcut ? 'extra' : 'shorter'] ||= longer;
    }
    assert.ok(found.extra && found.shorter, `longer ways found: ${Object.keys(found)}`);
    const page = await openPlay(browser, pathToFileURL(braided.file).href);
    try {
      const words = await texts(page);
      for (const kind of ['extra', 'shorter']) {
        await page.click(`${ROOT} .play-restart`);
        await pressAlong(page, found[kind]);
        const now = await state(page);
        assert.equal(now.head, String(maze.finish));
        assert.equal(now.verdictText, words[kind], kind);
      }
      await page.click(`${ROOT} .play-restart`);
      await pressAlong(page, way);
      assert.equal((await state(page)).verdictText, words.solved);
    } finally {
      await page.close();
    }
  });

  await check('the same marked routes: the player judges as LibreOffice and gnumeric judge the sheet', async () => {
    const out = path.join(folder, 'verdicts.json');
    const ran = spawnSync('/usr/bin/python3', [path.join(testsDir, 'sheet', 'play_verdicts.py'), mazesheet, masksDir, out],
      {cwd: path.join(testsDir, 'sheet'), encoding: 'utf8'});
    assert.equal(ran.status, 0, ran.stderr);
    const records = JSON.parse(fs.readFileSync(out, 'utf8'));
    const byArgs = new Map();
    for (const record of records) {
      const key = JSON.stringify(record.args);
      if (!byArgs.has(key)) byArgs.set(key, []);
      byArgs.get(key).push(record);
    }
    const seen = {};
    let k = 0;
    for (const [key, group] of byArgs) {
      const play = written(folder, `judged-${k++}.html`, JSON.parse(key));
      const page = await openPlay(browser, pathToFileURL(play.file).href);
      try {
        for (const record of group) {
          const text = await judged(page, record.maze, record.marks);
          for (const [engine, said] of Object.entries(record.verdicts)) {
            assert.equal(text, said, `${record.name}: the player says ${text}, ${engine} ${said}`);
            seen[engine] = (seen[engine] || 0) + 1;
          }
        }
      } finally {
        await page.close();
      }
    }
    assert.ok(seen.LibreOffice > 0, 'no verdict of LibreOffice');
    console.log(`     ${records.length} marked routes, ${JSON.stringify(seen)} engine verdicts, all the player's`);
    czech = records.filter((record) => record.name.startsWith('czech'));
  });

  await check('a class set of 25: under 1 MB, opens in under a second, each maze by its number, same bytes again', async () => {
    const set = written(folder, 'set.html', ['--template', 'class-set', '--seed', '5']);
    const again = runNative(mazesheet, ['--template', 'class-set', '--seed', '5', '-o', 'set.html']);
    assert.ok(again.files['set.html'].equals(set.bytes), 'the same options and seed gave other bytes');
    assert.ok(set.bytes.length < 1 << 20, `${set.bytes.length} bytes`);
    assert.equal(set.mazes.length, 25);
    const page = await openPlay(browser, `${pathToFileURL(set.file).href}#7`);
    try {
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0];
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return {loaded: navigation.loadEventEnd, painted: paint ? paint.startTime : null};
      });
      assert.ok(timing.loaded > 0 && timing.loaded < 1000, `opened in ${timing.loaded} ms`);
      assert.equal((await state(page)).maze, 7);
      assert.equal((await state(page)).head, String(set.mazes[6].start));
      await page.select(`${ROOT} select`, '24');
      assert.equal((await state(page)).head, String(set.mazes[24].start));
      await page.focus(`${ROOT} .play-board`);
      await pressAlong(page, set.mazes[24].path());
      assert.equal((await state(page)).verdict, 'solved');
      console.log(`     ${set.bytes.length} bytes; load event ${Math.round(timing.loaded)} ms, first paint ` +
        `${Math.round(timing.painted)} ms after navigation`);
    } finally {
      await page.close();
    }
  });

  await check('axe-core: play.html (a class set, mid-way, at a wall) has nothing against WCAG 2.1 A and AA', async () => {
    const page = await openPlay(browser, pathToFileURL(path.join(folder, 'set.html')).href, {width: 390, height: 844});
    try {
      await page.focus(`${ROOT} .play-board`);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      assert.deepEqual(await axeViolations(page), []);
    } finally {
      await page.close();
    }
  });

  // The web page's Play view, on the Czech maze the engines judged above.

  async function setField(page, selector, text) {
    await page.focus(selector);
    await page.$eval(selector, (input) => input.select());
    await page.keyboard.press('Backspace');
    await page.type(selector, text);
  }

  async function fillCzech(page, czechArgs) {
    const value = (flag) => czechArgs[czechArgs.indexOf(flag) + 1];
    await page.select('#language', 'cs');
    for (const [field, flag] of [['#size', '-s'], ['#seed', '--seed']]) await setField(page, field, value(flag));
    await page.select('#algorithm', value('-a'));
    await settled(page);
  }

  async function openView(page) {
    await page.click('#play-open');
    await page.waitForFunction(() => ['ready', 'refused'].includes(document.getElementById('play-dialog').dataset.state));
    assert.equal(await page.$eval('#play-dialog', (d) => d.dataset.state), 'ready',
      await page.$eval('#play-message', (p) => p.textContent));
  }

  await check('the page\'s Play view: in Czech, the sheet\'s verdicts; played by keys; it saves the command line\'s file', async () => {
    assert.ok(czech !== null, 'the marked routes\' check did not run');
    const czechArgs = czech[0].args;
    const czechPlay = written(folder, 'czech.html', czechArgs);
    const page = await openPage(browser, server.url, {width: 1280, height: 900, hasTouch: true});
    try {
      await fillCzech(page, czechArgs);
      await openView(page);
      assert.equal(await page.$eval('#play-area', (a) => a.lang), 'cs');
      const nothing = czech.find((r) => r.name.endsWith('nothing marked'));
      assert.equal((await state(page)).verdictText, Object.values(nothing.verdicts)[0]);
      assert.equal(await page.evaluate(() => document.activeElement.classList.contains('play-board')), true,
        'the maze has no focus when the view opens');
      const maze = czechPlay.mazes[0];
      await pressAlong(page, maze.path());
      const right = czech.find((r) => r.name.endsWith('right way'));
      assert.equal((await state(page)).verdictText, Object.values(right.verdicts)[0]);
      // Every marked route, judged by the page's player on its engine's page to play.
      const said = await page.evaluate(async (args, records) => {
        const result = await window.mazesheet.run([...args, '-o', 'judged.html']);
        const html = new TextDecoder().decode(result.files['judged.html']);
        const data = JSON.parse(new DOMParser().parseFromString(html, 'text/html')
          .getElementById('mazesheet-play-data').textContent);
        return records.map((record) => {
          const maze = window.MazesheetPlay.decode(data.mazes[record.maze]);
          const marked = new Uint8Array(maze.cells.length);
          for (const [column, row] of record.marks) {
            marked[maze.cells.findIndex((c) => c.column === column && c.row === row)] = 1;
          }
          return data.texts[window.MazesheetPlay.judge(maze, marked)];
        });
      }, czechArgs, czech);
      czech.forEach((record, k) => {
        for (const [engine, text] of Object.entries(record.verdicts)) {
          assert.equal(said[k], text, `${record.name}: the page says ${said[k]}, ${engine} ${text}`);
        }
      });
      const seen = downloads.count();
      await page.click('#play-save');
      const {files: saved} = await downloads.finished(seen, 1);
      assert.deepEqual(Object.keys(saved), ['maze-play.html']);
      assert.ok(saved['maze-play.html'].equals(czechPlay.bytes), 'the saved page differs from the command line\'s');
      assert.deepEqual(await axeViolations(page), []);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.getElementById('play-dialog').open);
      assert.equal(await page.evaluate(() => document.activeElement.id), 'play-open');
    } finally {
      await page.close();
    }
  });

  await check('the page\'s Play view from disk, on a phone: a class set, a fingertip drag to F', async () => {
    const page = await openPage(browser, pathToFileURL(path.join(pageDir, 'index.html')).href,
      {width: 390, height: 844, hasTouch: true, isMobile: true});
    try {
      await setField(page, '#count', '3');
      await setField(page, '#seed', '46');
      await setField(page, '#size', '6x5');
      await settled(page);
      await openView(page);
      const set = written(folder, 'phone.html', ['-s', '6x5', '--seed', '46', '--count', '3']);
      await page.select('#play-area select', '1');
      const way = set.mazes[1].path();
      const session = await page.createCDPSession();
      await touchDrag(page, session, [centre(way[0]), ...fingerPoints(way)]);
      const now = await state(page);
      assert.equal(now.maze, 2);
      assert.equal(now.verdict, 'solved');
      const fits = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        dialog: document.getElementById('play-dialog').getBoundingClientRect().toJSON(),
        verdict: document.querySelector('.play-verdict').getBoundingClientRect().bottom,
      }));
      assert.ok(fits.width <= 390 && fits.dialog.right <= 390 && fits.verdict <= 844, JSON.stringify(fits));
    } finally {
      await page.close();
    }
  });
} finally {
  await browser.close();
  server.close();
  files.close();
  fs.rmSync(folder, {recursive: true, force: true});
  fs.rmSync(downloadFolder, {recursive: true, force: true});
}

console.log(failures() === 0 ? 'all play checks passed' : `${failures()} play check(s) failed`);
process.exit(failures() === 0 ? 0 : 1);
