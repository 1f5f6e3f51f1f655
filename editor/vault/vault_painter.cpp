#include "vault/vault_painter.h"

#include "editing/script_editor.h"
#include "shared/icons.h"
#include "vault/resize_vault_dialog.h"
#include "vault/vault_document.h"
#include "vault/vault_legend_panel.h"
#include "vault/vault_view.h"
#include "vault_formats/vault_formats.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QScrollArea>
#include <QStatusBar>
#include <QToolBar>

#include <algorithm>

namespace incursion::studio {

VaultPainter::VaultPainter(VaultDocument* document, QWidget* parent)
    : QMainWindow(parent), document_(document), view_(new VaultView(document)), scroll_(new QScrollArea(this)),
      legend_(new VaultLegendPanel(document)), legendDock_(new QDockWidget(tr("Legend"), this)),
      cellLabel_(new QLabel(this)), brushLabel_(new QLabel(this)), zoomLabel_(new QLabel(this)),
      tools_(new QActionGroup(this))
{
    setObjectName(QStringLiteral("VaultPainter"));
    // Inside a tab, not a window of its own: its docks stay inside it.
    setWindowFlags(Qt::Widget);
    setDockOptions(QMainWindow::AnimatedDocks);

    scroll_->setWidget(view_);
    scroll_->setWidgetResizable(false);
    scroll_->setAlignment(Qt::AlignCenter);
    scroll_->setBackgroundRole(QPalette::Dark);
    setCentralWidget(scroll_);

    legendDock_->setObjectName(QStringLiteral("VaultLegendDock"));
    legendDock_->setWidget(legend_);
    legendDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::LeftDockWidgetArea, legendDock_);

    statusBar()->addWidget(cellLabel_, 1);
    statusBar()->addPermanentWidget(brushLabel_);
    statusBar()->addPermanentWidget(zoomLabel_);
    statusBar()->setSizeGripEnabled(false);

    createActions();

    connect(view_, &VaultView::cellHovered, this, &VaultPainter::showHoveredCell);
    connect(view_, &VaultView::brushPicked, this, &VaultPainter::setBrush);
    connect(view_, &VaultView::editFailed, this, &VaultPainter::showError);
    connect(view_, &VaultView::selectionChanged, this, &VaultPainter::updateActions);
    connect(view_, &VaultView::zoomChanged, this,
            [this] { zoomLabel_->setText(tr("%1 %").arg(view_->zoomPercent())); });
    connect(legend_, &VaultLegendPanel::brushPicked, this, &VaultPainter::setBrush);
    connect(legend_, &VaultLegendPanel::editFailed, this, &VaultPainter::showError);
    connect(document_, &VaultDocument::changed, this, [this] {
        updateActions();
        updateTitle();
    });
    connect(document_->editor(), &QsciScintilla::textChanged, this, &VaultPainter::updateActions);

    zoomLabel_->setText(tr("%1 %").arg(view_->zoomPercent()));
    setBrush(document_->hasVault() && document_->width() > 0 ? '#' : '.');
    updateActions();
    updateTitle();
}

