// Adds or edits one legend entry: its character and its definition (what
// follows `'c':` in the Tiles list), with the module's resource names
// completed in a field that inserts `$"name"` at the definition's caret.
#pragma once

#include <QDialog>

class QLineEdit;

namespace incursion::studio {

class LegendEntryDialog : public QDialog {
    Q_OBJECT
public:
    LegendEntryDialog(const QStringList& resourceNames, QWidget* parent = nullptr);

    void setCharacter(char character);
    char character() const;
    void setDefinition(const QString& definition);
    QString definition() const;

    QLineEdit* characterEdit() const { return character_; }
    QLineEdit* definitionEdit() const { return definition_; }
    QLineEdit* resourceEdit() const { return resource_; }

    // Puts `$"name"` of the resource field at the definition's caret.
    void insertResource();

private:
    void updateOkButton();

    QLineEdit* character_;
    QLineEdit* definition_;
    QLineEdit* resource_;
};

} // namespace incursion::studio
