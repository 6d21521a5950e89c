// SPDX-License-Identifier: MIT
// Runs inside every engine instance before main() (emcc --pre-js): where the
// shipped templates are, and the program's terminal as the page sees it.
// The instance's owner (worker.js) gives three callbacks on the module:
//   onStdoutByte(byte)   each byte written to standard output
//   onStderrLine(text)   each line written to standard error
//   onStatus(text)       the status line (the progress bar) as it is redrawn
Module['preRun'] = [].concat(Module['preRun'] || []);
Module['preRun'].push(function () {
  ENV['MAZESHEET_TEMPLATES'] = '/templates';

  // Files in memory grow by doubling: past 1 MB emscripten grows them by an
  // eighth, copying the whole file each time (a 300x300 workbook's sheet
  // XML is several MB, written a kilobyte at a time).
  MEMFS.expandFileStorage = function (node, wanted) {
    var capacity = node.contents ? node.contents.length : 0;
    if (capacity >= wanted) return;
    var old = node.contents;
    node.contents = new Uint8Array(Math.max(wanted, capacity * 2, 256));
    if (node.usedBytes > 0) node.contents.set(old.subarray(0, node.usedBytes), 0);
  };

  var stdout = TTY.default_tty_ops;
  stdout.put_char = function (tty, value) {
    if (value !== null) Module['onStdoutByte'](value);
  };
  stdout.flush = function () {};

  // Standard error stays a terminal, so the command line draws its progress
  // bar there as on a desktop: "\r" and the bar's text, redrawn in place,
  // cleared ("\r", spaces, "\r") before any message line.
  var stderr = TTY.default_tty1_ops;
  var line = [];
  var redrawn = false;  // the line began with "\r": the status line
  stderr.put_char = function (tty, value) {
    if (value === null) return;
    if (value === 10) {
      var text = UTF8ArrayToString(line, 0);
      line = [];
      if (redrawn) {
        redrawn = false;
        Module['onStatus']('');
      }
      Module['onStderrLine'](text);
    } else if (value === 13) {
      line = [];
      redrawn = true;
    } else {
      line.push(value);
    }
  };
  stderr.flush = function () {
    if (line.length > 0 && !redrawn) Module['onStderrLine'](UTF8ArrayToString(line, 0));
    line = [];
  };
  // The bar writes "\r" and its text in one call: show it as that call leaves it.
  var write = TTY.stream_ops.write;
  TTY.stream_ops.write = function (stream, buffer, offset, length, position) {
    var written = write(stream, buffer, offset, length, position);
    if (stream.tty.ops === stderr && redrawn) Module['onStatus'](UTF8ArrayToString(line, 0).trim());
    return written;
  };
});
