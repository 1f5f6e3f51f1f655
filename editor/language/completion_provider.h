// Completion candidates for the editor, from the language service (the
// compiler's own tables): members of the receiver's class after `->` and `.`,
// locals, functions, API names with signatures, constants and keywords in
// code, data keywords and words in resource bodies, resource names after $".
#pragma once

#include "language/code_model.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace incursion::studio {

struct CompletionItem {
    enum class Kind { CodeKeyword, DataKeyword, DataWord, Macro, Constant, Resource, Function, Method, Member,
                      Object, Variable, Local };
    QString text;
    Kind kind = Kind::CodeKeyword;
    QString detail;                 // signature or type
    QString documentation;          // the declaration's comment
    friend bool operator==(const CompletionItem&, const CompletionItem&) = default;
};

struct Completions {
    int replaceStart = 0;           // byte offsets of the word an item replaces
    int replaceEnd = 0;
    bool resourceNames = false;     // inside $"...": the items are resource names
    QList<CompletionItem> items;    // sorted case-insensitively, no duplicates
};

class CompletionProvider {
public:
    explicit CompletionProvider(CheckSnapshotPtr snapshot = {}) : model_(std::move(snapshot)) {}
    void setSnapshot(CheckSnapshotPtr snapshot) { model_.setSnapshot(std::move(snapshot)); }

    // What completes at byte `position` of `text`, the editor's contents of `path`.
    Completions complete(const QString& path, const QByteArray& text, int position) const;

private:
    CodeModel model_;
};

} // namespace incursion::studio
