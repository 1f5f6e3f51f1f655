#include "vault/vault_controller.h"

#include "app/language_integration.h"
#include "build/module_browser_dock.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "language/background_checker.h"
#include "language/outline_dock.h"
#include "language/problems_dock.h"
#include "script/frontend.h"
#include "shared/icons.h"
#include "vault/placement_preview_panel.h"
#include "vault/vault_document.h"
#include "vault/vault_painter.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QStatusBar>
#include <QTreeView>

#include <memory>
#include <optional>

namespace incursion::studio {

namespace {

QString folded(const QString& name)
{
    return name.toCaseFolded();
}

// A new vault: a small room with a door, in the module's own words.
QString vaultTemplate(const QString& region, const QString& lineBreak)
{
    const QStringList lines{
        QStringLiteral("Region \"%1\" : RF_ROOM").arg(region),
        QStringLiteral("  {"),
        QStringLiteral("    Flags: RF_NOGEN;"),
        QStringLiteral("    Grid: {:"),
        QStringLiteral("      %%%%%%%%%"),
        QStringLiteral("      %.......%"),
        QStringLiteral("      %.......%"),
        QStringLiteral("      %.......%"),
        QStringLiteral("      %%%%+%%%%"),
        QStringLiteral("    :};"),
        QStringLiteral("  }"),
    };
    return lineBreak + lines.join(lineBreak) + lineBreak;
}

QString lineBreakOf(const ScriptEditor* editor)
{
    switch (editor->eolMode()) {
    case QsciScintilla::EolWindows: return QStringLiteral("\r\n");
    case QsciScintilla::EolMac: return QStringLiteral("\r");
    default: return QStringLiteral("\n");
    }
}

} // namespace

VaultController::VaultController(DocumentTabs* documents, LanguageIntegration* language,
                                 ModuleBrowserDock* moduleBrowser, QStatusBar* status, QWidget* host)
    : QObject(host), documents_(documents), language_(language), status_(status), host_(host)
{
    openPainter_ = new QAction(studioIcon("vault"), tr("Open in &Vault Painter"), this);
    openPainter_->setObjectName(QStringLiteral("File.OpenInVaultPainter"));
    openPainter_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    openPainter_->setStatusTip(tr("Paint the grid of the Region at the caret"));
    connect(openPainter_, &QAction::triggered, this, [this] {
        const QString region = currentRegion();
        if (region.isEmpty())
            status_->showMessage(tr("The caret is in no Region with a grid."), 5000);
        else
            openPainter(region);
    });
    newVault_ = new QAction(tr("New &Vault…"), this);
    newVault_->setObjectName(QStringLiteral("File.NewVault"));
    newVault_->setStatusTip(tr("Add a Region with a small grid to the current file"));
    connect(newVault_, &QAction::triggered, this, [this] {
        // From a painter's tab, into the file it paints.
        ScriptEditor* editor = documents_->currentEditor();
        if (auto* painter = qobject_cast<VaultPainter*>(documents_->currentWidget()); !editor && painter)
            editor = painter->document()->editor();
        if (!editor) {
            status_->showMessage(tr("Open the file the new vault goes into first."), 5000);
            return;
        }
        const QString name = askName(tr("New Vault"), tr("New Vault"));
        if (!name.isEmpty())
            newVault(editor, name);
    });
    duplicateVault_ = new QAction(tr("&Duplicate Vault…"), this);
    duplicateVault_->setObjectName(QStringLiteral("File.DuplicateVault"));
    duplicateVault_->setStatusTip(tr("Copy the Region at the caret, grid and all, under a new name"));
    connect(duplicateVault_, &QAction::triggered, this, [this] {
        const QString region = currentRegion();
        if (region.isEmpty()) {
            status_->showMessage(tr("The caret is in no Region with a grid."), 5000);
            return;
        }
        const QString name = askName(tr("Duplicate Vault"), tr("%1 (copy)").arg(region));
        if (!name.isEmpty())
            duplicateVault(region, name);
    });

    connect(documents_, &DocumentTabs::editorOpened, this, &VaultController::attachEditor);
    for (ScriptEditor* editor : documents_->editors())
        attachEditor(editor);
    connect(documents_, &DocumentTabs::editorAboutToClose, this, [this](ScriptEditor* editor) {
        // A painter lives as long as the text it paints. (Collected first:
        // a painter's end removes it from painters_.)
        QList<VaultPainter*> closing;
        for (const QPointer<VaultPainter>& painter : std::as_const(painters_))
            if (painter && painter->document()->editor() == editor)
                closing.append(painter.data());
        qDeleteAll(closing);
    });
    connect(language_, &LanguageIntegration::projectChecked, this, [this] {
        for (ScriptEditor* editor : documents_->editors())
            showVaultMarks(editor);
    });
    connect(language_->problemsDock(), &ProblemsDock::vaultCellActivated, this,
            [this](const QString& region, int x, int y) {
                if (VaultPainter* painter = openPainter(region))
                    painter->showCell(x, y);
            });
    addContextMenu(language_->outlineDock()->view(), true);
    if (moduleBrowser)
        addContextMenu(moduleBrowser->view(), false);
}

void VaultController::attachEditor(ScriptEditor* editor)
{
    connect(editor, &ScriptEditor::vaultMarkClicked, this, [this, editor](int line) {
        const QString region = regionAt(editor, line);
        if (!region.isEmpty())
            openPainter(region);
    });
    showVaultMarks(editor);
}

void VaultController::showVaultMarks(ScriptEditor* editor)
{
    const CheckSnapshotPtr snapshot = language_->checker()->lastSnapshot();
    QList<int> lines;
    if (snapshot)
        for (const VaultEntry& entry : snapshot->vaultsIn(editor->filePath()))
            lines.append(entry.grid.line);
    editor->setVaultMarks(lines);
}

QString VaultController::currentRegion() const
{
    // The region at the caret, or the one the current painter paints.
    if (ScriptEditor* editor = documents_->currentEditor())
        return regionAt(editor, editor->currentLine());
    if (auto* painter = qobject_cast<VaultPainter*>(documents_->currentWidget()))
        return painter->document()->region();
    return {};
}

QString VaultController::regionAt(ScriptEditor* editor, int line) const
{
    const CheckSnapshotPtr snapshot = language_->checker()->lastSnapshot();
    if (!snapshot)
        return {};
    const QString path = CheckSnapshot::normalizedPath(editor->filePath());
    for (const VaultEntry& entry : snapshot->vaultsIn(path))
        for (const ResourceEntry& resource : snapshot->resources)
            if (resource.kind == core::ResourceKind::Region && folded(resource.name) == folded(entry.region)
                && resource.position.path == path && resource.position.line <= line
                && line <= std::max(resource.endLine, entry.grid.line))
                return entry.region;
    return {};
}

void VaultController::addContextMenu(QTreeView* view, bool byPosition)
{
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view, &QTreeView::customContextMenuRequested, this, [this, view, byPosition](const QPoint& at) {
        const QString region = regionOf(view->indexAt(at), byPosition);
        if (region.isEmpty())
            return;
        QMenu menu(view);
        menu.addAction(studioIcon("vault"), tr("Open in Vault Painter"), this, [this, region] { openPainter(region); });
        menu.addAction(tr("Duplicate Vault…"), this, [this, region] {
            const QString name = askName(tr("Duplicate Vault"), tr("%1 (copy)").arg(region));
            if (!name.isEmpty())
                duplicateVault(region, name);
        });
        menu.exec(view->viewport()->mapToGlobal(at));
    });
}

