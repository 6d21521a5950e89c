// SPDX-License-Identifier: MIT
#include "sheet/zip_member.hpp"

#include <zlib.h>

#include <cstdint>
#include <vector>

namespace mazesheet::sheet {

namespace {

constexpr std::uint32_t kEndOfDirectory = 0x06054b50;
constexpr std::uint32_t kDirectoryEntry = 0x02014b50;
constexpr std::uint32_t kLocalHeader = 0x04034b50;
constexpr std::size_t kEndRecordBytes = 22;
constexpr std::size_t kMaxCommentBytes = 0xFFFF;

std::uint32_t little(const std::string& bytes, std::size_t at, int width) {
    std::uint32_t value = 0;
    for (int k = width - 1; k >= 0; --k) {
        value = (value << 8) | static_cast<unsigned char>(bytes[at + static_cast<std::size_t>(k)]);
    }
    return value;
}

std::optional<std::string> inflateRaw(const std::string& packed, std::size_t size) {
    std::string out(size, '\0');
    z_stream stream{};
    if (inflateInit2(&stream, -MAX_WBITS) != Z_OK) return std::nullopt;
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(packed.data()));
    stream.avail_in = static_cast<uInt>(packed.size());
    stream.next_out = reinterpret_cast<Bytef*>(out.data());
    stream.avail_out = static_cast<uInt>(out.size());
    const int result = inflate(&stream, Z_FINISH);
    const bool whole = result == Z_STREAM_END && stream.total_out == size;
    inflateEnd(&stream);
    if (!whole) return std::nullopt;
    return out;
}

}  // namespace

std::optional<std::string> readZipMember(const render::FileReader& file, const std::string& member,
                                         std::size_t maxBytes) {
    const std::uint64_t fileSize = file.size();
    if (fileSize < kEndRecordBytes) return std::nullopt;
    // The end record: 22 bytes and a comment of up to 64 KiB, at the end.
    const std::uint64_t tail = std::min<std::uint64_t>(fileSize, kEndRecordBytes + kMaxCommentBytes);
    const auto end = file.read(fileSize - tail, static_cast<std::size_t>(tail));
    if (!end) return std::nullopt;
    std::optional<std::size_t> record;
    for (std::size_t at = end->size() - kEndRecordBytes + 1; at-- > 0;) {
        if (little(*end, at, 4) == kEndOfDirectory) {
            record = at;
            break;
        }
    }
    if (!record) return std::nullopt;
    const std::uint32_t entries = little(*end, *record + 10, 2);
    const std::uint32_t directorySize = little(*end, *record + 12, 4);
    const std::uint32_t directoryOffset = little(*end, *record + 16, 4);
    if (directoryOffset == 0xFFFFFFFF || std::uint64_t{directoryOffset} + directorySize > fileSize) return std::nullopt;
    const auto directory = file.read(directoryOffset, directorySize);
    if (!directory) return std::nullopt;

    std::size_t at = 0;
    for (std::uint32_t k = 0; k < entries; ++k) {
        if (at + 46 > directory->size() || little(*directory, at, 4) != kDirectoryEntry) return std::nullopt;
        const std::uint32_t method = little(*directory, at + 10, 2);
        const std::uint32_t packedSize = little(*directory, at + 20, 4);
        const std::uint32_t size = little(*directory, at + 24, 4);
        const std::uint32_t nameLength = little(*directory, at + 28, 2);
        const std::uint32_t extraLength = little(*directory, at + 30, 2);
        const std::uint32_t commentLength = little(*directory, at + 32, 2);
        const std::uint32_t localOffset = little(*directory, at + 42, 4);
        if (at + 46 + nameLength > directory->size()) return std::nullopt;
        const std::string name = directory->substr(at + 46, nameLength);
        at += 46 + nameLength + extraLength + commentLength;
        if (name != member) continue;
        if (size > maxBytes || packedSize > maxBytes || (method != 0 && method != 8)) return std::nullopt;
        const auto local = file.read(localOffset, 30);
        if (!local || little(*local, 0, 4) != kLocalHeader) return std::nullopt;
        const std::uint64_t data = std::uint64_t{localOffset} + 30 + little(*local, 26, 2) + little(*local, 28, 2);
        const auto packed = file.read(data, packedSize);
        if (!packed) return std::nullopt;
        if (method == 0) return packed->size() == size ? packed : std::nullopt;
        return inflateRaw(*packed, size);
    }
    return std::nullopt;
}

}  // namespace mazesheet::sheet
