#include "language/outline_dock.h"

#include "shared/filtered_tree.h"
#include "shared/language_icons.h"
#include "shared/runtime_text.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTreeView>

#include <algorithm>

namespace incursion::studio {
namespace {

QStandardItem* makeItem(const QIcon& icon, const QString& text, const SourcePosition& position, int endLine)
{
    auto* item = new QStandardItem(icon, text);
    item->setEditable(false);
    item->setToolTip(text);
    item->setData(position.path, OutlineDock::PathRole);
    item->setData(position.line, OutlineDock::LineRole);
    item->setData(position.column, OutlineDock::ColumnRole);
    item->setData(std::max(endLine, position.line), OutlineDock::EndLineRole);
    return item;
}

} // namespace

OutlineDock::OutlineDock(QWidget* parent)
    : QDockWidget(tr("Outline"), parent), items_(new QStandardItemModel(this)),
      filter_(new QSortFilterProxyModel(this)), filterEdit_(new QLineEdit), view_(new QTreeView)
{
    setObjectName(QStringLiteral("OutlineDock"));
    filter_->setSourceModel(items_);
    filter_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    filter_->setRecursiveFilteringEnabled(true);

    filterEdit_->setPlaceholderText(tr("Filter resources and handlers"));
    connect(filterEdit_, &QLineEdit::textChanged, this, [this](const QString& text) {
        filter_->setFilterFixedString(text);
        if (!text.isEmpty())
            view_->expandAll();
    });

    setWidget(makeFilteredTree(filterEdit_, view_, filter_));
    connect(view_, &QTreeView::clicked, this, &OutlineDock::activateIndex);
    connect(view_, &QTreeView::activated, this, &OutlineDock::activateIndex);
}

QAbstractItemModel* OutlineDock::model() const
{
    return filter_;
}

void OutlineDock::showSnapshot(const CheckSnapshotPtr& snapshot)
{
    snapshot_ = snapshot;
    rebuild();
}

void OutlineDock::setCurrentFile(const QString& path)
{
    const QString normalized = CheckSnapshot::normalizedPath(path);
    if (normalized == currentFile_)
        return;
    currentFile_ = normalized;
    rebuild();
}

template <typename Visit>
void OutlineDock::forEachEntry(Visit visit) const
{
    if (!snapshot_ || currentFile_.isEmpty())
        return;
    const QList<int> resources = snapshot_->resourcesIn(currentFile_);
    // The handlers of each of those resources, in one pass over the handlers.
    std::vector<int> row(size_t(snapshot_->resources.size()), -1);
    for (int i = 0; i < resources.size(); ++i)
        row[size_t(resources[i])] = i;
    std::vector<std::vector<int>> handlers(size_t(resources.size()));
    for (int h = 0; h < snapshot_->handlers.size(); ++h) {
        const int resource = snapshot_->handlers[h].resource;
        if (resource >= 0 && resource < int(row.size()) && row[size_t(resource)] >= 0)
            handlers[size_t(row[size_t(resource)])].push_back(h);
    }
    Entry entry;
    for (int i = 0; i < resources.size(); ++i) {
        const ResourceEntry& resource = snapshot_->resources[resources[i]];
        entry = {false, int(resource.kind), resource.name, resource.position, resource.endLine};
        if (!visit(entry))
            return;
        for (int h : handlers[size_t(i)]) {
            const HandlerEntry& handler = snapshot_->handlers[h];
            entry = {true, 0, handler.events, handler.position, handler.endLine};
            if (!visit(entry))
                return;
        }
    }
}

bool OutlineDock::showsEntriesOfCurrentFile() const
{
    size_t next = 0;
    bool same = true;
    forEachEntry([&](const Entry& entry) {
        same = next < shown_.size() && shown_[next++] == entry;
        return same;
    });
    return same && next == shown_.size();
}

void OutlineDock::rebuild()
{
    // A check after each keystroke mostly finds the same outline; rebuilding
    // and expanding a tree of tens of thousands of entries on the GUI thread
    // each time would stall typing.
    if (showsEntriesOfCurrentFile())
        return;
    shown_.clear();
    forEachEntry([this](const Entry& entry) {
        shown_.push_back(entry);
        return true;
    });
    items_->clear();
    reach_.clear();
    resourceEntry_.clear();
    // Each resource goes into the model with its handlers already under it.
    for (size_t i = 0; i < shown_.size();) {
        resourceEntry_.push_back(int(i));
        const Entry& resource = shown_[i++];
        QStandardItem* resourceItem = makeItem(
            LanguageIcons::resource(),
            tr("%1 \"%2\"").arg(toQString(core::resourceKindName(core::ResourceKind(resource.kind))), resource.name),
            resource.position, resource.endLine);
        reach_.push_back(std::max({reach_.empty() ? 0 : reach_.back(), resource.position.line, resource.endLine}));
        for (; i < shown_.size() && shown_[i].isHandler; ++i)
            resourceItem->appendRow(
                makeItem(LanguageIcons::handler(), tr("On %1").arg(shown_[i].name), shown_[i].position, shown_[i].endLine));
        items_->appendRow(resourceItem);
    }
    view_->expandAll();
}

void OutlineDock::selectLine(int line)
{
    // The first row (in order) that contains the line: none before the first
    // row whose reach gets to it. Under it, the first handler containing it.
    const auto contains = [line](const QModelIndex& index) {
        return index.data(LineRole).toInt() <= line && line <= index.data(EndLineRole).toInt();
    };
    QModelIndex best;
    const auto from = std::partition_point(reach_.begin(), reach_.end(), [line](int reach) { return reach < line; });
    for (auto row = from; row != reach_.end(); ++row) {
        const Entry& resource = shown_[size_t(resourceEntry_[size_t(row - reach_.begin())])];
        if (resource.position.line > line)
            break;
        const QModelIndex index = filter_->mapFromSource(items_->index(int(row - reach_.begin()), 0));
        if (index.isValid() && contains(index)) {
            best = index;
            break;
        }
    }
    for (int row = 0; best.isValid() && row < filter_->rowCount(best); ++row) {
        const QModelIndex handler = filter_->index(row, 0, best);
        if (contains(handler)) {
            best = handler;
            break;
        }
    }
    if (!best.isValid())
        view_->clearSelection();
    else if (view_->currentIndex() != best || !view_->selectionModel()->isSelected(best))
        view_->setCurrentIndex(best);
}

void OutlineDock::activateIndex(const QModelIndex& index)
{
    const QString path = index.data(PathRole).toString();
    if (!path.isEmpty())
        emit activated(path, index.data(LineRole).toInt(), index.data(ColumnRole).toInt());
}

} // namespace incursion::studio