QList<ViewActionInfo> VaultPainter::viewActions()
{
    const auto key = [](QKeyCombination combination) { return QKeySequence(combination); };
    return {
        {QStringLiteral("VaultPainter.Pencil"), tr("Pencil"), key(Qt::Key_B)},
        {QStringLiteral("VaultPainter.Line"), tr("Line"), key(Qt::Key_L)},
        {QStringLiteral("VaultPainter.Rectangle"), tr("Rectangle"), key(Qt::Key_R)},
        {QStringLiteral("VaultPainter.FilledRectangle"), tr("Filled Rectangle"), key(Qt::SHIFT | Qt::Key_R)},
        {QStringLiteral("VaultPainter.Ellipse"), tr("Ellipse"), key(Qt::Key_P)},
        {QStringLiteral("VaultPainter.FilledEllipse"), tr("Filled Ellipse"), key(Qt::SHIFT | Qt::Key_P)},
        {QStringLiteral("VaultPainter.Fill"), tr("Fill"), key(Qt::Key_F)},
        {QStringLiteral("VaultPainter.Fill8"), tr("Fill (8 Neighbours)"), key(Qt::SHIFT | Qt::Key_F)},
        {QStringLiteral("VaultPainter.Eyedropper"), tr("Eyedropper"), key(Qt::Key_I)},
        {QStringLiteral("VaultPainter.Select"), tr("Rectangular Select"), key(Qt::Key_M)},
        {QStringLiteral("VaultPainter.MagicWand"), tr("Magic Wand"), key(Qt::Key_W)},
        {QStringLiteral("VaultPainter.Stamp"), tr("Stamp"), QKeySequence()},
        {QStringLiteral("VaultPainter.FlipHorizontally"), tr("Flip Horizontally"), key(Qt::Key_X)},
        {QStringLiteral("VaultPainter.FlipVertically"), tr("Flip Vertically"), key(Qt::Key_Y)},
        {QStringLiteral("VaultPainter.RotateRight"), tr("Rotate Right"), key(Qt::Key_Z)},
        {QStringLiteral("VaultPainter.RotateLeft"), tr("Rotate Left"), key(Qt::SHIFT | Qt::Key_Z)},
        {QStringLiteral("VaultPainter.Resize"), tr("Resize Vault…"), key(Qt::CTRL | Qt::ALT | Qt::Key_R)},
        {QStringLiteral("VaultPainter.ShowCharacters"), tr("Show Legend Characters"), key(Qt::Key_C)},
        {QStringLiteral("VaultPainter.ShowGrid"), tr("Show Grid"), key(Qt::Key_G)},
        {QStringLiteral("VaultPainter.Import"), tr("Import Vault…"), key(Qt::CTRL | Qt::SHIFT | Qt::Key_I)},
        {QStringLiteral("VaultPainter.Export"), tr("Export Vault…"), key(Qt::CTRL | Qt::SHIFT | Qt::Key_E)},
    };
}

