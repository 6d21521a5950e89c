// SPDX-License-Identifier: MIT
// The algorithm table and algorithm choices with parameters.
#include <catch2/catch.hpp>

#include "core/errors.hpp"
#include "core/generator.hpp"

using namespace mazesheet::core;

TEST_CASE("every algorithm in the table has a unique name, a summary and sane parameters", "[algorithms]") {
    const auto all = allGenerators();
    REQUIRE_FALSE(all.empty());
    for (std::size_t i = 0; i < all.size(); ++i) {
        INFO(all[i]->name());
        CHECK(findGenerator(all[i]->name()) == all[i]);
        CHECK_FALSE(all[i]->summary().empty());
        CHECK(all[i]->label() == all[i]->name());  // defaults give the bare name
        CHECK(all[i]->parameterValues().size() == all[i]->parameters().size());
        for (const Parameter& p : all[i]->parameters()) {
            CHECK(p.min <= p.defaultValue);
            CHECK(p.defaultValue <= p.max);
        }
        for (std::size_t j = 0; j < i; ++j) CHECK(all[j]->name() != all[i]->name());
    }
    CHECK(findGenerator("dfs") == nullptr);
}

TEST_CASE("algorithm choices: a name, NAME:VALUE or NAME:PARAM=VALUE", "[algorithms]") {
    const AlgorithmChoice plain = chooseAlgorithm("kruskal");
    CHECK(plain.generator == findGenerator("kruskal"));
    CHECK(plain.configured == nullptr);

    const AlgorithmChoice quarter = chooseAlgorithm("growing-tree:0.25");
    REQUIRE(quarter.generator != nullptr);
    CHECK(quarter.generator->name() == "growing-tree");
    CHECK(quarter.generator->parameterValues() == std::vector<double>{0.25});
    CHECK(quarter.generator->label() == "growing-tree:newest=0.25");
    CHECK(chooseAlgorithm("growing-tree:newest=1").generator->label() == "growing-tree:newest=1");
    CHECK(chooseAlgorithm("growing-tree:newest=0.5").generator->label() == "growing-tree");
    // The label reads back as the same choice.
    CHECK(chooseAlgorithm(quarter.generator->label()).generator->parameterValues() == std::vector<double>{0.25});

    const auto refused = [](const char* text, const char* words) {
        INFO(text);
        try {
            chooseAlgorithm(text);
            FAIL("accepted");
        } catch (const InputError& e) {
            CHECK(e.input() == "algorithm");
            CHECK_THAT(e.message(), Catch::Contains(words));
        }
    };
    refused("dfs", "unknown algorithm 'dfs'");
    refused("kruskal:0.5", "kruskal has no parameters");
    refused("growing-tree:1.5", "from 0 to 1");
    refused("growing-tree:half", "from 0 to 1");
    refused("growing-tree:oldest=0.2", "no parameter 'oldest'");
    refused("growing-tree:0.2,0.3", "too many values");
    refused("growing-tree:", "from 0 to 1");
}
