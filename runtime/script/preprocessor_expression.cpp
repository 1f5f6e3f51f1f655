#include "preprocessor_expression.h"

#include <charconv>

namespace incursion::script {
namespace {

struct BinaryOperator { std::string_view spelling; int precedence; };

// Higher binds tighter; && and || short-circuit in binary().
constexpr BinaryOperator kOperators[] = {
    {"||", 1}, {"&&", 2}, {"|", 3}, {"^", 4}, {"&", 5}, {"==", 6}, {"!=", 6},
    {"<", 7}, {">", 7}, {"<=", 7}, {">=", 7}, {"<<", 8}, {">>", 8},
    {"+", 9}, {"-", 9}, {"*", 10}, {"/", 10}, {"%", 10},
};

constexpr int kMaxDepth = 200;

} // namespace

ConditionResult ConditionEvaluator::evaluate()
{
    result_.value = conditional();
    if (result_.ok && pos_ < tokens_.size())
        fail("unexpected '" + std::string(tokens_[pos_].text) + "' in preprocessor expression");
    return result_;
}

void ConditionEvaluator::fail(std::string message)
{
    if (!result_.ok)
        return;
    result_.ok = false;
    result_.error = std::move(message);
    result_.errorAt = pos_ < tokens_.size() ? pos_ : (tokens_.empty() ? 0 : tokens_.size() - 1);
}

bool ConditionEvaluator::accept(std::string_view punct)
{
    if (const PPToken* t = peek(); t && t->kind == RawKind::Punct && t->text == punct) {
        ++pos_;
        return true;
    }
    return false;
}

int64_t ConditionEvaluator::conditional()
{
    if (++depth_ > kMaxDepth) {
        fail("preprocessor expression nested too deeply");
        return 0;
    }
    int64_t value = binary(1);
    if (result_.ok && accept("?")) {
        const int64_t whenTrue = conditional();
        if (result_.ok && !accept(":"))
            fail("expected ':' in '?:' expression");
        const int64_t whenFalse = result_.ok ? conditional() : 0;
        value = value ? whenTrue : whenFalse;
    }
    --depth_;
    return result_.ok ? value : 0;
}

int64_t ConditionEvaluator::binary(int minPrecedence)
{
    int64_t left = unary();
    while (result_.ok) {
        const PPToken* t = peek();
        if (!t || t->kind != RawKind::Punct)
            break;
        const BinaryOperator* op = nullptr;
        for (const BinaryOperator& candidate : kOperators)
            if (candidate.spelling == t->text)
                op = &candidate;
        if (!op || op->precedence < minPrecedence)
            break;
        const size_t at = pos_++;
        const int64_t right = binary(op->precedence + 1);
        if (!result_.ok)
            break;
        const std::string_view s = op->spelling;
        if (s == "||") left = (left || right);
        else if (s == "&&") left = (left && right);
        else if (s == "|") left |= right;
        else if (s == "^") left ^= right;
        else if (s == "&") left &= right;
        else if (s == "==") left = left == right;
        else if (s == "!=") left = left != right;
        else if (s == "<") left = left < right;
        else if (s == ">") left = left > right;
        else if (s == "<=") left = left <= right;
        else if (s == ">=") left = left >= right;
        else if (s == "<<") left = (right >= 0 && right < 64) ? static_cast<int64_t>(static_cast<uint64_t>(left) << right) : 0;
        else if (s == ">>") left = (right >= 0 && right < 64) ? left >> right : 0;
        else if (s == "+") left = static_cast<int64_t>(static_cast<uint64_t>(left) + static_cast<uint64_t>(right));
        else if (s == "-") left = static_cast<int64_t>(static_cast<uint64_t>(left) - static_cast<uint64_t>(right));
        else if (s == "*") left = static_cast<int64_t>(static_cast<uint64_t>(left) * static_cast<uint64_t>(right));
        else if (s == "/" || s == "%") {
            if (right == 0) {
                pos_ = at;
                fail("division by zero in preprocessor expression");
                return 0;
            }
            if (left == INT64_MIN && right == -1)
                left = s == "/" ? left : 0;
            else
                left = s == "/" ? left / right : left % right;
        }
    }
    return left;
}

int64_t ConditionEvaluator::unary()
{
    if (++depth_ > kMaxDepth) {
        fail("preprocessor expression nested too deeply");
        return 0;
    }
    int64_t value = 0;
    if (accept("-"))
        value = static_cast<int64_t>(0 - static_cast<uint64_t>(unary()));
    else if (accept("+"))
        value = unary();
    else if (accept("!"))
        value = !unary();
    else if (accept("~"))
        value = ~unary();
    else
        value = primary();
    --depth_;
    return value;
}

int64_t ConditionEvaluator::primary()
{
    const PPToken* t = peek();
    if (!t) {
        fail("preprocessor expression ends too early");
        return 0;
    }
    if (accept("(")) {
        const int64_t value = conditional();
        if (result_.ok && !accept(")"))
            fail("expected ')' in preprocessor expression");
        return value;
    }
    ++pos_;
    switch (t->kind) {
    case RawKind::Number: {
        std::string_view s = t->text;
        int base = 10;
        if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
            base = 16;
            s.remove_prefix(2);
        } else if (s.size() > 1 && s[0] == '0') {
            base = 8;
        }
        while (!s.empty() && (s.back() == 'u' || s.back() == 'U' || s.back() == 'l' || s.back() == 'L'))
            s.remove_suffix(1);
        uint64_t value = 0;
        auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value, base);
        if (ec != std::errc() || end != s.data() + s.size()) {
            --pos_;
            fail("invalid number '" + std::string(t->text) + "' in preprocessor expression");
            return 0;
        }
        return static_cast<int64_t>(value);
    }
    case RawKind::Char:
        return static_cast<signed char>(t->text[1]);
    case RawKind::Identifier:
        return 0;   // not a macro after expansion: 0, as in C
    default:
        --pos_;
        fail("unexpected '" + std::string(t->text) + "' in preprocessor expression");
        return 0;
    }
}

} // namespace incursion::script
