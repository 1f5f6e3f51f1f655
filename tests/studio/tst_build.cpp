// The studio's Build command end to end, offscreen: a copy of the example
// project is built from the menu action or Ctrl+B, and the module file, the
// Build output panel, the Problems panel, the Module browser and the
// disassembly tabs are checked the way a user would see them.
#include "app/language_integration.h"
#include "app/main_window.h"
#include "build/build_controller.h"
#include "build/build_output_dock.h"
#include "build/disassembly_view.h"
#include "build/module_browser_dock.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "language/problems_dock.h"
#include "module/module_file.h"

#include "support/test_settings.h"
#include "support/original_corpus.h"
#include "support/test_files.h"
#include "support/test_suite.h"

#include <QAction>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProgressBar>
#include <QRegularExpression>
#include <QSemaphore>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QThreadPool>
#include <QTimer>
#include <QTreeView>
#include <QtTest>

namespace tst_build {

using namespace incursion::studio;
using incursion::test::readFile;
using incursion::test::writeFile;

namespace {

constexpr int kWaitMs = 60000;

QStringList rowTexts(const QAbstractItemModel* model, const QModelIndex& parent = {})
{
    QStringList texts;
    for (int row = 0; row < model->rowCount(parent); ++row)
        texts.append(model->index(row, 0, parent).data().toString());
    return texts;
}

QModelIndex findRow(const QAbstractItemModel* model, const QString& text, const QModelIndex& parent = {})
{
    for (int row = 0; row < model->rowCount(parent); ++row)
        if (model->index(row, 0, parent).data().toString() == text)
            return model->index(row, 0, parent);
    return {};
}

// Double-clicks an item as a user does: the press before the double-click
// selects it, and item views activate only what was pressed.
void doubleClickItem(QTreeView* view, const QModelIndex& index)
{
    view->scrollTo(index);
    const QPoint point = view->visualRect(index).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, point);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, point);
}

// Double-clicks the middle of a line (block) of a plain text view.
void doubleClickLine(QPlainTextEdit* view, int line)
{
    QTextCursor cursor(view->document()->findBlockByNumber(line));
    view->setTextCursor(cursor);
    view->ensureCursorVisible();
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, view->cursorRect(cursor).center() + QPoint(4, 0));
}

int caretLine(ScriptEditor* editor)
{
    int line = 0, index = 0;
    editor->getCursorPosition(&line, &index);
    return line + 1;
}

} // namespace

class TestBuild : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void ctrlBBuildsTheModule();
    void moduleBrowserGroupsAndFilters();
    void activatingAResourceShowsItsSource();
    void activatingAFunctionOpensItsDisassembly();
    void disassemblyAtCursorFindsTheHandler();
    void unsavedErrorFailsTheBuildWithoutSaving();
    void backEndIssuesShowLiveAndAreListedOnce();
    void cancelStopsTheBuild();
    void buildingTwiceAtOnceStartsOneBuild();
    void corpusBuildKeepsTheWindowResponsive();

private:
    bool openExample();
    bool build();

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<MainWindow> window_;
    std::unique_ptr<QSignalSpy> checks_;
    std::unique_ptr<QSignalSpy> builds_;
    QString mainPath_;
    QString modulePath_;
};

void TestBuild::initTestCase()
{
    incursion::test::useTestSettings(QStringLiteral("tst_build"));
}

void TestBuild::init()
{
    QSettings().clear();
    // A copy: building writes first-steps.mod next to the main file.
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    const QString example = QStringLiteral(INCURSION_SOURCE_DIR "/examples/first-steps/");
    QVERIFY(QDir(dir_->path()).mkdir(QStringLiteral("inc")));
    for (const QString& name : {QStringLiteral("first-steps.irc"), QStringLiteral("inc/rules.irh")})
        QVERIFY(QFile::copy(example + name, dir_->filePath(name)));
    mainPath_ = dir_->filePath(QStringLiteral("first-steps.irc"));
    modulePath_ = dir_->filePath(QStringLiteral("first-steps.mod"));

    window_ = std::make_unique<MainWindow>();
    window_->documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Cancel; });
    window_->documents()->setReloadPrompt([](const QString&) { return false; });
    checks_ = std::make_unique<QSignalSpy>(window_->language(), &LanguageIntegration::projectChecked);
    builds_ = std::make_unique<QSignalSpy>(window_->build(), &BuildController::buildFinished);
    window_->show();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
}

