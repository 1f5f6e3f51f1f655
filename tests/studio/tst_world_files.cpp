// The world editor's files (editor/world/): saving writes the grid bit for
// bit with the painted cells, bad painted masks and PNGs are refused with the
// reason and nothing written, a world changed on disk is not overwritten
// without asking, the project's worlds are found, and Play from This Cell
// says which world and cell. Read back through the runtime's readWorldPng.
#include "editing/document_tabs.h"
#include "project/current_project.h"
#include "world/painted_mask.h"
#include "world/tile_preview_dock.h"
#include "world/world_controller.h"
#include "world/world_document.h"
#include "world/world_editor.h"
#include "world/world_rules_dock.h"
#include "world/world_rendering.h"
#include "world/world_view.h"
#include "worldmap/world_checker.h"
#include "worldmap/world_generator.h"
#include "worldmap/world_png.h"
#include "support/test_settings.h"
#include "support/test_suite.h"
#include "support/test_files.h"
#include "support/world_editor_fixture.h"

#include <QAction>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSemaphore>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>
#include <QTreeWidget>
#include <QtTest>

namespace tst_world_files {

using namespace incursion::studio;
using namespace incursion::test::world_editor;
using incursion::test::readFile;

class WorldFilesTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { incursion::test::useTestSettings(QStringLiteral("tst_world_files")); }
    void savingWritesTheGridBitForBitWithThePaintedCells();
    void paintedMaskFormatErrorsNameTheLine();
    void badPngsAreRefusedWithTheReason_data();
    void badPngsAreRefusedWithTheReason();
    void aWorldChangedOnDiskIsNotOverwrittenWithoutAsking();
    void theProjectsWorldsAreFound();
    void playFromThisCellSaysWhichWorldAndCell();
};

void WorldFilesTest::savingWritesTheGridBitForBitWithThePaintedCells()
{
    QTemporaryDir dir;
    auto editor = generatedEditor();
    WorldDocument& document = *editor->document();
    document.beginStroke();
    document.strokeSet(3, 4, fieldIndex(document, "storyline"), 1);
    document.strokeSet(4, 4, fieldIndex(document, "storyline"), 1);
    document.strokeSet(9, 7, fieldIndex(document, "airport"), 1);
    document.endStroke(QStringLiteral("paint"));
    const QString path = dir.filePath(QStringLiteral("land.png"));
    QString error;
    QVERIFY2(document.saveAs(path, &error), qPrintable(error));
    QVERIFY(!document.isModified());
    const incursion::worldmap::WorldReadResult read = incursion::worldmap::readWorldPng(path.toStdString());
    QVERIFY(read.grid);
    QVERIFY(*read.grid == document.grid());
    QCOMPARE(readFile(dir.filePath(QStringLiteral("land.painted"))),
             QByteArray("incursion-painted 1 48x32\n4: 3-4\n7: 9\n"));
    auto reopened = WorldDocument::open(path, &error);
    QVERIFY2(reopened, qPrintable(error));
    QVERIFY(reopened->paintedMask() == document.paintedMask());
    QVERIFY(reopened->isPainted(4, 4) && !reopened->isPainted(5, 4));
}

void WorldFilesTest::paintedMaskFormatErrorsNameTheLine()
{
    QCOMPARE(readPaintedMask("incursion-painted 1 4x3\n1: 0-1 3\n", QStringLiteral("w.painted"), 4, 3).painted,
             std::optional<std::vector<uint8_t>>(std::vector<uint8_t>{0, 0, 0, 0, 1, 1, 0, 1, 0, 0, 0, 0}));
    QCOMPARE(readPaintedMask("incursion-painted 1 5x3\n", QStringLiteral("w.painted"), 4, 3).error,
             QStringLiteral("w.painted:1: expected \"incursion-painted 1 4x3\""));
    QCOMPARE(readPaintedMask("incursion-painted 1 4x3\n1: 0-1\n2: 2-4\n", QStringLiteral("w.painted"), 4, 3).error,
             QStringLiteral("w.painted:3: \"2-4\" is not a run of columns 0..3 after the previous one"));
    QCOMPARE(readPaintedMask("incursion-painted 1 4x3\n2: 0\n1: 0\n", QStringLiteral("w.painted"), 4, 3).error,
             QStringLiteral("w.painted:3: expected a row number 0..2 after the previous one, then ':'"));
}

void WorldFilesTest::badPngsAreRefusedWithTheReason_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("reason");
    QTest::newRow("16-bit") << int(QImage::Format_RGBA64) << "the low 8 bits of every channel would be lost";
    QTest::newRow("grey") << int(QImage::Format_Grayscale8) << "not the red, green and blue bytes of a world";
    QTest::newRow("translucent") << int(QImage::Format_ARGB32) << "pixel 2,1 has alpha 254";
}

