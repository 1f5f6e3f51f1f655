#include "editing/find_replace_bar.h"

#include "editing/script_editor.h"
#include "shared/icons.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>

namespace incursion::studio {

FindReplaceBar::FindReplaceBar(QWidget* parent)
    : QWidget(parent)
    , findField_(new QLineEdit(this))
    , replaceField_(new QLineEdit(this))
    , caseSensitive_(new QCheckBox(tr("Match &case"), this))
    , wholeWord_(new QCheckBox(tr("&Whole words"), this))
    , regularExpression_(new QCheckBox(tr("Regular e&xpression"), this))
    , replaceRow_(new QWidget(this))
    , status_(new QLabel(this))
{
    findField_->setPlaceholderText(tr("Find"));
    findField_->setClearButtonEnabled(true);
    replaceField_->setPlaceholderText(tr("Replace with"));
    findField_->installEventFilter(this);
    replaceField_->installEventFilter(this);

    auto* previousButton = new QPushButton(tr("&Previous"), this);
    auto* nextButton = new QPushButton(tr("&Next"), this);
    auto* closeButton = new QToolButton(this);
    closeButton->setIcon(studioIcon("close"));
    closeButton->setToolTip(tr("Close the find bar (Esc)"));
    closeButton->setAutoRaise(true);

    auto* findRow = new QHBoxLayout;
    findRow->addWidget(findField_, 1);
    findRow->addWidget(previousButton);
    findRow->addWidget(nextButton);
    findRow->addWidget(caseSensitive_);
    findRow->addWidget(wholeWord_);
    findRow->addWidget(regularExpression_);
    findRow->addWidget(status_);
    findRow->addWidget(closeButton);

    auto* replaceButton = new QPushButton(tr("&Replace"), this);
    auto* replaceAllButton = new QPushButton(tr("Replace &All"), this);
    auto* replaceLayout = new QHBoxLayout(replaceRow_);
    replaceLayout->setContentsMargins(0, 0, 0, 0);
    replaceLayout->addWidget(replaceField_, 1);
    replaceLayout->addWidget(replaceButton);
    replaceLayout->addWidget(replaceAllButton);
    replaceLayout->addStretch();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setSpacing(2);
    layout->addLayout(findRow);
    layout->addWidget(replaceRow_);

    connect(nextButton, &QPushButton::clicked, this, &FindReplaceBar::findNext);
    connect(previousButton, &QPushButton::clicked, this, &FindReplaceBar::findPrevious);
    connect(replaceButton, &QPushButton::clicked, this, &FindReplaceBar::replace);
    connect(replaceAllButton, &QPushButton::clicked, this, &FindReplaceBar::replaceAll);
    connect(closeButton, &QToolButton::clicked, this, &FindReplaceBar::closeBar);
    connect(findField_, &QLineEdit::textEdited, this, &FindReplaceBar::searchAsYouType);
    for (QCheckBox* option : {caseSensitive_, wholeWord_, regularExpression_})
        connect(option, &QCheckBox::toggled, this, &FindReplaceBar::searchAsYouType);
    hide();
}

void FindReplaceBar::setEditor(ScriptEditor* editor)
{
    if (editor_)
        editor_->clearSearchHighlights();
    editor_ = editor;
    setStatus({}, false);
}

SearchQuery FindReplaceBar::query() const
{
    return {findField_->text(), caseSensitive_->isChecked(), wholeWord_->isChecked(),
            regularExpression_->isChecked()};
}

void FindReplaceBar::setQuery(const SearchQuery& query)
{
    findField_->setText(query.text);
    caseSensitive_->setChecked(query.caseSensitive);
    wholeWord_->setChecked(query.wholeWord);
    regularExpression_->setChecked(query.regularExpression);
}

void FindReplaceBar::showFind()
{
    open(false);
}

void FindReplaceBar::showReplace()
{
    open(true);
}

void FindReplaceBar::open(bool withReplace)
{
    // Start from the selected word, as most editors do, unless it spans lines.
    if (editor_ && editor_->hasSelectedText() && !editor_->selectedText().contains(QLatin1Char('\n')))
        findField_->setText(editor_->selectedText());
    replaceRow_->setVisible(withReplace);
    show();
    findField_->setFocus();
    findField_->selectAll();
}

void FindReplaceBar::closeBar()
{
    hide();
    if (editor_) {
        editor_->clearSearchHighlights();
        editor_->setFocus();
    }
}

void FindReplaceBar::findNext()
{
    if (editor_)
        report(studio::findNext(editor_, query(), true));
}

void FindReplaceBar::findPrevious()
{
    if (editor_)
        report(studio::findNext(editor_, query(), false));
}

void FindReplaceBar::replace()
{
    if (editor_)
        report(replaceAndFindNext(editor_, query(), replaceField_->text()));
}

void FindReplaceBar::replaceAll()
{
    if (!editor_)
        return;
    editor_->clearSearchHighlights();
    const int count = studio::replaceAll(editor_, query(), replaceField_->text());
    if (count < 0)
        report(SearchResult::InvalidPattern);
    else
        setStatus(tr("%n replaced", nullptr, count), count == 0);
}

void FindReplaceBar::searchAsYouType()
{
    if (!editor_ || findField_->text().isEmpty()) {
        setStatus({}, false);
        return;
    }
    // Search again from the start of the current match so it can grow.
    const long start = editor_->SendScintilla(QsciScintillaBase::SCI_GETSELECTIONSTART);
    editor_->SendScintilla(QsciScintillaBase::SCI_SETSEL, static_cast<unsigned long>(start), start);
    report(studio::findNext(editor_, query(), true));
}

void FindReplaceBar::report(SearchResult result)
{
    if (result != SearchResult::Found)
        editor_->clearSearchHighlights();
    switch (result) {
    case SearchResult::Found: {
        // Marking is bounded so a pattern like "." stays responsive in big files.
        constexpr int kMarkLimit = 10000;
        QList<SearchMatch> matches = findAll(editor_, query(), kMarkLimit + 1);
        if (matches.size() > kMarkLimit) {
            matches.resize(kMarkLimit);
            setStatus(tr("More than %n matches", nullptr, kMarkLimit), false);
        } else {
            setStatus(tr("%n match(es)", nullptr, int(matches.size())), false);
        }
        // The current match shows as the selection; mark only the others.
        const long selected = editor_->SendScintilla(QsciScintillaBase::SCI_GETSELECTIONSTART);
        matches.removeIf([selected](const SearchMatch& match) { return match.start == selected; });
        editor_->setSearchHighlights(matches);
        break;
    }
    case SearchResult::NotFound:
        setStatus(tr("No matches"), true);
        break;
    case SearchResult::InvalidPattern:
        setStatus(tr("Invalid regular expression"), true);
        break;
    }
}

void FindReplaceBar::setStatus(const QString& text, bool problem)
{
    status_->setText(text);
    status_->setStyleSheet(problem ? QStringLiteral("color: #d01a1a;") : QString());
}

bool FindReplaceBar::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Escape) {
            closeBar();
            return true;
        }
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (watched == replaceField_)
                replace();
            else if (key->modifiers() & Qt::ShiftModifier)
                findPrevious();
            else
                findNext();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace incursion::studio
