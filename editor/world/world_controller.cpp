#include "world/world_controller.h"

#include "editing/document_tabs.h"
#include "project/current_project.h"
#include "shared/icons.h"
#include "shared/shortcut_scope.h"
#include "world/tile_preview_dock.h"
#include "world/world_dialogs.h"
#include "world/world_editor.h"
#include "world/world_fields_dock.h"
#include "world/world_rules_dock.h"
#include "world/world_travel_dock.h"
#include "world/world_view.h"

#include <QAction>
#include <QDir>
#include <QDirIterator>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>

#include <utility>

namespace incursion::studio {

WorldController::WorldController(DocumentTabs* documents, CurrentProject* project, QStatusBar* status, QWidget* host)
    : QObject(host)
    , documents_(documents)
    , project_(project)
    , status_(status)
    , host_(host)
    , fields_(new WorldFieldsDock(host))
    , rules_(new WorldRulesDock(host))
    , tilePreview_(new TilePreviewDock(host))
    , travel_(new WorldTravelDock(host))
    , menu_(new QMenu(tr("&World"), host))
{
    const auto make = [this](const QString& text, const QKeySequence& key, auto slot, const QIcon& icon = {}) {
        auto* action = new QAction(icon, text, this);
        action->setShortcut(key);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    newWorld_ = make(tr("New &World..."), QKeySequence(), [this] {
        NewWorldDialog dialog(host_);
        if (dialog.exec() == QDialog::Accepted)
            newWorld(dialog.schemaName(), dialog.worldWidth(), dialog.worldHeight(), dialog.seed());
    }, studioIcon("world-new"));
    openWorld_ = make(tr("Open Wor&ld..."), QKeySequence(), [this] {
        const QString root = project_->project() ? project_->project()->rootPath() : QString();
        const QString path = QFileDialog::getOpenFileName(host_, tr("Open World"), root, tr("World bitmaps (*.png)"));
        if (!path.isEmpty())
            openWorld(path);
    });
    // The same keys as the text editor's: those actions are disabled while a world's tab is current.
    save_ = make(tr("&Save World"), QKeySequence::Save, [this] { saveWorld(currentEditor()); });
    saveAs_ = make(tr("Save World &As..."), QKeySequence::SaveAs, [this] {
        WorldEditor* editor = currentEditor();
        const QString path = QFileDialog::getSaveFileName(host_, tr("Save World As"), editor->document()->path(),
                                                          tr("World bitmaps (*.png)"));
        QString error;
        if (!path.isEmpty() && !editor->document()->saveAs(path, &error))
            QMessageBox::warning(host_, tr("Save World"), tr("The world was not saved.\n\n%1").arg(error));
    });
    copyField_ = make(tr("Copy Selection's Brush &Field"), QKeySequence(), [this] {
        WorldEditor* editor = currentEditor();
        editor->copySelection({editor->brush().field});
    });
    copyFields_ = make(tr("Copy Selection's F&ields..."), QKeySequence(), [this] {
        WorldEditor* editor = currentEditor();
        CopyFieldsDialog dialog(editor->document()->schema(), editor->clip().fields, host_);
        if (dialog.exec() == QDialog::Accepted)
            editor->copySelection(dialog.fields());
    });
    clearSelection_ = make(tr("Select &None"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A),
                           [this] { currentEditor()->clearSelection(); });
    globalOperation_ = make(tr("&Global Operation..."), QKeySequence(), [this] {
        WorldEditor* editor = currentEditor();
        GlobalOperationDialog dialog(editor->document()->schema(), !editor->selection().isEmpty(), host_);
        if (dialog.exec() == QDialog::Accepted)
            status_->showMessage(tr("%n cell(s) changed", nullptr, int(editor->applyGlobalOperation(dialog.operation()))), 5000);
    });
    regenerate_ = make(tr("&Regenerate Unpainted Cells..."), QKeySequence(), [this] {
        WorldEditor* editor = currentEditor();
        QInputDialog dialog(host_);
        dialog.setWindowTitle(tr("Regenerate"));
        dialog.setLabelText(tr("Seed (the cells you painted are kept):"));
        dialog.setIntRange(0, 999999999);
        dialog.setIntValue(int(editor->document()->seed()));
        fitTitle(&dialog);
        if (dialog.exec() != QDialog::Accepted)
            return;
        const int seed = dialog.intValue();
        try {
            status_->showMessage(tr("%n cell(s) regenerated", nullptr, int(editor->document()->regenerate(uint64_t(seed)))), 5000);
        } catch (const std::exception& failure) {
            QMessageBox::warning(host_, tr("Regenerate"), QString::fromStdString(failure.what()));
        }
    });
    fitWorld_ = make(tr("&Fit World in View"), QKeySequence(), [this] { currentEditor()->view()->fitWorld(); });
    playFromCell_ = make(tr("&Play from This Cell"), QKeySequence(), [this] {
        WorldEditor* editor = currentEditor();
        if (editor && editor->currentCell())
            emit playFromCellRequested(editor->document()->path(), editor->currentCell()->x(), editor->currentCell()->y());
    }, studioIcon("playtest-start"));
    // Each action's id names it in the settings of the keyboard shortcuts: never change one.
    const std::pair<QAction*, const char*> ids[] = {
        {newWorld_, "World.NewWorld"},
        {openWorld_, "World.OpenWorld"},
        {save_, "World.Save"},
        {saveAs_, "World.SaveAs"},
        {copyField_, "World.CopyBrushField"},
        {copyFields_, "World.CopyFields"},
        {clearSelection_, "World.SelectNone"},
        {globalOperation_, "World.GlobalOperation"},
        {regenerate_, "World.Regenerate"},
        {fitWorld_, "World.FitWorld"},
        {playFromCell_, "World.PlayFromCell"},
    };
    for (const auto& [action, id] : ids)
        action->setObjectName(QLatin1String(id));
    for (QAction* action : {save_, saveAs_, clearSelection_}) {
        host_->addAction(action);      // the keys work wherever the focus is in the window
        setShortcutScope(action, QStringLiteral("world"));
    }

    menu_->setToolTipsVisible(true);      // a disabled Play from This Cell says why
    menu_->addAction(newWorld_);
    menu_->addAction(openWorld_);
    projectWorlds_ = menu_->addMenu(tr("Project &Worlds"));
    connect(projectWorlds_, &QMenu::aboutToShow, this, &WorldController::fillWorldsMenu);
    menu_->addSeparator();
    menu_->addAction(save_);
    menu_->addAction(saveAs_);
    menu_->addSeparator();
    menu_->addAction(copyField_);
    menu_->addAction(copyFields_);
    menu_->addAction(clearSelection_);
    menu_->addSeparator();
    menu_->addAction(globalOperation_);
    menu_->addAction(regenerate_);
    menu_->addAction(fitWorld_);
    menu_->addSeparator();
    menu_->addAction(playFromCell_);

    connect(documents_, &QTabWidget::currentChanged, this, &WorldController::onCurrentChanged);
    connect(rules_, &WorldRulesDock::goToCell, this, [this](QPoint cell) {
        if (WorldEditor* editor = currentEditor()) {
            editor->view()->centreOn(cell);
            editor->setCurrentCell(cell);
        }
    });
    documents_->setViewCloseGuard([this](QWidget* view) {
        auto* editor = qobject_cast<WorldEditor*>(view);
        return !editor || maybeClose(editor);
    });
    onCurrentChanged();
}

WorldController::~WorldController()
{
    documents_->setViewCloseGuard({});
}

QList<WorldEditor*> WorldController::editors() const
{
    QList<WorldEditor*> list;
    for (int i = 0; i < documents_->count(); ++i)
        if (auto* editor = qobject_cast<WorldEditor*>(documents_->widget(i)))
            list.append(editor);
    return list;
}

WorldEditor* WorldController::currentEditor() const
{
    return qobject_cast<WorldEditor*>(documents_->currentWidget());
}

WorldEditor* WorldController::editorFor(const QString& path) const
{
    if (path.isEmpty())
        return nullptr;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (WorldEditor* editor : editors())
        if (editor->document()->path() == absolute)
            return editor;
    return nullptr;
}

void WorldController::report(const QString& message, QString* error)
{
    if (error)
        *error = message;
    else
        QMessageBox::warning(host_, tr("World"), message);
}

WorldEditor* WorldController::openWorld(const QString& path, QString* error)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (WorldEditor* editor = editorFor(absolute)) {
        documents_->setCurrentWidget(editor);
        return editor;
    }
    QString reason;
    std::unique_ptr<WorldDocument> document = WorldDocument::open(absolute, &reason);
    if (!document) {
        // The runtime's reason (in English) after a lead-in in the user's language.
        report(error ? reason : tr("This PNG cannot be opened as a world; nothing was written.\n\n%1").arg(reason), error);
        return nullptr;
    }
    auto* editor = new WorldEditor(std::move(document));
    addEditor(editor);
    return editor;
}

WorldEditor* WorldController::newWorld(const QString& schemaName, int width, int height, std::optional<uint64_t> seed,
                                       QString* error)
{
    worldmap::SchemaResult schema = worldmap::loadSchema(schemaName.toStdString());
    if (!schema.schema) {
        report(QString::fromStdString(schema.error), error);
        return nullptr;
    }
    QString reason;
    std::unique_ptr<WorldDocument> document = WorldDocument::create(std::move(*schema.schema), width, height, seed, &reason);
    if (!document) {
        report(reason, error);
        return nullptr;
    }
    auto* editor = new WorldEditor(std::move(document));
    addEditor(editor);
    return editor;
}

void WorldController::addEditor(WorldEditor* editor)
{
    WorldDocument* document = editor->document();
    documents_->addView(editor, document->displayName(), document->path());
    connect(document, &WorldDocument::modifiedChanged, this, [this, editor] { updateTitle(editor); });
    connect(document, &WorldDocument::pathChanged, this, [this, editor] { updateTitle(editor); });
    connect(document->undoStack(), &QUndoStack::indexChanged, this, &WorldController::updateActions);
    connect(editor, &WorldEditor::playFromCellRequested, this, &WorldController::playFromCellRequested);
    connect(editor, &WorldEditor::currentCellChanged, this, &WorldController::updateActions);
    // Painting keeps to the selection, as in Tiled: a press outside it says so, and how to clear it.
    connect(editor, &WorldEditor::pressedOutsideSelection, this, [this, editor](QPoint cell) {
        const QRect area = editor->selection().bounds();
        status_->showMessage(tr("Cell %1,%2 is outside the selection (%3,%4 to %5,%6), where painting is kept: "
                                "World > Select None (%7) clears it")
                                 .arg(cell.x()).arg(cell.y())
                                 .arg(area.left()).arg(area.top()).arg(area.right()).arg(area.bottom())
                                 .arg(clearSelection_->shortcut().toString(QKeySequence::NativeText)),
                             10000);
    });
    // The Travel tool's results are in the World Travel panel: choosing the tool brings it forward.
    connect(editor, &WorldEditor::toolChanged, this, [this](WorldToolId tool) {
        if (tool != WorldToolId::Travel)
            return;
        travel_->show();
        travel_->raise();
    });
    connect(editor, &WorldEditor::cellHovered, this, [this, editor](QPoint cell) {
        // The status bar shows the cell in one line; the World Fields panel every field.
        const QString text = editor->describeCell(cell);
        if (!text.isEmpty())
            status_->showMessage(text.split(QLatin1Char('\n')).join(QStringLiteral("  ")));
    });
    updateTitle(editor);
    editor->view()->fitWorld();
    onCurrentChanged();
}

void WorldController::updateTitle(WorldEditor* editor)
{
    const int index = documents_->indexOf(editor);
    if (index < 0)
        return;
    WorldDocument* document = editor->document();
    documents_->setTabText(index, document->displayName() + (document->isModified() ? QStringLiteral("*") : QString()));
    documents_->setTabToolTip(index, document->path());
    updateActions();
}

bool WorldController::saveWorld(WorldEditor* editor, QString* error)
{
    if (!editor)
        return false;
    QString reason;
    WorldDocument* document = editor->document();
    if (document->path().isEmpty()) {
        const QString root = project_->project() ? project_->project()->rootPath() : QString();
        const QString path = error ? QString() : QFileDialog::getSaveFileName(host_, tr("Save World"), root, tr("World bitmaps (*.png)"));
        if (path.isEmpty()) {
            report(tr("The world has no file yet: save it as a file."), error);
            return false;
        }
        if (!document->saveAs(path, &reason)) {
            report(error ? reason : tr("The world was not saved.\n\n%1").arg(reason), error);
            return false;
        }
    } else if (!document->save(&reason)) {
        report(error ? reason : tr("The world was not saved.\n\n%1").arg(reason), error);
        return false;
    }
    status_->showMessage(tr("Saved %1").arg(document->path()), 5000);
    return true;
}

bool WorldController::maybeClose(WorldEditor* editor)
{
    if (!editor->document()->isModified())
        return true;
    const auto choice = QMessageBox::question(host_, tr("Close World"),
                                              tr("%1 has unsaved changes. Save them?").arg(editor->document()->displayName()),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (choice == QMessageBox::Cancel)
        return false;
    return choice == QMessageBox::Discard || saveWorld(editor);
}

void WorldController::onCurrentChanged()
{
    WorldEditor* editor = currentEditor();
    if (editor != current_) {
        current_ = editor;
        fields_->setEditor(editor);
        rules_->setEditor(editor);
        tilePreview_->setEditor(editor);
        travel_->setEditor(editor);
    }
    updateActions();
}

void WorldController::updateActions()
{
    WorldEditor* editor = currentEditor();
    const bool has = editor != nullptr;
    for (QAction* action : {save_, saveAs_, copyField_, copyFields_, clearSelection_, globalOperation_, regenerate_, fitWorld_})
        action->setEnabled(has);
    // A cell the player cannot stand on says why (the runtime's own rule) where the action shows.
    const std::optional<QString> refusal = has && editor->currentCell() ? editor->playRefusal(*editor->currentCell())
                                                                        : std::nullopt;
    playFromCell_->setEnabled(has && !editor->document()->path().isEmpty() && editor->currentCell() && !refusal);
    playFromCell_->setToolTip(refusal.value_or(tr("Start the playtest on this cell's local tile")));
    playFromCell_->setStatusTip(refusal.value_or(QString()));
}

bool WorldController::isWorldFile(const QString& path)
{
    return path.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive);
}

QStringList WorldController::worldsIn(const QString& root)
{
    QStringList worlds;
    if (root.isEmpty())
        return worlds;
    QDirIterator it(root, {QStringLiteral("*.png")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString png = it.next();
        const QFileInfo info(png);
        const QString base = info.dir().filePath(info.completeBaseName());
        if (QFileInfo::exists(base + QStringLiteral(".binding.json")) || QFileInfo::exists(base + QStringLiteral(".schema.json")) ||
            QFileInfo::exists(base + QStringLiteral(".painted")))
            worlds.append(png);
    }
    worlds.sort();
    return worlds;
}

void WorldController::fillWorldsMenu()
{
    projectWorlds_->clear();
    const QString root = project_->project() ? project_->project()->rootPath() : QString();
    const QStringList worlds = worldsIn(root);
    for (const QString& world : worlds)
        projectWorlds_->addAction(QDir(root).relativeFilePath(world), this, [this, world] { openWorld(world); });
    if (worlds.isEmpty())
        projectWorlds_->addAction(tr("(none: a world is a PNG with WORLD.binding.json beside it)"))->setEnabled(false);
}

} // namespace incursion::studio
