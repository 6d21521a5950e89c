// SPDX-License-Identifier: MIT
#include "sheet/key_record.hpp"

#include <string_view>
#include <utility>

#include "sheet/zip_member.hpp"
#include "workbook/maze_workbook.hpp"

namespace mazesheet::sheet {

namespace {

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

}  // namespace

std::optional<std::string> workbookAnswersFor(const render::FileReader& file) {
    const auto properties = readZipMember(file, "docProps/custom.xml", kMaxPropertiesBytes);
    if (!properties) return std::nullopt;
    return customProperty(*properties, std::string(workbook::kAnswersForProperty));
}

}  // namespace mazesheet::sheet
