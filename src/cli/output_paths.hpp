// SPDX-License-Identifier: MIT
#pragma once
// No two files of a run may be the same file: an answer key written over
// the students' workbook, stats over the maze, or a text maze over its own
// mask lose a teacher's work. Paths are compared by what they name, not by
// how they are spelt: "a.xlsx", "./a.xlsx", "sub/../a.xlsx", a symbolic or
// hard link to it.
#include <string>
#include <vector>

namespace mazesheet::cli {

// A file the command line names: the input it came from ("output",
// "answers", "stats", "mask") and the path as given. "-" (standard output)
// is no file and is skipped.
struct NamedFile {
    std::string input;
    std::string path;
};

// Throws core::InputError, tagged with the later of the two inputs and
// naming both, if two of `files` are the same file: the same device and
// inode where the file exists; where it does not yet, the same path once
// the existing part is resolved (symbolic links, a dangling one too, "..")
// and the rest normalised.
void refuseSameFiles(const std::vector<NamedFile>& files);

// Throws core::InputError(input) if an output of `files` ("output",
// "answers", "stats") exists and is a device, a named pipe (FIFO) or a
// socket (a symbolic link counts as what it points to). An output is
// written whole to a new file and renamed over the old one: done to
// /dev/null as root, that replaces the device for the whole system; done
// to a FIFO, it replaces the pipe its reader waits on. Folders are left to
// the output's claim (AtomicFile), which names them.
void refuseSpecialOutputs(const std::vector<NamedFile>& files);

}  // namespace mazesheet::cli