void TestBuild::cleanup()
{
    checks_.reset();
    builds_.reset();
    if (window_) {
        window_->documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
        window_->close();
    }
    window_.reset();
    dir_.reset();
}

bool TestBuild::openExample()
{
    return window_->openProject(mainPath_)
           && QTest::qWaitFor([&] { return checks_->count() > 0; }, kWaitMs);
}

// Builds from the menu action and waits for the result.
bool TestBuild::build()
{
    const int before = int(builds_->count());
    window_->build()->buildAction()->trigger();
    return QTest::qWaitFor([&] { return builds_->count() > before; }, kWaitMs);
}

void TestBuild::ctrlBBuildsTheModule()
{
    BuildController* controller = window_->build();
    QVERIFY(!controller->buildAction()->isEnabled());     // no project yet
    QVERIFY(openExample());
    QVERIFY(controller->buildAction()->isEnabled());
    QCOMPARE(controller->buildAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_B));

    QSignalSpy started(controller, &BuildController::buildStarted);
    QTest::keyClick(window_->currentEditor(), Qt::Key_B, Qt::ControlModifier);
    QCOMPARE(started.count(), 1);
    QVERIFY(controller->progressBar()->isVisible());
    QVERIFY(QTest::qWaitFor([&] { return builds_->count() == 1; }, kWaitMs));
    QVERIFY(!controller->progressBar()->isVisible());
    QVERIFY(controller->buildAction()->isEnabled());

    // The module file is there and reads back as what the browser shows.
    QVERIFY(QFileInfo::exists(modulePath_));
    const qint64 size = QFileInfo(modulePath_).size();
    const auto read = incursion::module::readModuleFile(modulePath_.toStdString());
    QVERIFY(read.ok());
    QCOMPARE(read.image->name, std::string("First Steps"));
    QVERIFY(*read.image == *controller->lastBuild()->image);

    const QStringList lines = controller->outputDock()->lines();
    QCOMPARE(lines.first(), QStringLiteral("Building first-steps.irc..."));
    const QRegularExpression finished(QStringLiteral("^Build finished: %1 resources, 1 handler, %2 bytes written to "
                                                     "%3 in \\d+\\.\\d\\d s$")
                                          .arg(read.image->resources.size())
                                          .arg(QRegularExpression::escape(QLocale().toString(size)),
                                               QRegularExpression::escape(QDir::toNativeSeparators(modulePath_))));
    QVERIFY2(finished.match(lines.last()).hasMatch(), qPrintable(lines.last()));
    QCOMPARE(lines.size(), 2);      // no diagnostics in the example
    QCOMPARE(window_->language()->problemsDock()->model()->rowCount(), 0);
    // Nothing was saved or changed in the sources.
    QCOMPARE(readFile(mainPath_), readFile(QStringLiteral(INCURSION_SOURCE_DIR "/examples/first-steps/first-steps.irc")));
}

