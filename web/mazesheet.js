// SPDX-License-Identifier: MIT
// window.mazesheet: the command line, run in a Web Worker.
//
//   const {status, files, stdout, stderr} = await mazesheet.run(['-s', '30x20', '-o', 'maze.xlsx']);
//
// `args` are the command line's arguments; `status` is its exit status (0
// done, 2 bad input, 1 failure), `files` maps each file it wrote to its bytes
// (Uint8Array), `stderr` holds the lines it printed there. Shipped templates
// and masks are found by name, as on the command line; files the command
// line should read (a PNG mask) are given as options.files {NAME: bytes}.
// options.onStatus(text) sees the progress bar's line (runs over a second),
// options.signal (an AbortSignal) cancels: the run's promise rejects with an
// AbortError and the worker is replaced. Runs wait for each other in order;
// mazesheet.createRunner() gives another worker with a queue of its own
// ({run}, the same function), so that short runs need not wait for a long one.
//
// engine.js, loaded before this file, defines mazesheetWorker: the worker's
// whole source (engine, WebAssembly and worker.js) as one function.
(function () {
  'use strict';

  function abortError() {
    return new DOMException('The run was cancelled', 'AbortError');
  }

  // One script for every worker, kept while the page lives.
  let workerUrl = null;
  function workerScript() {
    if (workerUrl === null) {
      const source = `(${mazesheetWorker.toString()})();`;
      workerUrl = URL.createObjectURL(new Blob([source], {type: 'text/javascript'}));
    }
    return workerUrl;
  }

  function createRunner() {
    let worker = null;
    let nextId = 1;
    let current = null;  // {id, resolve, reject, onStatus, signal, abort}
    const queue = [];

    function startWorker() {
      const started = new Worker(workerScript());
      started.onmessage = (event) => {
        const message = event.data;
        if (current === null || message.id !== current.id) return;
        if (message.type === 'status') {
          if (current.onStatus) current.onStatus(message.text);
          return;
        }
        const finished = current;
        current = null;
        if (finished.signal) finished.signal.removeEventListener('abort', finished.abort);
        if (message.type === 'done') finished.resolve(message.result);
        else finished.reject(new Error(message.message));
        next();
      };
      started.onerror = (event) => {
        if (current === null) return;
        const failed = current;
        current = null;
        failed.reject(new Error(event.message || 'the engine stopped'));
        worker.terminate();
        worker = null;
        next();
      };
      return started;
    }

    function next() {
      if (current !== null || queue.length === 0) return;
      current = queue.shift();
      if (worker === null) worker = startWorker();
      worker.postMessage({id: current.id, args: current.args, files: current.files});
    }

    function run(args, options = {}) {
      if (!Array.isArray(args) || args.some((arg) => typeof arg !== 'string')) {
        return Promise.reject(new TypeError('mazesheet.run takes an array of strings'));
      }
      const {files = {}, onStatus = null, signal = null} = options;
      if (signal && signal.aborted) return Promise.reject(abortError());
      return new Promise((resolve, reject) => {
        const job = {id: nextId++, args, files, onStatus, signal, resolve, reject};
        job.abort = () => {
          const waiting = queue.indexOf(job);
          if (waiting >= 0) {
            queue.splice(waiting, 1);
          } else if (current === job) {
            // A run cannot be stopped from outside but by ending its worker.
            worker.terminate();
            worker = null;
            current = null;
          } else {
            return;
          }
          reject(abortError());
          next();
        };
        if (signal) signal.addEventListener('abort', job.abort, {once: true});
        queue.push(job);
        next();
      });
    }

    return {run};
  }

  window.mazesheet = {run: createRunner().run, createRunner};
})();