void WorldFilesTest::badPngsAreRefusedWithTheReason()
{
    QFETCH(int, format);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QImage image(5, 4, QImage::Format(format));
    image.fill(Qt::darkGreen);
    if (format == QImage::Format_ARGB32)
        image.setPixel(2, 1, qRgba(10, 20, 30, 254));
    const QString path = dir.filePath(QStringLiteral("bad.png"));
    QVERIFY(image.save(path));     // test data only: the editor never writes through QImage
    const QByteArray bytes = readFile(path);
    WorldControllerFixture fixture;
    WorldController& controller = fixture.controller;
    QString error;
    QVERIFY(!controller.openWorld(path, &error));
    QVERIFY2(error.startsWith(path) && error.contains(reason), qPrintable(error));
    QCOMPARE(fixture.documents.count(), 0);
    QCOMPARE(readFile(path), bytes);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("bad.png")});
}

void WorldFilesTest::aWorldChangedOnDiskIsNotOverwrittenWithoutAsking()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("world.png"));
    QVERIFY(QFile::copy(QStringLiteral(INCURSION_SOURCE_DIR "/examples/goblin-warrens/world/world.png"), path));
    WorldControllerFixture fixture;
    WorldController& controller = fixture.controller;
    QString error;
    WorldEditor* editor = controller.openWorld(path, &error);
    QVERIFY2(editor, qPrintable(error));
    QCOMPARE(fixture.documents.count(), 1);
    WorldDocument& document = *editor->document();
    QStringList asked;
    bool answer = false;
    document.setOverwritePrompt([&](const QString& file) {
        asked.append(file);
        return answer;
    });
    document.beginStroke();
    document.strokeSet(1, 1, fieldIndex(document, "road"), 1);
    document.endStroke(QStringLiteral("road"));
    // Another program rewrites the file.
    WorldGrid theirs(3, 3);
    QVERIFY(incursion::worldmap::writeWorldPng(path.toStdString(), theirs).empty());
    QFile(path).setFileTime(QDateTime::currentDateTime().addSecs(5), QFileDevice::FileModificationTime);
    const QByteArray theirBytes = readFile(path);
    QVERIFY(document.changedOnDisk());
    QVERIFY(!controller.saveWorld(editor, &error));
    QCOMPARE(asked, QStringList{QFileInfo(path).absoluteFilePath()});
    QVERIFY(error.contains(QStringLiteral("changed on disk")));
    QCOMPARE(readFile(path), theirBytes);
    QVERIFY(document.isModified());
    answer = true;
    QVERIFY2(controller.saveWorld(editor, &error), qPrintable(error));
    QCOMPARE(asked.size(), 2);
    QVERIFY(*incursion::worldmap::readWorldPng(path.toStdString()).grid == document.grid());
    QVERIFY(!document.changedOnDisk());
    QVERIFY(!document.isModified());
}

void WorldFilesTest::theProjectsWorldsAreFound()
{
    const QString root = QStringLiteral(INCURSION_SOURCE_DIR "/examples/goblin-warrens");
    QCOMPARE(WorldController::worldsIn(root), QStringList{root + QStringLiteral("/world/world.png")});
    QVERIFY(WorldController::isWorldFile(QStringLiteral("a/b.PNG")));
    QVERIFY(!WorldController::isWorldFile(QStringLiteral("a/b.irc")));
}

void WorldFilesTest::playFromThisCellSaysWhichWorldAndCell()
{
    WorldControllerFixture fixture;
    WorldController& controller = fixture.controller;
    const QString path = QStringLiteral(INCURSION_SOURCE_DIR "/examples/goblin-warrens/world/world.png");
    QString error;
    WorldEditor* editor = controller.openWorld(path, &error);
    QVERIFY2(editor, qPrintable(error));
    QCOMPARE(controller.currentEditor(), editor);
    QCOMPARE(controller.openWorld(path, &error), editor);      // the same tab again
    QCOMPARE(fixture.documents.count(), 1);
    editor->setCurrentCell(QPoint(8, 14));
    QSignalSpy play(&controller, &WorldController::playFromCellRequested);
    QVERIFY(controller.playFromCellAction()->isEnabled());
    controller.playFromCellAction()->trigger();
    QCOMPARE(play.count(), 1);
    QCOMPARE(play.at(0).at(0).toString(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(play.at(0).at(1).toInt(), 8);
    QCOMPARE(play.at(0).at(2).toInt(), 14);
    // An unchanged world's tab closes without asking; the panels let it go.
    QVERIFY(fixture.documents.closeTab(0));
    QCOMPARE(fixture.documents.count(), 0);
    QCOMPARE(controller.currentEditor(), nullptr);
    QVERIFY(!controller.playFromCellAction()->isEnabled());
}

INCURSION_TEST_MAIN(WorldFilesTest)
#include "tst_world_files.moc"
} // namespace tst_world_files
