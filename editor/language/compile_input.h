// What the studio compiles: the project's main file and include paths (the
// project's own, then the defaults of Preferences > Build) and macros, with
// the unsaved editor buffers standing in for their files. The background
// checker and the Build command both compile from one of these, so a build
// sees exactly the text the live check sees.
#pragma once

#include "language/language_service.h"
#include "script/frontend.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

namespace incursion::studio {

struct CompileInput {
    QString mainFile;
    QStringList includePaths;
    // Normalized path (CheckSnapshot::normalizedPath) -> the editor's exact
    // bytes (any encoding, so columns match the disk).
    QHash<QString, QByteArray> unsaved;
    // Macros as on a compiler's command line: "NAME" or "NAME=VALUE" (see isValidDefine).
    QStringList defines;

    // Compiler options that read `unsaved` instead of the disk for those files.
    // The options keep their own copy of the buffers: they outlive this object.
    script::CheckOptions checkOptions() const;
    // The same as the language service's workspace: the buffers are its open documents.
    language::WorkspaceSnapshot workspace() const;

    // Whether `define` is "NAME" or "NAME=VALUE" with NAME an identifier and
    // VALUE on one line; anything else would write a directive of its own.
    static bool isValidDefine(const QString& define);
};

} // namespace incursion::studio
