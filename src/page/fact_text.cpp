// SPDX-License-Identifier: MIT
#include "page/fact_text.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "page/text_rules.hpp"

namespace mazesheet::page {

namespace {

// Trims spaces at both ends.
std::string_view trimmed(std::string_view text) {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    return text;
}

// Where an item breaks best in two: before its relation sign, else at the
// space that leaves the longer half shortest. npos: it cannot break.
std::size_t breakAt(std::string_view item) {
    const std::size_t sign = item.find_last_of("=<>");
    if (sign != std::string_view::npos && sign > 0 && !trimmed(item.substr(0, sign)).empty()) return sign;
    std::size_t best = std::string_view::npos;
    std::size_t bestLonger = std::numeric_limits<std::size_t>::max();
    for (std::size_t at = item.find(' '); at != std::string_view::npos; at = item.find(' ', at + 1)) {
        const std::size_t longer = std::max(textChars(trimmed(item.substr(0, at))), textChars(trimmed(item.substr(at))));
        if (longer < bestLonger && !trimmed(item.substr(0, at)).empty() && !trimmed(item.substr(at)).empty()) {
            bestLonger = longer;
            best = at;
        }
    }
    return best;
}

double oneLinePt(std::size_t chars, double cellPt) {
    const double byWidth = cellPt * kFactRoom / (static_cast<double>(std::max<std::size_t>(chars, 1)) * kFactCharEm);
    return std::min(byWidth, cellPt * kFactMostEm);
}

double twoLinePt(std::size_t longerChars, double cellPt) {
    const double byWidth =
        cellPt * kFactRoom / (static_cast<double>(std::max<std::size_t>(longerChars, 1)) * kFactCharEm);
    return std::min(byWidth, cellPt * kFactRoom / (2 * kFactLineEm));
}

// The largest size `item` prints at in a cell of `cellPt`, one line or two.
double largestPt(std::string_view item, double cellPt) {
    item = trimmed(item);
    double best = oneLinePt(textChars(item), cellPt);
    const std::size_t at = breakAt(item);
    if (at != std::string_view::npos) {
        const std::size_t longer =
            std::max(textChars(trimmed(item.substr(0, at))), textChars(trimmed(item.substr(at))));
        best = std::max(best, twoLinePt(longer, cellPt));
    }
    return best;
}

}  // namespace

double factTextPt(std::span<const std::string_view> items, double cellPt) {
    double pt = cellPt * kFactMostEm;
    for (const std::string_view item : items) pt = std::min(pt, largestPt(item, cellPt));
    return pt;
}

double factPrintPt(std::span<const std::string_view> items, double cellPt) {
    return std::floor(factTextPt(items, cellPt) * 10) / 10;
}

double factSetTextPt(const core::FactSet& set, double cellPt) {
    std::vector<std::string_view> items(set.trueItems.begin(), set.trueItems.end());
    items.insert(items.end(), set.falseItems.begin(), set.falseItems.end());
    return factPrintPt(items, cellPt);
}

FactLines factLines(std::string_view item, double textPt, double cellPt) {
    item = trimmed(item);
    // A little slack: the size was chosen from this same estimate.
    if (oneLinePt(textChars(item), cellPt) >= textPt * 0.999) return {std::string(item), {}};
    const std::size_t at = breakAt(item);
    if (at == std::string_view::npos) return {std::string(item), {}};
    return {std::string(trimmed(item.substr(0, at))), std::string(trimmed(item.substr(at)))};
}

}  // namespace mazesheet::page
