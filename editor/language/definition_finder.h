// Go to definition: where the language service says the thing under the
// cursor is declared (API declarations, macros, resources, locals, script
// functions, variables, included files).
#pragma once

#include "language/code_model.h"

#include <QByteArray>

#include <optional>

namespace incursion::studio {

struct Definition {
    language::SymbolKind kind = language::SymbolKind::Resource;
    QString name;                   // what is defined there
    SourcePosition position;        // where to go
};

class DefinitionFinder {
public:
    explicit DefinitionFinder(CheckSnapshotPtr snapshot) : model_(std::move(snapshot)) {}

    // `text` is the editor's contents of `path`, `position` a byte offset in it.
    std::optional<Definition> find(const QString& path, const QByteArray& text, int position) const;

private:
    CodeModel model_;
};

} // namespace incursion::studio
