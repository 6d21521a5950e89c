// SPDX-License-Identifier: MIT
#include "output_options.hpp"

#include "capabilities.hpp"
#include "writers/writers.hpp"

namespace mazesheet::cli {

namespace {

std::string outputHelp() {
    std::string help = "Where to write; the extension picks the format:";
    for (const render::Writer* writer : render::allWriters()) help += "\n" + std::string(writer->description);
    return help;
}

}  // namespace

HelpSection bindOutputOptions(CLI::App& app, OutputValues& values) {
    // A template holds settings only: never a file to write.
    values.output = "maze" + std::string(render::allWriters().front()->extensions.front());
    app.add_option("-o,--output", values.output, outputHelp())->type_name("PATH")->capture_default_str()->configurable(false);
    app.add_flag("--no-solution", values.noSolution, "Leave out the hidden solution sheets (and the answer key)");
    app.add_option("--answers", values.answers,
                   "Write the answers to this separate file (the same format as --output) instead, so the "
                   "worksheet carries no answer; with no PATH, NAME-answers beside the file NAME")
        ->type_name("[PATH]")
        ->expected(0, 1)
        ->configurable(false);
    app.add_flag("--answer-key", values.answerKey, "--answers with no PATH (for templates: answer-key = true)");
    app.add_option("--stats", values.stats, "Write one JSON object per maze (JSON Lines) to this file; - writes them to standard output, to "
                   "read or pipe on (a device such as /dev/null or a FIFO is refused: leave --stats out for none)")
        ->type_name("PATH")
        ->configurable(false);
    app.add_flag("--preview", values.preview,
                 "Also draw the maze on the terminal (standard output, or standard error when -o - or --stats - "
                 "writes there)");
    app.add_flag("--preview-solution", values.previewSolution, "Like --preview, with the path from S to F dotted");
    app.add_option("--dpi", values.dpi,
                   "A picture's resolution (" + formatsWith(kDrawsPixels) +
                       "): pixels an inch of paper, from the same page as the PDF")
        ->type_name("N")
        ->capture_default_str();
    app.add_flag("--maze-only", values.mazeOnly,
                 "A picture of the maze with its doors alone: no heading, caption or footer");
    app.add_flag("--force", values.force,
                 "Write a workbook even past 50 million cells (LibreOffice needs minutes and gigabytes to open it)");
    app.add_flag("-q,--quiet", values.quiet,
                 "No progress bar (shown on a terminal for runs over a second); messages still print");
    return {"Output",
            {{"--output", ""},
             {"--answers", "none: the answers on a hidden sheet"},
             {"--answer-key", ""},
             {"--no-solution", ""},
             {"--stats", "none"},
             {"--preview", ""},
             {"--preview-solution", ""},
             {"--dpi", ""},
             {"--maze-only", ""},
             {"--force", ""},
             {"--quiet", ""}}};
}

}  // namespace mazesheet::cli
