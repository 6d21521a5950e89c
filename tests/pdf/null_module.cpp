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

// Its signatures need not be the real ones: only the symbols are looked up.
extern "C" __attribute__((visibility("default"))) void* mazesheet_pdf_open(void*, void*, const void*) noexcept {
    return nullptr;
}

extern "C" __attribute__((visibility("default"))) void* mazesheet_png_open(void*, void*, const void*,
                                                                          double) noexcept {
    return nullptr;
}
