// Never losing work: autosave copies of unsaved buffers, their recovery after
// the studio was killed, the session (tabs, cursors) kept as it changes, and
// binary files shown as a read-only notice instead of a buffer of NULs.
#include "app/language_integration.h"
#include "app/main_window.h"
#include "editing/binary_file_notice.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "recovery/autosave_controller.h"
#include "recovery/line_diff.h"
#include "recovery/recovery_dialog.h"
#include "recovery/recovery_store.h"
#include "language/outline_dock.h"
#include "vault/vault_controller.h"
#include "vault/vault_painter.h"
#include "world/world_controller.h"
#include "world/world_editor.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QtTest>
#include "support/test_suite.h"

namespace tst_recovery {

using namespace incursion::studio;

namespace {

// Generous: under ASan on a loaded machine a studio takes many seconds to start.
constexpr int kWaitMs = 90000;

const QByteArray kMain = "// The main file.\n#include \"monsters.irh\"\n#include \"items.irh\"\n";
const QByteArray kMonsters = "// Monsters.\n\nMonster \"Rat\" : MA_VERMIN\n  {\n  }\n";
const QByteArray kItems = "// Items.\n\nItem \"Rock\" : T_GEM\n  {\n  }\n";

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray withLine(const QByteArray& bytes, const QByteArray& secondLine)
{
    const qsizetype firstEnd = bytes.indexOf('\n') + 1;
    return bytes.left(firstEnd) + secondLine + bytes.mid(firstEnd);
}

} // namespace

class TestRecovery : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void storeKeepsCopiesOfLiveSessionsToThemselves();
    void cleanExitLeavesNothingToRecover();
    void autosaveCopiesOnlyUnsavedBuffers();
    void lineDiffMarksChangedLines();
    void killedStudioGetsItsUnsavedWorkBack();
    void discardForgetsTheCopy();
    void sessionKeepsTabsAndCursorsWithoutAClose();
    void sessionKeepsWorldAndVaultTabsAndDocks();
    void binaryFileOpensAsANotice();

private:
    QString projectDir() const { return project_->path(); }
    QString file(const char* name) const { return QDir(projectDir()).filePath(QString::fromLatin1(name)); }

    QTemporaryDir home_;
    std::unique_ptr<QTemporaryDir> project_;
};

void TestRecovery::initTestCase()
{
    QVERIFY(home_.isValid());
    // Settings and recovery copies in a folder of our own, which the child
    // studio started below inherits.
    qputenv("XDG_CONFIG_HOME", QDir(home_.path()).filePath(QStringLiteral("config")).toUtf8());
    qputenv("XDG_DATA_HOME", QDir(home_.path()).filePath(QStringLiteral("data")).toUtf8());
    QApplication::setOrganizationName(QStringLiteral("IncursionTests"));
    QApplication::setApplicationName(QStringLiteral("tst_recovery"));
    QVERIFY(RecoveryStore::defaultRoot().startsWith(home_.path()));
}

void TestRecovery::init()
{
    QSettings().clear();
    QDir(RecoveryStore::defaultRoot()).removeRecursively();
    project_ = std::make_unique<QTemporaryDir>();
    writeFile(file("main.irc"), kMain);
    writeFile(file("monsters.irh"), kMonsters);
    writeFile(file("items.irh"), kItems);
}

void TestRecovery::cleanup()
{
    if (QWidget* modal = QApplication::activeModalWidget())
        modal->close();
}

void TestRecovery::storeKeepsCopiesOfLiveSessionsToThemselves()
{
    QTemporaryDir root;
    RecoveryStore store(root.path());
    QVERIFY(store.isUsable());
    QVERIFY(store.save(QStringLiteral("/project/a.irh"), "text of a"));
    QVERIFY(store.contains(QStringLiteral("/project/a.irh")));
    // A running studio's copies are its own: another studio does not offer them.
    QVERIFY(RecoveryStore::orphaned(root.path()).isEmpty());
    store.remove(QStringLiteral("/project/a.irh"));
    QVERIFY(!store.contains(QStringLiteral("/project/a.irh")));
}