void VaultPainter::createActions()
{
    auto* toolBar = addToolBar(tr("Vault Tools"));
    toolBar->setObjectName(QStringLiteral("VaultToolBar"));
    toolBar->setIconSize(QSize(20, 20));
    auto local = [this](QAction* action) {
        // The painter's keys act while it has the focus; the text editor keeps its own.
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
        return action;
    };
    const QList<ViewActionInfo> declared = viewActions();
    const auto declaredAs = [&declared](const char* name) -> const ViewActionInfo& {
        const QString id = QStringLiteral("VaultPainter.") + QLatin1String(name);
        return *std::find_if(declared.begin(), declared.end(), [&id](const ViewActionInfo& info) { return info.id == id; });
    };
    struct ToolInfo {
        VaultTool tool;
        const char* icon;
        const char* name;
    };
    const ToolInfo infos[] = {
        {VaultTool::Pencil, "vault-pencil", "Pencil"},
        {VaultTool::Line, "vault-line", "Line"},
        {VaultTool::Rectangle, "vault-rectangle", "Rectangle"},
        {VaultTool::FilledRectangle, "vault-rectangle-filled", "FilledRectangle"},
        {VaultTool::Ellipse, "vault-ellipse", "Ellipse"},
        {VaultTool::FilledEllipse, "vault-ellipse-filled", "FilledEllipse"},
        {VaultTool::Fill, "vault-fill", "Fill"},
        {VaultTool::Fill8, "vault-fill-8", "Fill8"},
        {VaultTool::Eyedropper, "vault-eyedropper", "Eyedropper"},
        {VaultTool::Select, "vault-select", "Select"},
        {VaultTool::MagicWand, "vault-magic-wand", "MagicWand"},
        {VaultTool::Stamp, "vault-stamp", "Stamp"},
    };
    for (const ToolInfo& tool : infos) {
        const ViewActionInfo& info = declaredAs(tool.name);
        QAction* action = local(new QAction(studioIcon(tool.icon), info.text, this));
        action->setObjectName(info.id);
        action->setCheckable(true);
        action->setShortcut(info.shortcut);
        action->setToolTip(info.shortcut.isEmpty()
                               ? info.text
                               : tr("%1 (%2)").arg(info.text, info.shortcut.toString(QKeySequence::NativeText)));
        action->setActionGroup(tools_);
        toolActions_.insert(int(tool.tool), action);
        toolBar->addAction(action);
        connect(action, &QAction::triggered, this, [this, tool = tool.tool] { view_->setTool(tool); });
    }
    toolActions_.value(int(VaultTool::Stamp))->setEnabled(false);
    toolActions_.value(int(VaultTool::Pencil))->setChecked(true);
    toolBar->addSeparator();

    auto make = [&](const char* icon, const QString& text, const QKeySequence& key, auto slot) {
        QAction* action = local(new QAction(icon ? studioIcon(icon) : QIcon(), text, this));
        action->setShortcut(key);
        if (!key.isEmpty())
            action->setToolTip(tr("%1 (%2)").arg(text, key.toString(QKeySequence::NativeText)));
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    auto makeDeclared = [&](const char* icon, const char* name, auto slot) {
        const ViewActionInfo& info = declaredAs(name);
        QAction* action = make(icon, info.text, info.shortcut, slot);
        action->setObjectName(info.id);
        return action;
    };
    // The painter's answers to Edit > Undo, Redo, Cut, Copy, Paste and View >
    // Zoom In, Zoom Out: named by those entries' ids, without keys of their own
    // (the menu entries' keys trigger them while the painter's tab is current).
    auto answer = [&](const char* icon, const QString& text, const char* id, auto slot) {
        QAction* action = make(icon, text, QKeySequence(), slot);
        action->setObjectName(QLatin1String(id));
        return action;
    };
    undo_ = answer("vault-undo", tr("Undo"), "Edit.Undo", [this] { document_->undo(); });
    redo_ = answer("vault-redo", tr("Redo"), "Edit.Redo", [this] { document_->redo(); });
    cut_ = answer(nullptr, tr("Cut"), "Edit.Cut", [this] { cutSelection(); });
    copy_ = answer(nullptr, tr("Copy"), "Edit.Copy", [this] { copySelection(); });
    paste_ = answer(nullptr, tr("Paste"), "Edit.Paste", [this] { paste(); });
    flipHorizontal_ = makeDeclared("vault-flip-horizontal", "FlipHorizontally", [this] { flipHorizontally(); });
    flipVertical_ = makeDeclared("vault-flip-vertical", "FlipVertically", [this] { flipVertically(); });
    rotateClockwise_ = makeDeclared("vault-rotate-right", "RotateRight", [this] { rotate(true); });
    rotateCounterClockwise_ = makeDeclared("vault-rotate-left", "RotateLeft", [this] { rotate(false); });
    resize_ = makeDeclared("vault-resize", "Resize", [this] { showResizeDialog(); });
    showCharacters_ = makeDeclared("vault-characters", "ShowCharacters",
                                   [this](bool on) { view_->setShowCharacters(on); });
    showCharacters_->setCheckable(true);
    showGrid_ = makeDeclared("vault-grid", "ShowGrid", [this](bool on) { view_->setShowGrid(on); });
    showGrid_->setCheckable(true);
    showGrid_->setChecked(view_->showsGrid());
    import_ = makeDeclared(nullptr, "Import", [this] {
        QStringList filters;
        for (const VaultFormatInfo& format : VaultFormats::instance().formats())
            if (format.canRead)
                filters.append(format.nameFilter());
        const QString path = QFileDialog::getOpenFileName(this, tr("Import Vault"), QString(), filters.join(QStringLiteral(";;")));
        if (const QString error = path.isEmpty() ? QString() : importFrom(path); !error.isEmpty())
            QMessageBox::warning(this, tr("Import Vault"), error);
    });
    export_ = makeDeclared(nullptr, "Export", [this] {
        QStringList filters;
        for (const VaultFormatInfo& format : VaultFormats::instance().formats())
            if (format.canWrite)
                filters.append(format.nameFilter());
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Vault"), QString(), filters.join(QStringLiteral(";;")));
        if (const QString error = path.isEmpty() ? QString() : exportTo(path); !error.isEmpty())
            QMessageBox::warning(this, tr("Export Vault"), error);
    });
    QAction* zoomIn = answer("playtest-zoom-in", tr("Zoom In"), "View.ZoomIn", [this] { view_->zoomIn(); });
    QAction* zoomOut = answer("playtest-zoom-out", tr("Zoom Out"), "View.ZoomOut", [this] { view_->zoomOut(); });

    for (QAction* action : {undo_, redo_})
        toolBar->addAction(action);
    toolBar->addSeparator();
    for (QAction* action : {import_, export_})
        toolBar->addAction(action);
    toolBar->addSeparator();
    for (QAction* action : {flipHorizontal_, flipVertical_, rotateCounterClockwise_, rotateClockwise_, resize_})
        toolBar->addAction(action);
    toolBar->addSeparator();
    for (QAction* action : {showCharacters_, showGrid_, zoomOut, zoomIn})
        toolBar->addAction(action);
}

QString VaultPainter::exportTo(const QString& path) const
{
    const vault::Vault* vault = document_->vault();
    if (!vault)
        return tr("%1: the vault cannot be read: %2").arg(path, document_->error());
    const vault::VaultModule* module = document_->module();
    return VaultFormats::instance().exportVault(*vault, module ? module->manager.get() : nullptr, path);
}

QString VaultPainter::importFrom(const QString& path)
{
    const vault::Vault* vault = document_->vault();
    const vault::VaultModule* module = document_->module();
    if (!vault || !module)
        return tr("%1: the vault cannot be read: %2").arg(path, document_->error());
    const std::variant<vault::VaultContent, QString> content =
        VaultFormats::instance().importVault(path, module->front(), module->options.preprocessor, *vault);
    if (const QString* error = std::get_if<QString>(&content))
        return *error;
    QString error;
    return document_->applyContent(std::get<vault::VaultContent>(content), &error) ? QString() : error;
}

void VaultPainter::addSidePanel(QDockWidget* panel)
{
    addDockWidget(Qt::RightDockWidgetArea, panel);
}

void VaultPainter::setBrush(char brush)
{
    view_->setBrush(brush);
    legend_->setBrush(brush);
    brushLabel_->setText(tr("Brush: '%1' %2").arg(QChar::fromLatin1(brush)).arg(document_->meaning(brush)));
}

void VaultPainter::showHoveredCell(int x, int y)
{
    if (x < 0) {
        cellLabel_->clear();
        return;
    }
    const char c = document_->at(x, y);
    QString text = tr("%1, %2: '%3' %4").arg(x).arg(y).arg(QChar::fromLatin1(c)).arg(document_->meaning(c));
    for (const vault::Problem& problem : document_->problems())
        if (problem.x == x && problem.y == y)
            text += QStringLiteral(" — ") + QString::fromStdString(problem.message);
    cellLabel_->setText(text);
}

void VaultPainter::showCell(int x, int y)
{
    view_->selectCell(x, y);
    scroll_->ensureVisible(view_->cellRect(x, y).center().x(), view_->cellRect(x, y).center().y());
    showHoveredCell(x, y);
}

void VaultPainter::showError(const QString& message)
{
    statusBar()->showMessage(message, 8000);
}

void VaultPainter::updateTitle()
{
    setWindowTitle(tr("Vault: %1").arg(document_->region()));
    if (!document_->error().isEmpty())
        statusBar()->showMessage(document_->error());
}

void VaultPainter::updateActions()
{
    const bool editable = document_->isEditable();
    const bool selected = !view_->selection().isEmpty();
    const bool pasting = view_->tool() == VaultTool::Stamp && !view_->stamp().isEmpty();
    ScriptEditor* editor = document_->editor();
    undo_->setEnabled(editor && editor->isUndoAvailable());
    redo_->setEnabled(editor && editor->isRedoAvailable());
    copy_->setEnabled(selected);
    cut_->setEnabled(selected && editable);
    paste_->setEnabled(!clipboard_.isEmpty() && editable);
    for (QAction* action : {flipHorizontal_, flipVertical_, rotateClockwise_, rotateCounterClockwise_})
        action->setEnabled(pasting || (selected && editable));
    resize_->setEnabled(editable);
    for (QAction* action : tools_->actions())
        if (action != toolActions_.value(int(VaultTool::Stamp)))
            action->setEnabled(editable || action == toolActions_.value(int(VaultTool::Eyedropper))
                               || action == toolActions_.value(int(VaultTool::Select))
                               || action == toolActions_.value(int(VaultTool::MagicWand)));
}

void VaultPainter::copySelection()
{
    if (view_->selection().isEmpty())
        return;
    const QList<QPoint> cells = view_->selection();
    clipboard_ = stampOf(document_->rows(), view_->selectionBounds(), &cells);
    updateActions();
}

void VaultPainter::cutSelection()
{
    if (view_->selection().isEmpty())
        return;
    copySelection();
    CellEdit edit;
    for (const QPoint& p : view_->selection())
        edit[{p.x(), p.y()}] = kCutFill;
    QString error;
    if (!document_->applyCells(edit, &error))
        showError(error);
}

void VaultPainter::paste()
{
    if (clipboard_.isEmpty())
        return;
    view_->clearSelection();
    view_->setStamp(clipboard_);
    QAction* stamp = toolActions_.value(int(VaultTool::Stamp));
    stamp->setEnabled(true);
    stamp->setChecked(true);
    view_->setTool(VaultTool::Stamp);
    updateActions();
}

void VaultPainter::transformSelection(Stamp (*transform)(const Stamp&))
{
    if (view_->tool() == VaultTool::Stamp && !view_->stamp().isEmpty()) {
        view_->setStamp(transform(view_->stamp()));
        return;
    }
    if (view_->selection().isEmpty())
        return;
    const QList<QPoint> cells = view_->selection();
    const QRect bounds = view_->selectionBounds();
    const Stamp turned = transform(stampOf(document_->rows(), bounds, &cells));
    VaultRows rows = document_->rows();
    for (const QPoint& p : cells)
        rows[size_t(p.y())][size_t(p.x())] = kCutFill;
    QList<QPoint> moved;
    for (int y = 0; y < turned.height(); ++y)
        for (int x = 0; x < turned.width(); ++x) {
            const char c = turned.rows[size_t(y)][size_t(x)];
            const QPoint p = bounds.topLeft() + QPoint(x, y);
            if (c && p.y() < int(rows.size()) && p.x() < int(rows[size_t(p.y())].size())) {
                rows[size_t(p.y())][size_t(p.x())] = c;
                moved.append(p);
            }
        }
    QString error;
    if (!document_->applyRows(rows, &error)) {
        showError(error);
        return;
    }
    view_->setSelection(moved);
}

void VaultPainter::flipHorizontally() { transformSelection(&flippedHorizontally); }
void VaultPainter::flipVertically() { transformSelection(&flippedVertically); }

void VaultPainter::rotate(bool clockwise)
{
    transformSelection(clockwise ? &rotatedClockwise : &rotatedCounterClockwise);
}

bool VaultPainter::resizeGrid(int width, int height, QPoint offset, char fill)
{
    QString error;
    if (!document_->applyRows(resizedRows(document_->rows(), width, height, offset, fill), &error)) {
        showError(error);
        return false;
    }
    return true;
}

void VaultPainter::showResizeDialog()
{
    ResizeVaultDialog dialog(document_->width(), document_->height(), this);
    if (dialog.exec() == QDialog::Accepted)
        resizeGrid(dialog.newWidth(), dialog.newHeight(), dialog.offset(), dialog.fill());
}

} // namespace incursion::studio
