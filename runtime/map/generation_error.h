// Why a level could not be generated: bad module data (a constant naming a
// missing terrain, a Grid character with no meaning ...). The message names
// the resource and, where it has one, its file:line:column.
#pragma once

#include <stdexcept>
#include <string>

namespace incursion::map {

class GenerationError : public std::runtime_error {
public:
    explicit GenerationError(const std::string& message) : std::runtime_error(message) {}
};

} // namespace incursion::map
