#include "build/build_controller.h"

#include "app/language_integration.h"
#include "build/build_output_dock.h"
#include "build/disassembly_view.h"
#include "build/module_browser_dock.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "language/background_checker.h"
#include "language/problems_dock.h"
#include "project/current_project.h"
#include "shared/icons.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace incursion::studio {
namespace {

// The runtime names its phases in English; these are the ones it reports.
QString phaseText(const QString& phase)
{
    if (phase == QLatin1String("Preprocessing"))
        return BuildController::tr("Preprocessing");
    if (phase == QLatin1String("Lexing"))
        return BuildController::tr("Lexing");
    if (phase == QLatin1String("Parsing"))
        return BuildController::tr("Parsing");
    if (phase == QLatin1String("Generating code"))
        return BuildController::tr("Generating code");
    if (phase == QLatin1String("Done"))
        return BuildController::tr("Writing");
    return phase;
}

QString countText(int count, const QString& one, const QString& many)
{
    return count == 1 ? one : many.arg(QLocale().toString(count));
}

QString problemCounts(const ModuleBuild& build)
{
    return BuildController::tr("%1, %2")
        .arg(countText(build.errorCount, BuildController::tr("1 error"), BuildController::tr("%1 errors")),
             countText(build.warningCount, BuildController::tr("1 warning"), BuildController::tr("%1 warnings")));
}

QString contentCounts(const module::ModuleImage& image)
{
    auto count = [&image](auto wanted) {
        return int(std::count_if(image.functions.cbegin(), image.functions.cend(),
                                 [&](const core::Function& f) { return wanted(f.kind); }));
    };
    const int handlers = count([](core::FunctionKind k) { return k == core::FunctionKind::EventHandler; });
    const int functions = count([](core::FunctionKind k) { return k == core::FunctionKind::ScriptFunction; });
    const int conditions = int(image.functions.size()) - handlers - functions;
    QStringList parts{
        countText(int(image.resources.size()), BuildController::tr("1 resource"), BuildController::tr("%1 resources")),
        countText(handlers, BuildController::tr("1 handler"), BuildController::tr("%1 handlers")),
    };
    if (conditions > 0)
        parts.append(countText(conditions, BuildController::tr("1 condition"), BuildController::tr("%1 conditions")));
    if (functions > 0)
        parts.append(countText(functions, BuildController::tr("1 function"), BuildController::tr("%1 functions")));
    return parts.join(BuildController::tr(", "));
}

} // namespace

BuildController::BuildController(DocumentTabs* documents, CurrentProject* project, LanguageIntegration* language,
                                 QStatusBar* status, QWidget* host)
    : QObject(host), documents_(documents), project_(project), language_(language), status_(status),
      outputDock_(new BuildOutputDock(host)), browser_(new ModuleBrowserDock(host)), progress_(new QProgressBar(host)),
      cancelButton_(new QToolButton(host))
{
    qRegisterMetaType<ModuleBuildPtr>();

    progress_->setObjectName(QStringLiteral("BuildProgress"));
    progress_->setRange(0, 100);
    progress_->setMaximumWidth(220);
    progress_->hide();
    status_->addPermanentWidget(progress_);

    connect(outputDock_, &BuildOutputDock::activated, language_, &LanguageIntegration::showPosition);
    connect(browser_, &ModuleBrowserDock::sourceActivated, language_, &LanguageIntegration::showPosition);
    connect(browser_, &ModuleBrowserDock::functionActivated, this, &BuildController::openDisassembly);

    connect(&watcher_, &QFutureWatcher<ModuleBuildPtr>::progressValueChanged, this, &BuildController::showProgress);
    connect(&watcher_, &QFutureWatcher<ModuleBuildPtr>::progressTextChanged, this, [this](const QString& phase) {
        progress_->setFormat(tr("%1 %p%").arg(phaseText(phase)));
    });
    connect(&watcher_, &QFutureWatcher<ModuleBuildPtr>::finished, this, &BuildController::finish);

    connect(project_, &CurrentProject::opened, this, &BuildController::updateActions);
    connect(project_, &CurrentProject::settingsChanged, this, &BuildController::updateActions);
    connect(project_, &CurrentProject::closed, this, &BuildController::forgetProject);
    connect(language_, &LanguageIntegration::projectChecked, this, &BuildController::showCheckedModule);

    createActions();
    cancelButton_->setDefaultAction(cancelAction_);
    cancelButton_->setAutoRaise(true);
    cancelButton_->hide();
    status_->addPermanentWidget(cancelButton_);
    updateActions();
}

