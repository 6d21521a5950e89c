// SPDX-License-Identifier: MIT
// libxlsxwriter's temporary files on memory (sheet/temp_files.hpp) must act
// as files do: the same bytes read back after any writes and seeks, in
// memory, moved to a file of their own past 64 KiB, and parked.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstdio>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "sheet/temp_files.hpp"

extern "C" FILE* lxw_tmpfile(char* tmpdir);

using mazesheet::core::Rng;
namespace temp = mazesheet::sheet::xlsx::temp;

namespace {

constexpr std::size_t kMemoryLimit = 64 << 10;  // temp_files.cpp's

std::string readAll(std::FILE* file) {
    std::rewind(file);
    std::string out;
    char buffer[4096];
    std::size_t n = 0;
    while ((n = std::fread(buffer, 1, sizeof buffer, file)) > 0) out.append(buffer, n);
    return out;
}

// The same random writes, seeks and reads on both files.
void exercise(std::FILE* ours, std::FILE* model, Rng& rng, std::size_t around) {
    std::vector<char> data(70'000);
    for (int step = 0; step < 300; ++step) {
        const std::uint32_t what = rng.below(10);
        if (what < 6) {
            const bool big = what == 0 && around > kMemoryLimit;
            const std::size_t n = 1 + rng.below(static_cast<std::uint32_t>(big ? data.size() : 200));
            for (std::size_t i = 0; i < n; ++i) data[i] = static_cast<char>(rng.below(256));
            REQUIRE(std::fwrite(data.data(), 1, n, ours) == n);
            REQUIRE(std::fwrite(data.data(), 1, n, model) == n);
        } else if (what < 8) {
            const long to = static_cast<long>(rng.below(static_cast<std::uint32_t>(around)));
            REQUIRE(std::fseek(ours, to, SEEK_SET) == 0);
            REQUIRE(std::fseek(model, to, SEEK_SET) == 0);
        } else if (what < 9) {
            REQUIRE(std::fseek(ours, 0, SEEK_END) == 0);
            REQUIRE(std::fseek(model, 0, SEEK_END) == 0);
            REQUIRE(std::ftell(ours) == std::ftell(model));
        } else {
            std::vector<char> a(300), b(300);
            const std::size_t got = std::fread(a.data(), 1, a.size(), ours);
            REQUIRE(got == std::fread(b.data(), 1, b.size(), model));
            REQUIRE(std::equal(a.begin(), a.begin() + static_cast<long>(got), b.begin()));
            std::clearerr(ours);
            std::clearerr(model);
            REQUIRE(std::fseek(ours, 0, SEEK_CUR) == 0);  // a read and a write need a seek between
            REQUIRE(std::fseek(model, 0, SEEK_CUR) == 0);
        }
        REQUIRE(std::ftell(ours) == std::ftell(model));
    }
}

}  // namespace

TEST_CASE("temporary files read back what was written, in memory, on disk and parked", "[temp]") {
    char directory[] = "/tmp/mazesheet-temp-test-XXXXXX";
    REQUIRE(mkdtemp(directory) != nullptr);
    Rng rng(3);
    // Small ones stay in memory (5 KB); big writes of up to 70 KB pass 64 KiB.
    // All stay open to the end, so parked ones share the park file.
    std::vector<std::FILE*> ours;
    std::vector<std::FILE*> models;
    for (const std::size_t around : {std::size_t{5'000}, std::size_t{3'000'000}}) {
        for (int file = 0; file < 6; ++file) {
            ours.push_back(lxw_tmpfile(directory));
            models.push_back(std::tmpfile());
            REQUIRE(ours.back() != nullptr);
            REQUIRE(models.back() != nullptr);
            exercise(ours.back(), models.back(), rng, around);
            if (file % 2 == 1) {
                const std::string before = readAll(models.back());
                std::fseek(ours.back(), 0, SEEK_END);
                ours.back() = temp::park(ours.back());
                REQUIRE(readAll(ours.back()) == before);
            }
        }
    }
    for (std::size_t k = ours.size(); k-- > 0;) {
        INFO("file " << k);
        REQUIRE(readAll(ours[k]) == readAll(models[k]));
        std::fclose(ours[k]);
        std::fclose(models[k]);
    }
    CHECK(temp::takeFailure() == 0);
    CHECK(rmdir(directory) == 0);  // nothing left in the directory
}

TEST_CASE("parking leaves other streams alone", "[temp]") {
    std::FILE* foreign = std::tmpfile();
    REQUIRE(foreign != nullptr);
    CHECK(temp::park(foreign) == foreign);
    std::fclose(foreign);
}

TEST_CASE("libxlsxwriter's temporary files are this program's here", "[temp]") {
    // On Linux with a shared libxlsxwriter (Debian's) the override is built
    // and the calls above reached it; elsewhere (WebAssembly) it is not.
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
    std::FILE* file = lxw_tmpfile(nullptr);
    REQUIRE(file != nullptr);
    std::fclose(file);
    CHECK(temp::active());
#endif
}
