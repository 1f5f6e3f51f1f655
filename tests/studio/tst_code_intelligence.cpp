// Code intelligence in the studio, as a user meets it: member completion
// after `EActor->`, hover, signature calltips, F2 and Alt+Left/Alt+Right,
// Shift+F2 references in their panel, rename across files undone per file.
#include "app/language_integration.h"
#include "app/main_window.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "language/background_checker.h"
#include "language/editor_completion.h"
#include "language/editor_hover.h"
#include "language/references_dock.h"
#include "language/scintilla_position.h"

#include "support/test_files.h"
#include "support/test_settings.h"
#include "support/test_suite.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

namespace tst_code_intelligence {

using namespace incursion::studio;
using incursion::test::readFile;
using incursion::test::writeFile;

namespace {

constexpr int kWaitMs = 15000;

const QByteArray kApi = R"(/* api.h -- our own small host API for the studio's code-intelligence test. */
#define NOTHING     0
#define EV_MOVE     1
#define T_OBJECT    2
#define T_THING     (-1)
#define T_CREATURE  (-2)
#define T_ITEM      (-4)
#define SOBJ_EACTOR 4
#define SOBJ_EITEM  7

system T_CREATURE EActor == SOBJ_EACTOR;
system T_ITEM     EItem  == SOBJ_EITEM;
system int16  T_CREATURE::cHP;              // current hit points
// Prints a message to the player when they can perceive this thing.
system void   T_THING::IPrint(string msg, ...);
system void   T_CREATURE::Heal(int16 amount, bool silent = 0);
system bool   T_ITEM::isCursed();
)";

const QByteArray kMain = R"(#include "api.h"
Module "Studio Test";
Slot 9;
#include "monsters.irh"
Item "rat tail" : 1
  {
    On Event EV_MOVE {
      rID prey;
      prey = $"cave rat";
      return NOTHING;
      };
  }
)";

const QByteArray kMonsters = R"(Monster "cave rat" : 1
  {
    On Event EV_MOVE {
      rID self;
      self = $"cave rat";
      EActor->IPrint("The rat scurries.");
      return NOTHING;
      };
  }
)";

int caret(ScriptEditor* editor)
{
    return int(editor->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS));
}

int caretLine(ScriptEditor* editor)
{
    int line = 0, index = 0;
    editor->getCursorPosition(&line, &index);
    return line + 1;
}

// Puts the caret `offset` bytes into the first `needle` of a 1-based line.
void placeCaret(ScriptEditor* editor, int line, const QString& needle, int offset = 1)
{
    const int index = int(editor->text(line - 1).indexOf(needle));
    QVERIFY2(index >= 0, qPrintable(needle));
    editor->setCursorPosition(line - 1, index + offset);
}

QString samePath(const QString& path) { return CheckSnapshot::normalizedPath(path); }

} // namespace

class TestCodeIntelligence : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { incursion::test::useTestSettings(QStringLiteral("tst_code_intelligence")); }
    void init();
    void cleanup();

    void memberCompletionAfterArrowOffersTheCreaturesMethods();
    void hoverAndSignatureCalltip();
    void f2JumpsToTheApiDeclarationAndAltLeftReturns();
    void shiftF2ListsReferencesAndARowGoesThere();
    void renameChangesBothFilesAndUndoRestoresEach();

private:
    ScriptEditor* openProject();
    bool waitForCheck(int previousChecks)
    {
        return QTest::qWaitFor([&] { return checks_->count() > previousChecks; }, kWaitMs);
    }

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<MainWindow> window_;
    std::unique_ptr<QSignalSpy> checks_;
    QString mainPath_, apiPath_, monstersPath_;
};

void TestCodeIntelligence::init()
{
    QSettings().clear();
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    mainPath_ = dir_->filePath(QStringLiteral("main.irc"));
    apiPath_ = dir_->filePath(QStringLiteral("api.h"));
    monstersPath_ = dir_->filePath(QStringLiteral("monsters.irh"));
    writeFile(mainPath_, kMain);
    writeFile(apiPath_, kApi);
    writeFile(monstersPath_, kMonsters);
    window_ = std::make_unique<MainWindow>();
    window_->documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
    checks_ = std::make_unique<QSignalSpy>(window_->language(), &LanguageIntegration::projectChecked);
    window_->show();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
}

void TestCodeIntelligence::cleanup()
{
    checks_.reset();
    if (window_)
        window_->close();
    window_.reset();
    dir_.reset();
}

ScriptEditor* TestCodeIntelligence::openProject()
{
    if (!window_->openProject(mainPath_) || !waitForCheck(0))
        return nullptr;
    const CheckSnapshotPtr snapshot = window_->language()->checker()->lastSnapshot();
    if (!snapshot || snapshot->errorCount != 0)
        return nullptr;
    return window_->documents()->showFile(monstersPath_, 1);
}

void TestCodeIntelligence::memberCompletionAfterArrowOffersTheCreaturesMethods()
{
    ScriptEditor* editor = openProject();
    QVERIFY(editor);
    editor->setCursorPosition(5, editor->text(5).length() - 1);    // the end of the IPrint line
    editor->setFocus();
    QTest::keyClick(editor, Qt::Key_Return);
    QTest::keyClicks(editor, QStringLiteral("EActor->"));
    QVERIFY(editor->isListActive());
    QStringList names;
    for (const CompletionItem& item : window_->language()->completionFor(editor)->candidates())
        names.append(item.text);
    QCOMPARE(names, (QStringList{QStringLiteral("cHP"), QStringLiteral("Heal"), QStringLiteral("IPrint")}));
    // Typing narrows the list; Return inserts the method.
    QTest::keyClicks(editor, QStringLiteral("IP"));
    QTest::keyClick(editor, Qt::Key_Return);
    QCOMPARE(editor->text(6).trimmed(), QStringLiteral("EActor->IPrint"));
}

