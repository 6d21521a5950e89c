// SPDX-License-Identifier: MIT
// The command line's value parsers and how it names inputs in messages.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <vector>

#include "cli/atomic_file.hpp"
#include "cli/help_format.hpp"
#include "cli/input_files.hpp"
#include "cli/masks.hpp"
#include "cli/maze_options.hpp"
#include "cli/messages.hpp"
#include "cli/nearest_name.hpp"
#include "cli/options.hpp"
#include "cli/progress_bar.hpp"
#include "cli/template_file.hpp"

using namespace mazesheet;
using mazesheet::cli::parseEndpoint;
using mazesheet::cli::parseSize;

TEST_CASE("sizes: WxH syntax here, limits in the core") {
    CHECK(parseSize("20x20") == std::pair{20LL, 20LL});
    CHECK(parseSize("7X3") == std::pair{7LL, 3LL});
    CHECK(parseSize("0x5") == std::pair{0LL, 5LL});  // core::Region::rectangle refuses it
    CHECK_THROWS_WITH(parseSize("20"), Catch::Contains("expected WIDTHxHEIGHT"));
    CHECK_THROWS_WITH(parseSize("99999999999999999999x2"), Catch::Contains("expected WIDTHxHEIGHT"));
    try {
        parseSize("tenxten");
        FAIL("a size in words was accepted");
    } catch (const core::InputError& e) {
        CHECK(e.input() == "size");
    }
}

TEST_CASE("endpoint values") {
    CHECK(parseEndpoint("top-left", "start").kind == core::Endpoint::Kind::TopLeft);
    const core::Endpoint cell = parseEndpoint("3,4", "start");
    CHECK(cell.kind == core::Endpoint::Kind::Cell);
    CHECK(cell.cell == core::CellPos{2, 3});
    CHECK_THROWS_WITH(parseEndpoint("0,4", "finish"), Catch::StartsWith("finish: ") && Catch::Contains("count from 1"));
    CHECK_THROWS_WITH(parseEndpoint("middle", "start"), Catch::StartsWith("start: expected auto"));
}

TEST_CASE("input errors are reported with the flag that gave the input") {
    cli::Options options;
    CHECK(cli::inputError(core::InputError("size", "0x5 is empty"), options) == "--size: 0x5 is empty");
    options.maskPath = "heart.txt";
    CHECK(cli::inputError(core::InputError("mask", "has 2 separate regions"), options) ==
          "--mask heart.txt: has 2 separate regions");
    cli::Options letters;
    letters.maskText = "Mia";  // a mask drawn from letters is the --mask-text flag's
    CHECK(cli::inputError(core::InputError("mask", "is too large"), letters) == "--mask-text: is too large");
}

TEST_CASE("mask names: a value without '/' or '.' is a shipped mask's name") {
    CHECK(cli::isMaskName("heart"));
    CHECK(cli::isMaskName("my-shape"));
    CHECK_FALSE(cli::isMaskName("heart.txt"));
    CHECK_FALSE(cli::isMaskName("./heart"));
    CHECK_FALSE(cli::isMaskName("masks/heart"));
    CHECK_FALSE(cli::isMaskName("picture.png"));
    CHECK_FALSE(cli::isMaskName(""));
}

TEST_CASE("messages escape what could break the line or drive the terminal") {
    using cli::printable;
    CHECK(printable("plain text, caf\xC3\xA9 \xE8\xBF\xB7") == "plain text, caf\xC3\xA9 \xE8\xBF\xB7");
    CHECK(printable("two\nlines\r\tand a tab") == "two\\nlines\\r\\tand a tab");
    CHECK(printable("\x1b[31mred") == "\\x1b[31mred");
    CHECK(printable(std::string("nul\0here", 8)) == "nul\\x00here");
    CHECK(printable("del\x7F") == "del\\x7f");
    CHECK(printable("csi\xC2\x9B") == "csi\\u009b");                  // C1 control
    CHECK(printable("rtl\xE2\x80\xAE" "txt") == "rtl\\u202etxt");      // right-to-left override
    CHECK(printable("sep\xE2\x80\xA8") == "sep\\u2028");               // line separator
    CHECK(printable("latin1 \xE9t\xE9") == "latin1 \\xe9t\\xe9");      // not UTF-8: byte by byte
    CHECK(printable("\xED\xA0\x80") == "\\xed\\xa0\\x80");              // a surrogate
    std::ostringstream err;
    cli::say("bad\nthing", err);
    CHECK(err.str() == "mazesheet: bad\\nthing\n");
}

