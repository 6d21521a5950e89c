// SPDX-License-Identifier: MIT
// The web page in Debian's headless Chromium, served from 127.0.0.1 and
// opened from disk, against the native command line:
// - the form, filled as a teacher fills it, downloads byte for byte what
//   `mazesheet` writes for the same options and seed (eleven option sets:
//   default, the class-set template and its key, playable, a shipped shape,
//   letters, step sheets, a separate key in blocks on Letter with a title, a
//   class set of easy mazes, a PNG picture from disk, German words with a
//   separate key, times-7 facts on an open grid, and from file://);
// - window.mazesheet.run gives the command line's status, files, standard
//   output and messages, for large workbooks too (a 200x200 maze and its
//   answer, a streamed 300x300, a 40-maze class set past the streaming size,
//   every algorithm's maze and measures);
// - the preview is the command line's SVG, and its answer the SVG key; with
//   a teacher's fact file chosen from disk, its items (read from the
//   preview's SVG in the page) are the command line's, cell by cell;
// - a bad input shows the command line's message beside its field, in the
//   page's words (the field's name, not the flag's), and downloads nothing;
//   no message on the page names a command-line flag;
// - at 1280x900 the preview and the Make and Print buttons stay in view
//   whatever field of the form has focus, and no file the page asks for is
//   missing (the favicon);
// - Print prints every maze of a class set of 25, a page each, and their
//   answers only when they go in a separate key;
// - the facts list shows what each set is; the Answers choice is not cut off;
// - a long run shows the command line's progress line, the page keeps
//   drawing meanwhile, and Cancel stops it with no download;
// - the carving player advances while playing, holds still when paused, and
//   its slider shows the frame it names;
// - every choice list (paper, orientation, style, language, difficulty, grid)
//   is the program's --list-choices, its names and words;
// - each grid offers the algorithms --list-grids names for it; a circle's
//   shapes and Play on screen are disabled, each with its reason; for circle,
//   hex and triangle the preview, its answer, the carving, Print and the
//   download (SVG pages, a class set in a .zip, where the workbook cannot
//   draw the grid) are the command line's;
// - axe-core finds no WCAG 2.1 A/AA violation (labels, names, contrast).
//
// usage: node test_page.mjs PAGE_DIR MAZESHEET_BINARY GOLDEN_DIR
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import {captureDownloads, checks, filesIn, launch, openPage, runNative, serve, settled, temporaryFolder} from './page.mjs';

const [pageDir, mazesheet, goldenDir] = process.argv.slice(2).map((p) => path.resolve(p));
// A teacher's fact file, as one would choose it from disk.
const factsFolder = temporaryFolder('facts');
const spelling = path.join(factsFolder, 'spelling week 3.txt');
fs.writeFileSync(spelling, '[true]\nsaid\nfriend\nthere\nwhere\nwould\ncould\npeople\nlittle\nwater\nafter\n' +
  '[false]\nsed\nfreind\nthare\nwher\nwood\ncud\npeple\nlitle\nwatter\nafta\nfrend\nwhear\nwuld\ncoud\npepole\n' +
  'littel\nwarter\naftre\nsayd\nthair\n');

const {check, failures} = checks();

function sameFiles(got, expected, what) {
  assert.deepEqual(Object.keys(got).sort(), Object.keys(expected).sort(), `${what}: file names`);
  for (const [name, bytes] of Object.entries(expected)) {
    assert.ok(Buffer.from(got[name]).equals(bytes),
      `${what}: ${name} differs (${got[name].length} bytes in the page, ${bytes.length} from the command line)`);
  }
}

async function typeInto(page, selector, text) {
  // Everything in the field selected (a triple click stops at a '-').
  await page.click(selector);
  await page.$eval(selector, (input) => input.select());
  await page.keyboard.press('Backspace');
  if (text !== '') await page.type(selector, text);
}

// The form's steps for each option set, and the command line a user would
// type for the same worksheet (written here, not read from the page).
const WORKSHEETS = [
  {name: 'default', fill: async () => {}, args: ['-o', 'maze.xlsx']},
  {name: 'class-set template with its key', fill: async (page) => page.select('#template', 'class-set'),
    args: ['--template', 'class-set', '-o', 'maze.xlsx']},
  {name: 'playable', fill: async (page) => {
    await typeInto(page, '#size', '12x9');
    await page.click('#playable');
  }, args: ['-s', '12x9', '--playable', '-o', 'maze.xlsx']},
  {name: 'shipped shape', fill: async (page) => {
    await page.click('input[name="shape"][value="mask"]');
    await page.select('#mask', 'heart');
    await page.select('#algorithm', 'wilson');
  }, args: ['--mask', 'heart', '-a', 'wilson', '-o', 'maze.xlsx']},
  {name: 'letters', fill: async (page) => {
    await page.click('input[name="shape"][value="letters"]');
    await typeInto(page, '#letters', 'Mia');
  }, args: ['--mask-text', 'Mia', '-o', 'maze.xlsx']},
  {name: 'step sheets', fill: async (page) => {
    await typeInto(page, '#size', '10x8');
    await typeInto(page, '#steps', '4');
  }, args: ['-s', '10x8', '--steps', '4', '-o', 'maze.xlsx']},
  {name: 'separate key, blocks, Letter, a title', fill: async (page) => {
    await typeInto(page, '#title', 'Friday puzzle');
    await page.select('#answers', 'key');
    await page.select('#style', 'blocks');
    await page.select('#paper', 'letter');
  }, args: ['--title', 'Friday puzzle', '--answers', 'friday-puzzle-answers.xlsx', '--style', 'blocks', '--paper', 'letter',
    '-o', 'friday-puzzle.xlsx']},
  {name: 'class set of easy mazes, no answers', fill: async (page) => {
    await page.select('#difficulty', 'easy');
    await typeInto(page, '#count', '3');
    await page.select('#answers', 'none');
  }, args: ['--difficulty', 'easy', '--count', '3', '--no-solution', '-o', 'maze.xlsx']},
  {name: 'PNG picture from disk', fill: async (page) => {
    await page.click('input[name="shape"][value="picture"]');
    const input = await page.$('#picture');
    await input.uploadFile(path.join(goldenDir, 'arrow-mask.png'));
  }, args: ['--mask', 'arrow-mask.png', '-o', 'maze.xlsx'], inputs: {'arrow-mask.png': path.join(goldenDir, 'arrow-mask.png')}},
  {name: 'in German, with its key', fill: async (page) => {
    await page.select('#language', 'de');
    await page.select('#answers', 'key');
  }, args: ['--language', 'de', '--answers', 'maze-answers.xlsx', '-o', 'maze.xlsx']},
  // Passes once the workbook draws facts (until then the command line refuses --facts with .xlsx).
  {name: 'times-7 facts on an open grid', fill: async (page) => {
    await page.select('#facts', 'times-7');
    await page.click('#no-walls');
  }, args: ['--facts', 'times-7', '--no-walls', '-o', 'maze.xlsx']},
];

