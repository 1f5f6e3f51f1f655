// Completion candidates from the compiler's own tables: code keywords inside
// handler code, data keywords and words in resource bodies, macro names
// everywhere, and resource names right after $".
#pragma once

#include "language/check_snapshot.h"

#include "script/highlighter.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace incursion::studio {

struct CompletionContext {
    enum class Kind { None /* comment, string, grid */, Data, Code, ResourceName };
    Kind kind = Kind::None;
    QString prefix;             // what is already typed of the word
    int prefixStart = 0;        // byte offset of the prefix in the text
};

struct CompletionItem {
    enum class Kind { CodeKeyword, DataKeyword, DataWord, Macro, Resource };
    QString text;
    Kind kind = Kind::CodeKeyword;
    friend bool operator==(const CompletionItem&, const CompletionItem&) = default;
};

class CompletionProvider {
public:
    explicit CompletionProvider(CheckSnapshotPtr snapshot = {}) : snapshot_(std::move(snapshot)) {}
    void setSnapshot(CheckSnapshotPtr snapshot) { snapshot_ = std::move(snapshot); }

    // What completes at byte `position` of a file's text: code or data by the
    // highlighter's brace depth (so completion, highlighting and folding
    // agree), nothing inside comments, strings and grids. `lineStartState` is
    // the highlighter state where the caret's line starts (the ScriptLexer
    // keeps it per line); without it the text is highlighted from its start.
    static CompletionContext contextAt(const QByteArray& text, int position,
                                       std::optional<script::HighlightState> lineStartState = std::nullopt);

    // Candidates starting with the context's prefix (case-insensitive),
    // sorted case-insensitively, without duplicates.
    QList<CompletionItem> complete(const CompletionContext& context) const;

private:
    CheckSnapshotPtr snapshot_;
};

} // namespace incursion::studio
