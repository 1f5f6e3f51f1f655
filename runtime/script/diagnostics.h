// Compiler diagnostics: collected, then printed GCC-style or as JSON.
#pragma once

#include "source_manager.h"

#include <string>
#include <vector>

namespace incursion::script {

enum class Severity : uint8_t { Note, Warning, Error };

struct Diagnostic {
    Severity severity = Severity::Error;
    SourceLocation loc;             // spelling location of the offending token
    uint32_t length = 0;
    ExpansionId expansion = 0;      // macro expansion the token came from
    std::string message;            // ends with " (did you mean 'X'?)" when there are suggestions
    std::vector<std::string> suggestions;   // for an unknown name: the closest declared names, best first
};

class Diagnostics {
public:
    explicit Diagnostics(const SourceManager& sources) : sources_(sources) {}

    void report(Severity severity, SourceLocation loc, uint32_t length, ExpansionId expansion,
                std::string message, std::vector<std::string> suggestions = {});
    void error(SourceLocation loc, uint32_t length, std::string message) {
        report(Severity::Error, loc, length, 0, std::move(message));
    }
    void warning(SourceLocation loc, uint32_t length, std::string message) {
        report(Severity::Warning, loc, length, 0, std::move(message));
    }

    const std::vector<Diagnostic>& all() const { return diagnostics_; }
    size_t errorCount() const { return errors_; }
    size_t warningCount() const { return warnings_; }
    // Keep at most this many diagnostics (0: no limit); the rest are only
    // counted. A flood of errors from broken or hostile input would otherwise
    // cost memory and time and help nobody.
    void setLimit(size_t limit) { limit_ = limit; }
    size_t limit() const { return limit_; }
    bool limitReached() const { return limit_ && diagnostics_.size() >= limit_; }
    size_t droppedCount() const { return errors_ + warnings_ + notes_ - diagnostics_.size(); }

    // Orders diagnostics by where they are shown (file, then position), keeping
    // the report order for equal positions: phases run one after another, but
    // users read a file top to bottom.
    void sortByLocation();

    // Where the user should look: the outermost macro use for expanded tokens.
    SourceLocation displayLocation(const Diagnostic& d) const;
    // "file:line:col: error: message", the source line with a caret, and one
    // "note: in expansion of macro 'X'" line per expansion level.
    std::string formatText(const Diagnostic& d) const;
    std::string formatJson() const;

private:
    const SourceManager& sources_;
    std::vector<Diagnostic> diagnostics_;
    size_t errors_ = 0;
    size_t warnings_ = 0;
    size_t notes_ = 0;
    size_t limit_ = 0;
};

} // namespace incursion::script
