// SPDX-License-Identifier: MIT
#pragma once
// Text formats make their output in many small pieces (a wall, a cell's
// character). Building the whole file in a string first costs memory in
// proportion to the maze (an SVG of 3000 x 3000 cells is 130 MB); this
// gathers the pieces into one chunk and hands each full chunk to the sink,
// so a writer holds a chunk, never the file.
#include <charconv>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

#include "render/writer.hpp"

namespace mazesheet::render {

class ChunkedOutput {
public:
    // Large enough that a file or standard output is written a few times
    // per megabyte, small enough to be nothing beside a maze.
    static constexpr std::size_t kChunkBytes = 64 * 1024;

    explicit ChunkedOutput(Sink& sink) : sink_(sink) { chunk_.reserve(kChunkBytes); }
    // Does not flush: after an exception nothing more should reach the sink,
    // and a destructor must not throw the sink's failure. Writers call flush().
    ~ChunkedOutput() = default;
    ChunkedOutput(const ChunkedOutput&) = delete;
    ChunkedOutput& operator=(const ChunkedOutput&) = delete;

    ChunkedOutput& operator<<(std::string_view text) {
        if (chunk_.size() + text.size() > kChunkBytes) {
            flush();
            // A piece bigger than a chunk (a long title) goes straight through.
            if (text.size() > kChunkBytes) {
                sink_.write(text);
                return *this;
            }
        }
        chunk_.append(text);
        return *this;
    }
    ChunkedOutput& operator<<(const char* text) { return *this << std::string_view(text); }
    ChunkedOutput& operator<<(const std::string& text) { return *this << std::string_view(text); }
    ChunkedOutput& operator<<(char c) {
        if (chunk_.size() >= kChunkBytes) flush();
        chunk_.push_back(c);
        return *this;
    }
    // Decimal, as std::to_string writes it (without the locale).
    ChunkedOutput& operator<<(long long value) {
        char digits[kLongestNumber];
        const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
        return *this << std::string_view(digits, static_cast<std::size_t>(end - digits));
    }
    ChunkedOutput& operator<<(int value) { return *this << static_cast<long long>(value); }
    ChunkedOutput& operator<<(unsigned long long value) {
        char digits[kLongestNumber];
        const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
        return *this << std::string_view(digits, static_cast<std::size_t>(end - digits));
    }
    ChunkedOutput& operator<<(unsigned long value) { return *this << static_cast<unsigned long long>(value); }
    ChunkedOutput& operator<<(long value) { return *this << static_cast<long long>(value); }

    // Hands what is gathered to the sink.
    void flush() {
        if (chunk_.empty()) return;
        sink_.write(chunk_);
        chunk_.clear();
    }

private:
    static constexpr std::size_t kLongestNumber = 24;  // 20 digits of a 64-bit value and a sign
    Sink& sink_;
    std::string chunk_;
};

// A sink that keeps everything, for the functions that return a format's
// text whole (tests, small pictures).
class StringSink final : public Sink {
public:
    void write(std::string_view bytes) override { text_.append(bytes); }
    std::string filePath() const override { return {}; }
    std::string name() const override { return "a string"; }
    std::string take() { return std::move(text_); }

private:
    std::string text_;
};

}  // namespace mazesheet::render
