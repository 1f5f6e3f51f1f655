// Autosave of unsaved buffers: every few seconds each editor whose text
// changed since its last copy and differs from its file is copied into the
// RecoveryStore; saving, closing or undoing back to the file drops the copy.
// The files themselves are never written: only the user saves.
#pragma once

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace incursion::studio {

class DocumentTabs;
class OutputSink;
class RecoveryStore;
class ScriptEditor;

class AutosaveController : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultIntervalMs = 5000;

    AutosaveController(DocumentTabs* documents, RecoveryStore* store, OutputSink* output, QObject* parent = nullptr);

    void setInterval(int milliseconds) { timer_.setInterval(milliseconds); }
    int interval() const { return timer_.interval(); }

    // Copies every changed buffer now (also what the timer does).
    void saveNow();

signals:
    // After each round of copies, so the session (tabs, cursors, docks) can
    // be remembered at the same rhythm.
    void saved();

private:
    void track(ScriptEditor* editor);
    void forget(ScriptEditor* editor);

    DocumentTabs* documents_;
    RecoveryStore* store_;
    OutputSink* output_;
    QTimer timer_;
    // Editors changed since their last copy.
    QHash<ScriptEditor*, QPointer<ScriptEditor>> changed_;
    bool reportedFailure_ = false;
};

} // namespace incursion::studio
