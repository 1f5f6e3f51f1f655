#include "build/module_browser_dock.h"

#include "shared/filtered_tree.h"
#include "shared/language_icons.h"
#include "module/record_tags.h"
#include "module/resource_manager.h"
#include "shared/runtime_text.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLayout>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTreeView>

#include <array>

namespace incursion::studio {
namespace {

// Resources match by name; a type shows while one of its resources matches, a
// resource shows all its functions. The Runs filter keeps the event handlers
// that run (or those that cannot), and the resources and types holding one.
class ResourceFilter : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setText(const QString& text)
    {
        text_ = text;
        refilter();
    }

    void setRuns(ModuleBrowserDock::RunsFilter runs)
    {
        runs_ = runs;
        refilter();
    }

    // A type row counts what it shows: "Monsters (3 of 120)" while filtered.
    QVariant data(const QModelIndex& index, int role) const override
    {
        const QModelIndex source = mapToSource(index);
        if (role != Qt::DisplayRole || index.column() != ModuleBrowserDock::NameColumn ||
            source.data(ModuleBrowserDock::LevelRole) != ModuleBrowserDock::TypeLevel)
            return QSortFilterProxyModel::data(index, role);
        const QString name = source.data(ModuleBrowserDock::GroupNameRole).toString();
        const int total = sourceModel()->rowCount(source);
        if (!filtering())
            return ModuleBrowserDock::tr("%1 (%2)").arg(name).arg(total);
        return ModuleBrowserDock::tr("%1 (%2 of %3)").arg(name).arg(rowCount(index)).arg(total);
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override
    {
        if (!filtering())
            return true;
        const QModelIndex index = sourceModel()->index(row, 0, parent);
        switch (index.data(ModuleBrowserDock::LevelRole).toInt()) {
        case ModuleBrowserDock::TypeLevel:
            for (int child = 0; child < sourceModel()->rowCount(index); ++child)
                if (filterAcceptsRow(child, index))
                    return true;
            return false;
        case ModuleBrowserDock::ResourceLevel:
            if (!matches(index))
                return false;
            if (runs_ == ModuleBrowserDock::AllFunctions)
                return true;
            for (int child = 0; child < sourceModel()->rowCount(index); ++child)
                if (runsAccepts(sourceModel()->index(child, 0, index)))
                    return true;
            return false;
        default:
            // Script functions belong to no resource: their own names match.
            if (parent.data(ModuleBrowserDock::LevelRole) == ModuleBrowserDock::TypeLevel && !matches(index))
                return false;
            return runsAccepts(index);
        }
    }

private:
    bool filtering() const { return !text_.isEmpty() || runs_ != ModuleBrowserDock::AllFunctions; }

    void refilter()
    {
        invalidateFilter();
        // The type rows' counts follow the filter.
        if (rowCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, 0), {Qt::DisplayRole});
    }

    bool matches(const QModelIndex& row) const
    {
        return row.data(Qt::DisplayRole).toString().contains(text_, Qt::CaseInsensitive);
    }

    bool runsAccepts(const QModelIndex& function) const
    {
        if (runs_ == ModuleBrowserDock::AllFunctions)
            return true;
        const QVariant runnable = function.data(ModuleBrowserDock::RunnableRole);
        return runnable.isValid() && runnable.toBool() == (runs_ == ModuleBrowserDock::HandlersThatRun);
    }