void BuildController::setAppearance(const Theme& theme, const QFont& font)
{
    theme_ = theme;
    font_ = font;
    for (int i = 0; i < documents_->count(); ++i)
        if (auto* view = qobject_cast<DisassemblyView*>(documents_->widget(i)))
            view->setAppearance(theme_, font_);
}

BuildController::~BuildController()
{
    if (watcher_.isRunning()) {
        cancelRequested_->store(true);
        watcher_.waitForFinished();
    }
}

void BuildController::createActions()
{
    buildAction_ = new QAction(studioIcon("build"), tr("&Build Module"), this);
    buildAction_->setObjectName(QStringLiteral("Build.BuildModule"));
    buildAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    buildAction_->setToolTip(tr("Build the module and write it next to the main file (Ctrl+B); unsaved edits are "
                                "built as they are, without saving"));
    connect(buildAction_, &QAction::triggered, this, &BuildController::build);

    cancelAction_ = new QAction(studioIcon("cancel"), tr("&Cancel Build"), this);
    cancelAction_->setObjectName(QStringLiteral("Build.CancelBuild"));
    cancelAction_->setToolTip(tr("Stop the running build; the module file stays as it was"));
    connect(cancelAction_, &QAction::triggered, this, &BuildController::cancel);

    disassembleAction_ = new QAction(tr("Show &Disassembly at Cursor"), this);
    disassembleAction_->setObjectName(QStringLiteral("Build.ShowDisassembly"));
    disassembleAction_->setToolTip(tr("Show the code the latest build compiled from the handler at the cursor"));
    connect(disassembleAction_, &QAction::triggered, this, &BuildController::showDisassemblyAtCursor);
}

void BuildController::updateActions()
{
    const Project* project = project_->project();
    buildAction_->setEnabled(project && !project->mainFile().isEmpty() && !isBuilding());
    cancelAction_->setEnabled(isBuilding());
    disassembleAction_->setEnabled(browser_->build() != nullptr);
}

void BuildController::build()
{
    const Project* project = project_->project();
    if (isBuilding() || !project || project->mainFile().isEmpty())
        return;
    // Exactly what the live check compiles, unsaved buffers included.
    const CompileInput input = language_->checker()->compileInput();
    if (input.mainFile.isEmpty())
        return;
    const QString output = defaultModuleFile(input.mainFile);

    outputDock_->clear();
    outputDock_->appendMessage(tr("Building %1...").arg(QFileInfo(input.mainFile).fileName()));
    outputDock_->show();
    outputDock_->raise();
    progress_->setValue(0);
    progress_->setFormat(tr("%1 %p%").arg(phaseText(QStringLiteral("Preprocessing"))));
    progress_->show();
    cancelButton_->show();

    cancelRequested_ = std::make_shared<std::atomic<bool>>(false);
    discardRunning_ = false;
    timer_.start();
    watcher_.setFuture(QtConcurrent::run(
        [input, output, cancel = cancelRequested_](QPromise<ModuleBuildPtr>& promise) {
            promise.setProgressRange(0, 100);
            const auto progress = [&promise](std::string_view phase, int percent) {
                promise.setProgressValueAndText(percent, QString::fromUtf8(phase.data(), qsizetype(phase.size())));
            };
            promise.addResult(std::make_shared<const ModuleBuild>(
                buildModuleFile(input, output, progress, cancel.get())));
        }));
    updateActions();
    emit buildStarted();
}

void BuildController::cancel()
{
    if (isBuilding())
        cancelRequested_->store(true);
}

void BuildController::showProgress(int percent)
{
    progress_->setValue(percent);
}

void BuildController::finish()
{
    const qint64 milliseconds = timer_.elapsed();
    progress_->hide();
    cancelButton_->hide();
    updateActions();
    const QFuture<ModuleBuildPtr> future = watcher_.future();
    if (discardRunning_ || future.resultCount() == 0) {
        discardRunning_ = false;
        return;
    }
    last_ = future.result();
    report(*last_, milliseconds);
    emit buildFinished(last_);
}

