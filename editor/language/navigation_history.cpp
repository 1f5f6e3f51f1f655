#include "language/navigation_history.h"

namespace incursion::studio {

void NavigationHistory::recordJump(const SourcePosition& from, const SourcePosition& to)
{
    places_.resize(index_ + 1);
    if (places_.isEmpty() || places_.back() != from)
        places_.append(from);
    places_.append(to);
    while (places_.size() > kLimit)
        places_.removeFirst();
    index_ = places_.size() - 1;
}

SourcePosition NavigationHistory::back(const SourcePosition& current)
{
    if (!canGoBack())
        return {};
    // Where the caret is now becomes the place Forward returns to.
    if (current.isValid())
        places_[index_] = current;
    return places_[--index_];
}

SourcePosition NavigationHistory::forward()
{
    return canGoForward() ? places_[++index_] : SourcePosition{};
}

} // namespace incursion::studio