QString VaultController::regionOf(const QModelIndex& index, bool byPosition) const
{
    const CheckSnapshotPtr snapshot = language_->checker()->lastSnapshot();
    if (!index.isValid() || !snapshot)
        return {};
    for (const VaultEntry& entry : snapshot->vaults) {
        if (byPosition) {
            // The Outline: the entry's lines hold the grid.
            const int line = index.data(OutlineDock::LineRole).toInt();
            const int endLine = index.data(OutlineDock::EndLineRole).toInt();
            if (index.data(OutlineDock::PathRole).toString() == entry.grid.path && line <= entry.grid.line
                && entry.grid.line <= endLine)
                return entry.region;
        } else if (folded(index.data(Qt::DisplayRole).toString()) == folded(entry.region)) {
            return entry.region;
        }
    }
    return {};
}

VaultPainter* VaultController::painterFor(const QString& region) const
{
    return painters_.value(folded(region)).data();
}

VaultPainter* VaultController::openPainter(const QString& region)
{
    if (VaultPainter* painter = painterFor(region)) {
        documents_->addView(painter, painter->windowTitle());
        return painter;
    }
    // The live check's list, else a check of the text as it is now (a vault
    // just added is not in the live check yet).
    auto find = [&region](const CheckSnapshotPtr& snapshot) -> std::optional<VaultEntry> {
        if (snapshot)
            for (const VaultEntry& entry : snapshot->vaults)
                if (folded(entry.region) == folded(region))
                    return entry;
        return std::nullopt;
    };
    std::optional<VaultEntry> found = find(language_->checker()->lastSnapshot());
    if (!found)
        found = find(checkNow());
    if (!found) {
        status_->showMessage(tr("Region \"%1\" has no grid.").arg(region), 5000);
        return nullptr;
    }
    QString error;
    ScriptEditor* editor = documents_->openFile(found->grid.path, &error);
    if (!editor) {
        status_->showMessage(error, 5000);
        return nullptr;
    }
    BackgroundChecker* checker = language_->checker();
    auto* document = new VaultDocument(editor, found->region, [checker] { return checker->compileInput(); });
    auto* painter = new VaultPainter(document);
    document->setParent(painter);
    painters_.insert(folded(found->region), painter);
    connect(document, &VaultDocument::rebuilt, this, [this, painter] { reportProblems(painter); });
    connect(painter, &QObject::destroyed, this, [this, region = found->region] {
        painters_.remove(folded(region));
        language_->problemsDock()->showVaultProblems(region, {});
    });
    reportProblems(painter);
    addPlacementPreview(painter, [checker] { return checker->compileInput(); });
    documents_->addView(painter, painter->windowTitle(), found->grid.path, editor);
    return painter;
}