async function makeWorksheet(page, downloads, seed, fill) {
  await typeInto(page, '#seed', seed);
  await fill(page);
  await settled(page);
  const seen = downloads.count();
  await page.click('#make');
  await page.waitForFunction(() => ['downloaded', 'refused', 'cancelled'].includes(document.getElementById('maze-form').dataset.state));
  return seen;
}

async function worksheetCase(page, downloads, sheet, seed) {
  const expected = runNative(mazesheet, [...sheet.args, '--seed', seed], sheet.inputs);
  assert.equal(expected.status, 0, `the command line refused: ${expected.stderr.join(' ')}`);
  const seen = await makeWorksheet(page, downloads, seed, sheet.fill);
  assert.equal(await page.$eval('#maze-form', (form) => form.dataset.state), 'downloaded',
    await page.$eval('#form-message', (p) => p.textContent));
  const {files} = await downloads.finished(seen, Object.keys(expected.files).length);
  sameFiles(files, expected.files, sheet.name);
}

// The grids other than squares, as a teacher makes each: the preview and its
// answer, the carving, Print and the download against the command line. A
// download case for each grid; the fast suite makes one per grid, in turn,
// and MAZESHEET_FULL_TESTS every case on every grid.
const FULL_TESTS = !['', '0', undefined].includes(process.env.MAZESHEET_FULL_TESTS);
const GRID_SIZES = {circle: '6', hex: '8x6', triangle: '10x6'};
// `ext`: the worksheet's format for the grid, .xlsx where the command line
// writes the grid's workbook, .svg pictures (a set in a .zip) elsewhere.
const GRID_DOWNLOADS = [
  {name: 'one maze and its answer', fill: async (page) => page.select('#answers', 'key'),
    args: (ext) => ['--answers', `maze-answers${ext}`, '-o', `maze${ext}`]},
  {name: 'a class set of 3 without answers', fill: async (page) => {
    await typeInto(page, '#count', '3');
    await page.select('#answers', 'none');
  }, set: 3, each: ['--no-solution'], args: (ext) => ['--count', '3', '--no-solution', '-o', `maze${ext}`]},
  {name: 'step sheets and the answer', fill: async (page) => {
    await typeInto(page, '#steps', '4');
    await page.select('#answers', 'key');
  }, args: (ext) => ['--steps', '4', '--answers', `maze-answers${ext}`, '-o', `maze${ext}`]},
];

// A stored .zip's members, by name in order, as Python's zipfile reads them.
function unzipped(bytes) {
  const folder = temporaryFolder('zip');
  const file = path.join(folder, 'set.zip');
  fs.writeFileSync(file, bytes);
  const listed = spawnSync('python3', ['-c', 'import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\n' +
    'assert z.testzip() is None\nprint("\\n".join(z.namelist()))\nz.extractall(sys.argv[2])', file, path.join(folder, 'out')],
  {encoding: 'utf8'});
  assert.equal(listed.status, 0, listed.stderr);
  const names = listed.stdout.trim().split('\n');
  const members = Object.fromEntries(names.map((name) => [name, fs.readFileSync(path.join(folder, 'out', name))]));
  fs.rmSync(folder, {recursive: true, force: true});
  return {names, members};
}

