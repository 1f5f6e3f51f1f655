#include "editing/document_tabs.h"

#include "editing/binary_file_notice.h"
#include "editing/script_editor.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QVariant>

namespace incursion::studio {
namespace {

// The editor whose text a view (a vault painter) edits, kept on the view.
constexpr char kViewSourceProperty[] = "incursionSourceEditor";

} // namespace

DocumentTabs::DocumentTabs(QWidget* parent)
    : QTabWidget(parent)
{
    setTabsClosable(true);
    setMovable(true);
    setDocumentMode(true);
    unsavedPrompt_ = [this](const QStringList& names) { return askAboutUnsavedChanges(names); };
    reloadPrompt_ = [this](const QString& path) { return askToReload(path); };

    // Saving and external tools often touch a file several times in a row.
    externalChangeTimer_.setSingleShot(true);
    externalChangeTimer_.setInterval(200);
    connect(&externalChangeTimer_, &QTimer::timeout, this, &DocumentTabs::checkExternalChanges);
    connect(&watcher_, &QFileSystemWatcher::fileChanged, this, [this](const QString& path) {
        changedOnDisk_.insert(path);
        externalChangeTimer_.start();
    });
    connect(this, &QTabWidget::tabCloseRequested, this, &DocumentTabs::closeTab);
    connect(this, &QTabWidget::currentChanged, this, [this](int index) { emit currentEditorChanged(editorAt(index)); });
}

ScriptEditor* DocumentTabs::openFile(const QString& path, QString* error)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (ScriptEditor* existing = editorForPath(absolute)) {
        setCurrentWidget(existing);
        return existing;
    }
    if (BinaryFileNotice::isBinaryFile(absolute)) {
        showBinaryNotice(absolute);
        if (error)
            *error = tr("%1 is a binary file.").arg(QDir::toNativeSeparators(absolute));
        return nullptr;
    }
    ScriptEditor* editor = createEditor();
    QString message;
    if (!editor->load(absolute, &message)) {
        delete editor;
        if (error)
            *error = message;
        return nullptr;
    }
    addEditorTab(editor);
    return editor;
}

ScriptEditor* DocumentTabs::openRecovered(const QString& path, const QByteArray& contents, QString* error)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    ScriptEditor* editor = editorForPath(absolute);
    if (!editor && QFileInfo::exists(absolute)) {
        editor = openFile(absolute, error);
        if (!editor)
            return nullptr;
    }
    if (!editor) {
        editor = createEditor();
        editor->startUnsaved(absolute);
        addEditorTab(editor);
    }
    editor->restoreContents(contents);
    setCurrentWidget(editor);
    return editor;
}

ScriptEditor* DocumentTabs::createEditor()
{
    auto* editor = new ScriptEditor;
    editor->setEditorFont(font_);
    editor->applyTheme(theme_);
    editor->zoomTo(zoom_);
    editor->setEditorOptions(options_);
    editor->setContextMenuActions(contextMenuActions_);
    return editor;
}

void DocumentTabs::setEditorContextMenu(const QList<QAction*>& actions)
{
    contextMenuActions_ = actions;
    for (ScriptEditor* editor : editors())
        editor->setContextMenuActions(actions);
}

void DocumentTabs::addEditorTab(ScriptEditor* editor)
{
    const int index = addTab(editor, editor->fileName());
    setTabToolTip(index, QDir::toNativeSeparators(editor->filePath()));
    connect(editor, &ScriptEditor::modificationChanged, this, [this, editor] { updateTabTitle(editor); });
    connect(editor, &ScriptEditor::filePathChanged, this, [this, editor] { updateTabTitle(editor); });
    watch(editor->filePath());
    setCurrentIndex(index);
    updateTabTitle(editor);
    emit editorOpened(editor);
}

void DocumentTabs::showBinaryNotice(const QString& absolutePath)
{
    for (int i = 0; i < count(); ++i) {
        if (auto* notice = qobject_cast<BinaryFileNotice*>(widget(i)); notice && notice->filePath() == absolutePath) {
            setCurrentIndex(i);
            return;
        }
    }
    addView(new BinaryFileNotice(absolutePath), QFileInfo(absolutePath).fileName(),
            QDir::toNativeSeparators(absolutePath));
}

ScriptEditor* DocumentTabs::showFile(const QString& path, int line, int column)
{
    if (BinaryFileNotice::isBinaryFile(path)) {
        showBinaryNotice(QFileInfo(path).absoluteFilePath());
        return nullptr;
    }
    QString error;
    ScriptEditor* editor = openFile(path, &error);
    if (!editor) {
        QMessageBox::warning(this, tr("Open File"), error);
        return nullptr;
    }
    if (line > 0)
        editor->goToLine(line, column);
    editor->setFocus();
    return editor;
}

