// Help as a user meets it on the example module: F1 on an API method, an
// event, a resource kind keyword, a constant and a code keyword opens the
// entry made from the compiler's tables and the module's declarations; an
// unknown word opens the index filtered by it; the index filters; Back and
// Forward walk the pages; every link of the Language Guide and every
// reference entry's link into it point at a page and heading that exist.
#include "app/language_integration.h"
#include "app/main_window.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "help/guide.h"
#include "help/help_browser.h"
#include "help/help_controller.h"
#include "help/help_view.h"
#include "help/script_reference.h"
#include "language/background_checker.h"
#include "project/current_project.h"

#include "game/event_ids.h"
#include "script/token.h"

#include "support/example_project.h"
#include "support/test_files.h"
#include "support/test_settings.h"
#include "support/test_suite.h"

#include <QAction>
#include <QDirIterator>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QtTest>

namespace tst_help {

using namespace incursion;
using namespace incursion::studio;

namespace {

constexpr int kWaitMs = 30000;

QString sourceGuide() { return QStringLiteral(INCURSION_SOURCE_DIR "/docs/guide"); }


std::unique_ptr<QTextDocument> markdownPage(const QString& path)
{
    QFile file(path);
    auto document = std::make_unique<QTextDocument>();
    if (file.open(QIODevice::ReadOnly))
        document->setMarkdown(QString::fromUtf8(file.readAll()));
    return document;
}

// Whether `link`, written in the guide page `from` (or as a file URL), names a
// guide page that exists and, with a fragment, one of its headings.
QString unresolved(const QString& from, const QString& link)
{
    const QUrl url(link);
    const QUrl base = QUrl::fromLocalFile(from);
    const QUrl target = url.isRelative() ? base.resolved(url) : url;
    if (!target.isLocalFile())
        return QStringLiteral("%1: %2 is not a page of the guide").arg(from, link);
    const QString path = target.toLocalFile();
    if (!QFileInfo::exists(path))
        return QStringLiteral("%1: %2 names no page").arg(from, link);
    if (target.hasFragment() && !headingAnchors(*markdownPage(path)).contains(target.fragment()))
        return QStringLiteral("%1: %2 names no heading of %3").arg(from, link, QFileInfo(path).fileName());
    return {};
}

} // namespace

class TestHelp : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    void f1OnAnApiMethodOpensItsDeclarationAndComment();
    void f1OnAnEventAKindKeywordAConstantAndAKeywordOpensTheirs();
    void f1OnAnUnknownWordOpensTheIndexFilteredByIt();
    void theIndexFilters();
    void backAndForwardWalkThePages();
    void everyGuideLinkResolves();
    void everyReferenceEntryLinksToAnExistingGuideSection();
    void theReferenceCoversTheCompilersTables();
    void theHelpMenuHasItsEntries();
    void theGuideIsFoundBesideTheBinaryOrUnderShare();
    void theReferenceFollowsTheModulesDeclarations();
    void theControllerNeedsNoMainWindow();

private:
    ScriptEditor* openAt(const QString& file, const QString& needle, int offset);
    QString page() const { return window_->help()->view()->browser()->toPlainText(); }

    QTemporaryDir dir_;
    std::unique_ptr<MainWindow> window_;
};

void TestHelp::initTestCase()
{
    test::useTestSettings(QStringLiteral("tst_help"));
    QSettings().clear();
    QVERIFY(dir_.isValid());
    QVERIFY(!incursion::test::copyExampleProject(dir_.path()).isEmpty());
    window_ = std::make_unique<MainWindow>();
    window_->show();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
    QSignalSpy checks(window_->language(), &LanguageIntegration::projectChecked);
    QVERIFY(window_->openProject(dir_.filePath(QStringLiteral("goblin-warrens.irc"))));
    QVERIFY(QTest::qWaitFor([&] { return checks.count() > 0; }, kWaitMs));
    const CheckSnapshotPtr snapshot = window_->language()->checker()->lastSnapshot();
    QVERIFY(snapshot && snapshot->errorCount == 0 && snapshot->analysis);
    QVERIFY2(!window_->help()->view()->guideDir().isEmpty(), "the guide is not beside the binary (bin/guide)");
}

void TestHelp::cleanupTestCase()
{
    window_->documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
    window_->close();
    window_.reset();
}

