// SPDX-License-Identifier: MIT
#include "answer_key.hpp"

#include <filesystem>
#include <memory>
#include <optional>
#include <system_error>

#include "core/errors.hpp"
#include "input_files.hpp"
#include "page/text_rules.hpp"

namespace mazesheet::cli {

namespace {

namespace fs = std::filesystem;

fs::path absoluteNormal(const std::string& path) {
    std::error_code error;
    const fs::path absolute = fs::absolute(path, error);
    return (error ? fs::path(path) : absolute).lexically_normal();
}

// An old key, read where its format asks, by the input rules: a FIFO or a
// device at the path is never opened (it would block the run or feed it
// without end) and reads as empty, as a file that cannot be read does.
class KeyFile final : public render::FileReader {
public:
    explicit KeyFile(const std::string& path) {
        try {
            in_ = std::make_unique<InputFile>(path, "answers");
        } catch (const core::InputError&) {
            in_.reset();
        }
    }
    std::uint64_t size() const override { return in_ ? in_->size() : 0; }
    std::optional<std::string> read(std::uint64_t offset, std::size_t count) const override {
        if (!in_ || offset > in_->size() || count > in_->size() - offset) return std::nullopt;
        std::string bytes = in_->readAt(offset, count);
        if (bytes.size() != count) return std::nullopt;
        return bytes;
    }

private:
    std::unique_ptr<InputFile> in_;
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
    // A workbook key records the name through the XML rule (a Latin-1
    // name's bytes as \xHH); SVG and PDF keys record its bytes themselves.
    if (!answers || *answers == mine || *answers == page::xmlText(mine)) return;
    throw core::InputError("answers", key + " holds the answers to " + *answers + ", not to " + mine +
                                          "; give this key another name (--answers PATH) or remove that file first");
}

}  // namespace mazesheet::cli
