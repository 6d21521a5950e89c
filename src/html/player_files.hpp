// SPDX-License-Identifier: MIT
#pragma once
// The player's files, compiled in (embed_player.cmake writes their
// definitions from web/play.js and web/play.css at build time).
#include <string>

namespace mazesheet::html {

const std::string& playerScript();
const std::string& playerStyle();

}  // namespace mazesheet::html