    QString text_;
    ModuleBrowserDock::RunsFilter runs_ = ModuleBrowserDock::AllFunctions;
};

QString functionKindText(core::FunctionKind kind)
{
    switch (kind) {
    case core::FunctionKind::EventHandler: return ModuleBrowserDock::tr("event handler");
    case core::FunctionKind::GearCondition: return ModuleBrowserDock::tr("gear condition");
    case core::FunctionKind::EncounterCondition: return ModuleBrowserDock::tr("encounter condition");
    case core::FunctionKind::ScriptFunction: return ModuleBrowserDock::tr("script function");
    }
    return {};
}

QStandardItem* makeItem(const QIcon& icon, const QString& text, ModuleBrowserDock::Level level)
{
    auto* item = new QStandardItem(icon, text);
    item->setEditable(false);
    item->setData(level, ModuleBrowserDock::LevelRole);
    item->setData(-1, ModuleBrowserDock::FunctionRole);
    return item;
}

void setPosition(QStandardItem* item, const ModuleBuild& build, const module::SourcePosition& position)
{
    item->setData(build.sourcePath(position.file), ModuleBrowserDock::PathRole);
    item->setData(int(position.line), ModuleBrowserDock::LineRole);
    item->setData(int(position.column), ModuleBrowserDock::ColumnRole);
}

// The Runs cell of a resource or type row: how many of its handlers run.
QStandardItem* countItem(int runnable, int handlers)
{
    auto* item = new QStandardItem(handlers > 0 ? ModuleBrowserDock::tr("%1 of %2").arg(runnable).arg(handlers) : QString());
    item->setEditable(false);
    if (handlers > 0)
        item->setToolTip(ModuleBrowserDock::tr("%n of its event handlers can run in a playtest", nullptr, runnable));
    return item;
}

// The build's event handlers by function, analysed as `incplay load` does.
QHash<uint32_t, game::HandlerRunnability> analyse(const module::ModuleImage& image)
{
    std::vector<module::ModuleImage> images{image};
    const std::unique_ptr<game::ModuleRunnability> analysed =
        game::analyseModules(module::ResourceManager::loadImages(std::move(images)));
    QHash<uint32_t, game::HandlerRunnability> out;
    for (game::HandlerRunnability& handler : analysed->handlers)
        out.insert(handler.function, std::move(handler));
    return out;
}

QString fieldNames(const module::Resource& resource)
{
    QStringList names;
    for (const module::Record& record : resource.fields)
        names.append(toQString(module::tagName(module::RecordTag(record.tag))));
    names.removeDuplicates();
    return names.join(QStringLiteral(", "));
}

} // namespace

ModuleBrowserDock::ModuleBrowserDock(QWidget* parent)
    : QDockWidget(tr("Module Browser"), parent), items_(new QStandardItemModel(this)),
      filter_(new ResourceFilter(this)), filterEdit_(new QLineEdit), view_(new QTreeView)
{
    setObjectName(QStringLiteral("ModuleBrowserDock"));
    filter_->setSourceModel(items_);

    filterEdit_->setPlaceholderText(tr("Filter resources"));
    connect(filterEdit_, &QLineEdit::textChanged, this, [this](const QString& text) {
        static_cast<ResourceFilter*>(filter_)->setText(text);
        if (!text.isEmpty())
            view_->expandToDepth(0);
    });

    runsFilter_ = new QComboBox;
    runsFilter_->addItem(tr("All functions"), AllFunctions);
    runsFilter_->addItem(tr("Handlers that run in a playtest"), HandlersThatRun);
    runsFilter_->addItem(tr("Handlers that cannot run"), HandlersThatCannotRun);
    runsFilter_->setToolTip(tr("Show the event handlers the runtime can run in a playtest, or those it cannot"));
    connect(runsFilter_, &QComboBox::currentIndexChanged, this, [this] {
        static_cast<ResourceFilter*>(filter_)->setRuns(RunsFilter(runsFilter_->currentData().toInt()));
        if (runsFilter_->currentIndex() != 0)
            view_->expandToDepth(0);
    });

    QWidget* content = makeFilteredTree(filterEdit_, view_, filter_);
    content->layout()->addWidget(runsFilter_);
    // Below the filter box, above the tree.
    content->layout()->removeWidget(view_);
    content->layout()->addWidget(view_);
    view_->setHeaderHidden(false);
    view_->header()->setStretchLastSection(false);
    setUpColumns();
    setWidget(content);
    // Double-click opens (source or disassembly); the arrows expand.
    view_->setExpandsOnDoubleClick(false);
    view_->setToolTip(tr("Double-click a resource to see its source, a function to see its disassembly"));
    connect(view_, &QTreeView::activated, this, &ModuleBrowserDock::activateIndex);
}

void ModuleBrowserDock::setUpColumns()
{
    // clear() drops the columns, and with them the header's modes.
    items_->setHorizontalHeaderLabels({tr("Resource"), tr("Runs")});
    view_->header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    view_->header()->setSectionResizeMode(RunsColumn, QHeaderView::ResizeToContents);
}

