// The find/replace bar under the editor tabs (Ctrl+F / Ctrl+H). It acts on
// whichever editor the main window makes current.
#pragma once

#include "editing/text_search.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace incursion::studio {

class ScriptEditor;

class FindReplaceBar : public QWidget {
    Q_OBJECT
public:
    explicit FindReplaceBar(QWidget* parent = nullptr);

    void setEditor(ScriptEditor* editor);
    SearchQuery query() const;
    QLineEdit* findField() const { return findField_; }
    QLineEdit* replaceField() const { return replaceField_; }
    void setQuery(const SearchQuery& query);

public slots:
    void showFind();
    void showReplace();
    void findNext();
    void findPrevious();
    void replace();
    void replaceAll();
    void closeBar();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void open(bool withReplace);
    void searchAsYouType();
    void report(SearchResult result);
    void setStatus(const QString& text, bool problem);

    QPointer<ScriptEditor> editor_;
    QLineEdit* findField_;
    QLineEdit* replaceField_;
    QCheckBox* caseSensitive_;
    QCheckBox* wholeWord_;
    QCheckBox* regularExpression_;
    QWidget* replaceRow_;
    QLabel* status_;
};

} // namespace incursion::studio
