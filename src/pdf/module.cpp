// SPDX-License-Identifier: MIT
#include "pdf/module.hpp"

#include <dlfcn.h>

#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace mazesheet::pdf {

namespace {

constexpr const char* kModuleName = "mazesheet-pdf.so";

// The module: beside the program (the build tree), where `cmake --install`
// puts it relative to the program, or where this build made it (tests and
// other programs of the build tree).
std::vector<std::filesystem::path> moduleCandidates() {
    std::vector<std::filesystem::path> candidates;
    std::error_code error;
    const std::filesystem::path program = std::filesystem::read_symlink("/proc/self/exe", error);
    if (!error) {
        const std::filesystem::path folder = program.parent_path();
        candidates.push_back(folder / kModuleName);
        candidates.push_back((folder / MAZESHEET_PDF_MODULE_FROM_PROGRAM / kModuleName).lexically_normal());
    }
    candidates.emplace_back(MAZESHEET_PDF_MODULE_BUILT);
    return candidates;
}

// The entries, or why the module cannot be used: "PATH: what is wrong".
std::variant<ModuleEntries, std::string> loadModule() {
    const std::vector<std::filesystem::path> candidates = moduleCandidates();
    std::filesystem::path tried;
    for (const std::filesystem::path& candidate : candidates) {
        std::error_code error;
        if (std::filesystem::exists(candidate, error)) {
            tried = candidate;
            break;
        }
    }
    // None there: the message names where an installed program looks.
    if (tried.empty()) tried = candidates.size() > 1 ? candidates[1] : candidates.front();
    const auto missing = [&](const std::string& why) { return tried.string() + ": " + why; };
    void* module = dlopen(tried.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (module == nullptr) {
        std::string why = dlerror();  // "PATH: what is wrong"
        if (why.starts_with(tried.string() + ": ")) why.erase(0, tried.string().size() + 2);
        return missing(why);
    }
    // Kept loaded for the rest of the run: cairo and fontconfig keep caches,
    // and each PDF drawing process is forked with it loaded.
    const auto version = reinterpret_cast<ModuleVersion>(dlsym(module, kModuleVersionSymbol));
    ModuleEntries entries;
    entries.openPdf = reinterpret_cast<OpenDocument>(dlsym(module, kOpenDocumentSymbol));
    entries.openPng = reinterpret_cast<OpenPicture>(dlsym(module, kOpenPictureSymbol));
    entries.prepareFonts = reinterpret_cast<PrepareFonts>(dlsym(module, kPrepareFontsSymbol));
    entries.path = tried.string();
    if (version == nullptr || entries.openPdf == nullptr || entries.openPng == nullptr ||
        entries.prepareFonts == nullptr) {
        return missing("not a mazesheet PDF module");
    }
    if (std::string_view(version()) != MAZESHEET_VERSION) {
        return missing(std::string("it belongs to mazesheet ") + version() + ", not " + MAZESHEET_VERSION);
    }
    return entries;
}

}  // namespace

// Loaded once, on the first PDF or PNG; a failure is said again on each try.
const ModuleEntries& cairoModule(std::string_view format) {
    static const std::variant<ModuleEntries, std::string> loaded = loadModule();
    if (const auto* why = std::get_if<std::string>(&loaded)) {
        throw std::runtime_error(std::string(format) + " output needs " + *why);
    }
    return std::get<ModuleEntries>(loaded);
}

bool Writing::write(void* closure, const char* bytes, std::size_t size) noexcept {
    auto* self = static_cast<Writing*>(closure);
    try {
        self->sink_.write({bytes, size});
        return true;
    } catch (...) {
        self->failure_ = std::current_exception();
        return false;
    }
}

void ModuleDocument::check() const {
    writing_.rethrow();
    if (*document_->failure() != '\0') throw std::runtime_error(document_->failure());
}

void ModuleDocument::finish() {
    document_->finish();
    check();
}

}  // namespace mazesheet::pdf
