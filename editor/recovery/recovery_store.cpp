#include "recovery/recovery_store.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace incursion::studio {

namespace {

const QString kLockName = QStringLiteral("session.lock");
const QString kMetaSuffix = QStringLiteral(".json");
const QString kContentsSuffix = QStringLiteral(".contents");

bool writeAtomically(const QString& path, const QByteArray& bytes, QString* error)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    if (error)
        *error = file.errorString();
    return false;
}

// A lock that only a dead process leaves behind is stale; age alone never
// makes one stale, since a studio may stay open for days.
std::unique_ptr<QLockFile> lockFor(const QString& folder)
{
    auto lock = std::make_unique<QLockFile>(QDir(folder).filePath(kLockName));
    lock->setStaleLockTime(0);
    return lock;
}

} // namespace

QString RecoveryStore::defaultRoot()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/recovery");
}

RecoveryStore::RecoveryStore(const QString& root)
{
    const QString folder = QDir(root).filePath(QUuid::createUuid().toString(QUuid::WithoutBraces));
    if (!QDir().mkpath(folder))
        return;
    lock_ = lockFor(folder);
    // Another studio looking for dead sessions may hold it for a moment.
    if (!lock_->tryLock(2000)) {
        QDir(folder).removeRecursively();
        lock_.reset();
        return;
    }
    sessionFolder_ = folder;
}

RecoveryStore::~RecoveryStore()
{
    if (!isUsable())
        return;
    lock_->unlock();
    QDir(sessionFolder_).removeRecursively();
}

QString RecoveryStore::keyFor(const QString& filePath)
{
    return QString::fromLatin1(QCryptographicHash::hash(filePath.toUtf8(), QCryptographicHash::Sha1).toHex().left(20));
}

bool RecoveryStore::save(const QString& filePath, const QByteArray& contents, QString* error)
{
    if (!isUsable()) {
        if (error)
            *error = QStringLiteral("no recovery folder");
        return false;
    }
    const QString base = QDir(sessionFolder_).filePath(keyFor(filePath));
    // The contents first: a description never points at a copy not yet written.
    if (!writeAtomically(base + kContentsSuffix, contents, error))
        return false;
    const QJsonObject meta{{QStringLiteral("file"), filePath},
                           {QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}};
    return writeAtomically(base + kMetaSuffix, QJsonDocument(meta).toJson(QJsonDocument::Compact), error);
}

void RecoveryStore::remove(const QString& filePath)
{
    if (!isUsable())
        return;
    const QString base = QDir(sessionFolder_).filePath(keyFor(filePath));
    QFile::remove(base + kMetaSuffix);
    QFile::remove(base + kContentsSuffix);
}

bool RecoveryStore::contains(const QString& filePath) const
{
    return isUsable() && QFile::exists(QDir(sessionFolder_).filePath(keyFor(filePath)) + kMetaSuffix);
}

QList<RecoveredFile> RecoveryStore::orphaned(const QString& root)
{
    QList<RecoveredFile> found;
    const QDir rootDir(root);
    for (const QString& name : rootDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString folder = rootDir.filePath(name);
        // Taking the lock succeeds only when its owner is gone.
        std::unique_ptr<QLockFile> lock = lockFor(folder);
        if (!lock->tryLock(0))
            continue;
        const QDir dir(folder);
        for (const QString& metaName : dir.entryList({QLatin1Char('*') + kMetaSuffix}, QDir::Files)) {
            const QString key = metaName.chopped(kMetaSuffix.size());
            QFile meta(dir.filePath(metaName));
            QFile contents(dir.filePath(key + kContentsSuffix));
            if (!meta.open(QIODevice::ReadOnly) || !contents.open(QIODevice::ReadOnly))
                continue;
            const QJsonObject object = QJsonDocument::fromJson(meta.readAll()).object();
            const QString filePath = object.value(QStringLiteral("file")).toString();
            if (filePath.isEmpty())
                continue;
            found.append({folder, key, filePath,
                          QDateTime::fromString(object.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs),
                          contents.readAll()});
        }
        lock->unlock();
        // A dead session with nothing left in it is only clutter; a new one
        // may be a studio starting up that has not locked its folder yet.
        const bool young = QFileInfo(folder).lastModified().secsTo(QDateTime::currentDateTime()) < 60;
        if (!young && dir.entryList({QLatin1Char('*') + kMetaSuffix}, QDir::Files).isEmpty())
            QDir(folder).removeRecursively();
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const RecoveredFile& a, const RecoveredFile& b) { return a.savedAt < b.savedAt; });
    return found;
}

void RecoveryStore::discard(const RecoveredFile& file)
{
    const QDir dir(file.sessionFolder);
    QFile::remove(dir.filePath(file.key + kMetaSuffix));
    QFile::remove(dir.filePath(file.key + kContentsSuffix));
    if (dir.entryList({QLatin1Char('*') + kMetaSuffix}, QDir::Files).isEmpty())
        QDir(file.sessionFolder).removeRecursively();
}

} // namespace incursion::studio