void DocumentTabs::addView(QWidget* view, const QString& title, const QString& toolTip, ScriptEditor* source)
{
    int index = indexOf(view);
    if (index < 0) {
        index = addTab(view, title);
        setTabToolTip(index, toolTip.isEmpty() ? title : toolTip);
        // Kept on the view, so it goes with it; the QPointer forgets a closed editor.
        if (source)
            view->setProperty(kViewSourceProperty, QVariant::fromValue(QPointer<ScriptEditor>(source)));
        emit viewAdded(view);
    }
    setCurrentIndex(index);
}

ScriptEditor* DocumentTabs::currentEditor() const
{
    return qobject_cast<ScriptEditor*>(currentWidget());
}

ScriptEditor* DocumentTabs::currentTextEditor() const
{
    if (ScriptEditor* editor = currentEditor())
        return editor;
    QWidget* view = currentWidget();
    return view ? qvariant_cast<QPointer<ScriptEditor>>(view->property(kViewSourceProperty)).data() : nullptr;
}

ScriptEditor* DocumentTabs::editorAt(int index) const
{
    return qobject_cast<ScriptEditor*>(widget(index));
}

ScriptEditor* DocumentTabs::editorForPath(const QString& path) const
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (ScriptEditor* editor : editors())
        if (editor->filePath() == absolute)
            return editor;
    return nullptr;
}

QList<ScriptEditor*> DocumentTabs::editors() const
{
    QList<ScriptEditor*> result;
    for (int i = 0; i < count(); ++i)
        if (ScriptEditor* editor = editorAt(i))
            result.append(editor);
    return result;
}

QStringList DocumentTabs::openFilePaths() const
{
    QStringList paths;
    for (ScriptEditor* editor : editors())
        paths.append(editor->filePath());
    return paths;
}

bool DocumentTabs::save(ScriptEditor* editor)
{
    if (!editor)
        return false;
    QString error;
    if (!editor->save(&error)) {
        reportError(error);
        return false;
    }
    watch(editor->filePath());
    updateTabTitle(editor);     // a file deleted on disk exists again
    emit editorSaved(editor);
    emit statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(editor->filePath())));
    return true;
}

bool DocumentTabs::saveAs(ScriptEditor* editor)
{
    if (!editor)
        return false;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save As"), editor->filePath(),
                                                      tr("IncursionScript files (*.irc *.irh *.h);;All files (*)"));
    if (path.isEmpty())
        return false;
    const QString previous = editor->filePath();
    QString error;
    if (!editor->saveAs(path, &error)) {
        reportError(error);
        return false;
    }
    watcher_.removePath(previous);
    watch(editor->filePath());
    setTabToolTip(indexOf(editor), QDir::toNativeSeparators(editor->filePath()));
    emit editorSaved(editor);
    return true;
}

bool DocumentTabs::saveAll()
{
    bool allSaved = true;
    for (ScriptEditor* editor : editors())
        if (editor->hasUnsavedChanges())
            allSaved = save(editor) && allSaved;
    return allSaved;
}

bool DocumentTabs::maybeSave(const QList<ScriptEditor*>& editors)
{
    QList<ScriptEditor*> unsaved;
    QStringList names;
    for (ScriptEditor* editor : editors) {
        if (editor->hasUnsavedChanges()) {
            unsaved.append(editor);
            names.append(editor->fileName());
        }
    }
    if (unsaved.isEmpty())
        return true;
    switch (unsavedPrompt_(names)) {
    case UnsavedChoice::Cancel:
        return false;
    case UnsavedChoice::Discard:
        return true;
    case UnsavedChoice::Save:
        for (ScriptEditor* editor : unsaved)
            if (!save(editor))
                return false;   // keep everything open rather than lose the edits
        return true;
    }
    return false;
}

bool DocumentTabs::closeEditor(ScriptEditor* editor)
{
    if (!editor || !maybeSave({editor}))
        return false;
    removeEditor(editor);
    return true;
}

bool DocumentTabs::closeTab(int index)
{
    if (ScriptEditor* editor = editorAt(index))
        return closeEditor(editor);
    QWidget* view = widget(index);
    if (view && viewCloseGuard_ && !viewCloseGuard_(view))
        return false;
    delete view;
    return view != nullptr;
}