async function gridCase(page, downloads, grid, sheet, seed) {
  const size = GRID_SIZES[grid];
  const on = ['--grid', grid, '-s', size];
  const seen = await makeWorksheet(page, downloads, seed, async () => {
    await page.select('#grid', grid);
    await typeInto(page, '#size', size);
    await sheet.fill(page);
  });
  assert.equal(await page.$eval('#maze-form', (form) => form.dataset.state), 'downloaded',
    await page.$eval('#form-message', (p) => p.textContent));
  const workbook = runNative(mazesheet, [...on, '--no-solution', '-o', 'maze.xlsx']).status === 0;
  if (workbook || !sheet.set) {
    const expected = runNative(mazesheet, [...on, ...sheet.args(workbook ? '.xlsx' : '.svg'), '--seed', seed]);
    assert.equal(expected.status, 0, expected.stderr.join(' '));
    const {files} = await downloads.finished(seen, Object.keys(expected.files).length);
    sameFiles(files, expected.files, `${grid}: ${sheet.name}`);
    return;
  }
  const {files} = await downloads.finished(seen, 1);
  assert.deepEqual(Object.keys(files), ['maze.zip']);
  const seeds = runNative(mazesheet, [...on, '--count', String(sheet.set), '--seed', seed, '-o', 'set.jsonl'])
    .files['set.jsonl'].toString().trim().split('\n').map((line) => /"seed":(\d+)/.exec(line)[1]);
  const {names, members} = unzipped(files['maze.zip']);
  const expected = {};
  // Each maze of the set alone, by its seed, under its name in the .zip.
  for (const [k, mazeSeed] of seeds.entries()) {
    Object.assign(expected, runNative(mazesheet, [...on, ...sheet.each, '--seed', mazeSeed, '-o', `maze-${k + 1}.svg`]).files);
  }
  assert.deepEqual(names, Object.keys(expected), `${grid}: the .zip's members`);
  sameFiles(members, expected, `${grid}: ${sheet.name}`);
}

async function previewBytes(page) {
  const bytes = await page.evaluate(async () => {
    const response = await fetch(document.getElementById('preview-image').src);
    return Array.from(new Uint8Array(await response.arrayBuffer()));
  });
  return Buffer.from(bytes);
}

const browser = await launch();
const server = await serve(pageDir);
const downloadFolder = temporaryFolder('downloads');
const downloads = await captureDownloads(browser, downloadFolder);

