#include "name_suggestions.h"

#include <algorithm>
#include <cctype>

namespace incursion::script {

size_t editDistance(std::string_view a, std::string_view b, size_t limit)
{
    if ((a.size() > b.size() ? a.size() - b.size() : b.size() - a.size()) > limit)
        return limit + 1;
    std::vector<size_t> row(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
        size_t diagonal = row[0];
        row[0] = i;
        size_t best = row[0];
        for (size_t j = 1; j <= b.size(); ++j) {
            const size_t up = row[j];
            const bool same = std::tolower(static_cast<unsigned char>(a[i - 1]))
                == std::tolower(static_cast<unsigned char>(b[j - 1]));
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (same ? 0 : 1)});
            diagonal = up;
            best = std::min(best, row[j]);
        }
        if (best > limit)
            return limit + 1;
    }
    return std::min(row[b.size()], limit + 1);
}

ClosestNames::ClosestNames(std::string_view word)
    : word_(word), limit_(word.size() <= 1 ? 0 : word.size() <= 3 ? 1 : std::max<size_t>(2, word.size() / 3))
{
}

void ClosestNames::consider(std::string_view name)
{
    if (name.empty() || name == word_)
        return;
    const size_t d = editDistance(word_, name, limit_);
    if (d <= limit_)
        scored_.emplace_back(d, std::string(name));
}

std::vector<std::string> ClosestNames::best(size_t count) const
{
    std::vector<std::pair<size_t, std::string>> sorted = scored_;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    std::vector<std::string> out;
    for (size_t i = 0; i < sorted.size() && out.size() < count; ++i)
        if (std::find(out.begin(), out.end(), sorted[i].second) == out.end())
            out.push_back(sorted[i].second);
    return out;
}

std::string didYouMean(const std::vector<std::string>& suggestions)
{
    return suggestions.empty() ? std::string() : " (did you mean '" + suggestions.front() + "'?)";
}

} // namespace incursion::script
