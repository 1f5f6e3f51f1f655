// Offered at start when a studio that died left unsaved buffers behind: one
// row per file, the difference between the file on disk and the recovered
// buffer, and per file Restore (into an editor, unsaved) or Discard. Closing
// with files undecided keeps their copies for the next start.
#pragma once

#include "recovery/recovery_store.h"

#include <QDialog>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace incursion::studio {

struct Theme;

class RecoveryDialog : public QDialog {
    Q_OBJECT
public:
    RecoveryDialog(const QList<RecoveredFile>& files, const Theme& theme, QWidget* parent = nullptr);

    // Restore (true) or discard (false) the file at `row`; the row goes.
    void decide(int row, bool restore);

signals:
    void restoreRequested(const RecoveredFile& file);
    void discardRequested(const RecoveredFile& file);

private:
    void showDifference(int row);
    void updateButtons();

    QList<RecoveredFile> files_;
    QColor addedBackground_;
    QColor removedBackground_;
    QListWidget* list_;
    QLabel* summary_;
    QPlainTextEdit* difference_;
    QPushButton* restore_;
    QPushButton* discard_;
    QPushButton* restoreAll_;
    QPushButton* discardAll_;
};

} // namespace incursion::studio