void TestCodeIntelligence::hoverAndSignatureCalltip()
{
    ScriptEditor* editor = openProject();
    QVERIFY(editor);
    placeCaret(editor, 6, QStringLiteral("IPrint"), 2);
    const QString tip = window_->language()->hoverFor(editor)->textAt(caret(editor));
    QVERIFY2(tip.contains(QStringLiteral("system void T_THING::IPrint(string msg, ...);")), qPrintable(tip));
    QVERIFY(tip.contains(QStringLiteral("Prints a message to the player when they can perceive this thing.")));

    editor->setCursorPosition(5, editor->text(5).length() - 1);
    editor->setFocus();
    QTest::keyClick(editor, Qt::Key_Return);
    QTest::keyClicks(editor, QStringLiteral("EActor->Heal(3,"));
    QCOMPARE(window_->language()->completionFor(editor)->calltip(),
             QStringLiteral("void Heal(int16 amount, bool silent = 0)"));
    QVERIFY(editor->SendScintilla(QsciScintillaBase::SCI_CALLTIPACTIVE));
    QTest::keyClicks(editor, QStringLiteral(" 1)"));
    QVERIFY(window_->language()->completionFor(editor)->calltip().isEmpty());
}

void TestCodeIntelligence::f2JumpsToTheApiDeclarationAndAltLeftReturns()
{
    ScriptEditor* editor = openProject();
    QVERIFY(editor);
    placeCaret(editor, 6, QStringLiteral("IPrint"), 2);
    const int start = caret(editor);
    editor->setFocus();
    QTest::keyClick(editor, Qt::Key_F2);
    ScriptEditor* api = window_->currentEditor();
    QCOMPARE(samePath(api->filePath()), samePath(apiPath_));
    QCOMPARE(caretLine(api), 15);
    QCOMPARE(caret(api), ScintillaPosition::fromLineColumn(api, 15, 24));  // the name in the declaration

    window_->language()->backAction()->trigger();
    QCOMPARE(window_->currentEditor(), editor);
    QCOMPARE(caret(editor), start);
    QVERIFY(!window_->language()->backAction()->isEnabled());
    window_->language()->forwardAction()->trigger();
    QCOMPARE(window_->currentEditor(), api);
    QCOMPARE(caretLine(api), 15);

    // A local goes to its declaration in the same file; Ctrl+click does the same.
    window_->documents()->setCurrentWidget(editor);
    placeCaret(editor, 5, QStringLiteral("self"), 1);
    QVERIFY(window_->language()->goToDefinition(editor));
    QCOMPARE(window_->currentEditor(), editor);
    QCOMPARE(caretLine(editor), 4);
}

void TestCodeIntelligence::shiftF2ListsReferencesAndARowGoesThere()
{
    ScriptEditor* editor = openProject();
    QVERIFY(editor);
    placeCaret(editor, 5, QStringLiteral("cave"), 1);
    editor->setFocus();
    QTest::keyClick(editor, Qt::Key_F2, Qt::ShiftModifier);
    ReferencesDock* dock = window_->language()->referencesDock();
    QVERIFY(dock->isVisible());
    QCOMPARE(dock->count(), 3);
    QStandardItemModel* model = dock->model();
    QCOMPARE(model->rowCount(), 2);                 // two files
    QCOMPARE(samePath(model->item(0)->data(ReferencesDock::PathRole).toString()), samePath(mainPath_));
    QCOMPARE(model->item(0)->rowCount(), 1);
    QCOMPARE(model->item(1)->rowCount(), 2);
    const QModelIndex row = model->index(0, 0, model->index(0, 0));
    QCOMPARE(row.data().toString(), QStringLiteral("9: prey = $\"cave rat\";"));
    dock->view()->activated(row);
    ScriptEditor* main = window_->currentEditor();
    QCOMPARE(samePath(main->filePath()), samePath(mainPath_));
    QCOMPARE(caretLine(main), 9);
    window_->language()->backAction()->trigger();
    QCOMPARE(window_->currentEditor(), editor);
    QCOMPARE(caretLine(editor), 5);
}

void TestCodeIntelligence::renameChangesBothFilesAndUndoRestoresEach()
{
    ScriptEditor* editor = openProject();
    QVERIFY(editor);
    placeCaret(editor, 1, QStringLiteral("cave"), 1);
    QCOMPARE(window_->language()->renameSymbol(editor, QStringLiteral("sewer rat")), QString());
    ScriptEditor* main = window_->documents()->editorForPath(mainPath_);
    QVERIFY(main);
    QCOMPARE(editor->text(0).trimmed(), QStringLiteral("Monster \"sewer rat\" : 1"));
    QCOMPARE(editor->text(4).trimmed(), QStringLiteral("self = $\"sewer rat\";"));
    QCOMPARE(main->text(8).trimmed(), QStringLiteral("prey = $\"sewer rat\";"));
    QVERIFY(editor->isModified() && main->isModified());

    // One undo per file restores it whole.
    editor->undo();
    QCOMPARE(editor->contents(), kMonsters);
    main->undo();
    QCOMPARE(main->contents(), kMain);

    // What cannot be renamed says why.
    placeCaret(editor, 6, QStringLiteral("IPrint"), 1);
    QVERIFY(window_->language()->renameSymbol(editor, QStringLiteral("Say")).contains(QStringLiteral("API method")));
    QCOMPARE(editor->contents(), kMonsters);
}

INCURSION_TEST_MAIN(TestCodeIntelligence)
#include "tst_code_intelligence.moc"
} // namespace tst_code_intelligence
