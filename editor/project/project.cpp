#include "project/project.h"

#include "script/preprocessor.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace incursion::studio {

namespace {

// The main file of a folder: main.irc if present, else the first .irc.
QString guessMainFile(const QDir& dir)
{
    if (dir.exists(QStringLiteral("main.irc")))
        return dir.absoluteFilePath(QStringLiteral("main.irc"));
    const QStringList candidates = dir.entryList({QStringLiteral("*.irc")}, QDir::Files, QDir::Name);
    return candidates.isEmpty() ? QString() : dir.absoluteFilePath(candidates.first());
}

} // namespace

std::optional<Project> Project::open(const QString& path, QString* error)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        if (error)
            *error = tr("%1 does not exist.").arg(QDir::toNativeSeparators(path));
        return std::nullopt;
    }
    Project project;
    if (info.isDir()) {
        project.root_ = info.canonicalFilePath();
        project.mainFile_ = guessMainFile(QDir(project.root_));
    } else if (info.suffix().compare(QLatin1String("irc"), Qt::CaseInsensitive) == 0) {
        project.root_ = info.canonicalPath();
        project.mainFile_ = info.canonicalFilePath();
    } else {
        if (error)
            *error = tr("%1 is neither a folder nor a main .irc file.").arg(QDir::toNativeSeparators(path));
        return std::nullopt;
    }
    // Without a main file yet, search as the compiler would for one in the root.
    project.includePaths_ = defaultIncludePaths(project.mainFile_.isEmpty()
                                                    ? QDir(project.root_).filePath(QStringLiteral("main.irc"))
                                                    : project.mainFile_);
    project.loadSettings();
    // A main file named on the command line wins over the remembered one.
    if (!info.isDir())
        project.mainFile_ = info.canonicalFilePath();
    return project;
}

QString Project::name() const
{
    return QFileInfo(root_).fileName();
}

void Project::setMainFile(const QString& path)
{
    mainFile_ = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
}

void Project::setIncludePaths(const QStringList& paths)
{
    includePaths_.clear();
    for (const QString& path : paths)
        if (!path.trimmed().isEmpty())
            includePaths_.append(QDir::cleanPath(absolutePath(path.trimmed())));
}

void Project::setPrerequisites(const QStringList& mainFiles)
{
    prerequisites_.clear();
    for (const QString& path : mainFiles)
        if (!path.trimmed().isEmpty())
            prerequisites_.append(QDir::cleanPath(absolutePath(path.trimmed())));
}

QString Project::absolutePath(const QString& relative) const
{
    return QDir::cleanPath(QDir(root_).absoluteFilePath(relative));
}

QString Project::relativePath(const QString& absolute) const
{
    return QDir(root_).relativeFilePath(absolute);
}

QStringList Project::defaultIncludePaths(const QString& mainFile)
{
    const QString ownFolder = QFileInfo(mainFile).absolutePath();
    QStringList result;
    for (const std::string& dir : script::originalSearchDirectories(QFileInfo(mainFile).absoluteFilePath().toStdString()))
        // Not the main file's own folder (../lib seen from lib): it is searched first anyway.
        if (const QString path = QDir::cleanPath(QString::fromStdString(dir)); path != ownFolder)
            result.append(path);
    return result;
}

bool Project::isSourceFile(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("irc") || suffix == QLatin1String("irh") || suffix == QLatin1String("h");
}

QString Project::settingsGroup() const
{
    // Hash the path: QSettings treats '/' in keys as group separators.
    const QByteArray hash = QCryptographicHash::hash(root_.toUtf8(), QCryptographicHash::Sha1).toHex().left(16);
    return QStringLiteral("projects/") + QString::fromLatin1(hash);
}

void Project::loadSettings()
{
    QSettings settings;
    settings.beginGroup(settingsGroup());
    if (settings.value(QStringLiteral("root")).toString() != root_)
        return;     // never configured, or a hash collision
    const QString main = settings.value(QStringLiteral("mainFile")).toString();
    if (!main.isEmpty())
        mainFile_ = absolutePath(main);
    if (settings.contains(QStringLiteral("includePaths")))
        setIncludePaths(settings.value(QStringLiteral("includePaths")).toStringList());
    setPrerequisites(settings.value(QStringLiteral("prerequisites")).toStringList());
}

