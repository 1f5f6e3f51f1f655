// Where the user jumped from and to (definition, references, problems), for
// Alt+Left and Alt+Right as in Qt Creator.
#pragma once

#include "language/check_snapshot.h"

#include <QList>

namespace incursion::studio {

class NavigationHistory {
public:
    // A jump from `from` to `to`: forward history past the current place is dropped.
    void recordJump(const SourcePosition& from, const SourcePosition& to);
    bool canGoBack() const { return index_ > 0; }
    bool canGoForward() const { return index_ + 1 < places_.size(); }
    // The place to go back to, `current` being where the caret is now.
    SourcePosition back(const SourcePosition& current);
    SourcePosition forward();
    int size() const { return static_cast<int>(places_.size()); }

private:
    static constexpr int kLimit = 100;
    QList<SourcePosition> places_;
    qsizetype index_ = -1;
};

} // namespace incursion::studio
