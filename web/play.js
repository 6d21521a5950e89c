// SPDX-License-Identifier: MIT
// The player: a maze solved on screen with a finger, a pen, the mouse, the
// arrow keys (or WASD) or a screen reader. One script for the web page's
// Play view and for the page `mazesheet -o play.html` writes (compiled into
// the program from this file), so both judge alike.
//
//   MazesheetPlay.mount(element, data, {standalone, headingLevel}) -> player
//   MazesheetPlay.decode(mazeData) -> maze      (the geometry, below)
//   MazesheetPlay.judge(maze, marked) -> verdict key
//
// `data` is what the .html writer puts in the page (src/html/play_page.cpp):
// the words in the page's language, whether to show a clock and a move
// count, and each maze as its grid. A maze holds its walls and its two ends
// and nothing else: every verdict and distance is worked out here from the
// walls, as the playable sheet's formulas work them out.
//
// The geometry is data, not squares: a maze is cells (a centre, and a list
// of links to neighbouring cells, each open or walled, with the direction
// it goes) and wall segments to draw. A square grid's compact form is
// unpacked into that; a grid of another shape can be given as it is
// ("grid": "cells", below).
//
// The verdicts are the playable workbook's (src/workbook/playable.cpp), from
// the same counts: X is the set of marked cells with S and F, a cell's degree
// the number of marked cells it opens onto, L the cells of a shortest way.
// Here the marks are the cells of the line the student draws from S.
(function (global) {
  'use strict';

  const SVG = 'http://www.w3.org/2000/svg';
  // Directions, in the order of the words (texts.directions) and of the
  // sides in a square maze's data: up, right, down, left.
  const DIRECTIONS = [[0, -1], [1, 0], [0, 1], [-1, 0]];

  // ---- The geometry -------------------------------------------------------

  function bytesOf(base64) {
    const binary = atob(base64 || '');
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }

  function bit(bytes, index) {
    return (bytes[index >> 3] >> (index & 7)) & 1;
  }

  // The direction word closest to a step of (dx, dy).
  function directionOf(dx, dy) {
    let best = 0;
    let bestDot = -Infinity;
    const length = Math.hypot(dx, dy) || 1;
    DIRECTIONS.forEach(([ux, uy], k) => {
      const dot = (dx * ux + dy * uy) / length;
      if (dot > bestDot) {
        bestDot = dot;
        best = k;
      }
    });
    return best;
  }

  function link(cells, from, to, open) {
    const dx = cells[to].x - cells[from].x;
    const dy = cells[to].y - cells[from].y;
    cells[from].links.push({to, open, direction: directionOf(dx, dy), dx, dy});
  }

  // A square grid: bit i of `inside` (all cells when absent), `east` and
  // `south` is grid cell i's (row-major); a cell's east or south wall is
  // open when its bit is set. Doors are [column, row, side].
  function decodeSquare(data) {
    const columns = data.columns;
    const rows = data.rows;
    const inside = data.inside === undefined ? null : bytesOf(data.inside);
    const east = bytesOf(data.east);
    const south = bytesOf(data.south);
    const cellAt = new Int32Array(columns * rows).fill(-1);
    const cells = [];
    for (let row = 0; row < rows; row += 1) {
      for (let column = 0; column < columns; column += 1) {
        const i = row * columns + column;
        if (inside !== null && !bit(inside, i)) continue;
        cellAt[i] = cells.length;
        cells.push({x: column + 0.5, y: row + 0.5, row, column, box: [column, row, 1, 1], links: []});
      }
    }
    const at = (column, row) => (column < 0 || row < 0 || column >= columns || row >= rows ? -1 : cellAt[row * columns + column]);
    const doors = new Set((data.doors || []).map(([column, row, side]) => `${column},${row},${side}`));
    const segments = [];
    for (const cell of cells) {
      const {column, row} = cell;
      const here = at(column, row);
      const i = row * columns + column;
      const neighbours = [at(column, row - 1), at(column + 1, row), at(column, row + 1), at(column - 1, row)];
      const open = [
        neighbours[0] >= 0 && bit(south, i - columns) === 1,
        bit(east, i) === 1,
        bit(south, i) === 1,
        neighbours[3] >= 0 && bit(east, i - 1) === 1,
      ];
      const sides = [[column, row, column + 1, row], [column + 1, row, column + 1, row + 1],
        [column, row + 1, column + 1, row + 1], [column, row, column, row + 1]];
      for (let side = 0; side < 4; side += 1) {
        if (neighbours[side] >= 0) {
          link(cells, here, neighbours[side], open[side]);
          // Each inner wall once: the east and south ones.
          if (!open[side] && (side === 1 || side === 2)) segments.push(sides[side]);
        } else if (!doors.has(`${column},${row},${side}`)) {
          segments.push(sides[side]);
        }
      }
    }
    const doorMarks = (data.doors || []).map(([column, row, side]) => {
      const [nx, ny] = DIRECTIONS[side];
      return {cell: at(column, row), x: column + 0.5 + nx / 2, y: row + 0.5 + ny / 2, nx, ny};
    });
    return {
      cells, segments, doors: doorMarks,
      start: at(data.start[0], data.start[1]),
      finish: at(data.finish[0], data.finish[1]),
      bounds: {x: 0, y: 0, width: columns, height: rows},
    };
  }

  // Any grid, given whole: cells [x, y, row, column] (centres; row and
  // column, counted from 0, name the cell when a move is said), links
  // [a, b, open] between cells, walls [x1, y1, x2, y2], start and finish
  // (cell numbers) and bounds [x, y, width, height].
  function decodeCells(data) {
    const cells = data.cells.map(([x, y, row, column]) => ({x, y, row, column, links: []}));
    for (const [a, b, open] of data.links) {
      link(cells, a, b, Boolean(open));
      link(cells, b, a, Boolean(open));
    }
    const [x, y, width, height] = data.bounds;
    return {cells, segments: data.walls, doors: [], start: data.start, finish: data.finish, bounds: {x, y, width, height}};
  }

  // Steps from every cell to `from` along open passages (-1: unreachable).
  function distancesFrom(maze, from) {
    const distance = new Int32Array(maze.cells.length).fill(-1);
    const queue = new Int32Array(maze.cells.length);
    let head = 0;
    let tail = 0;
    distance[from] = 0;
    queue[tail++] = from;
    while (head < tail) {
      const cell = queue[head++];
      for (const way of maze.cells[cell].links) {
        if (way.open && distance[way.to] < 0) {
          distance[way.to] = distance[cell] + 1;
          queue[tail++] = way.to;
        }
      }
    }
    return distance;
  }

  function decode(data) {
    const maze = data.grid === 'cells' ? decodeCells(data) : decodeSquare(data);
    maze.toFinish = distancesFrom(maze, maze.finish);
    // Cells of a shortest way, both ends included (the sheet's "shortest way").
    maze.shortest = maze.toFinish[maze.start] + 1;
    return maze;
  }

  // ---- The verdict ------------------------------------------------------------

  // `marked`: a flag per cell (S and F count as marked: their letters are
  // in them). The playable sheet's verdict, in its order: solved; nothing
  // marked; branches or lone marks; every loose end facing another across
  // a wall; a way, but not a shortest one; a way not finished yet.
  function judge(maze, marked) {
    const {cells, start, finish} = maze;
    const isMarked = (cell) => cell === start || cell === finish || marked[cell] === 1;
    const degree = new Int32Array(cells.length);
    let marks = 0;
    for (let cell = 0; cell < cells.length; cell += 1) {
      if (!isMarked(cell)) continue;
      marks += 1;
      for (const way of cells[cell].links) if (way.open && isMarked(way.to)) degree[cell] += 1;
    }
    const s = degree[start];
    const f = degree[finish];
    const needed = (cell) => (cell === start || cell === finish ? 1 : 2);
    const loose = (cell) => isMarked(cell) && degree[cell] < needed(cell);
    let twos = 0;
    let branches = (s >= 2) + (f >= 2);
    let lone = 0;
    let short = (s < 1) + (f < 1);
    let crossings = 0;
    for (let cell = 0; cell < cells.length; cell += 1) {
      if (!isMarked(cell)) continue;
      if (cell !== start && cell !== finish) {
        const d = degree[cell];
        twos += d === 2;
        branches += d >= 3;
        lone += d === 0;
        short += d < 2;
      }
      if (loose(cell) && cells[cell].links.some((way) => !way.open && loose(way.to))) crossings += 1;
    }
    const aWay = s === 1 && f === 1 && twos === marks - 2;
    if (aWay && marks === maze.shortest) return 'solved';
    if (marks <= 2) return 'empty';
    if (branches + lone > 0) return 'extra';
    if (crossings > 0 && crossings === short) return 'wall';
    if (aWay) return 'shorter';
    return 'goOn';
  }

  // ---- The page --------------------------------------------------------------

  let mounted = 0;

  function element(tag, attributes = {}, text) {
    const made = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
    if (text !== undefined) made.textContent = text;
    return made;
  }

  function svgElement(tag, attributes = {}) {
    const made = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, String(value));
    return made;
  }

  function fill(pattern, values) {
    return Object.entries(values).reduce((text, [key, value]) => text.split(`{${key}}`).join(String(value)), pattern);
  }

  function clock(seconds) {
    const minutes = Math.floor(seconds / 60);
    const rest = String(seconds % 60).padStart(2, '0');
    return minutes >= 60 ? `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
  }

  function mount(root, data, options = {}) {
    mounted += 1;
    const id = (name) => `play${mounted}-${name}`;
    const texts = data.texts;
    const verdictText = {solved: texts.solved, empty: texts.empty, wall: texts.wall, extra: texts.extra,
      shorter: texts.shorter, goOn: texts.goOn};
    root.classList.add('mazesheet-play');
    root.lang = data.language;
    root.replaceChildren();

    // The heading, the maze chooser of a class set, the help.
    const head = element('div', {class: 'play-head'});
    const heading = element(options.headingLevel ? `h${options.headingLevel}` : 'h1', {class: 'play-title'}, data.title);
    head.append(heading);
    let chooser = null;
    if (data.mazes.length > 1) {
      const field = element('div', {class: 'play-choose'});
      chooser = element('select', {id: id('number')});
      data.mazes.forEach((_, k) => chooser.append(element('option', {value: String(k)}, String(k + 1))));
      field.append(element('label', {for: id('number')}, texts.mazeNumber), chooser);
      head.append(field);
    }
    const help = element('p', {class: 'play-help', id: id('help')}, texts.help);

    // The clock, the moves and the buttons.
    const bar = element('div', {class: 'play-bar'});
    const time = element('span', {class: 'play-time', role: 'timer'});
    const moves = element('span', {class: 'play-moves'});
    const restart = element('button', {type: 'button', class: 'play-restart'}, texts.restart);
    const ask = element('button', {type: 'button', class: 'play-ask'}, texts.askDistance);
    if (data.timer) bar.append(time);
    if (data.moves) bar.append(moves);
    bar.append(restart, ask);

    // The board: the maze as a picture, and the keys' target.
    const board = element('div', {class: 'play-board', tabindex: '0', role: 'application',
      'aria-label': data.title, 'aria-describedby': id('help')});
    const picture = svgElement('svg', {'aria-hidden': 'true', focusable: 'false'});
    board.append(picture);
    const verdict = element('p', {class: 'play-verdict', role: 'status'});
    const said = element('p', {class: 'play-said', 'aria-live': 'polite', 'aria-atomic': 'true'});
    root.append(head, help, bar, board, verdict, said);

    const state = {
      maze: null, route: [], onRoute: null, moves: 0, started: 0, elapsed: 0, ticking: null,
      verdict: 'empty', blocked: false, dragging: null, cellPixels: 0,
      shapes: null,
    };

    // ---- Drawing

    function draw() {
      const maze = state.maze;
      const {x, y, width, height} = maze.bounds;
      const margin = 0.6;  // room for the doors' arrows
      picture.setAttribute('viewBox', `${x - margin} ${y - margin} ${width + 2 * margin} ${height + 2 * margin}`);
      picture.replaceChildren();
      const letters = [];
      const mark = (cell, kind, letter) => {
        const c = maze.cells[cell];
        picture.append(c.box
          ? svgElement('rect', {class: `play-${kind}`, x: c.box[0], y: c.box[1], width: c.box[2], height: c.box[3]})
          : svgElement('circle', {class: `play-${kind}`, cx: c.x, cy: c.y, r: 0.45}));
        const label = svgElement('text', {class: `play-letter play-${kind}-letter`, x: c.x, y: c.y});
        label.textContent = letter;
        letters.push(label);
      };
      mark(maze.start, 'start', texts.start);
      mark(maze.finish, 'finish', texts.finish);
      const route = svgElement('polyline', {class: 'play-route'});
      const walls = svgElement('path', {class: 'play-walls',
        d: maze.segments.map(([x1, y1, x2, y2]) => `M${x1} ${y1}L${x2} ${y2}`).join('')});
      const arrows = svgElement('path', {class: 'play-door', d: maze.doors.map((door) => {
        const inward = door.cell === maze.start;
        const [from, to] = inward ? [0.5, 0.1] : [0.1, 0.5];
        const tipX = door.x + door.nx * to;
        const tipY = door.y + door.ny * to;
        const backX = door.x + door.nx * from;
        const backY = door.y + door.ny * from;
        const ux = (tipX - backX) / 0.4;
        const uy = (tipY - backY) / 0.4;
        return `M${backX} ${backY}L${tipX} ${tipY}M${tipX - 0.15 * ux - 0.12 * uy} ${tipY - 0.15 * uy + 0.12 * ux}` +
          `L${tipX} ${tipY}L${tipX - 0.15 * ux + 0.12 * uy} ${tipY - 0.15 * uy - 0.12 * ux}`;
      }).join('')});
      // The end of the line: a ring, so the S or F under it still shows.
      const marker = svgElement('circle', {class: 'play-here', r: 0.32});
      picture.append(route, walls, arrows, ...letters, marker);
      state.shapes = {route, walls, arrows, marker};
      fit();
    }

    // The picture as large as the board's box allows, walls at least 1.5
    // pixels wide.
    function fit() {
      if (state.maze === null) return;
      const {width, height} = state.maze.bounds;
      const box = board.getBoundingClientRect();
      const wide = Math.max(120, box.width - 4);
      const high = Math.max(120, box.height - 4);
      const cell = Math.min(wide / (width + 1.2), high / (height + 1.2));
      state.cellPixels = cell;
      picture.setAttribute('width', String(Math.floor(cell * (width + 1.2))));
      picture.setAttribute('height', String(Math.floor(cell * (height + 1.2))));
      const stroke = Math.max(0.08, 1.5 / cell);
      state.shapes.walls.setAttribute('stroke-width', String(stroke));
      state.shapes.arrows.setAttribute('stroke-width', String(stroke));
    }

    function showRoute() {
      const {maze, route} = state;
      state.shapes.route.setAttribute('points', route.map((cell) => `${maze.cells[cell].x},${maze.cells[cell].y}`).join(' '));
      const here = maze.cells[route[route.length - 1]];
      state.shapes.marker.setAttribute('cx', String(here.x));
      state.shapes.marker.setAttribute('cy', String(here.y));
      root.dataset.head = `${here.column},${here.row}`;
      root.dataset.route = String(route.length);
      root.dataset.moves = String(state.moves);
      root.dataset.verdict = state.blocked ? 'wall' : state.verdict;
      root.dataset.judged = state.verdict;
      board.classList.toggle('play-solved', state.verdict === 'solved');
      verdict.textContent = verdictText[state.blocked ? 'wall' : state.verdict];
      moves.textContent = fill(texts.moves, {moves: state.moves});
      showTime();
    }

    function seconds() {
      return Math.floor((state.elapsed + (state.started ? performance.now() - state.started : 0)) / 1000);
    }

    function showTime() {
      time.textContent = fill(texts.time, {time: clock(seconds())});
      root.dataset.seconds = String(seconds());
    }

    function stopClock() {
      if (state.started) state.elapsed += performance.now() - state.started;
      state.started = 0;
      clearInterval(state.ticking);
      state.ticking = null;
    }

    function startClock() {
      if (state.started || state.verdict === 'solved') return;
      state.started = performance.now();
      state.ticking = setInterval(showTime, 250);
    }

    // ---- What is said

    let lastSaid = '';
    function say(text) {
      // The same words again are still news (a second press into a wall).
      const words = text === lastSaid ? `${text}\u00a0` : text;
      lastSaid = words;
      said.textContent = words;
    }

    function whereText() {
      const {maze, route} = state;
      const cell = route[route.length - 1];
      const here = maze.cells[cell];
      const ways = here.links.filter((way) => way.open).map((way) => texts.directions[way.direction]);
      let text = fill(texts.where, {row: here.row + 1, column: here.column + 1});
      if (cell === maze.start) text += ` ${texts.start}.`;
      if (cell === maze.finish) text += ` ${texts.finish}.`;
      return `${text} ${fill(texts.ways, {ways: ways.join(', ')})}`;
    }

    function distanceText() {
      const {maze, route} = state;
      return fill(texts.distance, {steps: maze.toFinish[route[route.length - 1]]});
    }

    // ---- Moving

    function judgeRoute() {
      const marked = new Uint8Array(state.maze.cells.length);
      for (const cell of state.route) marked[cell] = 1;
      return judge(state.maze, marked);
    }

    // One step to a neighbouring cell through an open passage: back along
    // the line if it is the cell before, back to it if the line passed it
    // already, forward otherwise.
    function step(to) {
      const {route, onRoute} = state;
      if (onRoute[to] >= 0) {
        for (const cell of route.splice(onRoute[to] + 1)) onRoute[cell] = -1;
      } else {
        onRoute[to] = route.length;
        route.push(to);
      }
      state.moves += 1;
      state.blocked = false;
      startClock();
      state.verdict = judgeRoute();
      if (state.verdict === 'solved') {
        stopClock();
      }
      showRoute();
    }

    function blocked() {
      const first = !state.blocked;
      state.blocked = true;
      showRoute();
      return first;
    }

    // The arrow keys and WASD: one step that way if it is open.
    function keyMove(direction) {
      const here = state.maze.cells[state.route[state.route.length - 1]];
      const way = here.links.find((candidate) => candidate.direction === direction);
      if (way === undefined || !way.open) {
        blocked();
        say(`${texts.wall} ${whereText()}`);
        return;
      }
      step(way.to);
      say(whereText());
    }

    // A finger, a pen or the mouse at (x, y) in the maze's units: the line
    // follows it cell by cell through open passages, each step bringing it
    // closer; where the nearest way on is a wall, the line stops there.
    function follow(x, y) {
      const {maze} = state;
      let moved = false;
      for (let guard = 0; guard < 4 * (maze.bounds.width + maze.bounds.height); guard += 1) {
        const here = maze.cells[state.route[state.route.length - 1]];
        const fromHere = Math.hypot(x - here.x, y - here.y);
        if (fromHere < 0.5) break;
        let open = null;
        let openDistance = Infinity;
        let wallDistance = Infinity;
        for (const way of here.links) {
          const there = maze.cells[way.to];
          const distance = Math.hypot(x - there.x, y - there.y);
          if (distance > fromHere - 0.3) continue;  // not a step towards the pointer
          if (way.open && distance < openDistance) {
            open = way;
            openDistance = distance;
          } else if (!way.open) {
            wallDistance = Math.min(wallDistance, distance);
          }
        }
        if (open !== null && openDistance <= wallDistance + 0.25) {
          step(open.to);
          moved = true;
        } else {
          if (wallDistance < Infinity && blocked()) say(`${texts.wall} ${whereText()}`);
          break;
        }
      }
      if (moved) say(whereText());
    }

    function pointIn(event) {
      const matrix = picture.getScreenCTM();
      if (matrix === null) return null;
      const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
      return point;
    }

    picture.addEventListener('pointerdown', (event) => {
      if (event.button !== 0 && event.pointerType === 'mouse') return;
      const point = pointIn(event);
      if (point === null) return;
      const here = state.maze.cells[state.route[state.route.length - 1]];
      // The line is picked up at its end: within a cell of it, or a
      // fingertip's reach on small cells.
      const reach = Math.max(1.1, 22 / Math.max(state.cellPixels, 1));
      if (Math.hypot(point.x - here.x, point.y - here.y) > reach) return;
      event.preventDefault();
      state.dragging = event.pointerId;
      picture.setPointerCapture(event.pointerId);
      board.focus({preventScroll: true});
      follow(point.x, point.y);
    });
    picture.addEventListener('pointermove', (event) => {
      if (state.dragging !== event.pointerId) return;
      const point = pointIn(event);
      if (point !== null) follow(point.x, point.y);
    });
    const release = (event) => {
      if (state.dragging === event.pointerId) state.dragging = null;
    };
    picture.addEventListener('pointerup', release);
    picture.addEventListener('pointercancel', release);

    const KEYS = {ArrowUp: 0, ArrowRight: 1, ArrowDown: 2, ArrowLeft: 3, w: 0, d: 1, s: 2, a: 3, W: 0, D: 1, S: 2, A: 3};
    board.addEventListener('keydown', (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key in KEYS) {
        event.preventDefault();
        keyMove(KEYS[event.key]);
      } else if (event.key === 'Enter') {
        event.preventDefault();
        say(`${whereText()} ${distanceText()}`);
      }
    });
    board.addEventListener('focus', () => say(whereText()));
    ask.addEventListener('click', () => say(distanceText()));
    restart.addEventListener('click', () => {
      begin();
      board.focus({preventScroll: true});
    });

    // ---- Choosing a maze, starting again

    function begin() {
      stopClock();
      const maze = state.maze;
      state.route = [maze.start];
      state.onRoute = new Int32Array(maze.cells.length).fill(-1);
      state.onRoute[maze.start] = 0;
      state.moves = 0;
      state.elapsed = 0;
      state.blocked = false;
      state.verdict = judgeRoute();
      showRoute();
      say(whereText());
    }

    function choose(index) {
      state.maze = decode(data.mazes[index]);
      if (chooser !== null) chooser.value = String(index);
      root.dataset.maze = String(index + 1);
      draw();
      begin();
    }

    if (chooser !== null) chooser.addEventListener('change', () => choose(Number(chooser.value)));
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(() => fit()) : null;
    if (resized !== null) resized.observe(board);

    // A class set's maze by its number in the address (play.html#7).
    const wanted = options.standalone ? Number((global.location.hash || '').slice(1)) : 0;
    choose(Number.isInteger(wanted) && wanted >= 1 && wanted <= data.mazes.length ? wanted - 1 : 0);
    root.dataset.ready = 'true';

    return {
      choose,
      restart: begin,
      focus: () => board.focus({preventScroll: true}),
      maze: () => state.maze,
      destroy() {
        stopClock();
        if (resized !== null) resized.disconnect();
        root.replaceChildren();
      },
    };
  }

  global.MazesheetPlay = {mount, decode, judge, distancesFrom};
})(typeof window === 'undefined' ? globalThis : window);
