#include "world/world_editor.h"

#include "shared/icons.h"
#include "world/world_view.h"
#include "game/world_travel_state.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QLabel>
#include <QMenu>
#include <QSpinBox>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace incursion::studio {

namespace {

const char* toolIcon(WorldToolId id)
{
    switch (id) {
    case WorldToolId::Pencil: return "world-pencil";
    case WorldToolId::Line: return "world-line";
    case WorldToolId::Rectangle: return "world-rectangle";
    case WorldToolId::Fill: return "world-fill";
    case WorldToolId::MagicWand: return "world-wand";
    case WorldToolId::SelectRect: return "world-select";
    case WorldToolId::Stamp: return "world-stamp";
    case WorldToolId::Travel: return "world-travel";
    }
    return "";
}

// The Keyboard Shortcuts table's id of the tool's action.
QString toolActionId(WorldToolId id)
{
    switch (id) {
    case WorldToolId::Pencil: return QStringLiteral("WorldEditor.Pencil");
    case WorldToolId::Line: return QStringLiteral("WorldEditor.Line");
    case WorldToolId::Rectangle: return QStringLiteral("WorldEditor.Rectangle");
    case WorldToolId::Fill: return QStringLiteral("WorldEditor.Fill");
    case WorldToolId::MagicWand: return QStringLiteral("WorldEditor.MagicWand");
    case WorldToolId::SelectRect: return QStringLiteral("WorldEditor.Select");
    case WorldToolId::Stamp: return QStringLiteral("WorldEditor.Stamp");
    case WorldToolId::Travel: return QStringLiteral("WorldEditor.Travel");
    }
    return {};
}

constexpr WorldToolId kTools[] = {WorldToolId::Pencil, WorldToolId::Line, WorldToolId::Rectangle, WorldToolId::Fill,
                                  WorldToolId::MagicWand, WorldToolId::SelectRect, WorldToolId::Stamp,
                                  WorldToolId::Travel};

// Tiled's keys where Tiled has the tool.
QKeySequence toolKey(WorldToolId id)
{
    switch (id) {
    case WorldToolId::Pencil: return QKeySequence(Qt::Key_B);
    case WorldToolId::Line: return QKeySequence(Qt::Key_L);
    case WorldToolId::Rectangle: return QKeySequence(Qt::Key_R);
    case WorldToolId::Fill: return QKeySequence(Qt::Key_F);
    case WorldToolId::MagicWand: return QKeySequence(Qt::Key_W);
    case WorldToolId::SelectRect: return QKeySequence(Qt::Key_M);
    case WorldToolId::Stamp: return QKeySequence(Qt::Key_P);
    case WorldToolId::Travel: return QKeySequence(Qt::Key_T);
    }
    return {};
}

} // namespace

QList<ViewActionInfo> WorldEditor::viewActions()
{
    QList<ViewActionInfo> actions;
    for (const WorldToolId id : kTools)
        actions.append({toolActionId(id), WorldTool::label(id), toolKey(id)});
    return actions;
}

