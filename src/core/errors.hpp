#pragma once
#include <stdexcept>

namespace mazesheet::core {

// Bad input from the user (size, mask, endpoints, option values): the command
// line reports it as a usage error (exit status 2).
class InputError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

}  // namespace mazesheet::core
