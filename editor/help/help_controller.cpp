#include "help/help_controller.h"

#include "app/language_integration.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "help/help_browser.h"
#include "help/help_view.h"
#include "language/background_checker.h"
#include "language/code_model.h"

#include <QAction>
#include <QDockWidget>
#include <QLineEdit>

namespace incursion::studio {
namespace {

constexpr int kPanelWidth = 560;    // the index beside a page of reading width

} // namespace

HelpController::HelpController(DocumentTabs* documents, LanguageIntegration* language, const QString& guideDir,
                               QWidget* host)
    : QObject(host), documents_(documents), language_(language),
      referenceMaker_([this](std::shared_ptr<const ScriptReference> reference) { view_->setReference(std::move(reference)); })
{
    dock_ = new QDockWidget(tr("Help"), host);
    dock_->setObjectName(QStringLiteral("HelpDock"));
    view_ = new HelpView(guideDir, dock_);
    dock_->setWidget(view_);
    connect(view_->browser(), &HelpBrowser::sourceRequested, language_,
            [this](const QString& path, int line) { language_->showPosition(path, line, 1); });
    connect(dock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible)
            return;
        refreshReference(true);
        // A panel the last session left open starts at the guide's contents.
        if (view_->browser()->source().isEmpty())
            view_->showGuide();
    });
    // Made after each check, on a worker (the original module's takes a
    // noticeable time), so F1 finds it ready.
    connect(language_, &LanguageIntegration::projectChecked, this, [this] { refreshReference(false); });

    languageGuideAction_ = new QAction(tr("&Language Guide"), this);
    languageGuideAction_->setObjectName(QStringLiteral("helpLanguageGuide"));   // a stable name, whatever the language
    languageGuideAction_->setToolTip(tr("Resources, handlers, events, the script dialect, prefab grids and world bitmaps"));
    languageGuideAction_->setEnabled(!guideDir.isEmpty());
    connect(languageGuideAction_, &QAction::triggered, this, &HelpController::showLanguageGuide);
    scriptReferenceAction_ = new QAction(tr("Script &Reference"), this);
    scriptReferenceAction_->setObjectName(QStringLiteral("helpScriptReference"));
    scriptReferenceAction_->setToolTip(tr("Every keyword, resource kind, event, constant and API name, searchable"));
    connect(scriptReferenceAction_, &QAction::triggered, this, &HelpController::showScriptReference);
    contextHelpAction_ = new QAction(tr("&Context Help"), this);
    contextHelpAction_->setObjectName(QStringLiteral("helpContextHelp"));
    contextHelpAction_->setShortcut(QKeySequence(Qt::Key_F1));
    contextHelpAction_->setToolTip(tr("Open the reference of the name under the cursor (F1)"));
    connect(contextHelpAction_, &QAction::triggered, this, [this] {
        if (ScriptEditor* editor = documents_->currentEditor())
            contextHelp(editor);
        else
            showScriptReference();
    });
}

HelpController::~HelpController() = default;

void HelpController::showPanel()
{
    dock_->show();
    dock_->raise();
    if (!sized_) {
        sized_ = true;
        emit panelSizeWanted(dock_, kPanelWidth, Qt::Horizontal);
    }
    refreshReference(true);
}

void HelpController::showLanguageGuide()
{
    showPanel();
    view_->showGuide();
}

void HelpController::showScriptReference()
{
    showPanel();
    view_->showIndex(view_->filterField()->text());
}

QString HelpController::contextHelp(ScriptEditor* editor)
{
    showPanel();
    const long caret = editor->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS);
    const long start = editor->SendScintilla(QsciScintillaBase::SCI_WORDSTARTPOSITION, caret, true);
    const long end = editor->SendScintilla(QsciScintillaBase::SCI_WORDENDPOSITION, caret, true);
    const QString word = editor->text(static_cast<int>(start), static_cast<int>(end));
    if (word.isEmpty()) {
        view_->showIndex(QString());
        return {};
    }
    QByteArray text = editor->bytes(0, editor->length());
    text.truncate(editor->length());
    const CodeModel model(language_->checker()->lastSnapshot());
    const std::optional<language::Hover> hover = model.hover({editor->filePath(), text, static_cast<int>(start)});
    const ReferenceEntry* entry =
        view_->reference().lookup(word, hover ? std::optional(hover->symbol) : std::nullopt);
    if (!entry) {
        view_->showIndex(word);
        return {};
    }
    // The index lists what else is named like the word, the entry selected.
    view_->filterField()->setText(word);
    view_->showEntry(entry->id());
    return entry->id();
}

void HelpController::refreshReference(bool now)
{
    const CheckSnapshotPtr snapshot = language_->checker()->lastSnapshot();
    language::AnalysisPtr analysis = snapshot ? snapshot->analysis : nullptr;
    if (!referenceRequested_ || analysis != requestedAnalysis_) {
        referenceRequested_ = true;
        requestedAnalysis_ = analysis;
        referenceMaker_.start([analysis = std::move(analysis)](const std::atomic<bool>&) {
            return std::shared_ptr<const ScriptReference>(std::make_shared<ScriptReference>(analysis));
        });
    }
    if (now)
        referenceMaker_.finishNow();
}

} // namespace incursion::studio
