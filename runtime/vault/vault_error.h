// A vault that cannot be read, written or imported: the message names the
// file and the line (and column or cell) at fault.
#pragma once

#include <stdexcept>
#include <string>

namespace incursion::vault {

class VaultError : public std::runtime_error {
public:
    explicit VaultError(const std::string& message) : std::runtime_error(message) {}
};

} // namespace incursion::vault
