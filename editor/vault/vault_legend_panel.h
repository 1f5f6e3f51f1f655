// The painter's legend: every character the grid uses or the legend defines,
// with its glyph, what it means and how many cells use it. Picking a row makes
// that character the brush; Add and Edit open the legend entry dialog, Remove
// takes the entry out of the Tiles list (each one undo step).
#pragma once

#include <QWidget>

class QTreeWidget;
class QTreeWidgetItem;
class QToolButton;

namespace incursion::studio {

class VaultDocument;

class VaultLegendPanel : public QWidget {
    Q_OBJECT
public:
    enum Column { CharacterColumn, MeaningColumn, CountColumn, ColumnCount };

    explicit VaultLegendPanel(VaultDocument* document, QWidget* parent = nullptr);

    QTreeWidget* tree() const { return tree_; }
    // Marks the brush's row.
    void setBrush(char brush);
    // The row of `character`, or null.
    QTreeWidgetItem* itemFor(char character) const;

    // Open the entry dialog for a new entry, or for the picked row's.
    void addEntry();
    void editEntry();
    void removeEntry();

signals:
    void brushPicked(char brush);
    void editFailed(const QString& message);

private:
    void rebuild();
    void editEntryOf(char character, bool isNew);

    VaultDocument* document_;
    QTreeWidget* tree_;
    QToolButton* edit_;
    QToolButton* remove_;
    char brush_ = '\0';
    quint64 appearances_ = 0;     // the document's appearancesGeneration() the swatches show
};

} // namespace incursion::studio
