// A project: a root folder, the main `.irc` file the compiler starts from and
// the include search path. Settings and the editing session (open files,
// current file) are remembered per project in QSettings, keyed by its root.
#pragma once

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <optional>
#include <utility>

namespace incursion::studio {

class Project {
    Q_DECLARE_TR_FUNCTIONS(Project)
public:
    // `path` is a folder or a main `.irc` file. Fails with a message if it
    // does not exist or is neither.
    static std::optional<Project> open(const QString& path, QString* error = nullptr);

    QString rootPath() const { return root_; }
    QString name() const;
    QString mainFile() const { return mainFile_; }          // absolute; may be empty
    QStringList includePaths() const { return includePaths_; } // absolute

    // The main files of the modules this one `Requires`, in load order
    // (absolute): the playtest builds and loads them before this module.
    QStringList prerequisites() const { return prerequisites_; }

    void setMainFile(const QString& path);
    void setIncludePaths(const QStringList& paths);
    void setPrerequisites(const QStringList& mainFiles);

    QString absolutePath(const QString& relative) const;
    QString relativePath(const QString& absolute) const;

    // Persist mainFile, includePaths and prerequisites for this root.
    void saveSettings() const;

    struct Session {
        QStringList openFiles;      // absolute
        QString currentFile;
        // Each open file's cursor: 0-based line and column.
        QMap<QString, std::pair<int, int>> cursors;
        QStringList worlds;         // world documents open in tabs, absolute
        QStringList vaults;         // regions open in vault painters
        QString currentVault;       // the current tab's region when a painter is current
        friend bool operator==(const Session&, const Session&) = default;
    };
    Session loadSession() const;
    void saveSession(const Session& session) const;

    // The debugger's breakpoints, as the Breakpoints panel stores them (maps
    // with paths relative to the root).
    QVariantList loadBreakpoints() const;
    void saveBreakpoints(const QVariantList& breakpoints) const;
    // The Watches panel's expressions, in order.
    QStringList loadWatches() const;
    void saveWatches(const QStringList& expressions) const;

    // The include folders the original compiler searched (../inc, ../lib,
    // inc, lib relative to the main file's folder) that exist.
    static QStringList defaultIncludePaths(const QString& mainFile);

    static bool isSourceFile(const QString& path);      // .irc, .irh, .h

private:
    QString settingsGroup() const;
    void loadSettings();

    QString root_;
    QString mainFile_;
    QStringList includePaths_;
    QStringList prerequisites_;
};

} // namespace incursion::studio