ScriptEditor* TestHelp::openAt(const QString& file, const QString& needle, int offset)
{
    ScriptEditor* editor = window_->documents()->showFile(dir_.filePath(QStringLiteral("inc/") + file), 1);
    if (!editor)
        return nullptr;
    for (int line = 0; line < editor->lines(); ++line)
        if (const int index = int(editor->text(line).indexOf(needle)); index >= 0) {
            editor->setCursorPosition(line, index + offset);
            editor->setFocus();
            return editor;
        }
    return nullptr;
}

void TestHelp::f1OnAnApiMethodOpensItsDeclarationAndComment()
{
    ScriptEditor* editor = openAt(QStringLiteral("items.irh"), QStringLiteral("IPrint"), 2);
    QVERIFY(editor);
    QTest::keyClick(editor, Qt::Key_F1);    // the shortcut, as a user presses it
    QVERIFY(window_->help()->dock()->isVisible());
    QCOMPARE(ScriptReference::idOf(window_->help()->view()->browser()->source()), QStringLiteral("method/IPrint"));
    const QString text = page();
    QVERIFY2(text.contains(QStringLiteral("system void T_THING::IPrint(String msg,...);")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Shows a message to the player, if they can perceive this thing.")));
    QVERIFY(text.contains(QStringLiteral("A member of the class T_THING")));
    QVERIFY2(text.contains(QStringLiteral("EActor, EItem, EPlayer, EVictim")), qPrintable(text));
    // The line the example's rules.irh declares it on, as the page says it.
    QFile rulesFile(QStringLiteral(INCURSION_SOURCE_DIR "/examples/goblin-warrens/inc/rules.irh"));
    QVERIFY(rulesFile.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = rulesFile.readAll().split('\n');
    const auto declaration = std::find_if(lines.begin(), lines.end(),
                                          [](const QByteArray& line) { return line.contains("T_THING::IPrint("); });
    QVERIFY(declaration != lines.end());
    const int declaredAt = int(declaration - lines.begin()) + 1;
    const QString place = QStringLiteral("Declared in rules.irh:%1.").arg(declaredAt);
    QVERIFY2(text.contains(place), qPrintable(place));
    // The place is a link: following it opens the declaration in the editor, the page stays.
    const QString html = window_->help()->view()->browser()->toHtml();
    const qsizetype link = html.indexOf(QStringLiteral("rules.irh#%1").arg(declaredAt));
    QVERIFY2(link >= 0, qPrintable(html));
    const qsizetype begin = html.lastIndexOf(QLatin1Char('"'), link) + 1;
    const QUrl target(html.mid(begin, html.indexOf(QLatin1Char('"'), link) - begin));
    window_->help()->view()->browser()->setSource(target);
    QCOMPARE(ScriptReference::idOf(window_->help()->view()->browser()->source()), QStringLiteral("method/IPrint"));
    ScriptEditor* rules = window_->documents()->currentEditor();
    QVERIFY(rules && rules->filePath().endsWith(QStringLiteral("inc/rules.irh")));
    int line = 0, column = 0;
    rules->getCursorPosition(&line, &column);
    QCOMPARE(line + 1, declaredAt);
    // The index lists the names like it, the entry selected.
    QCOMPARE(window_->help()->view()->filterField()->text(), QStringLiteral("IPrint"));
    QVERIFY(window_->help()->view()->visibleIds().contains(QStringLiteral("method/IPrint")));
    QCOMPARE(window_->help()->view()->selectedId(), QStringLiteral("method/IPrint"));
}

void TestHelp::f1OnAnEventAKindKeywordAConstantAndAKeywordOpensTheirs()
{
    struct Case {
        QString file, needle;
        int offset;
        QString id;
        QStringList says;
    };
    const QList<Case> cases = {
        {QStringLiteral("monsters.irh"), QStringLiteral("EVICTIM(EV_DEATH)"), 10, QStringLiteral("event/EV_DEATH"),
         {QStringLiteral("Event number 42."), QStringLiteral("#define EV_DEATH 42")}},
        {QStringLiteral("monsters.irh"), QStringLiteral("Monster \"warren centipede\""), 3, QStringLiteral("kind/Monster"),
         {QStringLiteral("Declares a resource of the kind Monster")}},
        {QStringLiteral("monsters.irh"), QStringLiteral("AD_FIRE"), 3, QStringLiteral("constant/AD_FIRE"),
         {QStringLiteral("#define AD_FIRE")}},
        {QStringLiteral("monsters.irh"), QStringLiteral("EVICTIM(EV_DEATH)"), 2, QStringLiteral("macro/EVICTIM"),
         {QStringLiteral("#define EVICTIM(a) (a+2000)"), QStringLiteral("adds 2000")}},
        {QStringLiteral("items.irh"), QStringLiteral("if (e.isHit"), 1, QStringLiteral("keyword/if"),
         {QStringLiteral("A keyword of handler code")}},
    };
    for (const Case& c : cases) {
        ScriptEditor* editor = openAt(c.file, c.needle, c.offset);
        QVERIFY2(editor, qPrintable(c.needle));
        QCOMPARE(window_->help()->contextHelp(editor), c.id);
        QCOMPARE(ScriptReference::idOf(window_->help()->view()->browser()->source()), c.id);
        for (const QString& fact : c.says)
            QVERIFY2(page().contains(fact), qPrintable(c.id + QStringLiteral(": ") + page()));
    }
}

void TestHelp::f1OnAnUnknownWordOpensTheIndexFilteredByIt()
{
    // `heat` is a local of a handler: not in the reference.
    ScriptEditor* editor = openAt(QStringLiteral("monsters.irh"), QStringLiteral("int16 heat"), 8);
    QVERIFY(editor);
    QCOMPARE(window_->help()->contextHelp(editor), QString());
    QCOMPARE(window_->help()->view()->filterField()->text(), QStringLiteral("heat"));
    QVERIFY(page().contains(QStringLiteral("heat")));
}

void TestHelp::theIndexFilters()
{
    HelpView* view = window_->help()->view();
    view->showIndex(QString());
    const int all = int(view->visibleIds().size());
    QCOMPARE(all, int(view->reference().entries().size()));
    view->showIndex(QStringLiteral("iprint"));
    const QStringList ids = view->visibleIds();
    QVERIFY(ids.contains(QStringLiteral("method/IPrint")));
    QVERIFY(ids.size() < all);
    for (const QString& id : ids)
        QVERIFY2(id.section(QLatin1Char('/'), 1).contains(QStringLiteral("iprint"), Qt::CaseInsensitive), qPrintable(id));
    QCOMPARE(ScriptReference::idOf(view->browser()->source()), QStringLiteral("method/IPrint"));

    // Typing narrows; Down moves the selection, Return opens it.
    view->filterField()->clear();
    QTest::keyClicks(view->filterField(), QStringLiteral("EV_D"));
    const QStringList events = view->visibleIds();
    QVERIFY(events.contains(QStringLiteral("event/EV_DEATH")));
    QVERIFY(!events.contains(QStringLiteral("event/EV_MOVE")));
    QTest::keyClick(view->filterField(), Qt::Key_Return);
    QCOMPARE(ScriptReference::idOf(view->browser()->source()), events.first());
    QTest::keyClick(view->filterField(), Qt::Key_Down);
    QTest::keyClick(view->filterField(), Qt::Key_Return);
    QCOMPARE(ScriptReference::idOf(view->browser()->source()), events.at(1));
}

void TestHelp::backAndForwardWalkThePages()
{
    HelpView* view = window_->help()->view();
    HelpBrowser* browser = view->browser();
    QVERIFY(view->showGuide(QStringLiteral("events.md#wrappers")));
    QCOMPARE(QFileInfo(browser->source().toLocalFile()).fileName(), QStringLiteral("events.md"));
    QVERIFY(browser->toPlainText().contains(QStringLiteral("Wrappers")));
    view->showEntry(QStringLiteral("event/EV_HIT"));
    QVERIFY(page().contains(QStringLiteral("Event number 20.")));
    // The entry's link into the guide, followed as a click would.
    QVERIFY(page().contains(QStringLiteral("Read more in the Language Guide")));
    browser->setSource(QUrl::fromLocalFile(view->guideDir() + QStringLiteral("/events.md")).resolved(
        QUrl(QStringLiteral("#event-numbers"))));
    QVERIFY(browser->toPlainText().contains(QStringLiteral("Event numbers")));

    browser->backward();
    QCOMPARE(ScriptReference::idOf(browser->source()), QStringLiteral("event/EV_HIT"));
    browser->backward();
    QCOMPARE(QFileInfo(browser->source().toLocalFile()).fileName(), QStringLiteral("events.md"));
    QCOMPARE(browser->source().fragment(), QStringLiteral("wrappers"));
    browser->forward();
    QCOMPARE(ScriptReference::idOf(browser->source()), QStringLiteral("event/EV_HIT"));
    QVERIFY(page().contains(QStringLiteral("Event number 20.")));
}

void TestHelp::everyGuideLinkResolves()
{
    const QDir guide(sourceGuide());
    const QStringList pages = guide.entryList({QStringLiteral("*.md")}, QDir::Files);
    QVERIFY(pages.contains(QLatin1String(kGuideIndexPage)));
    int links = 0;
    for (const QString& page : pages) {
        const QString path = guide.filePath(page);
        for (const QString& link : linksOf(*markdownPage(path))) {
            ++links;
            const QString problem = unresolved(path, link);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }
    QVERIFY(links > 20);
    // Every page is reachable from the contents.
    const QStringList fromIndex = linksOf(*markdownPage(guide.filePath(QLatin1String(kGuideIndexPage))));
    for (const QString& page : pages)
        if (page != QLatin1String(kGuideIndexPage))
            QVERIFY2(fromIndex.contains(page), qPrintable(page));
    // The guide the build copied beside the binary is the same.
    const QDir copied(window_->help()->view()->guideDir());
    QCOMPARE(copied.entryList({QStringLiteral("*.md")}, QDir::Files), pages);
}

void TestHelp::everyReferenceEntryLinksToAnExistingGuideSection()
{
    const ScriptReference reference(window_->language()->checker()->lastSnapshot()->analysis);
    const QString index = QDir(sourceGuide()).filePath(QLatin1String(kGuideIndexPage));
    for (const ReferenceEntry& entry : reference.entries()) {
        QVERIFY2(!entry.guidePage.isEmpty(), qPrintable(entry.id()));
        const QString problem = unresolved(index, entry.guidePage);
        QVERIFY2(problem.isEmpty(), qPrintable(entry.id() + QStringLiteral(": ") + problem));
    }
}

void TestHelp::theReferenceCoversTheCompilersTables()
{
    const ScriptReference tables;
    const ScriptReference module(window_->language()->checker()->lastSnapshot()->analysis);
    for (const script::KeywordSpelling& k : script::codeKeywordSpellings())
        QVERIFY(tables.find(QStringLiteral("keyword/") + QString::fromUtf8(k.spelling.data(), k.spelling.size())));
    for (const script::KeywordSpelling& k : script::dataKeywordSpellings()) {
        const QString name = QString::fromUtf8(k.spelling.data(), k.spelling.size());
        QVERIFY2(tables.find(QStringLiteral("kind/") + name) || tables.find(QStringLiteral("entry-keyword/") + name),
                 qPrintable(name));
    }
    for (const char* event : {"EV_MOVE", "EV_WIELD", "EV_WEAR", "EV_DAMAGE", "EV_DEATH"})
        QVERIFY2(tables.find(QStringLiteral("event/") + QLatin1String(event)), event);
    QVERIFY(tables.find(QStringLiteral("event/EV_WEAR"))->facts.join(QString()).contains(QStringLiteral("EV_WIELD")));
    // The module adds its declarations: every `system` object and the API it uses.
    for (const char* id : {"object/EActor", "object/e", "function/ThrowDmg", "variable/cHP", "variable/vDmg",
                           "constant/M_HOSTILE"})
        QVERIFY2(module.find(QLatin1String(id)), id);
    QVERIFY(!tables.find(QStringLiteral("method/IPrint")));
    QVERIFY(module.entries().size() > tables.entries().size());
}

void TestHelp::theHelpMenuHasItsEntries()
{
    const QList<QAction*> actions = window_->menu(MainWindow::Menu::Help)->actions();
    const HelpController* help = window_->help();
    // Language Guide, Script Reference, Context Help, in this order.
    const qsizetype guide = actions.indexOf(help->languageGuideAction());
    QVERIFY(guide >= 0);
    QCOMPARE(actions.indexOf(help->scriptReferenceAction()), guide + 1);
    QCOMPARE(actions.indexOf(help->contextHelpAction()), guide + 2);
    QCOMPARE(window_->help()->contextHelpAction()->shortcut(), QKeySequence(Qt::Key_F1));
    window_->help()->languageGuideAction()->trigger();
    QCOMPARE(QFileInfo(window_->help()->view()->browser()->source().toLocalFile()).fileName(),
             QLatin1String(kGuideIndexPage));
    QVERIFY(page().contains(QStringLiteral("Language Guide")));
}

void TestHelp::theGuideIsFoundBesideTheBinaryOrUnderShare()
{
    QTemporaryDir prefix;
    QVERIFY(prefix.isValid());
    const QString bin = prefix.filePath(QStringLiteral("bin"));
    const QString installed = prefix.filePath(QStringLiteral("share/incursion-studio/guide"));
    QVERIFY(QDir().mkpath(bin) && QDir().mkpath(installed));
    QCOMPARE(guideDirectory(bin), QString());     // a folder without the contents page is no guide
    QFile index(QDir(installed).filePath(QLatin1String(kGuideIndexPage)));
    QVERIFY(index.open(QIODevice::WriteOnly));
    index.close();
    QCOMPARE(guideDirectory(bin), installed);     // an installed tree: PREFIX/share
    const QString buildTree = QDir(bin).filePath(QStringLiteral("guide"));
    QVERIFY(QDir().mkpath(buildTree));
    QVERIFY(QFile::copy(index.fileName(), QDir(buildTree).filePath(QLatin1String(kGuideIndexPage))));
    QCOMPARE(guideDirectory(bin), buildTree);     // a build tree: beside the binary
}

void TestHelp::theReferenceFollowsTheModulesDeclarations()
{
    // An edited comment (unsaved) is what the page shows after the next check.
    ScriptEditor* items = openAt(QStringLiteral("items.irh"), QStringLiteral("IPrint"), 2);
    QVERIFY(items);
    QCOMPARE(window_->help()->contextHelp(items), QStringLiteral("method/IPrint"));
    QVERIFY(!page().contains(QStringLiteral("Loudly")));
    ScriptEditor* rules = openAt(QStringLiteral("rules.irh"), QStringLiteral("// Shows a message"), 3);
    QVERIFY(rules);
    QSignalSpy checks(window_->language(), &LanguageIntegration::projectChecked);
    rules->insert(QStringLiteral("Loudly: "));
    QVERIFY(QTest::qWaitFor([&] { return checks.count() > 0; }, kWaitMs));
    QVERIFY(QTest::qWaitFor([&] { return page().contains(QStringLiteral("Loudly: Shows a message to the player")); },
                            kWaitMs));
    // And F1 again on the same name.
    items = openAt(QStringLiteral("items.irh"), QStringLiteral("IPrint"), 2);
    QCOMPARE(window_->help()->contextHelp(items), QStringLiteral("method/IPrint"));
    QVERIFY2(page().contains(QStringLiteral("Loudly: Shows a message to the player")), qPrintable(page()));
}

void TestHelp::theControllerNeedsNoMainWindow()
{
    // Built as MainWindow builds it, from its collaborators alone.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString main = dir.filePath(QStringLiteral("main.irc"));
    test::writeFile(main, "#define T_THING (-1)\n"
                          "#define SOBJ_EACTOR 4\n"
                          "system T_THING EActor == SOBJ_EACTOR;\n"
                          "system void T_THING::Say(string msg); // Says it aloud.\n"
                          "int32 greet() { EActor->Say(\"hello\"); return 0; }\n");
    QWidget host;
    auto* documents = new DocumentTabs(&host);
    auto* project = new CurrentProject(&host);
    auto* status = new QStatusBar(&host);
    auto* language = new LanguageIntegration(documents, project, status, &host);
    auto* help = new HelpController(documents, language, sourceGuide(), &host);
    QSignalSpy checks(language, &LanguageIntegration::projectChecked);
    std::optional<Project> opened = Project::open(main);
    QVERIFY(opened);
    ScriptEditor* editor = documents->openFile(main);
    QVERIFY(editor);
    project->open(std::move(*opened));
    QVERIFY(QTest::qWaitFor([&] { return checks.count() > 0; }, kWaitMs));
    editor->setCursorPosition(4, int(editor->text(4).indexOf(QStringLiteral("Say"))) + 1);
    QCOMPARE(help->contextHelp(editor), QStringLiteral("method/Say"));
    const QString text = help->view()->browser()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("system void T_THING::Say(string msg);")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Says it aloud.")));
    QVERIFY(text.contains(QStringLiteral("Receivers among the system objects: EActor.")));
    help->languageGuideAction()->trigger();
    QCOMPARE(help->view()->browser()->source(),
             QUrl::fromLocalFile(QDir(sourceGuide()).filePath(QLatin1String(kGuideIndexPage))));
    delete help;        // as MainWindow does: before the language services it asks
    delete language;
}

INCURSION_TEST_MAIN(TestHelp)
#include "tst_help.moc"
} // namespace tst_help
