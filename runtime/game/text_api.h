// The host functions on text: printf-style formatting (Format, Error), the
// message formatter's output as a string (XPrint), string helpers (Left,
// Replace, Trim, Pluralize) and names (NAME of a resource, an object's
// Name with the original's NA_ flags).
#pragma once

#include "game/runtime_api.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::game::text_api {

// `format` with printf's conversions (%d %i %u %x %X %o %c %s %%, flags
// - + space 0 #, width and precision, `*` included) over `values`;
// `textOf` reads a value a %s takes. A conversion with no value left, or one
// printf does not have, is the error (nullopt message through `error`).
std::string printfFormat(std::string_view format, const std::vector<int32_t>& values,
                         const std::function<std::string(int32_t)>& textOf, std::string* error);

void appendDeclarations(std::vector<ApiDeclaration>& api);

} // namespace incursion::game::text_api