void TestBuild::moduleBrowserGroupsAndFilters()
{
    QVERIFY(openExample());
    QVERIFY(build());
    ModuleBrowserDock* browser = window_->build()->moduleBrowser();
    const QAbstractItemModel* model = browser->model();
    QCOMPARE(rowTexts(model), (QStringList{QStringLiteral("Monsters (2)"), QStringLiteral("Items (2)"),
                                           QStringLiteral("Effects (1)"), QStringLiteral("Dungeons (1)"),
                                           QStringLiteral("Regions (1)"), QStringLiteral("Terrains (3)")}));
    const QModelIndex monsters = findRow(model, QStringLiteral("Monsters (2)"));
    QCOMPARE(rowTexts(model, monsters), (QStringList{QStringLiteral("cinder beetle"), QStringLiteral("marsh lurker")}));
    const QModelIndex beetle = model->index(0, 0, monsters);
    QCOMPARE(rowTexts(model, beetle), QStringList{QStringLiteral("On Event EVICTIM(EV_DEATH)")});

    // Case-insensitive substring of resource names; types without a match go,
    // and the counts say how many of each type match.
    browser->filterEdit()->setText(QStringLiteral("LURK"));
    QCOMPARE(rowTexts(model), QStringList{QStringLiteral("Monsters (1 of 2)")});
    QCOMPARE(rowTexts(model, model->index(0, 0)), QStringList{QStringLiteral("marsh lurker")});
    browser->filterEdit()->setText(QStringLiteral("e"));
    QVERIFY2(rowTexts(model).contains(QStringLiteral("Terrains (2 of 3)")), qPrintable(rowTexts(model).join(QLatin1Char('|'))));
    QCOMPARE(rowTexts(model, findRow(model, QStringLiteral("Items (1 of 2)"))), QStringList{QStringLiteral("reed knife")});
    browser->filterEdit()->setText(QStringLiteral("no such resource"));
    QCOMPARE(model->rowCount(), 0);
    browser->filterEdit()->clear();
    QCOMPARE(model->rowCount(), 6);
}

void TestBuild::activatingAResourceShowsItsSource()
{
    QVERIFY(openExample());
    QVERIFY(build());
    ModuleBrowserDock* browser = window_->build()->moduleBrowser();
    QTreeView* view = browser->view();
    const QModelIndex items = findRow(browser->model(), QStringLiteral("Items (2)"));
    view->expand(items);
    const QModelIndex flask = findRow(browser->model(), QStringLiteral("flask of lamp oil"), items);
    QVERIFY(flask.isValid());
    doubleClickItem(view, flask);
    ScriptEditor* editor = window_->currentEditor();
    QVERIFY(editor);
    QCOMPARE(CheckSnapshot::normalizedPath(editor->filePath()), CheckSnapshot::normalizedPath(mainPath_));
    QCOMPARE(caretLine(editor), 62);
}