QList<QStandardItem*> ModuleBrowserDock::functionRow(uint32_t f, const QIcon& icon) const
{
    const core::Function& function = build_->image->functions[f];
    QStandardItem* item = makeItem(icon, build_->functionLabel(int(f)), FunctionLevel);
    item->setData(int(f), FunctionRole);
    if (!function.lines.empty()) {
        const core::LineEntry& first = function.lines.front();
        setPosition(item, *build_, {first.file, first.line, first.column});
    }
    QString tooltip = tr("%1, %2 instructions").arg(functionKindText(function.kind)).arg(function.code.size());
    auto* runs = new QStandardItem;
    runs->setEditable(false);
    if (const auto found = runnability_.constFind(f); found != runnability_.constEnd()) {
        const bool runnable = found->runnable();
        item->setData(runnable, RunnableRole);
        runs->setData(runnable, RunnableRole);
        const std::string waiting = found->partlyRunnableNote();
        runs->setText(runnable ? tr("runs") : tr("cannot run"));
        QString why = !runnable        ? tr("Cannot run in a playtest:")
                      : waiting.empty() ? tr("Can run in a playtest.")
                                        : tr("Can run in a playtest (%1).").arg(toQString(waiting));
        for (const std::string& reason : found->explanation())
            why += QLatin1Char('\n') + toQString(reason);
        runs->setToolTip(why);
        tooltip += QLatin1Char('\n') + why;
    }
    item->setToolTip(tooltip);
    return {item, runs};
}

QAbstractItemModel* ModuleBrowserDock::model() const
{
    return filter_;
}

// A row's place by its names (a type row by its name without its count), so
// it is found again in the tree of another build.
QStringList ModuleBrowserDock::rowPath(const QModelIndex& sourceIndex) const
{
    QStringList path;
    for (QModelIndex row = sourceIndex.siblingAtColumn(NameColumn); row.isValid(); row = row.parent())
        path.prepend(row.data(LevelRole) == TypeLevel ? row.data(GroupNameRole).toString() : row.data().toString());
    return path;
}

QModelIndex ModuleBrowserDock::rowAt(const QStringList& path) const
{
    QModelIndex row;
    for (const QString& name : path) {
        QModelIndex child;
        for (int r = 0; r < items_->rowCount(row) && !child.isValid(); ++r) {
            const QModelIndex each = items_->index(r, NameColumn, row);
            if ((each.data(LevelRole) == TypeLevel ? each.data(GroupNameRole) : each.data()).toString() == name)
                child = each;
        }
        if (!child.isValid())
            return {};
        row = child;
    }
    return row;
}

