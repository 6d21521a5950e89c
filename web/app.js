// SPDX-License-Identifier: MIT
// The page: a form that writes mazesheet's command line, the preview, the
// carving player and Print. Every maze, picture and message comes from the
// command line itself (window.mazesheet.run); this file only builds its
// arguments and shows what it returns.
(function () {
  'use strict';

  const $ = (id) => document.getElementById(id);
  const form = $('maze-form');

  // Which field a command-line option's message belongs beside.
  const FIELD_OF_OPTION = {
    '--template': 'template', '--paper': 'paper', '--orientation': 'orientation', '--grid': 'grid', '--size': 'size',
    '--difficulty': 'difficulty', '--mask': 'shape', '--mask-text': 'shape', '--algorithm': 'algorithm',
    '--style': 'style', '--title': 'title', '--count': 'count', '--answers': 'answers', '--no-solution': 'answers',
    '--playable': 'playable', '--steps': 'steps', '--seed': 'seed', '--language': 'language',
    '--facts': 'facts', '--no-walls': 'facts',
  };
  const MESSAGE_FIELDS = [...new Set(Object.values(FIELD_OF_OPTION))];
  // What the page calls each field in its messages.
  const FIELD_NAMES = {
    template: 'Template', paper: 'Paper', orientation: 'Orientation', grid: 'Grid', size: 'Size', difficulty: 'Difficulty',
    shape: 'Shape', algorithm: 'Algorithm', style: 'Style', title: 'Title', count: 'Mazes', answers: 'Answers',
    playable: 'Playable', steps: 'Step sheets', seed: 'Seed', language: 'Language', facts: 'Facts',
  };
  const PREVIEW_DELAY_MS = 250;
  const PROGRESS_DELAY_MS = 300;
  // A larger picture would take the browser seconds to draw (a 480x480 maze
  // is about 3 MB of SVG); the worksheet is still made.
  const PREVIEW_MAX_BYTES = 3 << 20;
  // The preview and the carving have an engine of their own, so that
  // making a large worksheet never holds them up, nor they it.
  const pictureEngine = window.mazesheet.createRunner();

  let templateDescriptions = {};
  let defaultGrid = '';  // the program's default grid: the first it lists
  // What the program does with the chosen grid, asked of it (gridAbilityOf):
  // whether a workbook and the page played on screen draw it, and masks take it.
  let gridAbility = {grid: '', workbook: true, play: true, shapes: true, size: ''};
  let picture = null;  // {name, original, bytes, version}: a PNG chosen from disk
  let factsFile = null;  // {name, original, bytes, version}: a teacher's list chosen from disk
  let chosenVersion = 0;
  const OWN_FACTS = 'own file';  // the facts select's value for a teacher's file (no built-in set has a space)

  // ---- The command line --------------------------------------------------

  function randomSeed() {
    const words = new Uint32Array(2);
    crypto.getRandomValues(words);
    return ((BigInt(words[0]) << 32n) | BigInt(words[1])).toString();
  }

  function shape() {
    return form.querySelector('input[name="shape"]:checked').value;
  }

  // The file name from the title: "Friday puzzle" -> "friday-puzzle".
  function fileStem() {
    const words = $('title').value.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    const stem = words.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
    return stem || 'maze';
  }

  // The options that decide the maze and its heading (with the seed given,
  // or the form's).
  function mazeArgs(seed = $('seed').value.trim()) {
    const args = [];
    const add = (flag, value) => {
      if (value !== '') args.push(flag, value);
    };
    add('--template', $('template').value);
    add('--paper', $('paper').value);
    add('--orientation', $('orientation').value);
    add('--language', $('language').value);
    if ($('grid').value !== defaultGrid) add('--grid', $('grid').value);
    add('--size', $('size').value.trim());
    add('--difficulty', $('difficulty').value);
    if (shape() === 'mask') add('--mask', $('mask').value);
    if (shape() === 'letters') args.push('--mask-text', $('letters').value);
    if (shape() === 'picture' && picture !== null) args.push('--mask', picture.name);
    add('--algorithm', $('algorithm').value);
    add('--style', $('style').value);
    add('--title', $('title').value);
    add('--seed', seed);
    const facts = $('facts').value;
    if (facts === OWN_FACTS && factsFile !== null) args.push('--facts', factsFile.name);
    else if (facts !== '' && facts !== OWN_FACTS) args.push('--facts', facts);
    if (facts !== '' && $('no-walls').checked) args.push('--no-walls');
    return args;
  }

  function ownFacts() {
    return $('facts').value === OWN_FACTS && factsFile !== null;
  }

  function inputFiles() {
    const files = shape() === 'picture' && picture !== null ? {[picture.name]: picture.bytes} : {};
    if (ownFacts()) files[factsFile.name] = factsFile.bytes;
    return files;
  }

  // The worksheet: a workbook, or where the workbook cannot draw the grid,
  // the page as an SVG picture (a class set: one a maze, in a .zip).
  function pictures() {
    return !gridAbility.workbook;
  }

  function worksheetExtension() {
    return pictures() ? '.svg' : '.xlsx';
  }

  function answerArgs(stem, extension) {
    if ($('answers').value === 'key') return ['--answers', `${stem}-answers${extension}`];
    if ($('answers').value === 'none') return ['--no-solution'];
    return [];
  }

  function stepArgs() {
    return $('steps').value.trim() !== '' ? ['--steps', $('steps').value.trim()] : [];
  }

  function worksheetArgs() {
    const stem = fileStem();
    const extension = worksheetExtension();
    const args = mazeArgs();
    args.push(...countArgs(), ...answerArgs(stem, extension));
    if ($('playable').checked) args.push('--playable');
    args.push(...stepArgs(), '-o', `${stem}${extension}`);
    return args;
  }

  function countArgs() {
    return $('count').value.trim() !== '' ? ['--count', $('count').value.trim()] : [];
  }

  // The page played on screen (.html): the maze or the set, with or without
  // its clock and move count.
  function playArgs(name) {
    return [...mazeArgs(), ...countArgs(), ...($('play-timer').checked ? [] : ['--no-timer']),
      ...($('play-moves').checked ? [] : ['--no-moves']), '-o', name];
  }

  // Why the options cannot be played on screen, said here before the engine runs.
  function playRefusal() {
    if (!gridAbility.play) return playNote();
    if (shape() === 'picture' && picture === null) return 'Choose a PNG picture first.';
    if ($('facts').value !== '') {
      return 'A maze with facts is played in its workbook: tick Playable, under Worksheet, and make the worksheet.';
    }
    return '';
  }

  // The preview is the first maze of the set, with its answer key beside it.
  function previewArgs() {
    return [...mazeArgs(), '--count', '1', '-o', 'preview.svg', '--answers', 'answer.svg'];
  }

  function carvingArgs() {
    return [...mazeArgs(), '--count', '1', '--steps', $('frames').value, '-o', 'carving.svg', '--answers',
      'carving-answer.svg'];
  }

  // ---- Messages ----------------------------------------------------------

  // The command line's words as the page says them: its flags are the
  // page's fields ("--size: ..." is "Size: ..."), and a file the teacher
  // chose goes by the teacher's name for it, not the engine's.
  function pageWords(text) {
    let words = text.replace(/^mazesheet: /, '')
      .replace(/ \(see mazesheet --help\)/g, '')
      .replace(/ and in --stats\)/g, ')')
      .replace(/\(--count, --no-solution or --answers also help\) or give --force to write it anyway/g,
        '(fewer mazes, or no answers, also help)');
    for (const file of [picture, factsFile]) {
      if (file !== null) words = words.split(`--mask ${file.name}:`).join(`${file.original}:`).split(file.name).join(file.original);
    }
    words = words.replace(/^--([a-z-]+): /, (whole, flag) => {
      const field = FIELD_OF_OPTION[`--${flag}`];
      return field ? `${FIELD_NAMES[field]}: ` : '';
    });
    return words.replace(/(^|[\s(])--([a-z][a-z-]*)/g, (whole, before, flag) => {
      const field = FIELD_OF_OPTION[`--${flag}`];
      return `${before}“${field ? FIELD_NAMES[field] : flag.replace(/-/g, ' ')}”`;
    });
  }

  function setMessage(field, text) {
    const slot = $(`${field}-message`);
    slot.textContent = text;
    const control = field === 'shape' ? form.querySelector('fieldset.shape') : $(field);
    if (control) {
      if (text) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    }
  }

  function clearMessages() {
    for (const field of MESSAGE_FIELDS) setMessage(field, '');
    $('form-message').textContent = '';
  }

  // The command line's lines: "mazesheet: --size: ..." beside the size
  // field, anything else above the form. Returns the fields that got one.
  function showMessages(stderr) {
    clearMessages();
    const general = [];
    const fields = [];
    for (const line of stderr) {
      if (/^mazesheet: (wrote|warning:)/.test(line)) continue;
      const option = /^mazesheet: (--[a-z-]+)\b/.exec(line);
      const field = option ? FIELD_OF_OPTION[option[1]] : undefined;
      const text = pageWords(line);
      if (field) {
        setMessage(field, $(`${field}-message`).textContent ? `${$(`${field}-message`).textContent} ${text}` : text);
        if (!fields.includes(field)) fields.push(field);
      } else if (text) {
        general.push(text);
      }
    }
    $('form-message').textContent = general.join(' ');
    return fields;
  }

  function focusField(field) {
    const control = field === 'shape' ? form.querySelector('input[name="shape"]:checked') : $(field);
    if (control) control.focus();
  }

  // ---- Running, with progress --------------------------------------------

  // The worksheet's run: after a moment, the progress bar with the command
  // line's own progress line (drawn for runs over a second) and Cancel.
  let making = null;  // the AbortController of the worksheet being made

  async function runMaking(args, files, controller) {
    return withProgress(controller, (onStatus) => window.mazesheet.run(args, {files, onStatus, signal: controller.signal}));
  }

  // `work(onStatus)` with the progress bar and Cancel.
  async function withProgress(controller, work) {
    making = controller;
    const timer = setTimeout(() => {
      $('progress-text').textContent = 'Working…';
      $('progress-bar').removeAttribute('value');
      $('progress').hidden = false;
    }, PROGRESS_DELAY_MS);
    const onStatus = (text) => {
      const percent = / (\d+)%/.exec(text);
      if (percent) $('progress-bar').value = Number(percent[1]) / 100;
      else $('progress-bar').removeAttribute('value');
      $('progress-text').textContent = text.replace(/^mazesheet: /, '') || 'Working…';
    };
    try {
      return await work(onStatus);
    } finally {
      clearTimeout(timer);
      making = null;
      $('progress').hidden = true;
    }
  }

  $('cancel').addEventListener('click', () => {
    if (making !== null) making.abort();
  });

  function isAbort(error) {
    return error && error.name === 'AbortError';
  }

  function objectUrl(bytes, type) {
    return URL.createObjectURL(new Blob([bytes], {type}));
  }

  function mediaType(name) {
    if (name.endsWith('.xlsx')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    if (name.endsWith('.svg')) return 'image/svg+xml';
    if (name.endsWith('.png')) return 'image/png';
    if (name.endsWith('.zip')) return 'application/zip';
    return 'application/octet-stream';
  }

  // ---- Preview -------------------------------------------------------------

  let previewController = null;
  let previewTimer = null;
  let preview = null;  // {maze, answer}: the SVG files of the current options
  let previewDone = Promise.resolve();
  let previewsAsked = 0;  // previews scheduled so far

  function showPreview() {
    const image = $('preview-image');
    if (preview === null) return;
    const answer = $('show-answer').checked;
    const bytes = answer ? preview.answer : preview.maze;
    if (image.dataset.url) URL.revokeObjectURL(image.dataset.url);
    const url = objectUrl(bytes, 'image/svg+xml');
    image.dataset.url = url;
    image.src = url;
    image.alt = answer ? 'The maze with its solution drawn from S to F' : 'The maze: start at S and find the way to F';
    $('preview').dataset.showing = answer ? 'answer' : 'maze';
  }

  async function updatePreview() {
    await gridSettled;
    const asked = previewsAsked;
    if (previewController !== null) previewController.abort();
    const controller = new AbortController();
    previewController = controller;
    $('preview').dataset.state = 'busy';
    const timer = setTimeout(() => {
      $('preview-note').textContent = 'Drawing the preview…';
    }, PROGRESS_DELAY_MS);
    const onStatus = (text) => {
      if (previewController === controller) $('preview-note').textContent = text.replace(/^mazesheet: /, '');
    };
    let result;
    try {
      result = await pictureEngine.run(previewArgs(), {files: inputFiles(), onStatus, signal: controller.signal});
    } catch (error) {
      if (!isAbort(error)) $('form-message').textContent = `The engine stopped: ${error.message}`;
      return;
    } finally {
      clearTimeout(timer);
    }
    // A run that ended after the options changed again shows nothing: the
    // preview stays busy until the run of the options as they are now.
    if (previewController !== controller || asked !== previewsAsked) return;
    if (result.status !== 0) {
      showMessages(result.stderr);
      $('preview').dataset.state = 'error';
      $('preview-note').textContent = 'The preview shows the last maze that could be made.';
      return;
    }
    clearMessages();
    const maze = result.files['preview.svg'];
    if (maze.length > PREVIEW_MAX_BYTES) {
      preview = null;
      $('preview-image').removeAttribute('src');
      $('preview-note').textContent = `This maze is too large to draw here (${Math.round(maze.length / 1048576)} MB ` +
        'of picture); the worksheet is made all the same.';
      $('preview').dataset.state = 'too-large';
      return;
    }
    $('preview-note').textContent = '';
    preview = {maze, answer: result.files['answer.svg']};
    showPreview();
    $('preview').dataset.state = 'ready';
    if (maze.length <= PREPARE_MAX_PICTURE_BYTES) prepare();
  }

  function schedulePreview() {
    previewsAsked += 1;
    clearTimeout(previewTimer);
    delete $('make').dataset.prepared;
    $('preview').dataset.state = 'busy';
    previewDone = new Promise((resolve) => {
      previewTimer = setTimeout(() => {
        Promise.all([updatePreview(), updateCarving()]).then(resolve, resolve);
      }, PREVIEW_DELAY_MS);
    });
  }

  // ---- Ready before the click ----------------------------------------------
  // While the teacher looks at the preview, the worksheet for the options as
  // they stand is made in the background, so that the click only hands it to
  // the browser. Only for mazes whose picture is small (up to about 140x140
  // cells): a large one is made when asked for, with its progress shown.
  const PREPARE_MAX_PICTURE_BYTES = 256 << 10;
  let prepared = null;  // {key, promise of the result, or null if the run failed}
  let preparing = false;

  function requestKey(args) {
    return JSON.stringify([args, shape() === 'picture' && picture !== null ? picture.version : 0,
      ownFacts() ? factsFile.version : 0]);
  }

  function prepare() {
    if (pictures()) return;  // a set is made maze by maze, when asked for
    const args = worksheetArgs();
    const key = requestKey(args);
    if (preparing || (prepared !== null && prepared.key === key)) return;
    preparing = true;
    const promise = window.mazesheet.run(args, {files: inputFiles()}).catch(() => null);
    prepared = {key, promise};
    promise.then((result) => {
      preparing = false;
      if (requestKey(worksheetArgs()) === key) {
        $('make').dataset.prepared = 'true';
        // Options only the worksheet reads (count, answers, playable, step
        // sheets) get their messages now, not at the click.
        if (result !== null && result.status !== 0) showMessages(result.stderr);
      } else if ($('preview').dataset.state === 'ready') {
        prepare();  // the options moved on meanwhile: make the latest
      }
    });
  }

  // ---- Making the worksheet ------------------------------------------------

  function download(name, bytes) {
    const link = document.createElement('a');
    link.href = objectUrl(bytes, mediaType(name));
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  }

  function kilobytes(bytes) {
    return bytes.length < 1024 ? `${bytes.length} bytes` : `${Math.round(bytes.length / 1024)} KB`;
  }

  // The worksheet on a grid the workbook cannot draw: one maze is its page
  // (and its answer) as SVG, as the command line writes them; a set (the
  // count's or the template's) each maze's, by its own seed as Print takes
  // them, packed into one .zip. Returns a run's result, as make reads it.
  async function makePictures(controller) {
    const stem = fileStem();
    const files = inputFiles();
    return withProgress(controller, async (onStatus) => {
      const run = (args) => window.mazesheet.run(args, {files, onStatus, signal: controller.signal});
      const listed = await run(setArgs());
      if (listed.status !== 0) return listed;
      const seeds = seedsOf(listed.files['set.jsonl']);
      if (seeds.length === 1) return run(worksheetArgs());
      if (stepArgs().length > 0) {
        // The program's own rule for step sheets, whatever the format (an SVG holds one maze, so it is not asked).
        return {status: 2, files: {}, stderr: ['mazesheet: --steps: shows how one maze is carved; leave --count at 1']};
      }
      const digits = String(seeds.length).length;
      const members = [];
      for (const [k, seed] of seeds.entries()) {
        onStatus(`Drawing maze ${k + 1} of ${seeds.length}: ${Math.floor((100 * k) / seeds.length)}%`);
        const name = `${stem}-${String(k + 1).padStart(digits, '0')}`;
        const args = [...mazeArgs(seed), '--count', '1', ...answerArgs(name, '.svg'), '-o', `${name}.svg`];
        const result = await run(args);
        if (result.status !== 0) return result;
        members.push([`${name}.svg`, result.files[`${name}.svg`]]);
        if (`${name}-answers.svg` in result.files) members.push([`${name}-answers.svg`, result.files[`${name}-answers.svg`]]);
      }
      return {status: 0, files: {[`${stem}.zip`]: window.mazesheetZip(members)},
        stderr: [`${seeds.length} mazes, a picture each (.svg), in ${stem}.zip.`]};
    });
  }

  async function make(event) {
    event.preventDefault();
    await gridSettled;
    const result$ = $('result');
    result$.textContent = '';
    if (shape() === 'picture' && picture === null) {
      setMessage('shape', 'Choose a PNG picture first.');
      focusField('shape');
      return;
    }
    if ($('facts').value === OWN_FACTS && factsFile === null) {
      setMessage('facts', 'Choose your list of facts first.');
      focusField('facts');
      return;
    }
    const controller = new AbortController();
    form.dataset.state = 'busy';
    $('make').disabled = true;
    const args = worksheetArgs();
    let result = null;
    try {
      if (pictures()) result = await makePictures(controller);
      else if (prepared !== null && prepared.key === requestKey(args)) result = await prepared.promise;
      if (result === null) result = await runMaking(args, inputFiles(), controller);
    } catch (error) {
      result$.textContent = isAbort(error) ? 'Cancelled: nothing was downloaded.' : `The engine stopped: ${error.message}`;
      form.dataset.state = 'cancelled';
      return;
    } finally {
      $('make').disabled = false;
    }
    if (result.status !== 0) {
      const fields = showMessages(result.stderr);
      if (fields.length > 0) focusField(fields[0]);
      result$.textContent = 'Nothing was downloaded: see the message above.';
      form.dataset.state = 'refused';
      return;
    }
    clearMessages();
    // The workbook first, then its key.
    const names = Object.keys(result.files).sort((a, b) => a.length - b.length || a.localeCompare(b));
    for (const name of names) download(name, result.files[name]);
    const list = document.createElement('ul');
    for (const name of names) {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = objectUrl(result.files[name], mediaType(name));
      link.download = name;
      link.textContent = name;
      item.append(link, ` (${kilobytes(result.files[name])})`);
      list.append(item);
    }
    const said = document.createElement('p');
    said.textContent = result.stderr.map(pageWords).join(' ');
    result$.append(said, list);
    form.dataset.state = 'downloaded';
  }

  // ---- Watch it carve --------------------------------------------------------

  const player = {
    svg: null,
    frames: [],     // {group, start, end} in seconds of the SVG's own clock
    duration: 0,
    time: 0,
    playing: false,
    last: 0,
  };

  // Each frame's time span, read from its visibility animation (keyTimes
  // are fractions of the loop; a frame shows from its "visible" key on).
  function frameSpans(svg) {
    const groups = [...svg.querySelectorAll('g[id^="step"]')];
    const spans = [];
    let duration = 0;
    for (const group of groups) {
      const animation = group.querySelector('animate');
      if (!animation) continue;
      const loop = parseFloat(animation.getAttribute('dur'));
      const values = animation.getAttribute('values').split(';');
      const keys = animation.getAttribute('keyTimes').split(';').map(Number);
      const shown = values.indexOf('visible');
      const start = keys[shown] * loop;
      const end = shown + 1 < keys.length ? keys[shown + 1] * loop : loop;
      spans.push({group, start, end});
      duration = loop;
    }
    return {spans, duration};
  }

  function currentFrame() {
    const index = player.frames.findIndex((frame) => player.time >= frame.start && player.time < frame.end);
    return index < 0 ? player.frames.length - 1 : index;
  }

  function showTime() {
    if (player.svg === null || player.frames.length === 0) return;
    player.svg.setCurrentTime(player.time);
    const index = currentFrame();
    $('step').value = String(index + 1);
    $('step-text').textContent = `${index + 1} of ${player.frames.length}`;
  }

  function tick(now) {
    if (!player.playing) return;
    const elapsed = (now - player.last) / 1000;
    player.last = now;
    player.time = (player.time + elapsed * Number($('speed').value)) % player.duration;
    showTime();
    requestAnimationFrame(tick);
  }

  function setPlaying(playing) {
    player.playing = playing && player.frames.length > 1;
    $('play').setAttribute('aria-pressed', String(player.playing));
    $('play').textContent = player.playing ? 'Pause' : 'Play';
    if (player.playing) {
      player.last = performance.now();
      requestAnimationFrame(tick);
    }
  }

  function loadCarving(bytes) {
    const parsed = new DOMParser().parseFromString(new TextDecoder().decode(bytes), 'image/svg+xml');
    const svg = document.importNode(parsed.documentElement, true);
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', 'The maze being carved, one step per frame');
    const holder = $('carving');
    holder.replaceChildren(svg);
    svg.pauseAnimations();
    const {spans, duration} = frameSpans(svg);
    const wasPlaying = player.playing;
    Object.assign(player, {svg, frames: spans, duration, time: 0});
    $('step').max = String(Math.max(1, spans.length));
    $('step').disabled = spans.length < 2;
    $('play').disabled = spans.length < 2;
    showTime();
    setPlaying(wasPlaying);
  }

  let carvingController = null;

  async function updateCarving() {
    await gridSettled;
    if (!$('carving-details').open) return;
    if (carvingController !== null) carvingController.abort();
    const controller = new AbortController();
    carvingController = controller;
    $('carving').dataset.state = 'busy';
    let result;
    try {
      result = await pictureEngine.run(carvingArgs(), {files: inputFiles(), signal: controller.signal});
    } catch (error) {
      if (!isAbort(error)) $('carving-message').textContent = `The engine stopped: ${error.message}`;
      return;
    }
    if (carvingController !== controller) return;
    if (result.status !== 0) {
      $('carving-message').textContent = result.stderr.filter((line) => !/^mazesheet: (wrote|warning:)/.test(line))
        .map(pageWords).join(' ');
      $('carving').dataset.state = 'error';
      return;
    }
    $('carving-message').textContent = '';
    loadCarving(result.files['carving.svg']);
    $('carving').dataset.state = 'ready';
  }

  $('play').addEventListener('click', () => setPlaying(!player.playing));
  $('step').addEventListener('input', () => {
    setPlaying(false);
    const frame = player.frames[Number($('step').value) - 1];
    if (frame) {
      player.time = frame.start + Math.min(0.001, (frame.end - frame.start) / 2);
      showTime();
    }
  });
  $('frames').addEventListener('change', () => updateCarving());
  $('carving-details').addEventListener('toggle', () => {
    if ($('carving-details').open) updateCarving();
    else setPlaying(false);
  });

  // ---- Print -------------------------------------------------------------

  const paperSize = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, paperSize];

  function printPaper() {
    const description = templateDescriptions[$('template').value] || '';
    const paper = $('paper').value || (/^letter/i.test(description) ? 'letter' : 'a4');
    let orientation = $('orientation').value || (/landscape/i.test(description) ? 'landscape' : '');
    if (!orientation || orientation === 'auto') {
      const image = $('preview-image');
      orientation = image.naturalWidth > image.naturalHeight ? 'landscape' : 'portrait';
    }
    return {paper, orientation};
  }

  // The seeds of the mazes the options make (a class set's, or the
  // template's): one line of measures each. Read as text: a seed may be
  // past what a JavaScript number holds exactly.
  function seedsOf(measures) {
    const lines = new TextDecoder().decode(measures).trim().split('\n');
    return lines.map((line) => /"seed":(\d+)/.exec(line)[1]);
  }

  function setArgs() {
    return [...mazeArgs(), ...countArgs(), '-o', 'set.jsonl'];
  }

  async function setSeeds() {
    const result = await pictureEngine.run(setArgs(), {files: inputFiles()});
    return result.status === 0 ? seedsOf(result.files['set.jsonl']) : null;
  }

  // Maze k of a set, and its answer, as the pages the preview shows.
  async function mazePages(seed, answers) {
    const args = [...mazeArgs(seed), '--count', '1', '-o', 'maze.svg', ...(answers ? ['--answers', 'answer.svg'] : [])];
    const result = await window.mazesheet.run(args, {files: inputFiles()});
    if (result.status !== 0) throw new Error(result.stderr.map(pageWords).join(' '));
    return {maze: result.files['maze.svg'], answer: result.files['answer.svg']};
  }

  // Print: every maze the options make, one a page, then their answers
  // when the answers go in a key of their own (a hidden sheet never prints,
  // and None means none).
  async function printPages() {
    await previewDone;
    if ($('preview').dataset.state === 'too-large') {
      $('form-message').textContent = 'This maze is too large to print from the page: make the worksheet and ' +
        'print it from the spreadsheet.';
      return;
    }
    if (preview === null || $('preview').dataset.state === 'error') {
      $('form-message').textContent = 'Nothing to print yet: see the messages above.';
      return;
    }
    const answers = $('answers').value === 'key';
    $('print').disabled = true;
    let sets;
    try {
      const seeds = await setSeeds();
      if (seeds === null || seeds.length <= 1) {
        sets = [preview];
      } else {
        sets = [];
        for (const [k, seed] of seeds.entries()) {
          $('form-message').textContent = `Getting page ${k + 1} of ${seeds.length} ready…`;
          sets.push(await mazePages(seed, answers));
        }
      }
    } catch (error) {
      $('form-message').textContent = `Nothing was printed: ${error.message}`;
      return;
    } finally {
      $('print').disabled = false;
    }
    $('form-message').textContent = '';
    const {paper, orientation} = printPaper();
    // A style sheet made here, not a <style> element: the page's
    // Content-Security-Policy allows no inline style.
    paperSize.replaceSync(`@page { size: ${paper === 'letter' ? 'letter' : 'A4'} ${orientation}; margin: 12mm; }`);
    const area = $('print-area');
    area.dataset.paper = `${paper} ${orientation}`;
    const printed = [...sets.map((set, k) => [set.maze, `Maze ${k + 1}`]),
      ...(answers ? sets.map((set, k) => [set.answer, `The answer to maze ${k + 1}`]) : [])];
    const pages = [];
    for (const [bytes, label] of printed) {
      const page = document.createElement('section');
      page.className = 'print-page';
      const image = document.createElement('img');
      image.src = objectUrl(bytes, 'image/svg+xml');
      image.alt = label;
      page.append(image);
      pages.push(page);
    }
    area.replaceChildren(...pages);
    area.dataset.pages = String(pages.length);
    await Promise.all(pages.map((page) => page.querySelector('img').decode().catch(() => {})));
    window.print();
  }

  // ---- PNG pictures --------------------------------------------------------
  // The preview's page (and its answer, when the answers go in a separate
  // key) drawn by the browser at 300 dpi, for documents and slides.
  const PICTURE_DPI = 300;

  async function downloadPictures() {
    await previewDone;
    if (preview === null || $('preview').dataset.state !== 'ready') {
      $('form-message').textContent = $('preview').dataset.state === 'too-large'
        ? 'This maze is too large to draw here: make the worksheet, or a picture with mazesheet -o maze.png.'
        : 'Nothing to draw yet: see the messages above.';
      return;
    }
    const stem = fileStem();
    const pictures = [[`${stem}.png`, preview.maze]];
    if ($('answers').value === 'key') pictures.push([`${stem}-answers.png`, preview.answer]);
    try {
      for (const [name, svg] of pictures) download(name, await window.mazesheetPng(svg, PICTURE_DPI));
    } catch (error) {
      $('form-message').textContent = `The picture could not be made: ${error.message}`;
    }
  }

  // ---- Grids ---------------------------------------------------------------
  // Which algorithms carve each grid and what its size means come from
  // --list-grids; what else the program does with a grid is asked of it by
  // trying, once a grid (tiny mazes, a few milliseconds each): so when the
  // workbook learns a grid, the page offers the workbook for it unchanged.

  let grids = {};  // name -> {meaning, algorithms: Set, summary}
  let algorithmRows = [];  // --list-algorithms: name, shapes, parameters, summary
  let describeAlgorithm = () => {};
  const gridAbilities = new Map();  // name -> promise of its ability

  const gridLabel = (name) => capitalised(name);

  async function probeGrid(grid) {
    const on = ['--grid', grid, '--seed', '1'];
    const [drawn, workbook, play, shapes] = await Promise.all([
      [...on, '-o', 'probe.json'],
      [...on, '-s', '4x4', '--no-solution', '-o', 'probe.xlsx'],
      [...on, '-s', '4x4', '-o', 'probe.html'],
      [...on, '--mask-text', 'A', '-o', 'probe.jsonl'],
    ].map((args) => pictureEngine.run(args)));
    let size = '';
    if (drawn.status === 0) {
      const maze = JSON.parse(new TextDecoder().decode(drawn.files['probe.json'])).mazes[0];
      size = maze.rings !== undefined ? String(maze.rings) : `${maze.width}x${maze.height}`;
    }
    return {grid, size, workbook: workbook.status === 0, play: play.status === 0, shapes: shapes.status === 0};
  }

  function gridAbilityOf(grid) {
    if (!gridAbilities.has(grid)) {
      const asked = probeGrid(grid);
      asked.catch(() => gridAbilities.delete(grid));  // asked again next time
      gridAbilities.set(grid, asked);
    }
    return gridAbilities.get(grid);
  }

  // The algorithms that carve the grid, the chosen one kept if it is one of them.
  function showAlgorithms(grid) {
    const select = $('algorithm');
    const kept = select.value;
    const carving = grids[grid] ? grids[grid].algorithms : null;
    const rows = algorithmRows.filter(([name]) => carving === null || carving.has(name));
    select.replaceChildren();
    const algorithmDefault = document.createElement('option');
    algorithmDefault.value = '';
    algorithmDefault.textContent = 'Default';
    fillSelect(select, rows.map(([name, shapes, , summary]) =>
      [name, shapes === 'rectangles' ? `${name} (rectangles only)` : name, summary]), algorithmDefault);
    select.value = rows.some(([name]) => name === kept) ? kept : '';
    describeAlgorithm();
  }

  // "WxH hexagons" -> "Hexagons across x down"; other words as the program says them.
  function sizeMeaning(grid) {
    const meaning = grids[grid] ? grids[grid].meaning : '';
    const across = /^WxH (.+)$/.exec(meaning);
    return across ? `${capitalised(across[1])} across x down` : capitalised(meaning);
  }

  function playNote() {
    return `Play on screen takes no ${gridAbility.grid} mazes: print them, or save their pictures.`;
  }

  // Choices the program would refuse for this grid are disabled, each with a line saying why.
  let movedAnswers = false;  // the answers left a hidden sheet for a picture
  let movedPlayable = false;
  let movedShape = null;  // the shape a grid without shapes put aside

  function showAbilities() {
    const ability = gridAbility;
    const label = gridLabel(ability.grid);
    const grid = ability.grid;
    if (ability.size) {
      $('size').placeholder = ability.size;
      $('size-hint').textContent = `${sizeMeaning(grid)}, such as ${ability.size}. Empty: the template's or the ` +
        'level\'s size.';
    }
    // Shapes.
    for (const radio of form.querySelectorAll('input[name="shape"]:not([value="rectangle"])')) radio.disabled = !ability.shapes;
    if (!ability.shapes && shape() !== 'rectangle') {
      movedShape = shape();
      form.querySelector('input[name="shape"][value="rectangle"]').checked = true;
    } else if (ability.shapes && movedShape !== null && shape() === 'rectangle') {
      form.querySelector(`input[name="shape"][value="${movedShape}"]`).checked = true;
      movedShape = null;
    }
    showShapeFields();
    $('shape-note').textContent = ability.shapes ? '' :
      `${label} mazes take no shape, letters or picture: choose another grid for those.`;
    // The worksheet: a workbook, or pictures.
    const hidden = $('answers').querySelector('option[value="hidden"]');
    hidden.disabled = !ability.workbook;
    if (!ability.workbook && $('answers').value === 'hidden') {
      $('answers').value = 'key';
      movedAnswers = true;
    } else if (ability.workbook && movedAnswers) {
      $('answers').value = 'hidden';
      movedAnswers = false;
    }
    $('answers-note').textContent = ability.workbook ? '' :
      'A picture has no hidden sheet: the answers come as pictures of their own.';
    $('playable').disabled = !ability.workbook;
    if (!ability.workbook && $('playable').checked) {
      $('playable').checked = false;
      movedPlayable = true;
    } else if (ability.workbook && movedPlayable) {
      $('playable').checked = true;
      movedPlayable = false;
    }
    $('playable-note').textContent = ability.workbook ? '' :
      `A workbook cannot draw ${grid} mazes, so they are not played in one: print them.`;
    $('steps-hint').textContent = ability.workbook ? 'Teaching mode: sheets showing the carving at N moments, before the maze.' :
      'Teaching mode: the picture becomes an animation of the carving in N frames.';
    $('make').textContent = ability.workbook ? 'Make the worksheet' : 'Make the worksheet (.svg)';
    $('play-open').disabled = !ability.play;
    const notes = [];
    if (!ability.workbook) {
      notes.push(`${label} mazes come as SVG pictures, a page each (a class set in one .zip): a workbook cannot ` +
        'draw them. Print puts them on paper, or in one PDF with the browser\'s "Save as PDF".');
    }
    if (!ability.play) notes.push(playNote());
    $('actions-note').textContent = notes.join(' ');
  }

  // The grid chosen: its algorithms at once, then what the program does with
  // it. The preview, the carving and Make wait for it (gridSettled), so they
  // never run with a choice the grid refuses.
  let gridAsked = 0;
  let gridSettled = Promise.resolve();

  function showGrid() {
    gridSettled = settleGrid();
    return gridSettled;
  }

  async function settleGrid() {
    const grid = $('grid').value;
    const mine = ++gridAsked;
    if (grid in grids) $('grid-hint').textContent = `${capitalised(grids[grid].summary)}.`;
    showAlgorithms(grid);
    let ability;
    try {
      ability = await gridAbilityOf(grid);
    } catch (error) {
      $('form-message').textContent = `The engine stopped: ${error.message}`;
      return;
    }
    if (mine !== gridAsked) return;
    gridAbility = ability;
    showAbilities();
  }

  // ---- Wiring ------------------------------------------------------------------

  function showShapeFields() {
    for (const field of form.querySelectorAll('[data-shape]')) field.hidden = field.dataset.shape !== shape();
  }

  function fillSelect(select, rows, first) {
    const options = first ? [first] : [];
    for (const [value, text, title, lang] of rows) {
      const option = document.createElement('option');
      option.value = value;
      option.textContent = text;
      if (title) option.title = title;
      if (lang) option.lang = lang;
      options.push(option);
    }
    select.append(...options);
  }

  const capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);

  // The lists of names the program takes (--list-choices: option, name,
  // description): each select's options after its own "Default" one (the
  // language's names the program's default, the first, not listed again).
  function fillChoices(choices) {
    const of = (option) => choices.filter(([name]) => name === option).map(([, value, description]) => [value, description]);
    const [defaultLanguage, ...languages] = of('--language');
    $('language').options[0].textContent = `Default: ${defaultLanguage[1]}`;
    $('language').options[0].lang = defaultLanguage[0];
    fillSelect($('language'), languages.map(([code, name]) => [code, name, '', code]));
    for (const id of ['paper', 'orientation', 'style']) {
      fillSelect($(id), of(`--${id}`).map(([value, description]) => [value, capitalised(description)]));
    }
    const levels = of('--difficulty');
    fillSelect($('difficulty'), levels.map(([name, summary]) => [name, capitalised(name), summary]));
    // Every grid by its name, the program's default (its first) chosen; its
    // words are the hint and the option's title.
    const gridRows = of('--grid');
    fillSelect($('grid'), gridRows.map(([name, description]) => [name, gridLabel(name), capitalised(description)]));
    defaultGrid = gridRows.length > 0 ? gridRows[0][0] : '';
    $('grid').value = defaultGrid;
    return Object.fromEntries(levels);
  }

  // The file chosen in `input`, read here and named for the engine's files
  // ("My list.txt" -> "My-list.txt"): {name, bytes, version}, or null.
  async function chosenFile(input, extension, fallback) {
    const file = input.files[0];
    if (!file) return null;
    const stem = file.name.slice(0, file.name.toLowerCase().endsWith(extension) ? -extension.length : undefined);
    const base = stem.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40) || fallback;
    chosenVersion += 1;
    return {name: `${base}${extension}`, original: file.name, bytes: new Uint8Array(await file.arrayBuffer()),
      version: chosenVersion};
  }

  // The built-in fact sets by what they practise, each shown by what it is
  // ("Addition within 10 (3+4=7)"), not by its name (add-10).
  const FACT_GROUPS = [[/^(add|sub|bonds)-/, 'Adding and taking away'], [/^times/, 'Times tables'],
    [/^divide/, 'Division'], [/^multiples-/, 'Multiples'], [/./, 'Numbers']];

  function fillFactSets(select, sets) {
    const groups = new Map();
    for (const [name, description] of sets) {
      const label = FACT_GROUPS.find(([pattern]) => pattern.test(name))[1];
      if (!groups.has(label)) {
        const group = document.createElement('optgroup');
        group.label = label;
        groups.set(label, group);
      }
      const option = document.createElement('option');
      option.value = name;
      const what = description.replace(/ \(\d+ true, \d+ false items\)$/, '');
      option.textContent = what.charAt(0).toUpperCase() + what.slice(1);
      groups.get(label).append(option);
    }
    const own = document.createElement('option');
    own.value = OWN_FACTS;
    own.textContent = 'My own list (a text file)';
    select.append(...groups.values(), own);
  }

  function tableOf(text) {
    return text.split('\n').filter((line) => line.trim() !== '').map((line) => line.split('\t'));
  }

  async function start() {
    $('seed').value = randomSeed();
    let lists;
    try {
      lists = await Promise.all([['--list-templates'], ['--list-masks'], ['--list-algorithms'], ['--list-facts'],
        ['--list-choices'], ['--list-grids']].map((args) => window.mazesheet.run(args)));
    } catch (error) {
      $('engine-state').textContent = `The maze engine could not start in this browser: ${error.message}`;
      return;
    }
    const [templates, masks, algorithms, factSets, choices, gridList] = lists.map((result) => tableOf(result.stdout));
    const levelSummaries = fillChoices(choices);
    grids = Object.fromEntries(gridList.map(([name, meaning, carving, summary]) =>
      [name, {meaning, algorithms: new Set(carving.split(', ')), summary}]));
    algorithmRows = algorithms;
    templateDescriptions = Object.fromEntries(templates.map(([name, description]) => [name, description]));
    fillSelect($('template'), templates.map(([name, description]) => [name, `${name}: ${description}`]));
    fillSelect($('mask'), masks.map(([name, size, , description]) => [name, `${name} (${size})`, description]));
    const describe = (select, hint, describeValue) => {
      const update = () => {
        $(hint).textContent = describeValue(select.value);
      };
      select.addEventListener('change', update);
      update();
      return update;
    };
    const summaries = Object.fromEntries(algorithms.map(([name, , , summary]) => [name, summary]));
    describeAlgorithm = describe($('algorithm'), 'algorithm-hint',
      (name) => summaries[name] || 'Depth-first search unless a level says otherwise.');
    // The grid's algorithms now; what else it allows once the program has said.
    const gridShown = showGrid();
    fillFactSets($('facts'), factSets);
    const factDescriptions = Object.fromEntries(factSets);
    const showFactsFields = () => {
      $('facts-file-field').hidden = $('facts').value !== OWN_FACTS;
      $('no-walls').disabled = $('facts').value === '';
    };
    describe($('facts'), 'facts-hint', (name) => {
      showFactsFields();
      if (name === OWN_FACTS) return 'Your own true and false items, in any language.';
      return factDescriptions[name] || 'A sum or a word in every cell: the true ones are the way from S to F.';
    });
    describe($('difficulty'), 'difficulty-hint', (name) => (name ? `${capitalised(levelSummaries[name])}.` :
      'Only mazes inside the level\'s band of solution length and choices.'));
    const maskDescriptions = Object.fromEntries(masks.map(([name, , cells, description]) => [name, `${description} ${cells}.`]));
    describe($('mask'), 'mask-hint', (name) => maskDescriptions[name] || '');

    // Before the form's own listener: the preview it schedules waits for the grid.
    $('grid').addEventListener('input', showGrid);
    form.addEventListener('input', (event) => {
      if (event.target.id !== 'picture' && event.target.id !== 'facts-file') schedulePreview();
    });
    $('answers').addEventListener('change', () => {
      movedAnswers = false;
    });
    $('playable').addEventListener('change', () => {
      movedPlayable = false;
    });
    $('facts-file').addEventListener('change', async () => {
      $('preview').dataset.state = 'busy';  // the file is read first: the preview is not the chosen options' yet
      factsFile = await chosenFile($('facts-file'), '.txt', 'facts');
      schedulePreview();
    });
    form.addEventListener('change', (event) => {
      if (event.target.name === 'shape') showShapeFields();
    });
    $('picture').addEventListener('change', async () => {
      picture = await chosenFile($('picture'), '.png', 'picture');
      schedulePreview();
    });
    $('new-seed').addEventListener('click', () => {
      $('seed').value = randomSeed();
      schedulePreview();
    });
    // An empty seed would give the preview and the worksheet different mazes.
    $('seed').addEventListener('change', () => {
      if ($('seed').value.trim() === '') {
        $('seed').value = randomSeed();
        schedulePreview();
      }
    });
    $('show-answer').addEventListener('change', showPreview);
    $('print').addEventListener('click', printPages);
    $('png').addEventListener('click', downloadPictures);
    form.addEventListener('submit', make);
    showShapeFields();
    window.mazesheetPlayView.attach({args: playArgs, files: inputFiles, stem: fileStem, words: pageWords,
      refusal: playRefusal});
    schedulePreview();
    await gridShown;
    $('engine-state').textContent = '';
    $('engine-state').hidden = true;
    document.body.dataset.ready = 'true';
    // The default worksheet at once, beside the first preview: its first run
    // also compiles the engine's code for the worksheet.
    prepare();
  }

  start();
})();
