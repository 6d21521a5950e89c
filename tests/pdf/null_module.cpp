// SPDX-License-Identifier: MIT
// A PDF module of this version that makes no document: what a module
// broken in a way the version check cannot see does. The program must say
// so in one line, not blame memory (tests/cli/test_hostile.py).
extern "C" __attribute__((visibility("default"))) const char* mazesheet_pdf_version() noexcept {
    return MAZESHEET_VERSION;
}

extern "C" __attribute__((visibility("default"))) const char* mazesheet_pdf_prepare_fonts(const char*) noexcept {
    return "";
}

extern "C" __attribute__((visibility("default"))) void* mazesheet_pdf_open(void*, void*, const char*,
                                                                           const char*) noexcept {
    return nullptr;
}
