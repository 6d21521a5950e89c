// SPDX-License-Identifier: MIT
#include "answer_key.hpp"

#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <system_error>

#include "core/errors.hpp"

namespace mazesheet::cli {

namespace {

namespace fs = std::filesystem;

fs::path absoluteNormal(const std::string& path) {
    std::error_code error;
    const fs::path absolute = fs::absolute(path, error);
    return (error ? fs::path(path) : absolute).lexically_normal();
}

// An old key, read where its format asks. Only a regular file is opened
// (a FIFO would block the run); anything else reads as empty.
class KeyFile final : public render::FileReader {
public:
    explicit KeyFile(const std::string& path) {
        struct stat status{};
        if (stat(path.c_str(), &status) != 0 || !S_ISREG(status.st_mode)) return;
        in_.open(path, std::ios::binary);
        if (in_) size_ = static_cast<std::uint64_t>(status.st_size);
    }
    std::uint64_t size() const override { return size_; }
    std::optional<std::string> read(std::uint64_t offset, std::size_t count) const override {
        if (offset > size_ || count > size_ - offset) return std::nullopt;
        std::string bytes(count, '\0');
        in_.clear();
        in_.seekg(static_cast<std::streamoff>(offset));
        if (!in_.read(bytes.data(), static_cast<std::streamsize>(count))) return std::nullopt;
        return bytes;
    }

private:
    mutable std::ifstream in_;
    std::uint64_t size_ = 0;
};

}  // namespace

std::string impliedKeyPath(const std::string& workbook) {
    const fs::path path(workbook);
    return (path.parent_path() / (path.stem().string() + "-answers" + path.extension().string())).string();
}

std::string workbookSeenFromKey(const std::string& workbook, const std::string& key) {
    const fs::path from = absoluteNormal(key).parent_path();
    const fs::path relative = absoluteNormal(workbook).lexically_relative(from);
    return (relative.empty() ? absoluteNormal(workbook) : relative).generic_string();
}

void refuseOtherWorkbooksKey(const std::string& key, const std::string& workbook, const render::Writer& format) {
    if (format.answersFor == nullptr) return;  // its row says why it keeps no record
    const auto answers = format.answersFor(KeyFile(key));
    const std::string mine = workbookSeenFromKey(workbook, key);
    if (!answers || *answers == mine) return;
    throw core::InputError("answers", key + " holds the answers to " + *answers + ", not to " + mine +
                                          "; give this key another name (--answers PATH) or remove that file first");
}

}  // namespace mazesheet::cli
