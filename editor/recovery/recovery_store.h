// Copies of unsaved buffers, kept on disk so that work survives a crash or a
// `kill -9`. Each running studio owns one session folder under the recovery
// root, locked for its lifetime with a QLockFile; a folder whose lock is stale
// (its process died) holds the work of a studio that did not exit cleanly.
// A clean exit removes the session folder.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QLockFile>
#include <QString>

#include <memory>

namespace incursion::studio {

struct RecoveredFile {
    QString sessionFolder;     // the dead session's folder
    QString key;               // the entry's name inside it
    QString filePath;          // the file the buffer was editing
    QDateTime savedAt;         // when the copy was taken
    QByteArray contents;       // the buffer as it was
};

class RecoveryStore {
public:
    // The default root: the studio's local data folder + "/recovery".
    static QString defaultRoot();

    // Creates and locks a new session folder under `root`.
    explicit RecoveryStore(const QString& root = defaultRoot());
    // Removes this session's folder (a clean exit: nothing to recover).
    ~RecoveryStore();
    RecoveryStore(const RecoveryStore&) = delete;
    RecoveryStore& operator=(const RecoveryStore&) = delete;

    bool isUsable() const { return !sessionFolder_.isEmpty(); }
    QString sessionFolder() const { return sessionFolder_; }

    // Keeps a copy of the buffer editing `filePath` (replacing an older one).
    // Written atomically: a crash while saving leaves the previous copy.
    bool save(const QString& filePath, const QByteArray& contents, QString* error = nullptr);
    void remove(const QString& filePath);
    bool contains(const QString& filePath) const;

    // The copies left by sessions that died, oldest first; this session's
    // own and those of studios still running are not listed.
    static QList<RecoveredFile> orphaned(const QString& root = defaultRoot());
    // Forgets one recovered copy; its session folder goes with its last copy.
    static void discard(const RecoveredFile& file);

private:
    static QString keyFor(const QString& filePath);

    QString sessionFolder_;
    std::unique_ptr<QLockFile> lock_;
};

} // namespace incursion::studio
