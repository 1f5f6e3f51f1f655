#include "language/find_in_files_dock.h"

#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "language/search_result_delegate.h"
#include "shared/language_icons.h"

#include <QCheckBox>
#include <QDir>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPromise>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTreeView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <QMap>
#include <QSet>

namespace incursion::studio {
namespace {

enum Column { MatchColumn, PreviewColumn };

// Display text of a match line: "12: text" without the line's indentation;
// returns where the match starts in that display text.
QString displayLine(int line, const QString& lineText, int matchStart, int* displayStart)
{
    qsizetype indent = 0;
    while (indent < lineText.size() && indent < matchStart && lineText[indent].isSpace())
        ++indent;
    const QString prefix = QStringLiteral("%1: ").arg(line);
    *displayStart = static_cast<int>(prefix.size() + matchStart - indent);
    return prefix + lineText.mid(indent);
}

} // namespace

FindInFilesDock::FindInFilesDock(DocumentTabs* documents, QWidget* parent)
    : QDockWidget(tr("Find in Files"), parent), documents_(documents), searchEdit_(new QLineEdit), replaceEdit_(new QLineEdit),
      filterEdit_(new QLineEdit), caseBox_(new QCheckBox(tr("&Case sensitive"))),
      wordBox_(new QCheckBox(tr("&Whole words"))), regexBox_(new QCheckBox(tr("Regular e&xpression"))),
      findButton_(new QPushButton(tr("&Find"))), replaceButton_(new QPushButton(tr("&Replace..."))),
      status_(new QLabel), results_(new QStandardItemModel(this)), view_(new QTreeView)
{
    setObjectName(QStringLiteral("FindInFilesDock"));
    searchEdit_->setPlaceholderText(tr("Text to find"));
    searchEdit_->setClearButtonEnabled(true);
    replaceEdit_->setPlaceholderText(tr("Replacement (\\1 for a captured group)"));
    filterEdit_->setText(SearchOptions().fileFilters.join(QLatin1Char(' ')));
    filterEdit_->setToolTip(tr("File name patterns, separated by spaces"));
    replaceButton_->setEnabled(false);

    auto* grid = new QGridLayout;
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(new QLabel(tr("Find:")), 0, 0);
    grid->addWidget(searchEdit_, 0, 1);
    grid->addWidget(findButton_, 0, 2);
    grid->addWidget(new QLabel(tr("Replace:")), 1, 0);
    grid->addWidget(replaceEdit_, 1, 1);
    grid->addWidget(replaceButton_, 1, 2);
    auto* optionsRow = new QHBoxLayout;
    optionsRow->addWidget(caseBox_);
    optionsRow->addWidget(wordBox_);
    optionsRow->addWidget(regexBox_);
    optionsRow->addWidget(new QLabel(tr("Files:")));
    optionsRow->addWidget(filterEdit_, 1);
    grid->addLayout(optionsRow, 2, 0, 1, 3);

    results_->setHorizontalHeaderLabels({tr("Match"), tr("After replacing")});
    view_->setModel(results_);
    view_->setItemDelegate(new SearchResultDelegate(view_));
    view_->setUniformRowHeights(true);
    view_->header()->setSectionResizeMode(QHeaderView::Stretch);
    view_->setColumnHidden(PreviewColumn, true);
    connect(view_, &QTreeView::activated, this, &FindInFilesDock::activateIndex);

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(grid);
    layout->addWidget(status_);
    layout->addWidget(view_, 1);
    setWidget(content);

    connect(findButton_, &QPushButton::clicked, this, &FindInFilesDock::startSearch);
    connect(searchEdit_, &QLineEdit::returnPressed, this, &FindInFilesDock::startSearch);
    connect(replaceButton_, &QPushButton::clicked, this, &FindInFilesDock::confirmAndReplace);
    connect(replaceEdit_, &QLineEdit::textChanged, this, &FindInFilesDock::setReplacement);
    connect(&watcher_, &QFutureWatcher<FileMatches>::resultsReadyAt, this, &FindInFilesDock::resultsReady);
    connect(&watcher_, &QFutureWatcher<FileMatches>::finished, this, &FindInFilesDock::searchDone);
}

FindInFilesDock::~FindInFilesDock()
{
    watcher_.cancel();
    watcher_.waitForFinished();
}

void FindInFilesDock::setRootPath(const QString& path)
{
    rootPath_ = path;
}

SearchOptions FindInFilesDock::options() const
{
    SearchOptions options;
    options.query.text = searchEdit_->text();
    options.query.caseSensitive = caseBox_->isChecked();
    options.query.wholeWord = wordBox_->isChecked();
    options.query.regularExpression = regexBox_->isChecked();
    options.fileFilters = filterEdit_->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (options.fileFilters.isEmpty())
        options.fileFilters = {QStringLiteral("*")};
    return options;
}

void FindInFilesDock::setOptions(const SearchOptions& options)
{
    searchEdit_->setText(options.query.text);
    caseBox_->setChecked(options.query.caseSensitive);
    wordBox_->setChecked(options.query.wholeWord);
    regexBox_->setChecked(options.query.regularExpression);
    filterEdit_->setText(options.fileFilters.join(QLatin1Char(' ')));
}

void FindInFilesDock::findText(const QString& text)
{
    if (!text.isEmpty())
        searchEdit_->setText(text);
    show();
    raise();
    searchEdit_->setFocus();
    searchEdit_->selectAll();
}

void FindInFilesDock::cancelSearch()
{
    watcher_.cancel();
}

void FindInFilesDock::startSearch()
{
    watcher_.cancel();
    results_->removeRows(0, results_->rowCount());
    matchCount_ = 0;
    replaceButton_->setEnabled(false);
    auto search = std::make_unique<FileSearch>(options());
    if (!search->isValid()) {
        status_->setText(search->errorString());
        emit searchFinished(0, 0);
        return;
    }
    if (rootPath_.isEmpty()) {
        status_->setText(tr("No project folder to search"));
        emit searchFinished(0, 0);
        return;
    }
    // The worker gets its own copy: a cancelled search may still be running
    // while the next one starts.
    const FileSearch job = *search;
    search_ = std::move(search);
    // Open files are searched as their editors hold them.
    QHash<QString, QByteArray> buffers;
    for (ScriptEditor* editor : documents_->editors())
        buffers.insert(editor->filePath(), editor->contents());
    status_->setText(tr("Searching..."));
    watcher_.setFuture(QtConcurrent::run([job, root = rootPath_, buffers](QPromise<FileMatches>& promise) {
        job.searchFolder(promise, root, buffers);
    }));
}

void FindInFilesDock::resultsReady(int begin, int end)
{
    const QDir root(rootPath_);
    for (int i = begin; i < end; ++i) {
        const FileMatches file = watcher_.resultAt(i);
        auto* fileItem = new QStandardItem(
            LanguageIcons::file(),
            tr("%1 (%2)").arg(QDir::cleanPath(root.relativeFilePath(file.path))).arg(file.matches.size()));
        fileItem->setEditable(false);
        fileItem->setToolTip(file.path);
        fileItem->setData(file.path, PathRole);
        fileItem->setData(file.digest, DigestRole);
        for (const TextMatch& match : file.matches) {
            int displayStart = 0;
            auto* item = new QStandardItem(displayLine(match.line, match.lineText, match.matchStart, &displayStart));
            item->setEditable(false);
            item->setCheckable(true);
            item->setCheckState(Qt::Checked);
            item->setData(file.path, PathRole);
            item->setData(match.line, LineRole);
            item->setData(match.column, ColumnRole);
            item->setData(match.offset, OffsetRole);
            item->setData(displayStart, SearchResultDelegate::MatchStartRole);
            item->setData(match.matchLength, SearchResultDelegate::MatchLengthRole);
            // What the preview needs to recompute the replaced line.
            item->setData(match.lineText, Qt::UserRole + 10);
            item->setData(match.matchStart, Qt::UserRole + 11);
            auto* preview = new QStandardItem;
            preview->setEditable(false);
            fileItem->appendRow({item, preview});
            ++matchCount_;
        }
        results_->appendRow({fileItem, new QStandardItem});
        view_->expand(results_->indexFromItem(fileItem));
    }
    setReplacement(replaceEdit_->text());
    updateStatus();
}

void FindInFilesDock::searchDone()
{
    if (watcher_.isCanceled())
        return;
    updateStatus();
    replaceButton_->setEnabled(matchCount_ > 0);
    emit searchFinished(matchCount_, results_->rowCount());
}

void FindInFilesDock::updateStatus()
{
    const int files = results_->rowCount();
    QString text = matchCount_ == 1 ? tr("1 match") : tr("%1 matches").arg(matchCount_);
    text += QLatin1Char(' ') + (files == 1 ? tr("in 1 file") : tr("in %1 files").arg(files));
    if (watcher_.isRunning())
        text += QLatin1Char(' ') + tr("(searching...)");
    status_->setText(text);
}

void FindInFilesDock::setReplacement(const QString& text)
{
    if (replaceEdit_->text() != text)
        replaceEdit_->setText(text);    // comes back here through textChanged
    replacement_ = text;
    view_->setColumnHidden(PreviewColumn, text.isEmpty());
    if (!search_)
        return;
    for (int f = 0; f < results_->rowCount(); ++f) {
        QStandardItem* fileItem = results_->item(f);
        for (int m = 0; m < fileItem->rowCount(); ++m) {
            QStandardItem* item = fileItem->child(m, MatchColumn);
            TextMatch match;
            match.lineText = item->data(Qt::UserRole + 10).toString();
            match.matchStart = item->data(Qt::UserRole + 11).toInt();
            match.matchLength = item->data(SearchResultDelegate::MatchLengthRole).toInt();
            int displayStart = 0;
            const QString after = search_->previewLine(match, text);
            fileItem->child(m, PreviewColumn)
                ->setText(displayLine(item->data(LineRole).toInt(), after, match.matchStart, &displayStart));
        }
    }
}

QList<QStandardItem*> FindInFilesDock::checkedMatches() const
{
    QList<QStandardItem*> checked;
    for (int f = 0; f < results_->rowCount(); ++f) {
        QStandardItem* fileItem = results_->item(f);
        for (int m = 0; m < fileItem->rowCount(); ++m)
            if (fileItem->child(m)->checkState() == Qt::Checked)
                checked.append(fileItem->child(m));
    }
    return checked;
}

void FindInFilesDock::confirmAndReplace()
{
    const QList<QStandardItem*> checked = checkedMatches();
    if (checked.isEmpty() || !search_)
        return;
    QSet<QString> files;
    for (QStandardItem* item : checked)
        files.insert(item->data(PathRole).toString());
    const QString question = tr("Replace %1 with \"%2\" in %3?")
                                 .arg(checked.size() == 1 ? tr("1 match") : tr("%1 matches").arg(checked.size()),
                                      replacement_,
                                      files.size() == 1 ? tr("1 file") : tr("%1 files").arg(files.size()));
    if (QMessageBox::question(this, tr("Replace in Files"), question) != QMessageBox::Yes)
        return;
    // Refusals are shown in a box: the status line is overwritten as soon as
    // the search that follows the replace finishes.
    QStringList failures;
    const auto connection = connect(this, &FindInFilesDock::replaceFailed, this,
                                    [&failures](const QStringList& messages) { failures = messages; });
    replaceChecked();
    disconnect(connection);
    if (!failures.isEmpty())
        QMessageBox::warning(this, tr("Replace in Files"),
                             tr("Some files were not changed:\n%1").arg(failures.join(QLatin1Char('\n'))));
}

int FindInFilesDock::replaceChecked()
{
    if (!search_ || watcher_.isRunning())
        return 0;
    QMap<QString, QList<int>> offsetsByFile;
    QHash<QString, QByteArray> searchedDigests;
    for (QStandardItem* item : checkedMatches()) {
        const QString path = item->data(PathRole).toString();
        offsetsByFile[path].append(item->data(OffsetRole).toInt());
        searchedDigests.insert(path, item->parent()->data(DigestRole).toByteArray());
    }
    // Files opened for the replace do not take the user away from the tab they were in.
    QWidget* current = documents_->currentWidget();
    int replaced = 0;
    QStringList changed;
    QStringList errors;
    for (auto it = offsetsByFile.cbegin(); it != offsetsByFile.cend(); ++it) {
        const QString& path = it.key();
        QString error;
        ScriptEditor* editor = documents_->editorForPath(path);
        const bool opened = !editor;
        if (opened)
            editor = documents_->openFile(path, &error);
        if (!editor) {
            errors.append(tr("%1: %2").arg(path, error));
            continue;
        }
        const QByteArray bytes = editor->contents();
        QList<ByteEdit> edits;
        // The offsets are those of the text searched; other text would get
        // its replacements in the wrong places.
        int n = -1;
        if (FileSearch::digest(bytes) == searchedDigests.value(path))
            n = search_->replacementEdits(bytes, replacement_, it.value(), &edits, &error);
        else
            error = tr("the file changed since the search");
        if (n > 0) {
            applyEdits(editor, edits);
            replaced += n;
            changed.append(path);
            continue;
        }
        if (n < 0)
            errors.append(tr("%1: %2").arg(path, error));
        if (opened)
            documents_->closeEditor(editor);
    }
    if (current)
        documents_->setCurrentWidget(current);
    if (!changed.isEmpty())
        emit filesReplaced(changed);
    // Show what is left (and clear the stale offsets).
    startSearch();
    if (!errors.isEmpty()) {
        status_->setText(tr("Could not replace in: %1").arg(errors.join(QStringLiteral("; "))));
        emit replaceFailed(errors);
    }
    return replaced;
}

void FindInFilesDock::activateIndex(const QModelIndex& index)
{
    const QModelIndex first = index.siblingAtColumn(MatchColumn);
    const int line = first.data(LineRole).toInt();
    if (line > 0)
        emit activated(first.data(PathRole).toString(), line, first.data(ColumnRole).toInt());
}

} // namespace incursion::studio