void VaultController::addPlacementPreview(VaultPainter* painter, std::function<CompileInput()> sources)
{
    // The vault as the real generator places it, refreshed after every edit
    // (the unsaved buffer is among the sources).
    auto* preview = new PlacementPreviewPanel;
    auto* dock = new QDockWidget(tr("Placement Preview"), painter);
    dock->setObjectName(QStringLiteral("VaultPlacementPreview"));
    dock->setWidget(preview);
    painter->addSidePanel(dock);
    // The grid keeps most of the room: the preview starts as wide as its two columns.
    painter->resizeDocks({dock}, {dock->sizeHint().width()}, Qt::Horizontal);
    VaultDocument* document = painter->document();
    // Only new text starts it again: a rebuild arriving for the same text
    // (changed() too) would cancel the run it must show.
    const auto refresh = [preview, document, sources, shown = std::make_shared<std::optional<QByteArray>>()] {
        const QByteArray text = document->editor() ? document->editor()->contents() : QByteArray();
        if (*shown == text)
            return;
        *shown = text;
        preview->setRequest({sources(), document->region(), 1});
    };
    connect(document, &VaultDocument::changed, preview, refresh);
    refresh();
    connect(preview, &PlacementPreviewPanel::playFromHereRequested, this, &VaultController::playFromHereRequested);
}

void VaultController::reportProblems(VaultPainter* painter)
{
    const VaultDocument* document = painter->document();
    QList<VaultProblemEntry> entries;
    const QDir mainDir = QFileInfo(language_->checker()->mainFile()).absoluteDir();
    for (const vault::Problem& problem : document->problems()) {
        VaultProblemEntry entry;
        entry.diagnostic.severity = problem.isError() ? script::Severity::Error : script::Severity::Warning;
        entry.diagnostic.position = {CheckSnapshot::normalizedPath(
                                         mainDir.absoluteFilePath(QString::fromStdString(problem.path))),
                                     int(problem.line), int(problem.column)};
        entry.diagnostic.length = 1;
        entry.diagnostic.message = problem.x >= 0 ? tr("%1 [cell %2,%3]")
                                                        .arg(QString::fromStdString(problem.message))
                                                        .arg(problem.x)
                                                        .arg(problem.y)
                                                  : QString::fromStdString(problem.message);
        entry.x = problem.x;
        entry.y = problem.y;
        entries.append(entry);
    }
    language_->problemsDock()->showVaultProblems(document->region(), entries);
}