void TestBuild::activatingAFunctionOpensItsDisassembly()
{
    QVERIFY(openExample());
    QVERIFY(build());
    ModuleBrowserDock* browser = window_->build()->moduleBrowser();
    QTreeView* view = browser->view();
    const QModelIndex monsters = findRow(browser->model(), QStringLiteral("Monsters (2)"));
    view->expand(monsters);
    const QModelIndex beetle = findRow(browser->model(), QStringLiteral("cinder beetle"), monsters);
    view->expand(beetle);
    const QModelIndex handler = browser->model()->index(0, 0, beetle);
    doubleClickItem(view, handler);

    DocumentTabs* documents = window_->documents();
    QPointer<DisassemblyView> disassembly = qobject_cast<DisassemblyView*>(documents->currentWidget());
    QVERIFY(disassembly);
    QVERIFY(disassembly->isReadOnly());
    QCOMPARE(documents->tabText(documents->currentIndex()),
             QStringLiteral("Disassembly: Monster \"cinder beetle\" On Event EVICTIM(EV_DEATH)"));
    QVERIFY(!window_->currentEditor());         // not an editor: editing actions are off
    QVERIFY(!documents->editors().contains(nullptr));

    const QStringList lines = disassembly->toPlainText().split(QLatin1Char('\n'));
    QVERIFY2(lines.first().startsWith(QStringLiteral("function 0: ")), qPrintable(lines.first()));
    QVERIFY2(lines.first().contains(QStringLiteral("(event handler)")), qPrintable(lines.first()));
    QVERIFY2(lines.first().contains(QStringLiteral("Monster \"cinder beetle\"")), qPrintable(lines.first()));
    // The source line, as written, above the instructions compiled from it.
    const int sourceLine = int(lines.indexOf(QStringLiteral("   first-steps.irc:30 |       heat = 1d4 + EMap->Depth;")));
    QVERIFY2(sourceLine > 0, qPrintable(disassembly->toPlainText()));
    QVERIFY2(lines.at(sourceLine + 1).contains(QRegularExpression(QStringLiteral("^  \\d{4}  \\w+"))),
             qPrintable(lines.at(sourceLine + 1)));
    QVERIFY(lines.filter(QRegularExpression(QStringLiteral("^  \\d{4}  ret"))).size() > 0);

    // Source lines are drawn in the theme's comment colour, instructions not.
    const QColor comment = window_->theme().format(incursion::script::HighlightStyle::Comment).foreground;
    const QTextBlock block = disassembly->document()->findBlockByNumber(sourceLine);
    QCOMPARE(block.begin().fragment().charFormat().foreground().color(), comment);
    QVERIFY(block.next().begin().fragment().charFormat().foreground().color() != comment);

    // Double-clicking the source line goes there in the editor.
    doubleClickLine(disassembly, sourceLine);
    ScriptEditor* editor = window_->currentEditor();
    QVERIFY(editor);
    QCOMPARE(caretLine(editor), 30);

    // Activating the function again shows the same tab, not a second one.
    const int tabs = documents->count();
    QCOMPARE(window_->build()->openDisassembly(0), disassembly.data());
    QCOMPARE(documents->count(), tabs);
    QCOMPARE(documents->currentWidget(), static_cast<QWidget*>(disassembly.data()));
    // After another build, the function's new listing replaces the old tab.
    QVERIFY(build());
    QPointer<DisassemblyView> old = disassembly;
    disassembly = window_->build()->openDisassembly(0);
    QVERIFY(disassembly && disassembly != old.data());
    QVERIFY(!old);
    QCOMPARE(documents->count(), tabs);
    // The tab closes like any other (File > Close).
    disassembly->setFocus();
    QTest::keySequence(disassembly, QKeySequence::Close);
    QCOMPARE(documents->count(), tabs - 1);
    QVERIFY(!disassembly);
}

void TestBuild::disassemblyAtCursorFindsTheHandler()
{
    QVERIFY(openExample());
    BuildController* controller = window_->build();
    // Nothing built yet: only a module the live check compiled can be disassembled.
    const ModuleBuildPtr checked = controller->moduleBrowser()->build();
    QCOMPARE(controller->disassembleAction()->isEnabled(), checked != nullptr);
    QVERIFY(!checked || checked->fromCheck);
    QVERIFY(build());
    QVERIFY(controller->disassembleAction()->isEnabled());
    ScriptEditor* editor = window_->currentEditor();
    // On the handler's first line, before any code compiled from it.
    editor->goToLine(28);
    controller->disassembleAction()->trigger();
    auto* view = qobject_cast<DisassemblyView*>(window_->documents()->currentWidget());
    QVERIFY(view);
    QCOMPARE(view->function(), 0);
    // A line of a resource without code has no disassembly.
    editor = window_->openFile(mainPath_, 45);
    QVERIFY(editor);
    QCOMPARE(controller->showDisassemblyAtCursor(), nullptr);
    QCOMPARE(window_->currentEditor(), editor);
}

