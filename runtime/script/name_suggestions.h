// "Did you mean": the declared names closest to a name the compiler did not
// know, by edit distance (letters compare case-insensitively, so a name spelt
// in the wrong case comes first). The compiler's diagnostics carry them
// (Diagnostic::suggestions); the language service turns them into quick fixes.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace incursion::script {

// Levenshtein distance, case-insensitive (ASCII); any value above `limit` is
// returned as limit + 1 (it stops early once every path exceeds the limit).
size_t editDistance(std::string_view a, std::string_view b, size_t limit);

// Collects the candidates closest to `word`: a one-letter word allows only a
// change of case (else every other one-letter local would do), two or three
// letters one edit, a longer word a third of its length (at least two), so
// "IPnt" finds "IPrint".
class ClosestNames {
public:
    explicit ClosestNames(std::string_view word);

    void consider(std::string_view name);
    template <typename Map>
    void considerKeys(const Map& map) {
        for (const auto& entry : map)
            consider(entry.first);
    }
    // The closest, best first (ties alphabetically), at most `count`.
    std::vector<std::string> best(size_t count = 3) const;

private:
    std::string word_;
    size_t limit_;
    std::vector<std::pair<size_t, std::string>> scored_;
};

// " (did you mean 'X'?)", or nothing when there is no suggestion.
std::string didYouMean(const std::vector<std::string>& suggestions);

} // namespace incursion::script