CheckSnapshotPtr VaultController::checkNow() const
{
    const CompileInput input = language_->checker()->compileInput();
    if (input.mainFile.isEmpty())
        return nullptr;
    return CheckSnapshot::fromResult(script::checkModule(input.checkOptions()), 0);
}

QString VaultController::askName(const QString& title, const QString& suggestion) const
{
    bool ok = false;
    const QString name =
        QInputDialog::getText(host_, title, tr("Region name:"), QLineEdit::Normal, suggestion, &ok).trimmed();
    if (!ok || name.isEmpty())
        return {};
    if (name.contains(QLatin1Char('"'))) {
        status_->showMessage(tr("A Region name cannot contain '\"'."), 5000);
        return {};
    }
    if (const CheckSnapshotPtr snapshot = checkNow())
        for (const ResourceEntry& resource : snapshot->resources)
            if (folded(resource.name) == folded(name)) {
                status_->showMessage(tr("The module already has a resource named \"%1\".").arg(name), 5000);
                return {};
            }
    return name;
}

bool VaultController::insertText(ScriptEditor* editor, int line, const QString& text)
{
    // `line` is the file's (a long line may show in chunks): the editor's one edit path places it.
    const int position = line > editor->documentLineCount() ? editor->length() : editor->editorPositionAt(line, 1);
    editor->replaceRange(position, position, text.toUtf8());
    return true;
}

VaultPainter* VaultController::newVault(ScriptEditor* editor, const QString& region)
{
    // After the resource the caret is in, else at the caret's line.
    int line = editor->currentLine();
    if (const CheckSnapshotPtr snapshot = checkNow())
        for (const ResourceEntry& resource : snapshot->resources)
            if (resource.position.path == CheckSnapshot::normalizedPath(editor->filePath())
                && resource.position.line <= line && line <= resource.endLine)
                line = resource.endLine + 1;
    insertText(editor, line, vaultTemplate(region, lineBreakOf(editor)));
    return openPainter(region);
}

VaultPainter* VaultController::duplicateVault(const QString& region, const QString& copy)
{
    const CheckSnapshotPtr snapshot = checkNow();
    const ResourceEntry* original = nullptr;
    if (snapshot)
        for (const ResourceEntry& resource : snapshot->resources)
            if (resource.kind == core::ResourceKind::Region && folded(resource.name) == folded(region))
                original = &resource;
    if (!original || original->endLine < original->position.line) {
        status_->showMessage(tr("Region \"%1\" was not found.").arg(region), 5000);
        return nullptr;
    }
    ScriptEditor* editor = documents_->openFile(original->position.path);
    if (!editor)
        return nullptr;
    // The region's lines, its name literal replaced (columns are bytes).
    QByteArray text;
    for (int line = original->position.line; line <= original->endLine; ++line) {
        QByteArray bytes = editor->text(line - 1).toUtf8();
        if (line == original->namePosition.line) {
            const int start = original->namePosition.column - 1;
            const int end = bytes.indexOf('"', start + 1);
            if (start < 0 || start >= bytes.size() || bytes.at(start) != '"' || end < 0) {
                status_->showMessage(tr("Region \"%1\" is named by a macro: copy it by hand.").arg(region), 5000);
                return nullptr;
            }
            bytes.replace(start, end + 1 - start, "\"" + copy.toUtf8() + "\"");
        }
        text += bytes;
    }
    if (!text.endsWith('\n'))
        text += lineBreakOf(editor).toUtf8();
    insertText(editor, original->endLine + 1, lineBreakOf(editor) + QString::fromUtf8(text));
    return openPainter(copy);
}

} // namespace incursion::studio