void TestRecovery::cleanExitLeavesNothingToRecover()
{
    QTemporaryDir root;
    QString folder;
    {
        RecoveryStore store(root.path());
        QVERIFY(store.save(QStringLiteral("/project/a.irh"), "text"));
        folder = store.sessionFolder();
        QVERIFY(QFileInfo::exists(folder));
    }
    QVERIFY(!QFileInfo::exists(folder));
    QVERIFY(RecoveryStore::orphaned(root.path()).isEmpty());
}

void TestRecovery::autosaveCopiesOnlyUnsavedBuffers()
{
    QTemporaryDir root;
    RecoveryStore store(root.path());
    DocumentTabs tabs;
    AutosaveController autosave(&tabs, &store, nullptr);
    ScriptEditor* monsters = tabs.openFile(file("monsters.irh"));
    ScriptEditor* items = tabs.openFile(file("items.irh"));
    QVERIFY(monsters && items);

    monsters->insert(QStringLiteral("// typed\n"));
    autosave.saveNow();
    QVERIFY(store.contains(file("monsters.irh")));
    QVERIFY(!store.contains(file("items.irh")));

    // Undone back to the file's text: nothing left to lose.
    monsters->undo();
    QVERIFY(!monsters->isModified());
    QVERIFY(!store.contains(file("monsters.irh")));

    // Saved: the copy goes, and the file holds the text.
    items->insert(QStringLiteral("// saved\n"));
    autosave.saveNow();
    QVERIFY(store.contains(file("items.irh")));
    QVERIFY(tabs.save(items));
    QVERIFY(!store.contains(file("items.irh")));
    QCOMPARE(readFile(file("items.irh")), "// saved\n" + kItems);
}

