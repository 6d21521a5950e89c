// SPDX-License-Identifier: MIT
#pragma once
// Descriptors 0, 1 and 2 kept open. A program started with one of them
// closed (`mazesheet ... >&-`) would otherwise give its number to the next
// file it opens: an output's temporary file could become "standard
// output", and --stats - or a message would be written into the maze.
#include <string>

namespace mazesheet::cli {

// Opens /dev/null on each of the three that is closed: standard input and
// error read nothing and write nowhere, and standard output is opened for
// reading only, so that writing to it still fails. Returns false if one is
// closed and /dev/null cannot be opened.
bool openClosedStandardStreams();

// Why standard output cannot be written, for "cannot write to standard
// output: ...", given the errno of the failed write.
std::string standardOutputProblem(int error);

// True when standard output was closed as the run started: nothing can be
// written there.
bool standardOutputClosed();

}  // namespace mazesheet::cli