bool DocumentTabs::closeAll()
{
    const QList<ScriptEditor*> all = editors();
    if (!maybeSave(all))
        return false;
    for (int i = 0; i < count(); ++i)
        if (!editorAt(i) && viewCloseGuard_ && !viewCloseGuard_(widget(i)))
            return false;
    for (ScriptEditor* editor : all)
        removeEditor(editor);
    while (count() > 0)
        delete widget(0);      // the views, asked above
    return true;
}

void DocumentTabs::removeEditor(ScriptEditor* editor)
{
    emit editorAboutToClose(editor);
    watcher_.removePath(editor->filePath());
    changedOnDisk_.remove(editor->filePath());
    removeTab(indexOf(editor));
    delete editor;
}

void DocumentTabs::setAppearance(const Theme& theme, const QFont& font, int zoom)
{
    theme_ = theme;
    font_ = font;
    zoom_ = zoom;
    for (ScriptEditor* editor : editors()) {
        editor->setEditorFont(font_);
        editor->applyTheme(theme_);
        editor->zoomTo(zoom_);
    }
}

void DocumentTabs::setEditorOptions(const EditorOptions& options)
{
    options_ = options;
    for (ScriptEditor* editor : editors())
        editor->setEditorOptions(options_);
}

void DocumentTabs::updateTabTitle(ScriptEditor* editor)
{
    const int index = indexOf(editor);
    if (index < 0)
        return;
    // A trailing '*' marks unsaved changes, as in most editors.
    QString title = editor->isModified() ? editor->fileName() + QLatin1Char('*') : editor->fileName();
    if (!QFileInfo::exists(editor->filePath()))
        title = tr("%1 (deleted)").arg(title);
    setTabText(index, title);
    setTabToolTip(index, QDir::toNativeSeparators(editor->filePath()));
}

void DocumentTabs::watch(const QString& path)
{
    // An atomic save replaces the file, which drops the inotify watch: re-add it.
    watcher_.removePath(path);
    if (QFileInfo::exists(path))
        watcher_.addPath(path);
}

void DocumentTabs::checkExternalChanges()
{
    const QSet<QString> paths = std::exchange(changedOnDisk_, {});
    for (const QString& path : paths) {
        ScriptEditor* editor = editorForPath(path);
        if (!editor)
            continue;
        watch(path);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            // Deleted or unreadable: keep the buffer; closing it will offer to save.
            updateTabTitle(editor);
            emit statusMessage(tr("%1 was removed from disk; the editor keeps its text")
                                   .arg(QDir::toNativeSeparators(path)));
            continue;
        }
        const QByteArray bytes = file.readAll();
        if (!editor->differsFromDisk(bytes))
            continue;   // our own save, or a touch
        if (editor->isModified() && !reloadPrompt_(path)) {
            editor->acknowledgeDiskContents(bytes);     // keep the edits; ask again on the next change
            continue;
        }
        QString error;
        if (editor->reload(&error))
            emit statusMessage(tr("Reloaded %1").arg(QDir::toNativeSeparators(path)));
        else
            reportError(error);
    }
}

void DocumentTabs::reportError(const QString& message)
{
    QMessageBox::warning(this, tr("Incursion Studio"), message);
}

UnsavedChoice DocumentTabs::askAboutUnsavedChanges(const QStringList& fileNames)
{
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
                    tr("Save the changes to these files before closing them?"), QMessageBox::NoButton, this);
    box.setInformativeText(fileNames.join(QLatin1Char('\n')));
    QPushButton* save = box.addButton(tr("&Save"), QMessageBox::AcceptRole);
    QPushButton* discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    QPushButton* cancel = box.addButton(tr("Cancel"), QMessageBox::RejectRole);
    box.setDefaultButton(save);
    box.setEscapeButton(cancel);
    box.exec();
    if (box.clickedButton() == save)
        return UnsavedChoice::Save;
    if (box.clickedButton() == discard)
        return UnsavedChoice::Discard;
    return UnsavedChoice::Cancel;
}

bool DocumentTabs::askToReload(const QString& filePath)
{
    QMessageBox box(QMessageBox::Question, tr("File Changed on Disk"),
                    tr("%1 was changed by another program, and you have unsaved changes in it.")
                        .arg(QDir::toNativeSeparators(filePath)),
                    QMessageBox::NoButton, this);
    box.setInformativeText(tr("Reload it and lose your changes, or keep your version?"));
    QPushButton* reload = box.addButton(tr("&Reload"), QMessageBox::DestructiveRole);
    QPushButton* keep = box.addButton(tr("&Keep My Version"), QMessageBox::RejectRole);
    box.setDefaultButton(keep);
    box.exec();
    return box.clickedButton() == reload;
}

} // namespace incursion::studio
