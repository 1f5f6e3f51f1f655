// Completion candidates from the compiler's own tables: code keywords inside
// handler code, data keywords and words in resource bodies, macro names
// everywhere, and resource names right after $".
#pragma once

#include "language/check_snapshot.h"

#include <QByteArray>
#include <QList>
#include <QString>

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

    // What completes at byte `position` of a file's text: code or data by
    // brace depth, nothing inside comments, strings and grids.
    static CompletionContext contextAt(const QByteArray& text, int position);

    // Candidates starting with the context's prefix (case-insensitive),
    // sorted case-insensitively, without duplicates.
    QList<CompletionItem> complete(const CompletionContext& context) const;

private:
    CheckSnapshotPtr snapshot_;
};

} // namespace incursion::studio
