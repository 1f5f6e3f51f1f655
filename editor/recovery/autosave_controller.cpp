#include "recovery/autosave_controller.h"

#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "recovery/recovery_store.h"
#include "shared/output_sink.h"

#include <utility>

namespace incursion::studio {

AutosaveController::AutosaveController(DocumentTabs* documents, RecoveryStore* store, OutputSink* output,
                                       QObject* parent)
    : QObject(parent)
    , documents_(documents)
    , store_(store)
    , output_(output)
{
    timer_.setInterval(kDefaultIntervalMs);
    connect(&timer_, &QTimer::timeout, this, &AutosaveController::saveNow);
    timer_.start();

    for (ScriptEditor* editor : documents_->editors())
        track(editor);
    connect(documents_, &DocumentTabs::editorOpened, this, &AutosaveController::track);
    connect(documents_, &DocumentTabs::editorAboutToClose, this, &AutosaveController::forget);
    connect(documents_, &DocumentTabs::editorSaved, this, &AutosaveController::forget);
}

void AutosaveController::track(ScriptEditor* editor)
{
    connect(editor, &ScriptEditor::textChanged, this, [this, editor] { changed_.insert(editor, editor); });
    connect(editor, &ScriptEditor::modificationChanged, this, [this, editor](bool modified) {
        if (!modified)
            forget(editor);
    });
    // A buffer restored from a copy is changed from the start.
    if (editor->isModified())
        changed_.insert(editor, editor);
}

void AutosaveController::forget(ScriptEditor* editor)
{
    changed_.remove(editor);
    store_->remove(editor->filePath());
}

void AutosaveController::saveNow()
{
    const auto changed = std::exchange(changed_, {});
    for (const QPointer<ScriptEditor>& editor : changed) {
        if (!editor || editor->filePath().isEmpty())
            continue;
        if (!editor->isModified()) {
            store_->remove(editor->filePath());
            continue;
        }
        QString error;
        if (store_->save(editor->filePath(), editor->contents(), &error)) {
            reportedFailure_ = false;
            continue;
        }
        changed_.insert(editor.data(), editor);    // try again next time
        // Once per run of failures, not every few seconds.
        if (!reportedFailure_ && output_)
            output_->appendMessage(tr("Autosave failed for %1: %2").arg(editor->filePath(), error));
        reportedFailure_ = true;
    }
    emit saved();
}

} // namespace incursion::studio
