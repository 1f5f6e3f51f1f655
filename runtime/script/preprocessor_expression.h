// Evaluates the constant expression of #if / #elif after macro expansion:
// integers (decimal, hex, octal, char constants), the C operators with C
// precedence, and ?:. Identifiers left after expansion count as 0, as in C.
#pragma once

#include "preprocessor.h"

#include <cstdint>
#include <span>
#include <string>

namespace incursion::script {

struct ConditionResult {
    bool ok = true;
    int64_t value = 0;
    std::string error;
    size_t errorAt = 0;     // index of the offending token
};

class ConditionEvaluator {
public:
    explicit ConditionEvaluator(std::span<const PPToken> tokens) : tokens_(tokens) {}
    ConditionResult evaluate();

private:
    int64_t conditional();
    int64_t binary(int minPrecedence);
    int64_t unary();
    int64_t primary();
    bool accept(std::string_view punct);
    void fail(std::string message);
    const PPToken* peek() const { return pos_ < tokens_.size() ? &tokens_[pos_] : nullptr; }

    std::span<const PPToken> tokens_;
    size_t pos_ = 0;
    int depth_ = 0;
    ConditionResult result_;
};

} // namespace incursion::script