void BuildController::report(const ModuleBuild& build, qint64 milliseconds)
{
    const QDir base = QFileInfo(build.mainFile).absoluteDir();
    for (const DiagnosticEntry& diagnostic : build.diagnostics)
        outputDock_->appendDiagnostic(diagnostic, base);
    language_->problemsDock()->showBuildIssues(build.diagnostics, build.mainFile);

    QString summary;
    if (!build.mainFileRead) {
        summary = tr("Build failed: cannot read the main file %1").arg(QDir::toNativeSeparators(build.mainFile));
    } else if (build.cancelled) {
        summary = tr("Build cancelled");
    } else if (build.errorCount > 0 || !build.image) {
        summary = tr("Build failed: %1").arg(problemCounts(build));
    } else if (!build.succeeded()) {
        summary = tr("Build failed: cannot write %1: %2").arg(QDir::toNativeSeparators(build.outputFile),
                                                              build.writeError);
    } else {
        summary = tr("Build finished: %1, %2 bytes written to %3 in %4 s")
                      .arg(contentCounts(*build.image), QLocale().toString(build.bytesWritten),
                           QDir::toNativeSeparators(build.outputFile),
                           QLocale().toString(double(milliseconds) / 1000.0, 'f', 2));
        browser_->showBuild(last_);
        browser_->show();
        browser_->raise();
        updateActions();
    }
    outputDock_->appendMessage(summary);
    status_->showMessage(summary, 10000);
}

void BuildController::showCheckedModule(const CheckSnapshotPtr& snapshot)
{
    // A module on disk is what Play and the debugger run: a check does not hide it.
    if (const ModuleBuildPtr shown = browser_->build(); shown && !shown->fromCheck)
        return;
    if (ModuleBuildPtr checked = snapshot ? checkedModule(*snapshot) : nullptr) {
        browser_->showBuild(checked);
        updateActions();
    }
}

DisassemblyView* BuildController::openDisassembly(int function)
{
    const ModuleBuildPtr build = browser_->build();
    if (!build || function < 0 || size_t(function) >= build->image->functions.size())
        return nullptr;
    browser_->selectFunction(function);
    DocumentTabs* documents = documents_;
    const QString title = DisassemblyView::title(*build, function);
    for (int i = documents->count() - 1; i >= 0; --i) {
        auto* shown = qobject_cast<DisassemblyView*>(documents->widget(i));
        if (shown && &shown->build() == build.get() && shown->function() == function) {
            documents->setCurrentWidget(shown);
            return shown;
        }
        // The same function from an earlier build: the new listing replaces it.
        if (shown && shown->title() == title)
            delete shown;
    }
    auto* view = new DisassemblyView(build, function);
    view->setAppearance(theme_, font_);
    connect(view, &DisassemblyView::sourceActivated, language_, &LanguageIntegration::showPosition);
    documents->addView(view, view->title(),
                       build->fromCheck
                           ? tr("%1 (read-only, as the live check compiled it)").arg(view->title())
                           : tr("%1 (read-only, from %2)").arg(view->title(), QDir::toNativeSeparators(build->outputFile)));
    return view;
}

DisassemblyView* BuildController::showDisassemblyAtCursor()
{
    ScriptEditor* editor = documents_->currentEditor();
    const ModuleBuildPtr build = browser_->build();
    if (!editor || !build)
        return nullptr;
    // A caret anywhere in a handler, its `On Event` line included, means that
    // handler: the live check knows where handlers begin and end.
    const int line = editor->currentLine();
    int first = line;
    int last = line;
    if (const CheckSnapshotPtr snapshot = language_->checker()->lastSnapshot()) {
        const QString path = CheckSnapshot::normalizedPath(editor->filePath());
        for (const HandlerEntry& handler : snapshot->handlers)
            if (handler.position.path == path && handler.position.line <= line && line <= handler.endLine) {
                first = handler.position.line;
                last = handler.endLine;
            }
    }
    const int function = build->functionAt(editor->filePath(), first, last);
    if (function < 0) {
        status_->showMessage(tr("The latest build compiled no code from line %1").arg(line), 5000);
        return nullptr;
    }
    return openDisassembly(function);
}

void BuildController::forgetProject()
{
    if (isBuilding()) {
        discardRunning_ = true;
        cancelRequested_->store(true);
    }
    last_.reset();
    outputDock_->clear();
    browser_->showBuild(nullptr);
    language_->problemsDock()->clearBuildIssues();
    updateActions();
}

} // namespace incursion::studio
