// What the studio opens when started without a path: the most recent project
// that still exists, else the example module installed beside the studio
// (PREFIX/share/incursion-studio/examples/goblin-warrens for PREFIX/bin). The
// installed example is read-only (/usr/share), and building writes the module
// beside its main file, so the user gets a copy of their own to open.
#pragma once

#include <QString>
#include <QStringList>

namespace incursion::studio {

// The installed example's folder for a studio binary in `applicationDir`,
// or an empty string when it is not there (as in a build tree).
QString installedExampleProject(const QString& applicationDir);

// The first of `recentProjects` that exists; else the user's copy of the
// installed example in `userDataDir`/examples (made on the first call, and
// writable); else an empty string (open nothing).
QString startupProject(const QStringList& recentProjects, const QString& applicationDir, const QString& userDataDir);

// The user's copy of the installed example in `userDataDir`/examples, made
// on the first call; an empty string when the example is not installed or
// cannot be copied.
QString exampleCopy(const QString& applicationDir, const QString& userDataDir);

} // namespace incursion::studio
