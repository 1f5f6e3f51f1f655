// Tooltips over names in a script editor: the declaration the language
// service finds and its comment, shown when the mouse rests on a word.
#pragma once

#include "language/code_model.h"

#include <QObject>
#include <QPointer>

class QsciScintilla;

namespace incursion::studio {

class EditorHover : public QObject {
    Q_OBJECT
public:
    explicit EditorHover(QsciScintilla* editor);

    // The tooltip for byte `position` of the editor (rich text), empty if nothing is known there.
    QString textAt(int position) const;

public slots:
    void setSnapshot(const incursion::studio::CheckSnapshotPtr& snapshot) { model_.setSnapshot(snapshot); }

private:
    void dwellStarted(int position, int x, int y);

    QPointer<QsciScintilla> editor_;
    CodeModel model_;
};

} // namespace incursion::studio
