// SPDX-License-Identifier: MIT
#include "answer_key.hpp"

#include <filesystem>
#include <optional>
#include <system_error>

#include "core/errors.hpp"
#include "page/text_rules.hpp"
#include "workbook/maze_workbook.hpp"
#include "zip_member.hpp"

namespace mazesheet::cli {

namespace {

namespace fs = std::filesystem;

// docProps/custom.xml is a few hundred bytes; a larger one is not ours.
constexpr std::size_t kMaxPropertiesBytes = 1 << 20;

std::string unescapeXml(std::string text) {
    static constexpr std::pair<std::string_view, char> kEntities[] = {
        {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}, {"&apos;", '\''}, {"&amp;", '&'}};
    std::string out;
    for (std::size_t at = 0; at < text.size();) {
        bool replaced = false;
        for (const auto& [entity, ch] : kEntities) {
            if (text.compare(at, entity.size(), entity) == 0) {
                out += ch;
                at += entity.size();
                replaced = true;
                break;
            }
        }
        if (!replaced) out += text[at++];
    }
    return out;
}

// The value of a custom string property in docProps/custom.xml, as
// libxlsxwriter writes it: <property ... name="NAME"><vt:lpwstr>VALUE</vt:lpwstr>.
std::optional<std::string> customProperty(const std::string& xml, const std::string& name) {
    const std::string attribute = "name=\"" + name + "\"";
    const auto property = xml.find(attribute);
    if (property == std::string::npos) return std::nullopt;
    const std::string open = "<vt:lpwstr>";
    const auto start = xml.find(open, property);
    const auto end = xml.find("</vt:lpwstr>", start);
    if (start == std::string::npos || end == std::string::npos || xml.find("</property>", property) < start) {
        return std::nullopt;
    }
    return unescapeXml(xml.substr(start + open.size(), end - start - open.size()));
}

fs::path absoluteNormal(const std::string& path) {
    std::error_code error;
    const fs::path absolute = fs::absolute(path, error);
    return (error ? fs::path(path) : absolute).lexically_normal();
}

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

void refuseOtherWorkbooksKey(const std::string& key, const std::string& workbook) {
    const auto properties = readZipMember(key, "docProps/custom.xml", kMaxPropertiesBytes);
    if (!properties) return;
    const auto answers = customProperty(*properties, workbook::kAnswersForProperty);
    // As the key records it: through the XML rule (a Latin-1 name's bytes as \xHH).
    const std::string mine = page::xmlText(workbookSeenFromKey(workbook, key));
    if (!answers || *answers == mine) return;
    throw core::InputError("answers", key + " holds the answers to " + *answers + ", not to " + mine +
                                          "; give this key another name (--answers PATH) or remove that file first");
}

}  // namespace mazesheet::cli
