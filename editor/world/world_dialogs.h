// The world editor's dialogs: New World (size, schema, empty or generated
// from a seed) and Global Operation ("set vegetation = 0 where elevation =
// mountains", on the whole world or the selection) and Copy Fields (which
// fields of the selection a copy carries, so its paste writes only those).
#pragma once

#include "worldmap/schema.h"

#include <QDialog>

#include <cstdint>
#include <optional>
#include <vector>

class QCheckBox;
class QListWidget;
class QPushButton;
class QComboBox;
class QSpinBox;

namespace incursion::studio {

// Makes `dialog` wide enough for its whole title as the window manager shows it
// ("Regenerate — Incursion Studio"): a small dialog's title is otherwise cut.
void fitTitle(QDialog* dialog);

class NewWorldDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewWorldDialog(QWidget* parent = nullptr);
    int worldWidth() const;
    int worldHeight() const;
    QString schemaName() const;
    std::optional<uint64_t> seed() const;       // none: an empty world

private:
    QSpinBox* width_;
    QSpinBox* height_;
    QComboBox* schema_;
    QCheckBox* generate_;
    QSpinBox* seed_;
};

// One global operation: set a field to a value on every cell where a
// condition field holds a value (or everywhere), on the selection or the world.
struct GlobalOperation {
    int field = 0;
    int value = 0;
    std::optional<std::pair<int, int>> where;   // field, value
    bool selectionOnly = false;
};

class GlobalOperationDialog : public QDialog {
    Q_OBJECT
public:
    GlobalOperationDialog(const worldmap::Schema& schema, bool hasSelection, QWidget* parent = nullptr);
    GlobalOperation operation() const;

private:
    void fillValues(QComboBox* fieldBox, QComboBox* valueBox);

    const worldmap::Schema& schema_;
    QComboBox* field_;
    QComboBox* value_;
    QCheckBox* filtered_;
    QComboBox* whereField_;
    QComboBox* whereValue_;
    QCheckBox* selectionOnly_;
};

class CopyFieldsDialog : public QDialog {
    Q_OBJECT
public:
    // `checked`: the fields ticked at first (the latest choice).
    CopyFieldsDialog(const worldmap::Schema& schema, const std::vector<int>& checked, QWidget* parent = nullptr);
    // The ticked fields' indices, ascending.
    std::vector<int> fields() const;
    void setFieldChecked(int field, bool checked);
    QListWidget* list() const { return list_; }

private:
    QListWidget* list_;
    QPushButton* ok_;
};

} // namespace incursion::studio