void Project::saveSettings() const
{
    QSettings settings;
    settings.beginGroup(settingsGroup());
    settings.setValue(QStringLiteral("root"), root_);
    settings.setValue(QStringLiteral("mainFile"), mainFile_.isEmpty() ? QString() : relativePath(mainFile_));
    QStringList relative;
    for (const QString& path : includePaths_)
        relative.append(relativePath(path));
    settings.setValue(QStringLiteral("includePaths"), relative);
    QStringList prerequisites;
    for (const QString& path : prerequisites_)
        prerequisites.append(relativePath(path));
    settings.setValue(QStringLiteral("prerequisites"), prerequisites);
}

Project::Session Project::loadSession() const
{
    QSettings settings;
    settings.beginGroup(settingsGroup());
    Session session;
    if (settings.value(QStringLiteral("root")).toString() != root_)
        return session;
    for (const QString& file : settings.value(QStringLiteral("openFiles")).toStringList())
        session.openFiles.append(absolutePath(file));
    const QString current = settings.value(QStringLiteral("currentFile")).toString();
    if (!current.isEmpty())
        session.currentFile = absolutePath(current);
    const QVariantMap cursors = settings.value(QStringLiteral("cursors")).toMap();
    for (auto it = cursors.begin(); it != cursors.end(); ++it) {
        // "line:column", as written below; anything else is ignored.
        const QStringList parts = it.value().toString().split(QLatin1Char(':'));
        bool lineOk = false, columnOk = false;
        const int line = parts.value(0).toInt(&lineOk), column = parts.value(1).toInt(&columnOk);
        if (parts.size() == 2 && lineOk && columnOk && line >= 0 && column >= 0)
            session.cursors.insert(absolutePath(it.key()), {line, column});
    }
    for (const QString& world : settings.value(QStringLiteral("worlds")).toStringList())
        session.worlds.append(absolutePath(world));
    session.vaults = settings.value(QStringLiteral("vaults")).toStringList();
    session.currentVault = settings.value(QStringLiteral("currentVault")).toString();
    return session;
}

void Project::saveSession(const Session& session) const
{
    QSettings settings;
    settings.beginGroup(settingsGroup());
    settings.setValue(QStringLiteral("root"), root_);
    QStringList relative;
    for (const QString& file : session.openFiles)
        relative.append(relativePath(file));
    settings.setValue(QStringLiteral("openFiles"), relative);
    settings.setValue(QStringLiteral("currentFile"),
                      session.currentFile.isEmpty() ? QString() : relativePath(session.currentFile));
    QVariantMap cursors;
    for (auto it = session.cursors.begin(); it != session.cursors.end(); ++it)
        cursors.insert(relativePath(it.key()), QStringLiteral("%1:%2").arg(it->first).arg(it->second));
    settings.setValue(QStringLiteral("cursors"), cursors);
    QStringList worlds;
    for (const QString& world : session.worlds)
        worlds.append(relativePath(world));
    settings.setValue(QStringLiteral("worlds"), worlds);
    settings.setValue(QStringLiteral("vaults"), session.vaults);
    settings.setValue(QStringLiteral("currentVault"), session.currentVault);
}

QVariantList Project::loadBreakpoints() const
{
    QSettings settings;
    settings.beginGroup(settingsGroup());
    if (settings.value(QStringLiteral("root")).toString() != root_)
        return {};
    return settings.value(QStringLiteral("breakpoints")).toList();
}

void Project::saveBreakpoints(const QVariantList& breakpoints) const
{
    QSettings settings;
    settings.beginGroup(settingsGroup());
    settings.setValue(QStringLiteral("root"), root_);
    settings.setValue(QStringLiteral("breakpoints"), breakpoints);
}

QStringList Project::loadWatches() const
{
    QSettings settings;
    settings.beginGroup(settingsGroup());
    if (settings.value(QStringLiteral("root")).toString() != root_)
        return {};
    return settings.value(QStringLiteral("watches")).toStringList();
}

void Project::saveWatches(const QStringList& expressions) const
{
    QSettings settings;
    settings.beginGroup(settingsGroup());
    settings.setValue(QStringLiteral("root"), root_);
    settings.setValue(QStringLiteral("watches"), expressions);
}

} // namespace incursion::studio