void ModuleBrowserDock::showBuild(const ModuleBuildPtr& build)
{
    // The rows expanded and the current one stay so in the new tree, as far
    // as it still has them: a check refreshes it while the user browses.
    QList<QStringList> expanded;
    for (int type = 0; type < items_->rowCount(); ++type) {
        const QModelIndex typeRow = items_->index(type, NameColumn);
        if (!view_->isExpanded(filter_->mapFromSource(typeRow)))
            continue;
        expanded.append(rowPath(typeRow));
        for (int resource = 0; resource < items_->rowCount(typeRow); ++resource)
            if (const QModelIndex row = items_->index(resource, NameColumn, typeRow);
                view_->isExpanded(filter_->mapFromSource(row)))
                expanded.append(rowPath(row));
    }
    const QStringList current = rowPath(filter_->mapToSource(view_->currentIndex()));

    build_ = build && build->image ? build : nullptr;
    items_->clear();
    setUpColumns();
    runnability_.clear();
    if (!build_)
        return;
    runnability_ = analyse(*build_->image);
    const module::ModuleImage& image = *build_->image;
    auto text = [&image](uint32_t index) {
        return index < image.strings.size() ? toQString(image.strings[index]) : QString();
    };
    std::array<QList<uint32_t>, core::kResourceKindCount> byKind;
    for (uint32_t r = 0; r < image.resources.size(); ++r)
        byKind[size_t(image.resources[r].kind)].append(r);
    std::vector<QList<uint32_t>> functionsOf(image.resources.size());
    QList<uint32_t> scriptFunctions;        // belong to no resource
    for (uint32_t f = 0; f < image.functions.size(); ++f) {
        if (image.functions[f].kind == core::FunctionKind::ScriptFunction)
            scriptFunctions.append(f);
        else if (image.functions[f].resource < image.resources.size())
            functionsOf[image.functions[f].resource].append(f);
    }

    // One icon of each, shared by all rows: thousands of separate SVG icons
    // would each be parsed and rendered on their own.
    const QIcon typeIcon = LanguageIcons::file();
    const QIcon resourceIcon = LanguageIcons::resource();
    const QIcon functionIcon = LanguageIcons::handler();
    for (size_t kind = 0; kind < byKind.size(); ++kind) {
        if (byKind[kind].isEmpty())
            continue;
        const auto resourceKind = core::ResourceKind(kind);
        QStandardItem* typeItem = makeItem(typeIcon, toQString(core::resourceKindPlural(resourceKind)), TypeLevel);
        typeItem->setData(typeItem->text(), GroupNameRole);
        int kindHandlers = 0, kindRunnable = 0;
        for (uint32_t r : std::as_const(byKind[kind])) {
            const module::Resource& resource = image.resources[r];
            QStandardItem* resourceItem = makeItem(resourceIcon, text(resource.name), ResourceLevel);
            setPosition(resourceItem, *build_, resource.position);
            QString tooltip = tr("%1\n%2:%3")
                                  .arg(build_->resourceLabel(r), QFileInfo(build_->sourcePath(resource.position.file)).fileName())
                                  .arg(resource.position.line);
            if (const QString fields = fieldNames(resource); !fields.isEmpty())
                tooltip += QLatin1Char('\n') + tr("Fields: %1").arg(fields);
            resourceItem->setToolTip(tooltip);
            int handlers = 0, runnable = 0;
            for (uint32_t f : std::as_const(functionsOf[r])) {
                if (const auto found = runnability_.constFind(f); found != runnability_.constEnd()) {
                    ++handlers;
                    runnable += found->runnable();
                }
                resourceItem->appendRow(functionRow(f, functionIcon));
            }
            kindHandlers += handlers;
            kindRunnable += runnable;
            typeItem->appendRow({resourceItem, countItem(runnable, handlers)});
        }
        items_->appendRow({typeItem, countItem(kindRunnable, kindHandlers)});
    }
    if (!scriptFunctions.isEmpty()) {
        QStandardItem* group = makeItem(typeIcon, tr("Functions"), TypeLevel);
        group->setData(group->text(), GroupNameRole);
        for (uint32_t f : std::as_const(scriptFunctions))
            group->appendRow(functionRow(f, functionIcon));
        items_->appendRow(group);
    }
    if (!filterEdit_->text().isEmpty() || runsFilter_->currentIndex() != 0)
        view_->expandToDepth(0);
    for (const QStringList& path : std::as_const(expanded))
        if (const QModelIndex row = rowAt(path); row.isValid())
            view_->expand(filter_->mapFromSource(row));
    if (const QModelIndex row = current.isEmpty() ? QModelIndex() : rowAt(current); row.isValid())
        view_->setCurrentIndex(filter_->mapFromSource(row));
}

void ModuleBrowserDock::selectFunction(int function)
{
    const QModelIndexList found = items_->match(items_->index(0, 0), FunctionRole, function, 1,
                                                Qt::MatchExactly | Qt::MatchRecursive);
    const QModelIndex shown = found.isEmpty() ? QModelIndex() : filter_->mapFromSource(found.first());
    if (!shown.isValid())
        return;
    view_->expand(shown.parent().parent());
    view_->expand(shown.parent());
    view_->setCurrentIndex(shown);
    view_->scrollTo(shown);
}

void ModuleBrowserDock::activateIndex(const QModelIndex& index)
{
    switch (index.data(LevelRole).toInt()) {
    case TypeLevel:
        view_->setExpanded(index, !view_->isExpanded(index));
        break;
    case ResourceLevel:
        if (const QString path = index.data(PathRole).toString(); !path.isEmpty())
            emit sourceActivated(path, index.data(LineRole).toInt(), index.data(ColumnRole).toInt());
        break;
    case FunctionLevel:
        emit functionActivated(index.data(FunctionRole).toInt());
        break;
    }
}

} // namespace incursion::studio