WorldEditor::WorldEditor(std::unique_ptr<WorldDocument> document, QWidget* parent)
    : QWidget(parent)
    , document_(std::move(document))
    , view_(new WorldView(this))
    , toolBar_(new QToolBar(this))
    , toolGroup_(new QActionGroup(this))
{
    document_->setParent(nullptr);
    toolBar_->setIconSize(QSize(20, 20));
    for (const WorldToolId id : kTools) {
        QAction* action = toolBar_->addAction(studioIcon(toolIcon(id)), WorldTool::label(id));
        action->setObjectName(toolActionId(id));
        action->setCheckable(true);
        action->setData(int(id));
        action->setShortcut(toolKey(id));
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        action->setToolTip(QStringLiteral("%1 (%2)").arg(WorldTool::label(id), toolKey(id).toString()));
        addAction(action);
        toolGroup_->addAction(action);
        connect(action, &QAction::triggered, this, [this, id] { setTool(id); });
    }
    // Its answers to Edit > Undo, Redo, Copy and Paste: named by those
    // entries' ids, without keys of their own (the menu entries' keys trigger
    // them while the world's tab is current).
    const auto answer = [this](const QString& text, const char* id, auto slot) {
        auto* action = new QAction(text, this);
        action->setObjectName(QLatin1String(id));
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    QUndoStack* stack = document_->undoStack();
    QAction* undo = answer(tr("Undo"), "Edit.Undo", [stack] { stack->undo(); });
    undo->setEnabled(stack->canUndo());
    connect(stack, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    QAction* redo = answer(tr("Redo"), "Edit.Redo", [stack] { stack->redo(); });
    redo->setEnabled(stack->canRedo());
    connect(stack, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    answer(tr("Copy Selection"), "Edit.Copy", [this] { copySelection(); });
    answer(tr("Paste"), "Edit.Paste", [this] { paste(); });

    toolBar_->addSeparator();
    toolBar_->addWidget(new QLabel(tr("Brush size:"), toolBar_));
    auto* size = new QSpinBox(toolBar_);
    size->setObjectName(QStringLiteral("brushSize"));
    size->setRange(1, 64);
    toolBar_->addWidget(size);
    auto* shape = new QComboBox(toolBar_);
    shape->setObjectName(QStringLiteral("brushShape"));
    shape->addItems({tr("Square"), tr("Round")});
    toolBar_->addWidget(shape);
    connect(size, &QSpinBox::valueChanged, this, &WorldEditor::setBrushSize);
    connect(shape, &QComboBox::currentIndexChanged, this, [this](int index) { setBrushRound(index == 1); });
    connect(this, &WorldEditor::brushChanged, this, [this, size, shape] {
        size->setValue(brush_.size);
        shape->setCurrentIndex(brush_.round ? 1 : 0);
    });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolBar_);
    layout->addWidget(view_, 1);

    view_->setDocument(document_.get(), &selection_);
    connect(view_, &WorldView::cellPressed, this, [this](QPoint cell, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) {
        if (button == Qt::LeftButton)
            pressCell(cell, modifiers);
        else if (button == Qt::RightButton)
            showContextMenu(cell);
    });
    connect(view_, &WorldView::cellDragged, this, &WorldEditor::dragCell);
    connect(view_, &WorldView::cellReleased, this, [this](QPoint cell, Qt::MouseButton button) {
        if (button == Qt::LeftButton)
            releaseCell(cell);
    });
    connect(view_, &WorldView::cellHovered, this, [this](QPoint cell) {
        hovered_ = cell;
        emit cellHovered(cell);
    });
    // Journeys are worked out on the world as it was: an edit (a regeneration, an undo) drops them.
    connect(document_.get(), &WorldDocument::changed, this, &WorldEditor::clearTravel);
    setTool(WorldToolId::Pencil);
    currentCell_ = QPoint(document_->grid().width() / 2, document_->grid().height() / 2);
}

WorldEditor::~WorldEditor()
{
    // The view (a child) outlives the members: it lets go of the document first.
    view_->setDocument(nullptr, nullptr);
}

WorldToolContext WorldEditor::context()
{
    return WorldToolContext{document_.get(), brush_, &selection_, &clip_};
}

QAction* WorldEditor::toolAction(WorldToolId id) const
{
    for (QAction* action : toolGroup_->actions())
        if (action->data().toInt() == int(id))
            return action;
    return nullptr;
}

void WorldEditor::setTool(WorldToolId id)
{
    if (tool_ && tool_->busy())
        return;
    toolId_ = id;
    tool_ = WorldTool::make(id);
    if (QAction* action = toolAction(id))
        action->setChecked(true);
    updatePreview();
    emit toolChanged(id);
}

void WorldEditor::clearTravel()
{
    if (!travel_.from && journeys_.empty())
        return;
    travel_ = TravelPick{};
    journeys_.clear();
    view_->setRoute({}, std::nullopt, std::nullopt);
    emit journeysChanged();
}

void WorldEditor::updatePreview()
{
    view_->setPreview([this](QPoint hover) {
        const WorldToolContext current{document_.get(), brush_, &selection_, &clip_};
        return tool_ ? tool_->preview(current, hover) : std::vector<QPoint>{hover};
    });
    view_->update();
}

void WorldEditor::setBrushField(int field)
{
    if (field < 0 || size_t(field) >= document_->schema().fields.size() || field == brush_.field)
        return;
    brush_.field = field;
    brush_.value = std::min(brush_.value, document_->schema().fields[size_t(field)].largestStored());
    emit brushChanged();
}

void WorldEditor::setBrushValue(int value)
{
    const worldmap::Field& field = document_->schema().fields[size_t(brush_.field)];
    if (value < 0 || value > field.largestStored() || value == brush_.value)
        return;
    brush_.value = value;
    emit brushChanged();
}

void WorldEditor::setBrushSize(int size)
{
    if (size == brush_.size || size < 1)
        return;
    brush_.size = size;
    emit brushChanged();
    view_->update();
}

void WorldEditor::setBrushRound(bool round)
{
    if (round == brush_.round)
        return;
    brush_.round = round;
    emit brushChanged();
    view_->update();
}

void WorldEditor::pressCell(QPoint cell, Qt::KeyboardModifiers modifiers)
{
    if (toolId_ == WorldToolId::Travel) {
        if (!document_->grid().contains(cell.x(), cell.y()))
            return;
        if (!travel_.from || travel_.to) {
            travel_ = TravelPick{cell, std::nullopt};
            journeys_.clear();
            view_->setRoute({}, cell, std::nullopt);
            emit journeysChanged();
        } else {
            setTravelEnds(*travel_.from, cell);
        }
        return;
    }
    if (document_->grid().contains(cell.x(), cell.y()))
        setCurrentCell(cell);
    if (!tool_)
        return;
    const bool paints = toolId_ == WorldToolId::Pencil || toolId_ == WorldToolId::Line ||
                        toolId_ == WorldToolId::Rectangle || toolId_ == WorldToolId::Fill;
    if (paints && !selection_.isEmpty() && !selection_.contains(cell.x(), cell.y()))
        emit pressedOutsideSelection(cell);
    WorldToolContext current = context();
    tool_->press(current, cell, modifiers);
    if (toolId_ == WorldToolId::MagicWand)
        emit selectionChanged();
    view_->update();
}

void WorldEditor::dragCell(QPoint cell)
{
    if (!tool_)
        return;
    WorldToolContext current = context();
    tool_->drag(current, cell);
}

void WorldEditor::releaseCell(QPoint cell)
{
    if (!tool_)
        return;
    WorldToolContext current = context();
    tool_->release(current, cell);
    if (toolId_ == WorldToolId::SelectRect)
        emit selectionChanged();
    view_->update();
}

void WorldEditor::setCurrentCell(QPoint cell)
{
    if (currentCell_ == cell)
        return;
    currentCell_ = cell;
    emit currentCellChanged(cell);
}

void WorldEditor::copySelection(const std::vector<int>& fields)
{
    std::vector<int> chosen = fields;
    if (chosen.empty())
        for (size_t f = 0; f < document_->schema().fields.size(); ++f)
            chosen.push_back(int(f));
    clip_ = copyRegion(document_->grid(), selection_, std::move(chosen));
}

void WorldEditor::paste()
{
    if (!clip_.isEmpty())
        setTool(WorldToolId::Stamp);
}

void WorldEditor::clearSelection()
{
    selection_.clear();
    emit selectionChanged();
    view_->update();
}

size_t WorldEditor::applyGlobalOperation(const GlobalOperation& operation)
{
    const worldmap::WorldGrid& grid = document_->grid();
    const auto& fields = document_->schema().fields;
    std::vector<uint32_t> cells;
    if (operation.selectionOnly) {
        cells = selection_.cells();
    } else {
        cells.resize(grid.cellCount());
        for (size_t i = 0; i < cells.size(); ++i)
            cells[i] = uint32_t(i);
    }
    if (operation.where) {
        const worldmap::Field& where = fields[size_t(operation.where->first)];
        std::erase_if(cells, [&](uint32_t i) { return worldmap::WorldGrid::fieldOf(grid.cell(i), where) != operation.where->second; });
    }
    const worldmap::Field& field = fields[size_t(operation.field)];
    QString text = tr("Set %1 = %2").arg(QString::fromStdString(field.name), QString::fromStdString(field.valueName(operation.value)));
    if (operation.where) {
        const worldmap::Field& where = fields[size_t(operation.where->first)];
        text += tr(" where %1 = %2").arg(QString::fromStdString(where.name),
                                         QString::fromStdString(where.valueName(operation.where->second)));
    }
    if (operation.selectionOnly)
        text += tr(" on the selection");
    return document_->setField(text, cells, operation.field, operation.value);
}

QString WorldEditor::describeCell(QPoint cell) const
{
    const worldmap::WorldGrid& grid = document_->grid();
    if (!grid.contains(cell.x(), cell.y()))
        return {};
    QStringList lines{tr("Cell %1,%2%3").arg(cell.x()).arg(cell.y())
                          .arg(document_->isPainted(cell.x(), cell.y()) ? tr(" (painted)") : QString())};
    // The networks first, then the fields (the hover panel has room for every one).
    if (const QString networks = describeNetworks(cell); !networks.isEmpty())
        lines.append(networks);
    for (const worldmap::Field& field : document_->schema().fields)
        lines.append(QStringLiteral("%1: %2").arg(QString::fromStdString(field.name),
                                                  QString::fromStdString(field.valueName(grid.get(cell.x(), cell.y(), field)))));
    return lines.join(QLatin1Char('\n'));
}

std::optional<QString> WorldEditor::playRefusal(QPoint cell) const
{
    std::optional<std::string> blocked;
    try {
        blocked = game::cellBlocked(document_->schema(), document_->grid(), {cell.x(), cell.y()});
    } catch (const std::exception& failure) {
        blocked = failure.what();       // a schema without the fields the playtest walks on
    }
    if (blocked)
        return tr("Cell %1,%2 cannot be played: %3").arg(cell.x()).arg(cell.y()).arg(QString::fromStdString(*blocked));
    return std::nullopt;
}

QString WorldEditor::describeNetworks(QPoint cell) const
{
    const std::vector<worldmap::ServiceNetwork>& networks = view_->networks();
    QStringList lines;
    for (const int index : view_->networksAt(cell)) {
        const worldmap::ServiceNetwork& network = networks[size_t(index)];
        // Numbered within its kind, as the author counts them on the map.
        int number = 0;
        int ofKind = 0;
        for (size_t n = 0; n < networks.size(); ++n)
            if (networks[n].service == network.service) {
                ++ofKind;
                if (int(n) <= index)
                    ++number;
            }
        const int others = int(network.cells.size()) - 1;
        switch (network.service) {
        case worldmap::Service::Harbor:
            lines.append(tr("Harbor network %1 of %2: ships reach %3 other harbors").arg(number).arg(ofKind).arg(others));
            break;
        case worldmap::Service::Stables:
            lines.append(tr("Stables network %1 of %2: horses reach %3 other stables").arg(number).arg(ofKind).arg(others));
            break;
        case worldmap::Service::Airport:
            lines.append(tr("Airport network: airships reach %1 other airports").arg(others));
            break;
        }
    }
    return lines.join(QLatin1Char('\n'));
}

void WorldEditor::setTravelEnds(QPoint from, QPoint to)
{
    travel_ = TravelPick{from, to};
    try {
        journeys_ = worldmap::travelOptions(document_->schema(), document_->grid(), {from.x(), from.y()},
                                            {to.x(), to.y()});
    } catch (const std::exception&) {
        journeys_.clear();      // a schema without the scourge fields has no travel
    }
    showJourney(-1);
    emit journeysChanged();
}

void WorldEditor::showJourney(int index)
{
    // The fastest possible journey unless one is chosen.
    if (index < 0) {
        double best = 0;
        for (size_t i = 0; i < journeys_.size(); ++i)
            if (journeys_[i].possible && (index < 0 || journeys_[i].hours < best)) {
                index = int(i);
                best = journeys_[i].hours;
            }
    }
    view_->setRoute(index >= 0 && size_t(index) < journeys_.size() ? journeys_[size_t(index)].legs
                                                                   : std::vector<worldmap::TravelLeg>{},
                    travel_.from, travel_.to);
}

void WorldEditor::showContextMenu(QPoint cell)
{
    if (!document_->grid().contains(cell.x(), cell.y()))
        return;
    QMenu menu(this);
    const worldmap::Field& field = document_->schema().fields[size_t(brush_.field)];
    const int value = document_->grid().get(cell.x(), cell.y(), field);
    menu.addAction(tr("Pick %1 = %2").arg(QString::fromStdString(field.name), QString::fromStdString(field.valueName(value))),
                   this, [this, value] { setBrushValue(value); });
    menu.addAction(tr("Show Tile Preview"), this, [this, cell] { setCurrentCell(cell); });
    QAction* play = menu.addAction(tr("Play from This Cell"), this, [this, cell] {
        emit playFromCellRequested(document_->path(), cell.x(), cell.y());
    });
    const std::optional<QString> refusal = playRefusal(cell);
    play->setEnabled(!document_->path().isEmpty() && !refusal);
    if (refusal) {
        play->setToolTip(*refusal);
        play->setStatusTip(*refusal);
        menu.setToolTipsVisible(true);
    } else if (document_->path().isEmpty()) {
        play->setToolTip(tr("Save the world first: the playtest finds its terrain binding (WORLD.binding.json) beside its file"));
        play->setStatusTip(play->toolTip());
        menu.setToolTipsVisible(true);
    }
    menu.addSeparator();
    menu.addAction(tr("Travel from Here"), this, [this, cell] {
        travel_ = TravelPick{cell, std::nullopt};
        journeys_.clear();
        view_->setRoute({}, cell, std::nullopt);
        setTool(WorldToolId::Travel);
        emit journeysChanged();
    });
    if (travel_.from)
        menu.addAction(tr("Travel to Here"), this, [this, cell] { setTravelEnds(*travel_.from, cell); });
    menu.exec(QCursor::pos());
}

} // namespace incursion::studio