try {
  let seed = 101;
  for (const sheet of WORKSHEETS) {
    const thisSeed = String(seed);
    seed += 2;
    await check(`worksheet: ${sheet.name} (seed ${thisSeed}) equals the command line's`, async () => {
      const page = await openPage(browser, server.url);
      try {
        await worksheetCase(page, downloads, sheet, thisSeed);
      } finally {
        await page.close();
      }
    });
  }

  await check('opened from disk (file://): the default worksheet equals the command line\'s', async () => {
    const page = await openPage(browser, pathToFileURL(path.join(pageDir, 'index.html')).href);
    try {
      await worksheetCase(page, downloads, WORKSHEETS[0], '77');
      assert.equal(await page.$eval('#preview', (p) => p.dataset.state), 'ready');
    } finally {
      await page.close();
    }
  });

  await check('at 1280x900 the preview and the Make and Print buttons stay in view whatever field has focus', async () => {
    const page = await browser.newPage();
    const missing = [];
    page.on('response', (response) => {
      if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
    });
    await page.setViewport({width: 1280, height: 900, deviceScaleFactor: 1});
    await page.goto(server.url);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    await settled(page);
    assert.deepEqual(missing, [], 'a file the page asks for is missing (the favicon?)');
    const seen = [];
    for (let k = 0; k < 100 && seen.length < 200; k += 1) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate(() => {
        const active = document.activeElement;
        const inView = (id) => {
          const box = document.getElementById(id).getBoundingClientRect();
          return box.height > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
        };
        return {field: active.id || active.name || active.tagName, inForm: active.closest('#maze-form') !== null,
          preview: inView('preview-image'), make: inView('make'), print: inView('print'), scrolled: Math.round(scrollY)};
      });
      if (at.inForm) seen.push(at);
      else if (seen.length > 0) break;
    }
    assert.ok(seen.length >= 15, `only ${seen.length} fields reached with Tab`);
    assert.deepEqual(seen.filter((at) => !(at.preview && at.make && at.print)), []);
    console.log(`     ${seen.length} fields, the page scrolled up to ${Math.max(...seen.map((at) => at.scrolled))} px`);
    await page.close();
  });

  await check('Print: a class set of 25 prints its 25 mazes, and their 25 answers only with a separate key', async () => {
    const page = await openPage(browser, server.url);
    try {
      await typeInto(page, '#seed', '61');
      await typeInto(page, '#size', '8x6');
      await typeInto(page, '#count', '25');
      await settled(page);
      await page.evaluate(() => {
        window.print = () => {
          document.body.dataset.printed = String(Number(document.body.dataset.printed || 0) + 1);
        };
      });
      const seeds = runNative(mazesheet, ['-s', '8x6', '--count', '25', '--seed', '61', '-o', 'set.jsonl'])
        .files['set.jsonl'].toString().trim().split('\n').map((line) => /"seed":(\d+)/.exec(line)[1]);
      const printed = async (times) => {
        await page.click('#print');
        await page.waitForFunction((times) => document.body.dataset.printed === String(times), {timeout: 120000}, times);
        const pdf = path.join(downloadFolder, `print-${times}.pdf`);
        await page.pdf({path: pdf, preferCSSPageSize: true});
        const info = spawnSync('pdfinfo', [pdf], {encoding: 'utf8'}).stdout;
        const images = await page.evaluate(async () => Promise.all([...document.querySelectorAll('#print-area img')]
          .map(async (image) => Array.from(new Uint8Array(await (await fetch(image.src)).arrayBuffer())))));
        return {pages: Number(/Pages:\s+(\d+)/.exec(info)[1]), images: images.map((bytes) => Buffer.from(bytes))};
      };
      const mazes = await printed(1);
      assert.equal(mazes.pages, 25);
      assert.equal(mazes.images.length, 25);
      for (const k of [0, 24]) {
        const expected = runNative(mazesheet, ['-s', '8x6', '--seed', seeds[k], '-o', 'maze.svg']).files['maze.svg'];
        assert.ok(mazes.images[k].equals(expected), `page ${k + 1} is not maze ${k + 1} of the set`);
      }
      await page.select('#answers', 'key');
      await settled(page);
      const withAnswers = await printed(2);
      assert.equal(withAnswers.pages, 50);
      const key = runNative(mazesheet, ['-s', '8x6', '--seed', seeds[0], '-o', 'maze.svg', '--answers', 'key.svg']);
      assert.ok(withAnswers.images[25].equals(key.files['key.svg']), 'page 26 is not the answer to maze 1');
      await page.select('#answers', 'hidden');
      await typeInto(page, '#count', '');
      await settled(page);
      assert.equal((await printed(3)).pages, 1, 'one maze, its answer on a hidden sheet: one page');
    } finally {
      await page.close();
    }
  });

  await check('messages name the page\'s fields and the teacher\'s own file, never a command-line flag', async () => {
    const page = await openPage(browser, server.url);
    const flag = /(^|[\s(“'"])--?[a-z]/;
    const shown = () => page.evaluate(() => [...document.querySelectorAll('.message, #result, #preview-note, #carving-message')]
      .map((element) => element.textContent).filter((text) => text !== ''));
    const said = [];
    const expect = async (what, slot, pattern) => {
      const text = await page.$eval(`#${slot}`, (p) => p.textContent);
      assert.match(text, pattern, what);
      said.push(text);
      for (const message of await shown()) assert.doesNotMatch(message, flag, `${what}: ${message}`);
    };
    try {
      await typeInto(page, '#size', '20-20');
      await settled(page);
      await expect('a bad size', 'size-message', /^Size: expected .* got '20-20'$/);
      await typeInto(page, '#size', '8x6');
      await typeInto(page, '#count', '0');
      await settled(page);
      await page.waitForFunction(() => document.getElementById('count-message').textContent !== '');
      await expect('no mazes', 'count-message', /^Mazes: /);
      await typeInto(page, '#count', '3');
      await typeInto(page, '#steps', '3');
      await settled(page);
      await page.waitForFunction(() => document.getElementById('steps-message').textContent !== '');
      await expect('step sheets of a class set', 'steps-message', /^Step sheets: .*“Mazes”/);
      await typeInto(page, '#steps', '');
      await typeInto(page, '#count', '');
      await page.click('input[name="shape"][value="letters"]');
      await typeInto(page, '#letters', '@@');
      await settled(page);
      await expect('a letter the font lacks', 'shape-message', /^Shape: /);
      // A picture that is not a PNG, under the teacher's own name for it.
      const drawing = path.join(downloadFolder, 'drawing.jpg');
      fs.writeFileSync(drawing, 'not a picture');
      await page.click('input[name="shape"][value="picture"]');
      await (await page.$('#picture')).uploadFile(drawing);
      await settled(page);
      await page.waitForFunction(() => /drawing/.test(document.getElementById('shape-message').textContent));
      await expect('a picture that is not a PNG', 'shape-message', /^drawing\.jpg: /);
      await page.click('input[name="shape"][value="rectangle"]');
      await page.select('#facts', 'times-7');
      await typeInto(page, '#size', '30x30');
      await settled(page);
      await expect('facts on too large a maze', 'size-message', /^Size: /);
      // Play on screen says why a facts maze is not played there.
      await page.click('#play-open');
      await page.waitForFunction(() => document.getElementById('play-dialog').dataset.state === 'refused');
      await expect('a facts maze on screen', 'play-message', /Playable/);
      await page.click('#play-close');
      console.log(`     ${said.map((text) => `"${text.slice(0, 60)}"`).join(', ')}`);
    } finally {
      await page.close();
    }
  });

  await check('the facts list shows what each set is; the Answers choice is shown whole at 390 and 1280 px', async () => {
    const page = await openPage(browser, server.url);
    try {
      const options = await page.$$eval('#facts option', (all) => all.map((o) => [o.value, o.textContent]));
      assert.ok(options.length > 40);
      for (const [value, text] of options) assert.doesNotMatch(text, /^[a-z]+(-\d+)?$/, `${value} shows as ${text}`);
      assert.deepEqual(options.find(([value]) => value === 'multiples-7'),
        ['multiples-7', 'Multiples of 7 up to 84 among numbers near them']);
      for (const width of [390, 1280]) {
        await page.setViewport({width, height: 900, deviceScaleFactor: 1});
        const room = await page.$eval('#answers', (select) => {
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d');
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const longest = Math.max(...[...select.options].map((o) => context.measureText(o.textContent).width));
          // The text, the padding and the drop-down's arrow (about 1.5 em).
          const needed = longest + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) +
            1.5 * parseFloat(style.fontSize);
          return {needed: Math.ceil(needed), width: select.getBoundingClientRect().width};
        });
        assert.ok(room.width >= room.needed, `at ${width} px: ${JSON.stringify(room)}`);
      }
    } finally {
      await page.close();
    }
  });

  await check('the Grid list is the program\'s (--list-choices), its default chosen, each grid\'s words its hint', async () => {
    const page = await openPage(browser, server.url);
    try {
      const listed = runNative(mazesheet, ['--list-choices']).stdout.trim().split('\n').map((line) => line.split('\t'))
        .filter(([option]) => option === '--grid').map(([, name, description]) => ({name, description}));
      assert.ok(listed.length >= 4, '--list-choices lists --grid');
      const shown = await page.$$eval('#grid option', (options) => options.map((o) => ({value: o.value, title: o.title})));
      assert.deepEqual(shown.map((o) => o.value), listed.map((n) => n.name));
      assert.deepEqual(shown.map((o) => o.title.toLowerCase()), listed.map((n) => n.description.toLowerCase()), 'their words');
      assert.equal(await page.$eval('#grid', (select) => select.value), listed[0].name, 'the program\'s default first');
      for (const {name, description} of [...listed.slice(1), listed[0]]) {
        await page.select('#grid', name);
        await settled(page);
        const hint = await page.$eval('#grid-hint', (p) => p.textContent);
        assert.equal(hint.toLowerCase(), `${description}.`.toLowerCase(), `${name}: the hint`);
      }
    } finally {
      await page.close();
    }
  });

  await check('each grid offers the algorithms that carve it (--list-grids), keeping the choice it can', async () => {
    const page = await openPage(browser, server.url);
    try {
      const order = runNative(mazesheet, ['--list-algorithms']).stdout.trim().split('\n').map((line) => line.split('\t')[0]);
      const gridList = runNative(mazesheet, ['--list-grids']).stdout.trim().split('\n').map((line) => line.split('\t'));
      for (const [grid, , carving] of gridList) {
        await page.select('#grid', grid);
        await settled(page);
        const offered = await page.$$eval('#algorithm option', (options) => options.map((o) => o.value));
        const carves = new Set(carving.split(', '));
        assert.deepEqual(offered, ['', ...order.filter((name) => carves.has(name))], `${grid}: the algorithms`);
        assert.equal(await page.$eval('#preview', (p) => p.dataset.state), 'ready', `${grid}: the preview`);
      }
      await page.select('#grid', 'square');
      await page.select('#algorithm', 'wilson');
      await page.select('#grid', 'circle');
      await settled(page);
      assert.equal(await page.$eval('#algorithm', (select) => select.value), 'wilson', 'wilson carves circles');
      await page.select('#algorithm', 'sidewinder');
      await page.select('#grid', 'hex');
      await settled(page);
      assert.equal(await page.$eval('#algorithm', (select) => select.value), '', 'sidewinder does not carve hexagons');
      assert.equal(await page.$eval('#preview', (p) => p.dataset.state), 'ready');
    } finally {
      await page.close();
    }
  });

  await check('circles take no shape and no Play on screen, each with its reason; hex takes shapes; nothing refused', async () => {
    const page = await openPage(browser, server.url);
    const state = () => page.evaluate(() => ({
      shapes: [...document.querySelectorAll('input[name="shape"]')].map((r) => `${r.value}${r.disabled ? ' disabled' : ''}`),
      shape: document.querySelector('input[name="shape"]:checked').value,
      shapeNote: document.getElementById('shape-note').textContent,
      play: document.getElementById('play-open').disabled,
      note: document.getElementById('actions-note').textContent,
      make: document.getElementById('make').textContent,
      sizeHint: document.getElementById('size-hint').textContent,
      placeholder: document.getElementById('size').placeholder,
      preview: document.getElementById('preview').dataset.state,
      messages: [...document.querySelectorAll('.message')].map((m) => m.textContent).join(''),
    }));
    try {
      await page.click('input[name="shape"][value="mask"]');
      await page.select('#mask', 'heart');
      await page.select('#grid', 'circle');
      await settled(page);
      const circle = await state();
      assert.deepEqual(circle.shapes, ['rectangle', 'mask disabled', 'letters disabled', 'picture disabled']);
      assert.equal(circle.shape, 'rectangle');
      assert.match(circle.shapeNote, /^Circle mazes take no shape/);
      assert.equal(circle.play, true, 'Play on screen offered for a circle');
      assert.match(circle.note, /Play on screen takes no circle mazes/);
      assert.match(circle.note, /SVG pictures/);
      assert.equal(circle.make, 'Make the worksheet (.svg)');
      assert.match(circle.sizeHint, /rings.*such as 12\b/);
      assert.equal(circle.placeholder, '12');
      assert.equal(circle.preview, 'ready');
      assert.equal(circle.messages, '');
      await page.select('#grid', 'hex');
      await settled(page);
      const hex = await state();
      assert.deepEqual(hex.shapes, ['rectangle', 'mask', 'letters', 'picture']);
      assert.equal(hex.shape, 'mask', 'the shape put aside for the circle comes back');
      assert.equal(hex.shapeNote, '');
      assert.match(hex.sizeHint, /^Hexagons across x down, such as 20x20\./);
      assert.equal(hex.preview, 'ready');
      assert.equal(hex.messages, '');
      await page.select('#grid', 'square');
      await settled(page);
      const square = await state();
      assert.equal(square.play, false, 'Play on screen refused for squares');
      assert.equal(square.note, '');
      assert.equal(square.make, 'Make the worksheet');
      assert.equal(square.placeholder, '20x20');
    } finally {
      await page.close();
    }
  });

  for (const [k, grid] of ['circle', 'hex', 'triangle'].entries()) {
    await check(`${grid}: the preview and its answer, Watch it carve, Print and the download are the command line's`, async () => {
      const page = await openPage(browser, server.url);
      try {
        const seed = String(201 + k);
        const size = GRID_SIZES[grid];
        await typeInto(page, '#seed', seed);
        await page.select('#grid', grid);
        await typeInto(page, '#size', size);
        await settled(page);
        const expected = runNative(mazesheet, ['--grid', grid, '-s', size, '--seed', seed, '-o', 'preview.svg', '--answers',
          'answer.svg']);
        assert.equal(expected.status, 0, expected.stderr.join(' '));
        const maze = await previewBytes(page);
        assert.ok(maze.equals(expected.files['preview.svg']), 'the preview differs from preview.svg');
        assert.match(maze.toString(), /<svg/);
        assert.ok(await page.$eval('#preview-image', (image) => image.naturalWidth > 0), 'the preview is not drawn');
        await page.click('#show-answer');
        await page.waitForFunction(() => document.getElementById('preview').dataset.showing === 'answer');
        assert.ok((await previewBytes(page)).equals(expected.files['answer.svg']), 'the answer differs from answer.svg');
        await page.click('#show-answer');

        // Watch it carve: 30 frames, playing moves on.
        await page.select('#speed', '4');
        await page.click('#carving-details summary');
        await page.waitForFunction(() => document.getElementById('carving').dataset.state === 'ready');
        assert.equal(await page.$eval('#step', (slider) => slider.max), '30');
        const before = await page.$eval('#step', (slider) => Number(slider.value));
        await page.click('#play');
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await page.click('#play');
        assert.ok(await page.$eval('#step', (slider) => Number(slider.value)) > before, 'the carving did not play');
        assert.equal(await page.$eval('#carving-message', (p) => p.textContent), '');

        // Print: a set of 2 and their answers.
        await typeInto(page, '#count', '2');
        await page.select('#answers', 'key');
        await settled(page);
        await page.evaluate(() => {
          window.print = () => {
            document.body.dataset.printed = 'true';
          };
        });
        await page.click('#print');
        await page.waitForFunction(() => document.body.dataset.printed === 'true', {timeout: 120000});
        const pdf = path.join(downloadFolder, `print-${grid}.pdf`);
        await page.pdf({path: pdf, preferCSSPageSize: true});
        assert.match(spawnSync('pdfinfo', [pdf], {encoding: 'utf8'}).stdout, /Pages:\s+4\n/);
        const images = await page.evaluate(async () => Promise.all([...document.querySelectorAll('#print-area img')]
          .map(async (image) => Array.from(new Uint8Array(await (await fetch(image.src)).arrayBuffer())))));
        const seeds = runNative(mazesheet, ['--grid', grid, '-s', size, '--count', '2', '--seed', seed, '-o', 'set.jsonl'])
          .files['set.jsonl'].toString().trim().split('\n').map((line) => /"seed":(\d+)/.exec(line)[1]);
        const second = runNative(mazesheet, ['--grid', grid, '-s', size, '--seed', seeds[1], '-o', 'maze.svg', '--answers',
          'answer.svg']).files;
        assert.ok(Buffer.from(images[1]).equals(second['maze.svg']), 'page 2 is not maze 2 of the set');
        assert.ok(Buffer.from(images[3]).equals(second['answer.svg']), 'page 4 is not the answer to maze 2');
        await typeInto(page, '#count', '');
        await settled(page);
      } finally {
        await page.close();
      }
    });
    const cases = FULL_TESTS ? GRID_DOWNLOADS : [GRID_DOWNLOADS[k % GRID_DOWNLOADS.length]];
    for (const [j, sheet] of cases.entries()) {
      const seed = String(211 + 10 * k + j);
      await check(`${grid}: the download of ${sheet.name} (seed ${seed}) equals the command line's`, async () => {
        const page = await openPage(browser, server.url);
        try {
          await gridCase(page, downloads, grid, sheet, seed);
        } finally {
          await page.close();
        }
      });
    }
  }

  const page = await openPage(browser, server.url);

  await check('every choice list is the program\'s (--list-choices), names and words, after its default', async () => {
    const listed = runNative(mazesheet, ['--list-choices']).stdout.trim().split('\n').map((line) => line.split('\t'));
    for (const id of ['paper', 'orientation', 'style', 'language', 'difficulty']) {
      const names = listed.filter(([option]) => option === `--${id}`).map(([, name, description]) => ({name, description}));
      assert.ok(names.length >= 2, `--list-choices lists --${id}`);
      // The language's default option stands for the first, which is not listed again.
      const expected = id === 'language' ? names.slice(1) : names;
      const shown = await page.$$eval(`#${id} option`, (options) => options.map((o) => ({value: o.value, text: o.textContent})));
      assert.equal(shown[0].value, '', `#${id}: its default first`);
      assert.deepEqual(shown.slice(1).map((o) => o.value), expected.map((n) => n.name), `#${id}: the program's names`);
      for (const [k, option] of shown.slice(1).entries()) {
        const words = id === 'difficulty' ? expected[k].name : expected[k].description;
        assert.equal(option.text.toLowerCase(), words.toLowerCase(), `#${id} ${option.value}: the program's words`);
      }
    }
  });

  await check('window.mazesheet.run: status, files, stdout and stderr are the command line\'s', async () => {
    const requests = [
      ['-s', '200x200', '--seed', '3', '-o', 'big.xlsx'],
      ['-s', '300x300', '--seed', '4', '--no-solution', '-o', 'streamed.xlsx'],
      ['--count', '40', '-s', '40x40', '--seed', '5', '-o', 'set.xlsx', '--answers', 'set-key.xlsx'],
      ['-s', '12x7', '--seed', '6', '-o', '-'],
      ['--mask', 'star', '--seed', '8', '-o', 'star.svg', '--answers', 'star-key.svg', '--stats', 'star.jsonl'],
      ['--list-masks'],
      ['-s', '0x5'],
      ['--template', 'nosuch'],
      // Every algorithm the command line lists, its maze and measures.
      ...runNative(mazesheet, ['--list-algorithms']).stdout.trim().split('\n').map((line) => line.split('\t')[0])
        .map((name) => ['-s', '60x40', '-a', name, '--seed', '42', '-o', `${name}.txt`, '--stats', `${name}.jsonl`]),
    ];
    for (const args of requests) {
      const expected = runNative(mazesheet, args);
      const got = await page.evaluate(async (args) => {
        const result = await window.mazesheet.run(args);
        const files = {};
        for (const [name, bytes] of Object.entries(result.files)) files[name] = Array.from(bytes);
        return {status: result.status, stdout: result.stdout, stderr: result.stderr, files};
      }, args);
      const what = args.join(' ');
      assert.equal(got.status, expected.status, `${what}: exit status`);
      assert.deepEqual(got.stderr, expected.stderr, `${what}: messages`);
      assert.equal(got.stdout, expected.stdout, `${what}: standard output`);
      sameFiles(Object.fromEntries(Object.entries(got.files).map(([n, b]) => [n, Buffer.from(b)])), expected.files, what);
    }
  });

  await check('the preview is the command line\'s SVG, and its answer the SVG answer key', async () => {
    await typeInto(page, '#seed', '31');
    await typeInto(page, '#title', 'Heart <3 & more');
    await page.click('input[name="shape"][value="mask"]');
    await page.select('#mask', 'heart');
    await settled(page);
    // The page's own names: the answer key records the picture it answers.
    const expected = runNative(mazesheet, ['--mask', 'heart', '--title', 'Heart <3 & more', '--seed', '31', '-o',
      'preview.svg', '--answers', 'answer.svg']);
    assert.ok((await previewBytes(page)).equals(expected.files['preview.svg']), 'the preview differs from preview.svg');
    await page.click('#show-answer');
    await page.waitForFunction(() => document.getElementById('preview').dataset.showing === 'answer');
    assert.ok((await previewBytes(page)).equals(expected.files['answer.svg']), 'the answer differs from answer.svg');
    await page.click('#show-answer');
  });

  await check('facts: a teacher\'s file from disk; the preview\'s items are the command line\'s, cell by cell', async () => {
    await page.click('input[name="shape"][value="rectangle"]');
    await typeInto(page, '#title', '');
    await typeInto(page, '#seed', '33');
    await typeInto(page, '#size', '5x6');
    await page.select('#facts', 'own file');
    const input = await page.$('#facts-file');
    await input.uploadFile(spelling);
    await settled(page);
    const expected = runNative(mazesheet, ['-s', '5x6', '--seed', '33', '--facts', 'spelling-week-3.txt', '-o',
      'preview.svg', '--answers', 'answer.svg', '--stats', 'maze.jsonl'], {'spelling-week-3.txt': spelling});
    assert.equal(expected.status, 0, expected.stderr.join(' '));
    assert.ok((await previewBytes(page)).equals(expected.files['preview.svg']), 'the preview differs from preview.svg');
    // The preview's items: its SVG's texts inside the maze's grid, by cell.
    const drawn = await page.evaluate(async () => {
      const response = await fetch(document.getElementById('preview-image').src);
      const svg = new DOMParser().parseFromString(await response.text(), 'image/svg+xml');
      const grid = svg.querySelector('g[transform^="matrix("]');
      const [unit, , , , x0, y0] = grid.getAttribute('transform').slice(7, -1).split(' ').map(Number);
      const cells = {};
      for (const text of svg.querySelectorAll('text')) {
        const col = Math.floor((Number(text.getAttribute('x')) - x0) / unit);
        const row = Math.floor((Number(text.getAttribute('y')) - y0) / unit);
        if (col < 0 || row < 0 || col >= 5 || row >= 6) continue;
        (cells[`${row},${col}`] ||= []).push(text.textContent);
      }
      return cells;
    });
    const stats = JSON.parse(expected.files['maze.jsonl'].toString());
    // S and F keep their letters (--stats counts cells from 1).
    const letters = {[`${stats.start[1] - 1},${stats.start[0] - 1}`]: 'S', [`${stats.finish[1] - 1},${stats.finish[0] - 1}`]: 'F'};
    for (let row = 0; row < 6; row += 1) {
      for (let col = 0; col < 5; col += 1) {
        const shown = letters[`${row},${col}`] ?? stats.items[row][col];
        assert.deepEqual(drawn[`${row},${col}`], [shown], `the preview's cell ${col},${row}`);
      }
    }
    await page.click('#show-answer');
    await page.waitForFunction(() => document.getElementById('preview').dataset.showing === 'answer');
    assert.ok((await previewBytes(page)).equals(expected.files['answer.svg']), 'the answer differs from answer.svg');
    await page.click('#show-answer');
    await page.select('#facts', '');
    await typeInto(page, '#size', '');
    await settled(page);
  });

  await check('a bad size shows the command line\'s message beside the field and downloads nothing', async () => {
    const expected = runNative(mazesheet, ['-s', '1x1', '-o', 'maze.xlsx']);
    assert.equal(expected.status, 2);
    await page.click('input[name="shape"][value="rectangle"]');
    const seen = await makeWorksheet(page, downloads, '5', async () => typeInto(page, '#size', '1x1'));
    assert.equal(await page.$eval('#maze-form', (form) => form.dataset.state), 'refused');
    // The command line's words, with the page's name for the field.
    assert.equal(await page.$eval('#size-message', (p) => p.textContent),
      expected.stderr[0].replace(/^mazesheet: --size: /, 'Size: '));
    assert.equal(await page.$eval('#size', (input) => input.getAttribute('aria-invalid')), 'true');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'size');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    assert.equal(downloads.count(), seen, 'a download started');
    await typeInto(page, '#size', '');
    await settled(page);
    assert.equal(await page.$eval('#size-message', (p) => p.textContent), '', 'the message stays once the size is fixed');
  });

  await check('a worksheet-only option (step sheets) gets its message before the click, and downloads nothing', async () => {
    const expected = runNative(mazesheet, ['-s', '8x6', '--steps', '500', '-o', 'maze.xlsx']);
    assert.equal(expected.status, 2);
    await typeInto(page, '#size', '8x6');
    await typeInto(page, '#steps', '500');
    await settled(page);
    await page.waitForFunction(() => document.getElementById('make').dataset.prepared === 'true');
    assert.equal(await page.$eval('#steps-message', (p) => p.textContent),
      expected.stderr[0].replace(/^mazesheet: --steps: /, 'Step sheets: '));
    const seen = downloads.count();
    await page.click('#make');
    await page.waitForFunction(() => document.getElementById('maze-form').dataset.state === 'refused');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal(downloads.count(), seen, 'a download started');
    await typeInto(page, '#steps', '');
    await typeInto(page, '#size', '');
    await settled(page);
  });

  await check('a long run shows progress, never freezes the page, and Cancel downloads nothing', async () => {
    assert.equal(await page.$eval('#progress', (p) => getComputedStyle(p).display), 'none', 'a progress bar with no run');
    await page.select('#answers', 'none');
    // Long enough on an idle machine: the bar shows only for runs over a second.
    await typeInto(page, '#size', '1500x1500');
    await settled(page);
    await page.evaluate(() => {
      // The longest gap between two drawn frames while the run lasts.
      window.frameGaps = {longest: 0, last: performance.now(), running: true};
      const frame = (now) => {
        window.frameGaps.longest = Math.max(window.frameGaps.longest, now - window.frameGaps.last);
        window.frameGaps.last = now;
        if (window.frameGaps.running) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    const seen = downloads.count();
    await page.click('#make');
    await page.waitForFunction(() => !document.getElementById('progress').hidden &&
      /\d+%|writing|carving|solving/.test(document.getElementById('progress-text').textContent), {timeout: 300000});
    const line = await page.$eval('#progress-text', (p) => p.textContent);
    await page.click('#cancel');
    await page.waitForFunction(() => document.getElementById('maze-form').dataset.state === 'cancelled');
    const longest = await page.evaluate(() => {
      window.frameGaps.running = false;
      return window.frameGaps.longest;
    });
    assert.ok(longest < 500, `the page stopped drawing for ${Math.round(longest)} ms`);
    assert.equal(await page.$eval('#progress', (p) => getComputedStyle(p).display), 'none', 'the progress bar stays');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal(downloads.count(), seen, 'a cancelled run downloaded');
    console.log(`     progress line seen: "${line}", longest frame gap ${Math.round(longest)} ms`);
    // A new engine takes the next run.
    await typeInto(page, '#size', '8x8');
    await settled(page);
    assert.equal(await page.$eval('#preview', (p) => p.dataset.state), 'ready');
  });

  await check('watch it carve: the player advances, pauses, and the slider shows its frame', async () => {
    await page.select('#speed', '4');
    await page.click('#carving-details summary');
    await page.waitForFunction(() => document.getElementById('carving').dataset.state === 'ready');
    const visibleFrame = () => page.evaluate(() => {
      const shown = [...document.querySelectorAll('#carving g[id^="step"]')]
        .map((group, index) => [index + 1, getComputedStyle(group).visibility]).filter(([, v]) => v === 'visible');
      return {shown: shown.map(([index]) => index), slider: Number(document.getElementById('step').value),
        frames: Number(document.getElementById('step').max)};
    });
    const before = await visibleFrame();
    assert.equal(before.frames, 30);
    assert.deepEqual(before.shown, [before.slider]);
    await page.click('#play');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const playing = await visibleFrame();
    assert.ok(playing.slider > before.slider, `still on frame ${playing.slider} after 2 s of play`);
    await page.click('#play');
    assert.equal(await page.$eval('#play', (b) => b.getAttribute('aria-pressed')), 'false');
    const paused = await visibleFrame();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const later = await visibleFrame();
    assert.equal(later.slider, paused.slider, 'the player moved while paused');
    assert.deepEqual(later.shown, [later.slider]);
    // The slider, by keyboard, picks a frame.
    await page.focus('#step');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const third = await visibleFrame();
    assert.equal(third.slider, 3);
    assert.deepEqual(third.shown, [3]);
    assert.match(await page.$eval('#step-text', (o) => o.textContent), /^3 of 30$/);
  });

  await check('accessibility: axe-core finds nothing against WCAG 2.1 A and AA (messages and player shown)', async () => {
    await typeInto(page, '#size', '1x1');
    await settled(page);
    assert.notEqual(await page.$eval('#size-message', (p) => p.textContent), '');
    // Evaluated over DevTools, which the page's Content-Security-Policy
    // does not govern (a script tag would be refused: no inline script).
    await page.evaluate(fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
    const violations = await page.evaluate(async () => {
      const result = await window.axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}});
      return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    assert.deepEqual(violations, []);
  });

  await page.close();
} finally {
  await browser.close();
  server.close();
  fs.rmSync(downloadFolder, {recursive: true, force: true});
  fs.rmSync(factsFolder, {recursive: true, force: true});
}

console.log(failures() === 0 ? 'all web page checks passed' : `${failures()} web page check(s) failed`);
process.exit(failures() === 0 ? 0 : 1);
