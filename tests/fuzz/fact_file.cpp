// SPDX-License-Identifier: MIT
// libFuzzer target: the fact file reader (core::readFactSet) on any bytes,
// then the items dealt on a small maze. The reader must accept or refuse
// with core::InputError("facts"), never crash; what it accepts must be what
// docs/FACTS.md promises (items of 1..40 characters, valid UTF-8 without
// control characters, none in both sections, none twice), and every cell
// must get an item of its kind.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <string>
#include <string_view>

#include "core/errors.hpp"
#include "core/facts/facts.hpp"
#include "core/utf8.hpp"

namespace {

// Characters in `item`, or 0 if it is not clean one-line UTF-8.
std::size_t cleanChars(std::string_view item) {
    std::size_t chars = 0;
    for (std::size_t offset = 0; offset < item.size(); ++chars) {
        const auto c = mazesheet::core::decodeUtf8(item, offset);
        if (c.problem != nullptr || c.code < 0x20 || (c.code >= 0x7F && c.code <= 0x9F)) return 0;
        offset += c.length;
    }
    return chars;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace mazesheet::core;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    FactSet set;
    try {
        set = readFactSet(text, "fuzz");
    } catch (const InputError& e) {
        if (e.input() != "facts") std::abort();
        return 0;
    }
    if (set.trueItems.empty() || set.falseItems.empty() || cleanChars(set.instruction) == 0) std::abort();
    std::set<std::string> seen;
    for (const auto* items : {&set.trueItems, &set.falseItems}) {
        for (const std::string& item : *items) {
            const std::size_t chars = cleanChars(item);
            if (chars == 0 || chars > kMaxItemChars || item.front() == ' ' || item.back() == ' ') std::abort();
            if (!seen.insert(item).second) std::abort();
        }
    }
    // Deal them on a 5x4 grid whose route is the top row and down the right side.
    const Region region = Region::rectangle(5, 4);
    const Path route{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {4, 1}, {4, 2}, {4, 3}};
    Rng rng(size);
    const auto shared = std::make_shared<const FactSet>(std::move(set));
    const Facts facts(shared, region, route, rng);
    const std::set<std::string> trueItems(shared->trueItems.begin(), shared->trueItems.end());
    for (std::uint32_t i = 0; i < region.gridSize(); ++i) {
        const bool onRoute = i < 5 || i % 5 == 4;
        if (facts.isTrue(i) != onRoute || (trueItems.count(std::string(facts.item(i))) == 1) != onRoute) std::abort();
    }
    return 0;
}
