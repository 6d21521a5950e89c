// SPDX-License-Identifier: MIT
#pragma once
// libxlsxwriter's temporary files, kept in memory. libxlsxwriter assembles
// every part of a workbook in a temporary file of its own (a streamed sheet's
// rows, a picture, each part as it is zipped): eight files made, unlinked and
// closed for each maze of a class set, which was a third of its CPU time.
// libxlsxwriter makes them all through lxw_tmpfile(), which it documents as
// the place to put a version of one's own; ours (where the C library has
// fopencookie and libxlsxwriter is linked as a shared library, so that its
// calls reach ours) returns a stream on memory. A stream that grows past
// 64 KiB moves to a real temporary file in the directory libxlsxwriter names
// (beside the output), so large sheets use disk as before.
//
// Elsewhere (WebAssembly, where files are in memory anyway) libxlsxwriter's
// own lxw_tmpfile is used and nothing here is active.
#include <cstdio>

namespace mazesheet::sheet::xlsx::temp {

// True once libxlsxwriter has made a temporary file through this module.
bool active();

// Moves a finished stream's bytes out of memory into one file shared by all
// parked streams (made in the same directory), and returns a new stream on
// the same bytes, whose stdio buffer is made only when it is read, to use
// instead of `stream` (which is closed). Nothing may be written to it afterwards; it is read back when the
// workbook is assembled. Returns `stream` itself when it is not one of ours
// or is already on disk. Throws std::system_error if the file cannot be
// written (a full disk).
std::FILE* park(std::FILE* stream);

// Closes `stream` if it is one of this module's and still open; returns
// whether it did. libxlsxwriter closes a sheet's row file only when it
// assembles that sheet, so a workbook that fails before then leaves them.
bool closeIfOpen(std::FILE* stream);

// The system error of the first write to a temporary file that failed since
// the last call (0 if none): libxlsxwriter does not check its writes.
int takeFailure();

}  // namespace mazesheet::sheet::xlsx::temp
