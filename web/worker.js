// SPDX-License-Identifier: MIT
// The engine's Web Worker: runs the command line, one request at a time.
// build-web.sh puts this file, emscripten's createMazesheet and the
// WebAssembly (as MAZESHEET_WASM_BASE64) into one function whose text
// mazesheet.js starts as a worker: nothing is fetched, so the page works
// from a static host and from disk alike.
//
// Request:  {id, args: [...], files: {NAME: Uint8Array}}
// Replies:  {id, type: 'status', text}   the progress bar's line, as drawn
//           {id, type: 'done', result: {status, files, stdout, stderr, timings}}

const WORK_DIRECTORY = '/work';

let compiledModule = null;

function decodeBase64(text) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; ++i) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

// Compiled once per worker; every run instantiates it afresh.
function engineModule() {
  if (compiledModule === null) compiledModule = WebAssembly.compile(decodeBase64(MAZESHEET_WASM_BASE64));
  return compiledModule;
}

class ByteSink {
  constructor() {
    this.bytes = new Uint8Array(1 << 12);
    this.length = 0;
  }
  push(value) {
    if (this.length === this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.length++] = value;
  }
  text() {
    return new TextDecoder().decode(this.bytes.subarray(0, this.length));
  }
}

// Every regular file under `directory`, by its path relative to it.
function listFiles(FS, directory, prefix = '') {
  const found = [];
  for (const name of FS.readdir(directory)) {
    if (name === '.' || name === '..') continue;
    const path = `${directory}/${name}`;
    const mode = FS.stat(path).mode;
    if (FS.isDir(mode)) found.push(...listFiles(FS, path, `${prefix}${name}/`));
    else if (FS.isFile(mode)) found.push(prefix + name);
  }
  return found;
}

function sameBytes(a, b) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; ++i) if (a[i] !== b[i]) return false;
  return true;
}

async function run(id, args, inputs) {
  const started = performance.now();
  const module = await engineModule();
  const compiled = performance.now();
  const stdout = new ByteSink();
  const stderr = [];
  const instance = await createMazesheet({
    noInitialRun: true,
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(module, imports).then((made) => receive(made, module));
      return {};
    },
    onStdoutByte: (value) => stdout.push(value),
    onStderrLine: (text) => stderr.push(text),
    onStatus: (text) => postMessage({id, type: 'status', text}),
    // The runtime's own messages (an abort's reason), as standard error.
    print: (text) => stderr.push(text),
    printErr: (text) => stderr.push(text),
  });
  const FS = instance.FS;
  FS.mkdir(WORK_DIRECTORY);
  FS.chdir(WORK_DIRECTORY);
  for (const [name, bytes] of Object.entries(inputs)) {
    const slash = name.lastIndexOf('/');
    if (slash > 0) FS.mkdirTree(`${WORK_DIRECTORY}/${name.slice(0, slash)}`);
    FS.writeFile(name, bytes);
  }
  const instantiated = performance.now();
  let status;
  try {
    status = instance.callMain(args);
  } catch (error) {
    // A trap in the program (a bug, or memory past what the browser gives).
    stderr.push(`mazesheet: stopped: ${error && error.message ? error.message : error}`);
    status = 1;
  }
  const ran = performance.now();
  const files = {};
  for (const name of listFiles(FS, WORK_DIRECTORY)) {
    const bytes = FS.readFile(`${WORK_DIRECTORY}/${name}`);
    if (!(name in inputs) || !sameBytes(bytes, inputs[name])) files[name] = bytes;
  }
  return {
    status,
    files,
    stdout: stdout.text(),
    stderr,
    timings: {
      compileMs: compiled - started,
      instantiateMs: instantiated - compiled,
      runMs: ran - instantiated,
      collectMs: performance.now() - ran,
    },
  };
}

onmessage = async (event) => {
  const {id, args, files} = event.data;
  try {
    const result = await run(id, args, files || {});
    postMessage({id, type: 'done', result}, Object.values(result.files).map((bytes) => bytes.buffer));
  } catch (error) {
    postMessage({id, type: 'failed', message: String(error && error.stack ? error.stack : error)});
  }
};