TEST_CASE("temporary file names fit where the target's name fits") {
    using cli::temporaryName;
    CHECK(temporaryName("maze.xlsx", 255) == ".maze.xlsx.tmp-XXXXXX");
    const std::string longest(255, 'm');
    CHECK(temporaryName(longest, 255).size() == 255);
    CHECK(temporaryName(longest, 255) == "." + std::string(243, 'm') + ".tmp-XXXXXX");
    CHECK(temporaryName(std::string(243, 'm'), 255).size() == 255);  // the longest kept whole
    // A cut never splits a UTF-8 character: 'é' is two bytes.
    std::string accents;
    for (int i = 0; i < 127; ++i) accents += "\xC3\xA9";
    const std::string cut = temporaryName(accents, 255);
    CHECK(cut.size() == 254);
    CHECK(cut.substr(1, 242) == accents.substr(0, 242));
}

TEST_CASE("progress lines: what, how far, how long, never wider than the terminal") {
    using cli::ProgressBar;
    CHECK(ProgressBar::line("maze", 3, 25, "carving", 0.5, 12, 12, 100) ==
          "mazesheet: maze 3 of 25: carving  50% [##########..........] about 0:12 left");
    CHECK(ProgressBar::line("", 1, 1, "solving", -1, 75, -1, 100) == "mazesheet: solving 1:15");
    CHECK(ProgressBar::line("big.xlsx", 1, 1, "writing rows", 0.999, 4000, 0.4, 100) ==
          "mazesheet: big.xlsx: writing rows  99% [###################.] 1:06:40");  // under a second: time spent
    const std::string narrow = ProgressBar::line("a-long-file-name.xlsx", 1, 1, "writing rows", 0.25, 10, 30, 40);
    CHECK(narrow.size() <= 39);
    CHECK(narrow == "mazesheet: a-long-file-name.xlsx: writi");
    CHECK(ProgressBar::line("x.txt", 1, 1, "writing", 0.25, 10, 30, 60) == "mazesheet: x.txt: writing  25% about 0:30 left");
    CHECK(ProgressBar::line("bad\nname\x1b", 1, 1, "", -1, 1, -1, 100) == "mazesheet: bad\\nname\\x1b 0:01");
}

TEST_CASE("did you mean: the option a mistyped one was meant to be") {
    using cli::nearestName;
    const std::vector<std::string> names{"list-algorithms", "list-templates", "list-masks", "title", "algorithm",
                                         "answers", "seed", "size", "steps", "stats", "style", "start"};
    CHECK(nearestName("list-algoritms", names) == "list-algorithms");
    CHECK(nearestName("titel", names) == "title");              // two letters swapped
    CHECK(nearestName("seeds", names) == "seed");
    CHECK(nearestName("algo", names) == "algorithm");           // the only name it begins
    CHECK(nearestName("SIZE", names) == "size");                // letter case
    CHECK(nearestName("frobnicate", names) == std::nullopt);    // nothing close
    CHECK(nearestName("list", names) == std::nullopt);          // begins three names
    CHECK(nearestName("stat", names) == "stats");
    CHECK(nearestName("stars", names) == std::nullopt);         // one edit from stats and start: no guess
    CHECK(nearestName("S", {"s", "a", "o"}) == "s");
    CHECK(nearestName("x", {"s", "a", "o"}) == std::nullopt);
    CHECK(nearestName(std::string(5000, 'a'), names) == std::nullopt);
}