void TestBuild::unsavedErrorFailsTheBuildWithoutSaving()
{
    QVERIFY(openExample());
    ScriptEditor* editor = window_->currentEditor();
    QVERIFY(editor);
    const QByteArray onDisk = readFile(mainPath_);
    // Line 30 of the buffer loses its semicolon; the file keeps it.
    editor->setCursorPosition(29, int(editor->text(29).indexOf(QLatin1Char(';'))));
    editor->SendScintilla(QsciScintillaBase::SCI_DELETEBACKNOTLINE);
    QTest::keyClick(editor, Qt::Key_Delete);
    QVERIFY(editor->isModified());
    QVERIFY(build());

    BuildController* controller = window_->build();
    QVERIFY(!controller->lastBuild()->succeeded());
    QVERIFY(!QFileInfo::exists(modulePath_));
    QCOMPARE(readFile(mainPath_), onDisk);
    QVERIFY(editor->isModified());
    const QStringList lines = controller->outputDock()->lines();
    QCOMPARE(lines.last(), QStringLiteral("Build failed: 1 error, 0 warnings"));
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines.at(1).startsWith(QStringLiteral("first-steps.irc:31:")), qPrintable(lines.at(1)));
    QVERIFY(lines.at(1).contains(QStringLiteral(": error: ")));

    // The error is in the Problems panel once (the live check found it too).
    ProblemsDock* problems = window_->language()->problemsDock();
    QVERIFY(QTest::qWaitFor([&] { return checks_->count() > 1; }, kWaitMs));
    QCOMPARE(problems->model()->rowCount(), 1);
    QCOMPARE(problems->model()->index(0, ProblemsDock::PositionColumn).data().toString().section(QLatin1Char(':'), 0, 0),
             QStringLiteral("31"));

    // Double-clicking the diagnostic in the output goes to it.
    editor->setCursorPosition(0, 0);
    doubleClickLine(controller->outputDock()->view(), 1);
    QCOMPARE(caretLine(window_->currentEditor()), 31);
}

void TestBuild::backEndIssuesShowLiveAndAreListedOnce()
{
    QVERIFY(openExample());
    ScriptEditor* editor = window_->currentEditor();
    // A call with too many arguments: the back end notices, and the live check
    // runs the whole compiler, so it shows before any build.
    const int line = 33;
    const int at = int(editor->text(line - 1).indexOf(QStringLiteral("EActor);")));
    QVERIFY(at > 0);
    editor->setCursorPosition(line - 1, at + 6);
    QTest::keyClicks(editor, QStringLiteral(", EActor, EActor"));
    editor->save();
    ProblemsDock* problems = window_->language()->problemsDock();
    const QAbstractItemModel* model = problems->model();
    QVERIFY(QTest::qWaitFor([&] { return model->rowCount() == 1; }, kWaitMs));
    QCOMPARE(model->index(0, ProblemsDock::SourceColumn).data().toString(), QStringLiteral("Check"));
    QCOMPARE(model->index(0, ProblemsDock::MessageColumn).data(ProblemsDock::LineRole).toInt(), line);

    // The build finds the same issue: it is listed once.
    QVERIFY(build());
    QVERIFY(!window_->build()->lastBuild()->succeeded());
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->index(0, ProblemsDock::MessageColumn).data(ProblemsDock::LineRole).toInt(), line);

    // An unrelated edit is checked live; the issue stays listed, once.
    const int checks = int(checks_->count());
    QVERIFY(editor->text(8).trimmed().isEmpty());
    editor->setCursorPosition(8, 0);
    QTest::keyClicks(editor, QStringLiteral("// note"));
    QVERIFY(QTest::qWaitFor([&] { return checks_->count() > checks; }, kWaitMs));
    QCOMPARE(model->rowCount(), 1);
    QVERIFY(problems->windowTitle().startsWith(QStringLiteral("Problems (")));
}

void TestBuild::cancelStopsTheBuild()
{
    QVERIFY(openExample());
    BuildController* controller = window_->build();
    // The example builds in milliseconds: hold the worker threads so that the
    // build cannot finish before Cancel arrives.
    QThreadPool* pool = QThreadPool::globalInstance();
    pool->waitForDone();
    const int threads = pool->maxThreadCount();
    pool->setMaxThreadCount(1);
    QSemaphore go;
    pool->start([&go] { go.acquire(); });
    controller->buildAction()->trigger();
    QVERIFY(controller->cancelAction()->isEnabled());
    controller->cancelAction()->trigger();
    go.release();
    QVERIFY(QTest::qWaitFor([&] { return builds_->count() == 1; }, kWaitMs));
    pool->setMaxThreadCount(threads);
    QCOMPARE(controller->outputDock()->lastLine(), QStringLiteral("Build cancelled"));
    QVERIFY(!QFileInfo::exists(modulePath_));
    QVERIFY(!controller->cancelAction()->isEnabled());
    // The browser shows no build: at most what the live check compiled.
    QVERIFY(controller->lastBuild() && !controller->lastBuild()->image);
    const ModuleBuildPtr shown = controller->moduleBrowser()->build();
    QVERIFY(!shown || shown->fromCheck);
}

