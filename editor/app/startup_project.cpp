#include "app/startup_project.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QtGlobal>

namespace incursion::studio {

namespace {

// Copies the files under `from` to `to`, writable by the user whatever the
// originals' permissions; false (with a partial copy left) on the first failure.
bool copyTree(const QString& from, const QString& to)
{
    const QDir source(from);
    QDirIterator files(from, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString file = files.next();
        const QString target = QDir(to).filePath(source.relativeFilePath(file));
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(file, target))
            return false;
        QFile::setPermissions(target, QFile::permissions(target) | QFile::WriteOwner | QFile::ReadOwner);
    }
    return true;
}

} // namespace

QString installedExampleProject(const QString& applicationDir)
{
    // Relative to the binary, not a compiled-in prefix: the installed tree can be moved.
    const QString example =
        QDir::cleanPath(applicationDir + QStringLiteral("/../share/incursion-studio/examples/goblin-warrens"));
    return QFileInfo(example).isDir() ? example : QString();
}

QString startupProject(const QStringList& recentProjects, const QString& applicationDir, const QString& userDataDir)
{
    for (const QString& path : recentProjects)
        if (QFileInfo::exists(path))
            return path;
    return exampleCopy(applicationDir, userDataDir);
}

QString exampleCopy(const QString& applicationDir, const QString& userDataDir)
{
    const QString example = installedExampleProject(applicationDir);
    if (example.isEmpty() || userDataDir.isEmpty())
        return {};
    const QString copy = QDir(userDataDir).filePath(QStringLiteral("examples/") + QFileInfo(example).fileName());
    // A copy from an earlier start is the user's now, edits and all: never overwritten.
    if (QFileInfo(copy).isDir())
        return copy;
    if (!copyTree(example, copy)) {
        qWarning("Cannot copy the example module to %s", qPrintable(copy));
        QDir(copy).removeRecursively();
        return {};
    }
    return copy;
}

} // namespace incursion::studio
