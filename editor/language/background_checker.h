// Re-checks the project's module in the background as the user types.
//
// Requests are debounced; the check runs on a worker thread and at most one
// runs at a time (shared/latest_wins.h). A newer request cancels a running
// check and drops its result, so `checked` always describes the latest
// request's text.
#pragma once

#include "language/check_snapshot.h"
#include "language/compile_input.h"
#include "shared/latest_wins.h"

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <functional>

namespace incursion::studio {

class BackgroundChecker : public QObject {
    Q_OBJECT
public:
    explicit BackgroundChecker(QObject* parent = nullptr);
    ~BackgroundChecker() override;

    void setMainFile(const QString& path);
    QString mainFile() const { return mainFile_; }
    void setIncludePaths(const QStringList& paths);
    QStringList includePaths() const { return includePaths_; }
    // Macros for every check and build: "NAME" or "NAME=VALUE".
    void setDefines(const QStringList& defines) { defines_ = defines; }
    QStringList defines() const { return defines_; }
    void setDebounceInterval(int milliseconds) { debounce_.setInterval(milliseconds); }
    int debounceInterval() const { return debounce_.interval(); }

    // Unsaved editor bytes that replace a file's disk contents in checks. They
    // are the editor's exact bytes (any encoding), so columns match the disk.
    void setUnsavedBuffer(const QString& path, const QByteArray& bytes);
    void clearUnsavedBuffer(const QString& path);
    void clearUnsavedBuffers();
    // Asked for the open editors' unsaved bytes (path -> bytes) each time a
    // check starts, on the UI thread; its entries win over setUnsavedBuffer().
    using BufferSource = std::function<QHash<QString, QByteArray>()>;
    void setUnsavedBufferSource(BufferSource source) { bufferSource_ = std::move(source); }

    // What a check started now would compile: the main file, the include
    // paths and the unsaved buffers (asks the buffer source, on the UI thread).
    // The Build command compiles the same.
    CompileInput compileInput() const;

    bool isChecking() const { return worker_.isBusy(); }
    CheckSnapshotPtr lastSnapshot() const { return last_; }

public slots:
    // Checks after the debounce interval has passed without another request.
    void requestCheck();
    // Checks as soon as the worker is free (e.g. after opening or saving).
    void checkNow();

signals:
    void checkStarted();
    void checked(incursion::studio::CheckSnapshotPtr snapshot);

private:
    void startWorker();
    void workerFinished(CheckSnapshotPtr snapshot);

    QString mainFile_;
    QStringList includePaths_;
    QStringList defines_;
    QHash<QString, QByteArray> unsaved_;        // normalized path -> bytes
    BufferSource bufferSource_;
    QTimer debounce_;
    LatestWins<CheckSnapshotPtr> worker_;
    quint64 requested_ = 0;                     // generation of the newest request
    CheckSnapshotPtr last_;
};

} // namespace incursion::studio