TEST_CASE("templates: option = value lines, read by a grammar of their own") {
    using cli::parseTemplate;
    const auto entries = parseTemplate("\xEF\xBB\xBF# a comment\n; another\n\n  size = \"12x16\"  # and a note\r\n"
                                       "title = \"No # 3, or 4\"\nstart='3,4'\ncount = 25\nbraid=.5\n"
                                       "playable = true\ntitle2 = \"say \\\"hi\\\" \\\\ bye\"");
    REQUIRE(entries.size() == 7);
    CHECK(entries[0].option == "size");
    CHECK(entries[0].value == "12x16");
    CHECK(entries[0].line == 4);
    CHECK(entries[1].value == "No # 3, or 4");  // '#' and ',' inside quotes are the value's
    CHECK(entries[2].value == "3,4");
    CHECK(entries[3].value == "25");
    CHECK(entries[4].value == ".5");
    CHECK(entries[5].value == "true");
    CHECK(entries[6].value == "say \"hi\" \\ bye");

    const auto refused = [](const std::string& text) {
        try {
            parseTemplate(text);
        } catch (const core::InputError& e) {
            CHECK(e.input() == "template");
            return e.message();
        }
        FAIL("accepted: " << text);
        return std::string();
    };
    CHECK(refused("size = \"5x5\"\n[section]\n") == "line 2: a template has no [sections]; write option = value lines only");
    // A file that is no template: its text is not repeated.
    CHECK(refused("root:x:0:0:root:/root:/bin/bash\n") == "line 1: expected option = value (or a # comment)");
    CHECK(refused("a b = 1") == "line 1: expected an option's name (letters, digits and '-') before '='");
    CHECK(refused("title = \"\"") == "line 1: title is empty; leave the line out for the default");
    CHECK(refused("title =") == "line 1: title has no value");
    CHECK(refused("title = \"open") == "line 1: title's value has no closing \"");
    CHECK(refused("title = 'open") == "line 1: title's value has no closing '");
    CHECK(refused("title = \"a\\nb\"") ==
          "line 1: title's value: the only escapes in \"quotes\" are \\\" and \\\\; 'single quotes' keep every character "
          "as written");
    CHECK(refused("title = two words") ==
          "line 1: unexpected text after title's value (a value with spaces goes in \"quotes\")");
    CHECK(refused("count = [1, 2]") == "line 1: count takes one value, not a list or a table");
    CHECK(refused("size = 5x5\n\nsize = 6x6") == "line 3: size is set twice (line 1 sets it too)");
    const std::string huge = refused(std::string(100'000, 'k') + " = 1 2");
    CHECK(huge.size() < 200);
    CHECK_THAT(huge, Catch::Contains("kkk... (100,000 bytes)"));
}

TEST_CASE("templates: read from a regular file, a few kilobytes at most") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("mazesheet-template-test-" + std::to_string(getpid()));
    fs::create_directories(dir);
    const std::string fifo = (dir / "f.toml").string();
    REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
    // Refused before it is opened: opening a FIFO would wait for a writer.
    CHECK_THROWS_WITH(cli::readTemplate(fifo), Catch::Contains("is a named pipe (FIFO), not a file"));
    CHECK_THROWS_WITH(cli::readTemplate("/dev/zero"), Catch::Contains("is a device, not a file"));
    CHECK_THROWS_WITH(cli::readTemplate(dir.string()), Catch::Contains("is a folder, not a file"));
    CHECK_THROWS_WITH(cli::readTemplate((dir / "none.toml").string()), Catch::Contains("cannot read it"));
    const std::string big = (dir / "big.toml").string();
    std::ofstream(big) << std::string(cli::kMaxTemplateBytes + 1, '#');
    CHECK_THROWS_WITH(cli::readTemplate(big), Catch::Contains("too large: a template holds at most 65,536 bytes"));
    std::ofstream(big) << "size = \"5x5\"\n";
    CHECK(cli::readTemplate(big) == "size = \"5x5\"\n");
    fs::remove_all(dir);
}

TEST_CASE("input files: lines read no longer than their limit") {
    namespace fs = std::filesystem;
    const fs::path file = fs::temp_directory_path() / ("mazesheet-lines-" + std::to_string(getpid()));
    std::ofstream(file) << "ab\n" << std::string(200'000, 'c') << "\nlast";
    cli::InputFile in(file.string(), "mask");
    std::string line;
    REQUIRE(in.readLine(line, 300'000, "is too long"));
    CHECK(line == "ab");
    REQUIRE(in.readLine(line, 300'000, "is too long"));
    CHECK(line.size() == 200'000);
    REQUIRE(in.readLine(line, 300'000, "is too long"));
    CHECK(line == "last");
    CHECK_FALSE(in.readLine(line, 300'000, "is too long"));
    cli::InputFile again(file.string(), "mask");
    REQUIRE(again.readLine(line, 100'000, "is too long"));
    CHECK_THROWS_WITH(again.readLine(line, 100'000, "is too long"), Catch::Equals("mask: line 2 is too long"));
    fs::remove(file);
}

TEST_CASE("messages: a huge value is shortened to a line a person can read") {
    const std::string text = "--style: expected borders or blocks, got '" + std::string(1'000'000, 'x') + "'";
    const std::string shown = cli::shortened(text);
    CHECK(shown.size() < 1000);
    CHECK_THAT(shown, Catch::StartsWith("--style: expected borders or blocks, got 'xxx"));
    CHECK_THAT(shown, Catch::Contains(" bytes left out ...] ") && Catch::EndsWith("xxx'"));
    CHECK(cli::shortened("short") == "short");
    CHECK(cli::groupedDigits(1234567) == "1,234,567");
    CHECK(cli::groupedDigits(999) == "999");
}

TEST_CASE("help text is wrapped to the terminal's width, spacing kept") {
    CHECK(cli::wrapText("one two three four", 9) == "one two\nthree\nfour");
    CHECK(cli::wrapText("  name      summary words here", 22, 10) == "  name      summary\n            words here");
    CHECK(cli::wrapText("first line\nsecond", 40) == "first line\nsecond");
    CHECK(cli::wrapText("averyveryverylongword x", 5) == "averyveryverylongword\nx");
}

TEST_CASE("abandoned temporary files: removed only by an ended run's record, never by their names") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("mazesheet-stale-" + std::to_string(getpid()));
    fs::create_directories(dir);
    const auto make = [&](const std::string& name, std::time_t age) {
        const std::string path = (dir / name).string();
        std::ofstream(path) << "a user's own file";
        struct timespec times[2];
        times[0].tv_sec = times[1].tv_sec = std::time(nullptr) - age;
        times[0].tv_nsec = times[1].tv_nsec = 0;
        REQUIRE(utimensat(AT_FDCWD, path.c_str(), times, 0) == 0);
        return path;
    };
    const auto names = [&](const std::string& part) {
        std::vector<std::string> found;
        for (const auto& entry : fs::directory_iterator(dir)) {
            const std::string name = entry.path().filename().string();
            if (name.find(part) != std::string::npos) found.push_back(name);
        }
        return found;
    };
    // A user's files named as earlier versions' temporary files, a day old
    // and unlocked: a name is no proof.
    const std::string look1 = make(".maze.xlsx.tmp-Ab12Cd", 86400);
    const std::string look2 = make(".s.jsonl.old-Zz9900", 86400);
    // A run killed outright: its temporary files and its record stay.
    const auto killedRun = [&](const std::vector<std::string>& targets) {
        const pid_t child = fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            std::vector<std::unique_ptr<cli::AtomicFile>> files;
            for (const std::string& target : targets) {
                files.push_back(std::make_unique<cli::AtomicFile>((dir / target).string()));
                files.back()->append("unfinished");
            }
            _exit(0);  // no destructor runs: as SIGKILL would leave it
        }
        int status = 0;
        REQUIRE(waitpid(child, &status, 0) == child);
    };
    killedRun({"maze.xlsx", "key.xlsx"});
    CHECK(names(".tmp-").size() == 3);
    CHECK(names(cli::kRunRecordPrefix.data()).size() == 1);
    // A record whose run is alive (locked) is left alone, and so are its files.
    {
        cli::AtomicFile live((dir / "live.txt").string());
        // The killed run's files and record were removed when this one started.
        CHECK(names(".tmp-").size() == 2);  // the look-alike and this run's own
        CHECK(names(".maze.xlsx.tmp-") == std::vector<std::string>{".maze.xlsx.tmp-Ab12Cd"});
        CHECK(cli::removeAbandonedTemporaries(dir.string()) == 0);
        CHECK(names(".live.txt.tmp-").size() == 1);
    }
    CHECK(names(".live.txt.tmp-").empty());  // removed by its run
    CHECK(fs::exists(look1));
    CHECK(fs::exists(look2));
    CHECK(names(cli::kRunRecordPrefix.data()).empty());
    // A record listing a file that is now another file (another inode) leaves it.
    killedRun({"m.txt"});
    const std::vector<std::string> left = names(".m.txt.tmp-");
    REQUIRE(left.size() == 1);
    std::ofstream(dir / "new") << "a new file at that name";
    fs::rename(dir / "new", dir / left[0]);  // made while the old one existed: another inode
    // A record without the marker is not one.
    std::ofstream(dir / (std::string(cli::kRunRecordPrefix) + "Xy12ab")) << "2 2e6d6174\n";
    CHECK(cli::removeAbandonedTemporaries(dir.string()) == 0);
    CHECK(fs::exists(dir / left[0]));
    CHECK(names(cli::kRunRecordPrefix.data()).size() == 1);
    CHECK(fs::exists(look1));
    CHECK(fs::exists(look2));
    fs::remove_all(dir);
}

TEST_CASE("outputs are replaced all or none") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("mazesheet-commit-" + std::to_string(getpid()));
    fs::create_directories(dir);
    const auto read = [](const fs::path& path) {
        std::ifstream in(path);
        return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    };
    std::ofstream(dir / "a.txt") << "old a";
    {
        cli::AtomicFile a((dir / "a.txt").string());
        cli::AtomicFile b((dir / "b.txt").string());
        a.append("new a");
        b.append("new b");
        cli::commitAll({&a, &b});
    }
    CHECK(read(dir / "a.txt") == "new a");
    CHECK(read(dir / "b.txt") == "new b");
    // A target made a folder while the run worked: found before any replacement.
    {
        cli::AtomicFile a((dir / "a.txt").string());
        cli::AtomicFile k((dir / "k.txt").string());
        a.append("newer a");
        k.append("k");
        fs::create_directory(dir / "k.txt");
        CHECK_THROWS_WITH(cli::commitAll({&a, &k}),
                          Catch::EndsWith("k.txt: it is a folder; " + (dir / "a.txt").string() + " and " +
                                          (dir / "k.txt").string() + " are unchanged"));
    }
    CHECK(read(dir / "a.txt") == "new a");
    std::size_t left = 0;
    for (const auto& entry : fs::directory_iterator(dir)) left += entry.path().filename().string().find(".tmp-") != std::string::npos;
    CHECK(left == 0);
    fs::remove_all(dir);
}
