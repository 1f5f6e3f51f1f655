// Where a controller writes its log lines (the Build output panel in the
// studio; a recorder in tests), so it need not know which widget shows them.
#pragma once

#include <QString>

namespace incursion::studio {

class OutputSink {
public:
    virtual ~OutputSink() = default;
    virtual void appendMessage(const QString& text) = 0;
    // Brings the log into view (a result the user asked for is in it).
    virtual void popUp() = 0;
};

} // namespace incursion::studio
