// Go to definition: finds where the thing under the cursor is defined, using
// the latest check's symbols. Understands $"name" resource references (looked
// up like the compiler does: case-insensitive, first match in module type
// order), macro names (in any included file) and #include "file" lines.
#pragma once

#include "language/check_snapshot.h"

#include <QByteArray>

#include <optional>

namespace incursion::studio {

struct Definition {
    enum class Kind { Resource, Macro, File };
    Kind kind = Kind::Resource;
    QString name;                   // resource name, macro name or included path
    SourcePosition position;        // where to go
};

class DefinitionFinder {
public:
    explicit DefinitionFinder(CheckSnapshotPtr snapshot) : snapshot_(std::move(snapshot)) {}

    // `lineBytes` is line `line` (1-based) of `path` as stored; `cursor` is a
    // 0-based byte index into it. The line is split by the compiler's own
    // scanner, so comments, strings and stray bytes read as they do to the
    // compiler. Returns nothing when no known definition is there.
    std::optional<Definition> find(const QString& path, int line, const QByteArray& lineBytes, int cursor) const;

    // The individual look-ups.
    std::optional<Definition> findResource(const QString& name) const;
    std::optional<Definition> findMacro(const QString& name) const;
    std::optional<Definition> findInclude(const QString& includingPath, int line, const QString& target) const;

private:
    CheckSnapshotPtr snapshot_;
};

} // namespace incursion::studio
