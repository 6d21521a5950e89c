#include "page/text_rules.hpp"

#include "core/errors.hpp"

namespace mazesheet::page {

std::size_t checkHeadingText(const std::string& text, const std::string& input) {
    std::size_t chars = 0;
    for (std::size_t i = 0; i < text.size(); ++chars) {
        const auto byte = static_cast<unsigned char>(text[i]);
        const std::size_t length = byte < 0x80 ? 1 : (byte >> 5) == 0x6 ? 2 : (byte >> 4) == 0xE ? 3 : (byte >> 3) == 0x1E ? 4 : 0;
        if (length == 0 || i + length > text.size()) throw core::InputError(input, "not valid UTF-8 text");
        for (std::size_t k = 1; k < length; ++k) {
            if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) {
                throw core::InputError(input, "not valid UTF-8 text");
            }
        }
        if (byte < 0x20 || byte == 0x7F) {
            throw core::InputError(input, "control characters (such as tabs or line breaks) cannot go in a heading");
        }
        i += length;
    }
    return chars;
}

}  // namespace mazesheet::page