void TestRecovery::lineDiffMarksChangedLines()
{
    const QStringList before{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")};
    const QStringList after{QStringLiteral("a"), QStringLiteral("B"), QStringLiteral("c"), QStringLiteral("d"),
                            QStringLiteral("e")};
    const QList<DiffLine> expected{{DiffLine::Same, QStringLiteral("a")},   {DiffLine::Removed, QStringLiteral("b")},
                                   {DiffLine::Added, QStringLiteral("B")},  {DiffLine::Same, QStringLiteral("c")},
                                   {DiffLine::Same, QStringLiteral("d")},   {DiffLine::Added, QStringLiteral("e")}};
    QCOMPARE(diffLines(before, after), expected);
    QCOMPARE(splitLines("one\r\ntwo\nthree\n"), (QStringList{QStringLiteral("one"), QStringLiteral("two"),
                                                             QStringLiteral("three")}));
}

void TestRecovery::killedStudioGetsItsUnsavedWorkBack()
{
    // A real studio process edits two files, autosaves and is killed -9.
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QStringLiteral(RECOVERY_CHILD_PATH),
                {QApplication::organizationName(), QApplication::applicationName(), projectDir(),
                 file("monsters.irh"), file("items.irh"), file("main.irc")});
    QVERIFY2(child.waitForStarted(kWaitMs), qPrintable(child.errorString()));
    QByteArray said;
    const auto saidEdited = [&] {
        said += child.readAllStandardOutput();
        return said.contains("edited") || child.state() != QProcess::Running;
    };
    QTRY_VERIFY_WITH_TIMEOUT(saidEdited(), kWaitMs);
    QCOMPARE(child.state(), QProcess::Running);
    // Both copies taken (autosave runs every 250 ms in the child).
    const QString root = RecoveryStore::defaultRoot();
    const auto copies = [&root] {
        int count = 0;
        for (const QString& session : QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            count += int(QDir(QDir(root).filePath(session)).entryList({QStringLiteral("*.json")}).size());
        return count;
    };
    QTRY_COMPARE_WITH_TIMEOUT(copies(), 2, kWaitMs);
    // The session is remembered half a second after the last tab change.
    QTest::qWait(1000);
    child.kill();
    QVERIFY(child.waitForFinished(kWaitMs));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    QCOMPARE(readFile(file("monsters.irh")), kMonsters);     // autosave never writes the files

    // The next start offers both files; Restore All brings the edits back, unsaved.
    MainWindow window;
    window.show();
    QVERIFY(window.openProject(projectDir()));
    // The tabs the killed studio had, in its order (the main file opened with the project).
    QCOMPARE(window.documents()->openFilePaths(),
             (QStringList{file("main.irc"), file("monsters.irh"), file("items.irh")}));
    QCOMPARE(window.currentEditor()->filePath(), file("monsters.irh"));
    QVERIFY(window.offerRecovery());
    auto* dialog = window.findChild<RecoveryDialog*>();
    QVERIFY(dialog && dialog->isVisible());
    auto* difference = dialog->findChild<QPlainTextEdit*>();
    QVERIFY(difference->toPlainText().contains(QStringLiteral("+ // unsaved edit")));
    QPushButton* restoreAll = nullptr;
    for (QPushButton* button : dialog->findChildren<QPushButton*>())
        if (button->text() == QStringLiteral("Restore &All"))
            restoreAll = button;
    QVERIFY(restoreAll);
    QTest::mouseClick(restoreAll, Qt::LeftButton);
    QTRY_VERIFY(!window.findChild<RecoveryDialog*>());

    ScriptEditor* monsters = window.documents()->editorForPath(file("monsters.irh"));
    ScriptEditor* items = window.documents()->editorForPath(file("items.irh"));
    QCOMPARE(monsters->contents(), withLine(kMonsters, "// unsaved edit 1\n"));
    QCOMPARE(items->contents(), withLine(kItems, "// unsaved edit 2\n"));
    QVERIFY(monsters->isModified() && items->isModified());
    // One undo step goes back to the file's text.
    monsters->undo();
    QCOMPARE(monsters->contents(), kMonsters);
    // The cursor of the untouched file came back too.
    int line = 0, column = 0;
    window.documents()->editorForPath(file("main.irc"))->getCursorPosition(&line, &column);
    QCOMPARE(line, 2);
    QCOMPARE(column, 3);
    // Nothing left to offer.
    QVERIFY(RecoveryStore::orphaned().isEmpty());
    monsters->redo();
    window.documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
}

void TestRecovery::discardForgetsTheCopy()
{
    // A session of a studio that died: a folder whose lock no live process holds.
    const QString folder = QDir(RecoveryStore::defaultRoot()).filePath(QStringLiteral("dead-session"));
    {
        RecoveryStore dead(RecoveryStore::defaultRoot());
        QVERIFY(dead.save(file("items.irh"), "recovered text\n"));
        QVERIFY(QDir().mkpath(folder));
        for (const QString& name : QDir(dead.sessionFolder()).entryList({QStringLiteral("*.json"), QStringLiteral("*.contents")}))
            QVERIFY(QFile::copy(QDir(dead.sessionFolder()).filePath(name), QDir(folder).filePath(name)));
    }
    // Its lock file names a process that is gone.
    QFile lock(QDir(folder).filePath(QStringLiteral("session.lock")));
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.write("999999999\ntst_recovery\n" + QSysInfo::machineHostName().toUtf8() + "\n");
    lock.close();
    const QList<RecoveredFile> found = RecoveryStore::orphaned();
    QCOMPARE(found.size(), 1);
    QCOMPARE(found[0].filePath, file("items.irh"));
    QCOMPARE(found[0].contents, "recovered text\n");

    MainWindow window;
    QVERIFY(window.openProject(projectDir()));
    QVERIFY(window.offerRecovery());
    auto* dialog = window.findChild<RecoveryDialog*>();
    QVERIFY(dialog);
    dialog->decide(0, false);
    QVERIFY(RecoveryStore::orphaned().isEmpty());
    QVERIFY(!QFileInfo::exists(folder));
    QCOMPARE(readFile(file("items.irh")), kItems);
    QVERIFY(!window.offerRecovery());
}

void TestRecovery::sessionKeepsTabsAndCursorsWithoutAClose()
{
    {
        MainWindow window;
        QVERIFY(window.openProject(projectDir()));
        QVERIFY(window.openFile(file("monsters.irh"), 3, 5));
        QVERIFY(window.openFile(file("items.irh"), 2, 1));
        // No close: what a crash leaves is what was remembered on the way.
        window.rememberSession();
        QSettings().sync();
        // The window goes without closeEvent, as a killed process would.
        window.documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
    }
    MainWindow window;
    QVERIFY(window.openProject(projectDir()));
    QCOMPARE(window.documents()->openFilePaths(),
             (QStringList{file("main.irc"), file("monsters.irh"), file("items.irh")}));
    QCOMPARE(window.currentEditor()->filePath(), file("items.irh"));
    int line = 0, column = 0;
    window.documents()->editorForPath(file("monsters.irh"))->getCursorPosition(&line, &column);
    QCOMPARE(line, 2);
    QCOMPARE(column, 4);
}

void TestRecovery::sessionKeepsWorldAndVaultTabsAndDocks()
{
    writeFile(file("items.irh"), kItems + "\nRegion \"Test Vault\" : RF_ROOM\n  {\n    Grid: {:\n      %%%\n"
                                          "      %.%\n      %%%\n    :};\n  }\n");
    QVERIFY(QFile::copy(QStringLiteral(INCURSION_SOURCE_DIR "/examples/goblin-warrens/world/world.png"),
                        file("land.png")));
    {
        MainWindow window;
        QVERIFY(window.openProject(projectDir()));
        QVERIFY(window.worlds()->openWorld(file("land.png")));
        QVERIFY(window.vaults()->openPainter(QStringLiteral("Test Vault")));
        window.language()->outlineDock()->hide();     // the user's panels
        window.rememberSession();
        QSettings().sync();
        window.documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
    }
    MainWindow window;
    QCoreApplication::processEvents();     // the saved layout is restored once the event loop runs
    QVERIFY(window.language()->outlineDock()->isHidden());
    QVERIFY(window.openProject(projectDir()));
    WorldEditor* world = window.worlds()->editorFor(file("land.png"));
    QVERIFY(world);
    VaultPainter* painter = window.vaults()->painterFor(QStringLiteral("Test Vault"));
    QVERIFY(painter);
    QCOMPARE(window.documents()->currentWidget(), painter);   // the tab that was current
    QVERIFY(window.documents()->indexOf(world) < window.documents()->indexOf(painter));
    window.documents()->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
}

void TestRecovery::binaryFileOpensAsANotice()
{
    const QByteArray binary("MOD\0\x01\x02rest", 10);
    writeFile(file("goblins.mod"), binary);
    QVERIFY(BinaryFileNotice::isBinaryFile(file("goblins.mod")));
    QVERIFY(!BinaryFileNotice::isBinaryFile(file("items.irh")));

    DocumentTabs tabs;
    QString error;
    QVERIFY(!tabs.openFile(file("goblins.mod"), &error));
    QVERIFY(error.contains(QStringLiteral("binary")));
    QVERIFY(!tabs.showFile(file("goblins.mod")));      // no second tab, no message box
    QCOMPARE(tabs.count(), 1);
    auto* notice = qobject_cast<BinaryFileNotice*>(tabs.currentWidget());
    QVERIFY(notice);
    QVERIFY(notice->findChild<QLabel*>()->text().contains(QStringLiteral("compiled module")));
    QVERIFY(tabs.editors().isEmpty());
    QCOMPARE(readFile(file("goblins.mod")), binary);
}

INCURSION_TEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
} // namespace tst_recovery
