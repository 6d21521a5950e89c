// SPDX-License-Identifier: MIT
// Start-up for the WebAssembly build, before main(): emscripten 3.1.6 starts
// with a umask of 0777 (fixed in 3.1.68), so every file the program made
// would have no permissions and libxlsxwriter could not reopen its own
// temporary files. A new process on a desktop gets 022.
#include <sys/stat.h>

namespace {

[[maybe_unused]] const mode_t kStartMask = umask(022);

}  // namespace
