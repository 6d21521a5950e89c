// SPDX-License-Identifier: MIT
// What the play tests and the pictures share: a maze read back from the
// command line's block text, and the player driven by keys, the mouse and
// DevTools' touch events.

export const ROOT = '.mazesheet-play[data-ready="true"]';

// ---- The mazes, from the command line's block text ------------------------

export class Maze {
  constructor(lines) {
    this.lines = lines;
    this.height = (lines.length - 1) / 2;
    this.width = (lines[0].length - 1) / 2;
    this.cells = new Set();
    for (let row = 0; row < this.height; row += 1) {
      for (let column = 0; column < this.width; column += 1) {
        const ch = lines[2 * row + 1][2 * column + 1];
        if (ch === '.') continue;
        this.cells.add(`${column},${row}`);
        if (ch === 'S') this.start = [column, row];
        if (ch === 'F') this.finish = [column, row];
      }
    }
  }

  has([column, row]) {
    return this.cells.has(`${column},${row}`);
  }

  open(a, b) {
    return this.lines[a[1] + b[1] + 1][a[0] + b[0] + 1] === ' ';
  }

  // Neighbours in the grid: [cell, open, direction (0 up, 1 right, 2 down, 3 left)].
  around(p) {
    return [[0, -1], [1, 0], [0, 1], [-1, 0]].map(([dx, dy], direction) => [[p[0] + dx, p[1] + dy], direction])
      .filter(([q]) => this.has(q)).map(([q, direction]) => [q, this.open(p, q), direction]);
  }

  // A shortest way from S to F (avoiding some passages), cells in order.
  path(avoid = new Set()) {
    const key = (p) => `${p[0]},${p[1]}`;
    const previous = new Map([[key(this.start), null]]);
    const queue = [this.start];
    while (queue.length > 0) {
      const p = queue.shift();
      for (const [q, open] of this.around(p)) {
        const edge = [key(p), key(q)].sort().join('|');
        if (open && !previous.has(key(q)) && !avoid.has(edge)) {
          previous.set(key(q), p);
          queue.push(q);
        }
      }
    }
    if (!previous.has(key(this.finish))) return null;
    const way = [];
    for (let p = this.finish; p !== null; p = previous.get(key(p))) way.push(p);
    return way.reverse();
  }
}

export function mazesOf(text) {
  return text.trim().split(/\n\s*\n/).map((block) => new Maze(block.split('\n')));
}

export const KEY_OF = ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft'];
export function direction(a, b) {
  return [[0, -1], [1, 0], [0, 1], [-1, 0]].findIndex(([dx, dy]) => b[0] - a[0] === dx && b[1] - a[1] === dy);
}

// Page coordinates of a point in the maze's units (cell c's centre is c + 0.5).
export async function toScreen(page) {
  const matrix = await page.$eval(`${ROOT} svg`, (svg) => {
    const m = svg.getScreenCTM();
    return [m.a, m.b, m.c, m.d, m.e, m.f];
  });
  return (x, y) => ({x: matrix[0] * x + matrix[2] * y + matrix[4], y: matrix[1] * x + matrix[3] * y + matrix[5]});
}

export async function pressAlong(page, way) {
  for (let k = 1; k < way.length; k += 1) await page.keyboard.press(KEY_OF[direction(way[k - 1], way[k])]);
}

// Points a finger passes through along `way` (cells), three a cell, each off
// the centre line by up to a quarter of a cell, as a child's finger is.
export function fingerPoints(way) {
  const points = [];
  for (let k = 1; k < way.length; k += 1) {
    for (const t of [0.35, 0.7, 1]) {
      const wobble = 0.22 * Math.sin(1.7 * (3 * k + t * 3));
      const [a, b] = [way[k - 1], way[k]];
      const across = a[0] === b[0] ? [wobble, 0] : [0, wobble];
      points.push([a[0] + 0.5 + (b[0] - a[0]) * t + across[0], a[1] + 0.5 + (b[1] - a[1]) * t + across[1]]);
    }
  }
  return points;
}

// A touch drag through maze points, by DevTools' touch events (a fingertip
// of 16 px radius), starting a little off the first point.
export async function touchDrag(page, session, points) {
  const screen = await toScreen(page);
  const touch = ([x, y]) => ({...screen(x, y), radiusX: 16, radiusY: 16, force: 1, id: 1});
  await session.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [touch(points[0])]});
  for (const point of points.slice(1)) {
    await session.send('Input.dispatchTouchEvent', {type: 'touchMove', touchPoints: [touch(point)]});
  }
  await session.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
}

export async function mouseDrag(page, points) {
  const screen = await toScreen(page);
  const at = ([x, y]) => screen(x, y);
  await page.mouse.move(at(points[0]).x, at(points[0]).y);
  await page.mouse.down();
  for (const point of points.slice(1)) await page.mouse.move(at(point).x, at(point).y, {steps: 2});
  await page.mouse.up();
}

export const centre = ([column, row]) => [column + 0.5, row + 0.5];
