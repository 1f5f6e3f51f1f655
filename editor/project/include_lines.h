// The `#include "file"` lines of a module's main file, as New File, Rename
// and Delete in the Project tree keep them: which name reaches a file from
// the main file, and the byte edits that add, rename or remove its line.
// Only lines that are exactly an #include of that name are touched (a line
// comment may follow); other mentions of the file are the user's.
#pragma once

#include "editing/text_search.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace incursion::studio {

// The shortest name an `#include "..."` in `mainFile` can use for `file`: the
// preprocessor looks in the main file's folder, then in `includePaths` in
// order; the name must find `file` there first. Empty if no folder reaches it.
QString includeNameFor(const QString& file, const QString& mainFile, const QStringList& includePaths);

// The lines `#include "name"` (spaces allowed around the parts) of `text`, as
// byte ranges from the line's start to after its line break.
QList<ByteEdit> includeLines(const QByteArray& text, const QString& name);

// Adds `#include "name"` after the last #include line of `text` (at the end
// when it has none); nothing if the name is already included.
std::optional<ByteEdit> addInclude(const QByteArray& text, const QString& name);
// Each line including `from` made to include `to`.
QList<ByteEdit> renameInclude(const QByteArray& text, const QString& from, const QString& to);
// Each line including `name` removed.
QList<ByteEdit> removeInclude(const QByteArray& text, const QString& name);

// `text` with `edits` (in document order, not overlapping) applied.
QByteArray appliedEdits(QByteArray text, const QList<ByteEdit>& edits);

} // namespace incursion::studio
