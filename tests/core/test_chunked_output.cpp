// SPDX-License-Identifier: MIT
// The text writers' chunked output: the sink gets the same bytes in a few
// large writes, never more than a chunk unless one piece is larger.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "render/chunked_output.hpp"

using mazesheet::render::ChunkedOutput;

namespace {

class RecordingSink final : public mazesheet::render::Sink {
public:
    void write(std::string_view bytes) override { writes.emplace_back(bytes); }
    std::string filePath() const override { return {}; }
    std::string name() const override { return "test"; }
    std::vector<std::string> writes;
};

}  // namespace

TEST_CASE("chunked output hands the sink every byte in order, a chunk at a time") {
    RecordingSink sink;
    std::string expected;
    {
        ChunkedOutput out(sink);
        for (int k = 0; k < 30'000; ++k) {
            out << 'M' << k << ' ' << -k << "h16";
            expected += "M" + std::to_string(k) + " " + std::to_string(-k) + "h16";
        }
        const std::string large(3 * ChunkedOutput::kChunkBytes + 7, 'x');  // larger than a chunk: passed on whole
        out << large << 18'446'744'073'709'551'615ULL << std::string("end");
        expected += large + "18446744073709551615end";
        out.flush();
        out.flush();  // nothing left: no empty write
    }
    std::string got;
    for (const std::string& piece : sink.writes) {
        CHECK(!piece.empty());
        CHECK((piece.size() <= ChunkedOutput::kChunkBytes || piece.size() == 3 * ChunkedOutput::kChunkBytes + 7));
        got += piece;
    }
    CHECK(got == expected);
    CHECK(sink.writes.size() < expected.size() / ChunkedOutput::kChunkBytes + 4);
}

TEST_CASE("chunked output writes nothing it was not asked to flush") {
    RecordingSink sink;
    {
        ChunkedOutput out(sink);
        out << "kept back";
    }
    CHECK(sink.writes.empty());
}
