// A copy of the bundled example project (examples/goblin-warrens), for tests
// that build, play or edit it without touching the source tree.
#pragma once

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QString>

namespace incursion::test {

inline QString exampleProjectDir()
{
    return QStringLiteral(INCURSION_SOURCE_DIR "/examples/goblin-warrens");
}

// Copies every file of the example (module, includes, world) below `to`;
// returns the copy's main file, or an empty string if a file could not be copied.
inline QString copyExampleProject(const QString& to)
{
    const QDir from(exampleProjectDir());
    QDirIterator files(from.path(), QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString file = files.next();
        const QString target = QDir(to).filePath(from.relativeFilePath(file));
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(file, target))
            return {};
    }
    return QDir(to).filePath(QStringLiteral("goblin-warrens.irc"));
}

} // namespace incursion::test