void TestBuild::buildingTwiceAtOnceStartsOneBuild()
{
    QVERIFY(openExample());
    BuildController* controller = window_->build();
    QSignalSpy started(controller, &BuildController::buildStarted);
    controller->buildAction()->trigger();
    QVERIFY(!controller->buildAction()->isEnabled());
    controller->build();        // what a second Ctrl+B would reach, were it enabled
    // A build starts (and says so) inside build(): a second one would show now.
    QCOMPARE(started.count(), 1);
    QVERIFY(QTest::qWaitFor([&] { return builds_->count() == 1; }, kWaitMs));
    QVERIFY(!controller->isBuilding());
    QCOMPARE(started.count(), 1);
    QCOMPARE(builds_->count(), 1);
}

// The original module (not part of the repository): set INCURSION_CORPUS_DIR to
// the directory holding lib/main.irc and inc/. It takes seconds to build: the
// progress bar must move and the event loop keep running meanwhile.
void TestBuild::corpusBuildKeepsTheWindowResponsive()
{
    const QString corpus = incursion::test::originalCorpusDir();
    if (corpus.isEmpty())
        QSKIP("INCURSION_CORPUS_DIR is not set");
    // A copy, so that the module file is not written into the corpus.
    for (const QString& folder : {QStringLiteral("lib"), QStringLiteral("inc")}) {
        QVERIFY(QDir(dir_->path()).mkpath(folder));
        for (const QFileInfo& file : QDir(corpus + QLatin1Char('/') + folder).entryInfoList(QDir::Files))
            QVERIFY(QFile::copy(file.filePath(), dir_->filePath(folder + QLatin1Char('/') + file.fileName())));
    }
    const QString main = dir_->filePath(QStringLiteral("lib/main.irc"));
    QVERIFY(window_->openProject(main));
    QVERIFY(QTest::qWaitFor([&] { return checks_->count() > 0; }, kWaitMs));

    BuildController* controller = window_->build();
    QSet<int> progress;
    connect(controller->progressBar(), &QProgressBar::valueChanged, this, [&](int value) { progress.insert(value); });
    QElapsedTimer sinceTick;
    qint64 longestGap = 0;
    QTimer ticker;
    ticker.setInterval(10);
    connect(&ticker, &QTimer::timeout, this, [&] {
        longestGap = std::max(longestGap, sinceTick.restart());
    });
    controller->buildAction()->trigger();
    sinceTick.start();
    ticker.start();
    QVERIFY(QTest::qWaitFor([&] { return builds_->count() == 1; }, 5 * kWaitMs));
    ticker.stop();

    qInfo("corpus build: %s; progress values seen: %lld; longest event loop gap: %lld ms",
          qPrintable(controller->outputDock()->lastLine()), qint64(progress.size()), longestGap);
    QVERIFY2(progress.size() >= 5, qPrintable(QString::number(progress.size())));
    QVERIFY2(longestGap < 1000, qPrintable(QString::number(longestGap)));
    QVERIFY2(controller->outputDock()->lastLine().startsWith(QStringLiteral("Build finished: 3,429 resources, ")),
             qPrintable(controller->outputDock()->lastLine()));
    QVERIFY(QFileInfo::exists(dir_->filePath(QStringLiteral("lib/main.mod"))));
    QCOMPARE(rowTexts(controller->moduleBrowser()->model()).first(), QStringLiteral("Monsters (538)"));
}

INCURSION_TEST_MAIN(TestBuild)
#include "tst_build.moc"
} // namespace tst_build
