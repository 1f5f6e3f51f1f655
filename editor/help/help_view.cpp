#include "help/help_view.h"

#include "help/help_browser.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListView>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardItemModel>
#include <QStyle>
#include <QToolBar>
#include <QVBoxLayout>

namespace incursion::studio {
namespace {

constexpr int kIdRole = Qt::UserRole + 1;
constexpr int kNameRole = Qt::UserRole + 2;

} // namespace

HelpView::HelpView(const QString& guideDir, QWidget* parent)
    : QWidget(parent), guideDir_(guideDir), reference_(std::make_shared<ScriptReference>())
{
    toolBar_ = new QToolBar(this);
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    browser_ = new HelpBrowser(this);
    browser_->setReferencePages([this](const QString& id) {
        const ReferenceEntry* entry = reference_->find(id);
        return entry ? reference_->html(*entry, guideDir_) : QString();
    });

    QAction* back = toolBar_->addAction(style()->standardIcon(QStyle::SP_ArrowBack), tr("Back"), browser_,
                                        &QTextBrowser::backward);
    QAction* forward = toolBar_->addAction(style()->standardIcon(QStyle::SP_ArrowForward), tr("Forward"), browser_,
                                           &QTextBrowser::forward);
    back->setEnabled(false);
    forward->setEnabled(false);
    connect(browser_, &QTextBrowser::backwardAvailable, back, &QAction::setEnabled);
    connect(browser_, &QTextBrowser::forwardAvailable, forward, &QAction::setEnabled);
    QAction* contents = toolBar_->addAction(style()->standardIcon(QStyle::SP_DirHomeIcon), tr("Guide Contents"),
                                            this, [this] { showGuide(); });
    contents->setEnabled(!guideDir_.isEmpty());

    filter_ = new QLineEdit(this);
    filter_->setPlaceholderText(tr("Filter the index"));
    filter_->setClearButtonEnabled(true);
    filter_->installEventFilter(this);
    model_ = new QStandardItemModel(this);
    filtered_ = new QSortFilterProxyModel(this);
    filtered_->setSourceModel(model_);
    filtered_->setFilterRole(kNameRole);
    filtered_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    index_ = new QListView(this);
    index_->setModel(filtered_);
    index_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    index_->setUniformItemSizes(true);
    connect(filter_, &QLineEdit::textChanged, this, &HelpView::filterIndex);
    connect(filter_, &QLineEdit::returnPressed, this, &HelpView::openSelected);
    connect(index_, &QListView::activated, this, &HelpView::openSelected);
    connect(index_, &QListView::clicked, this, &HelpView::openSelected);

    auto* indexPane = new QWidget(this);
    auto* indexLayout = new QVBoxLayout(indexPane);
    indexLayout->setContentsMargins(0, 0, 0, 0);
    indexLayout->addWidget(filter_);
    indexLayout->addWidget(index_);
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(indexPane);
    splitter->addWidget(browser_);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({200, 500});

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolBar_);
    layout->addWidget(splitter);
    setReference(reference_);
}

HelpView::~HelpView() = default;

void HelpView::setReference(std::shared_ptr<const ScriptReference> reference)
{
    // Most checks change no name (an edit inside a handler): the index stays as it is.
    const QList<ReferenceEntry>& entries = reference->entries();
    bool sameNames = entries.size() == model_->rowCount();
    for (int row = 0; sameNames && row < model_->rowCount(); ++row)
        sameNames = model_->item(row)->data(kIdRole).toString() == entries[row].id();
    reference_ = std::move(reference);
    // An entry on show shows what the new check says of it.
    if (!ScriptReference::idOf(browser_->source()).isEmpty())
        browser_->reload();
    if (sameNames)
        return;
    const QString selected = selectedId();
    model_->clear();
    for (const ReferenceEntry& entry : reference_->entries()) {
        auto* item = new QStandardItem(QStringLiteral("%1 (%2)").arg(entry.name,
                                                                     ScriptReference::categoryName(entry.category)));
        item->setToolTip(item->text());     // long names are elided in the narrow list
        item->setData(entry.id(), kIdRole);
        item->setData(entry.name, kNameRole);
        model_->appendRow(item);
    }
    filterIndex(filter_->text());
    // A new check keeps the user's place in the index.
    const QModelIndexList rows = filtered_->match(filtered_->index(0, 0), kIdRole, selected, 1, Qt::MatchExactly);
    if (!selected.isEmpty() && !rows.isEmpty())
        index_->setCurrentIndex(rows.first());
}

bool HelpView::showGuide(const QString& page)
{
    if (guideDir_.isEmpty())
        return false;
    QUrl url = QUrl::fromLocalFile(QDir(guideDir_).filePath(page.section(QLatin1Char('#'), 0, 0)));
    if (page.contains(QLatin1Char('#')))
        url.setFragment(page.section(QLatin1Char('#'), 1));
    if (url != browser_->source())     // the same page twice would be two steps of Back
        browser_->setSource(url);
    return true;
}

void HelpView::showEntry(const QString& id)
{
    const QUrl url = ScriptReference::urlOf(id);
    if (url == browser_->source())
        browser_->reload();     // setSource would keep the page as it was made
    else
        browser_->setSource(url);
    // The index follows the page, when the filter shows the entry.
    const QModelIndexList rows = filtered_->match(filtered_->index(0, 0), kIdRole, id, 1, Qt::MatchExactly);
    if (!rows.isEmpty()) {
        index_->setCurrentIndex(rows.first());
        index_->scrollTo(rows.first());
    }
}

void HelpView::showIndex(const QString& text)
{
    filter_->setText(text);
    filterIndex(text);
    filter_->setFocus();
    if (filtered_->rowCount() == 0)
        browser_->setHtml(tr("<h1>Not in the reference</h1><p>Nothing in the Script Reference is named like "
                             "<code>%1</code>.</p>").arg(text.toHtmlEscaped()));
    else
        openSelected();
}

QStringList HelpView::visibleIds() const
{
    QStringList ids;
    for (int row = 0; row < filtered_->rowCount(); ++row)
        ids << filtered_->index(row, 0).data(kIdRole).toString();
    return ids;
}

bool HelpView::eventFilter(QObject* watched, QEvent* event)
{
    // Up and Down in the filter field move through the index, as in Qt Creator.
    if (watched == filter_ && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Up || key == Qt::Key_Down || key == Qt::Key_PageUp || key == Qt::Key_PageDown) {
            QCoreApplication::sendEvent(index_, event);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QString HelpView::selectedId() const
{
    return index_->currentIndex().data(kIdRole).toString();
}

void HelpView::filterIndex(const QString& text)
{
    filtered_->setFilterFixedString(text.trimmed());
    if (filtered_->rowCount() == 0)
        return;
    // As Qt Creator's index: the first name that starts with the text, else the first row.
    int best = 0;
    for (int row = 0; row < filtered_->rowCount(); ++row)
        if (filtered_->index(row, 0).data(kNameRole).toString().startsWith(text.trimmed(), Qt::CaseInsensitive)) {
            best = row;
            break;
        }
    index_->setCurrentIndex(filtered_->index(best, 0));
    index_->scrollTo(index_->currentIndex());
}

void HelpView::openSelected()
{
    const QModelIndex current = index_->currentIndex();
    if (current.isValid())
        showEntry(current.data(kIdRole).toString());
}

} // namespace incursion::studio
