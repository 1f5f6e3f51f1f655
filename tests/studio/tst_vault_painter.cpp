// The vault painter (editor/vault/): its tools, each previewing under the
// mouse exactly what the click does; undo and redo through the script
// editor's one history, interleaved with text edits; the example's vaults
// opening clean and saving byte for byte; validation at the cell.

#include "support/test_settings.h"
#include "support/test_suite.h"
#include "support/vault_painter_fixture.h"

#include <QtTest>

namespace tst_vault_painter {

using namespace incursion;
using namespace incursion::studio;
using namespace incursion::test::vault_painter;

class TestVaultPainter : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        incursion::test::useTestSettings(QStringLiteral("tst_vault_painter"));
    }

    void shapesOfTheTools()
    {
        QCOMPARE(lineCells({0, 0}, {3, 1}), (QList<QPoint>{{0, 0}, {1, 0}, {2, 1}, {3, 1}}));
        QCOMPARE(rectangleCells({2, 2}, {0, 0}, false).size(), 8);
        QCOMPARE(rectangleCells({0, 0}, {2, 2}, true).size(), 9);
        // A 5x5 ellipse: all but the four corner cells; its outline leaves the middle out.
        const QList<QPoint> filled = ellipseCells({0, 0}, {4, 4}, true);
        const QList<QPoint> ring = ellipseCells({0, 0}, {4, 4}, false);
        QCOMPARE(filled.size(), 21);
        QVERIFY(!filled.contains(QPoint(0, 0)) && filled.contains(QPoint(2, 2)) && filled.contains(QPoint(0, 2)));
        QVERIFY(!ring.contains(QPoint(2, 2)) && ring.contains(QPoint(0, 2)) && ring.contains(QPoint(2, 0)));

        const VaultRows rows{"#.#", ".#.", "#.#"};
        QCOMPARE(connectedCells(rows, {1, 1}, false).size(), 1);
        QCOMPARE(connectedCells(rows, {1, 1}, true).size(), 5);
        QCOMPARE(connectedCells(rows, {5, 5}, true).size(), 0);

        const Stamp stamp{{"ab", "cd", "ef"}};
        QCOMPARE(flippedHorizontally(stamp), (Stamp{{"ba", "dc", "fe"}}));
        QCOMPARE(flippedVertically(stamp), (Stamp{{"ef", "cd", "ab"}}));
        QCOMPARE(rotatedClockwise(stamp), (Stamp{{"eca", "fdb"}}));
        QCOMPARE(rotatedCounterClockwise(stamp), (Stamp{{"bdf", "ace"}}));
        QCOMPARE(resizedRows({"ab", "cd"}, 4, 3, {1, 1}, '%'), (VaultRows{"%%%%", "%ab%", "%cd%"}));
        QCOMPARE(resizedRows({"abc", "def"}, 2, 1, {-1, 0}, '%'), (VaultRows{"bc"}));
    }

    // Each drawing tool on the test vault: the preview under the mouse before
    // the release (or the click) is exactly what the grid becomes; undo gives
    // the grid back, redo the edit again, each one step.
    void toolsPreviewTheirResult_data()
    {
        QTest::addColumn<int>("tool");
        QTest::addColumn<QPoint>("from");
        QTest::addColumn<QPoint>("to");
        QTest::addColumn<QString>("expected");
        QTest::newRow("pencil") << int(VaultTool::Pencil) << QPoint(1, 1) << QPoint(3, 3)
                                << "%%%%%%%\n%#....%\n%.#b..%\n%..#..%\n%%%+%%%";
        QTest::newRow("line") << int(VaultTool::Line) << QPoint(1, 3) << QPoint(5, 1)
                              << "%%%%%%%\n%...##%\n%.##..%\n%#....%\n%%%+%%%";
        QTest::newRow("rectangle") << int(VaultTool::Rectangle) << QPoint(1, 1) << QPoint(3, 3)
                                   << "%%%%%%%\n%###..%\n%#.#..%\n%###..%\n%%%+%%%";
        QTest::newRow("filled rectangle") << int(VaultTool::FilledRectangle) << QPoint(4, 1) << QPoint(5, 2)
                                          << "%%%%%%%\n%...##%\n%..b##%\n%.....%\n%%%+%%%";
        QTest::newRow("ellipse") << int(VaultTool::Ellipse) << QPoint(1, 1) << QPoint(5, 3)
                                 << "%%%%%%%\n%.###.%\n%#.b.#%\n%.###.%\n%%%+%%%";
        QTest::newRow("filled ellipse") << int(VaultTool::FilledEllipse) << QPoint(1, 1) << QPoint(5, 3)
                                        << "%%%%%%%\n%.###.%\n%#####%\n%.###.%\n%%%+%%%";
        QTest::newRow("fill") << int(VaultTool::Fill) << QPoint(1, 1) << QPoint(1, 1)
                              << "%%%%%%%\n%#####%\n%##b##%\n%#####%\n%%%+%%%";
        QTest::newRow("fill 8") << int(VaultTool::Fill8) << QPoint(0, 0) << QPoint(0, 0)
                                << "#######\n#.....#\n#..b..#\n#.....#\n###+###";
    }

    void toolsPreviewTheirResult()
    {
        QFETCH(int, tool);
        QFETCH(QPoint, from);
        QFETCH(QPoint, to);
        QFETCH(QString, expected);

        Fixture fixture;
        fixture.addTestRegion();
        auto editor = fixture.openDungeon();
        QVERIFY(editor);
        const QByteArray original = editor->contents();
        VaultDocument document(editor.get(), QStringLiteral("Test Vault"), fixture.input());
        QVERIFY2(document.isEditable(), qPrintable(document.error()));
        QCOMPARE(document.rows(), kTestRows);
        VaultPainter painter(&document);
        painter.resize(900, 600);
        painter.show();
        VaultView* view = painter.view();
        painter.toolAction(VaultTool(tool))->trigger();
        QCOMPARE(view->tool(), VaultTool(tool));
        view->setBrush('#');

        // Before the click, under the mouse: the edit the press would start with.
        hover(view, from.x(), from.y());
        const CellEdit before = view->preview();
        QCOMPARE(before, toolEdit(VaultTool(tool) == VaultTool::Pencil ? VaultTool::Pencil : VaultTool(tool),
                                  kTestRows, from, from, '#'));
        QVERIFY(!before.empty());

        const bool clickTool = tool == int(VaultTool::Fill) || tool == int(VaultTool::Fill8);
        CellEdit shown;
        if (clickTool) {
            shown = view->preview();
            sendMouse(view, QEvent::MouseButtonPress, centreOf(view, from.x(), from.y()));
            sendMouse(view, QEvent::MouseButtonRelease, centreOf(view, from.x(), from.y()));
        } else {
            sendMouse(view, QEvent::MouseButtonPress, centreOf(view, from.x(), from.y()));
            hover(view, to.x(), to.y());
            shown = view->preview();
            QCOMPARE(document.rows(), kTestRows);       // nothing written while dragging
            sendMouse(view, QEvent::MouseButtonRelease, centreOf(view, to.x(), to.y()));
        }
        QCOMPARE(gridText(applyEdit(kTestRows, shown)), expected);
        QCOMPARE(gridText(document.rows()), expected);
        QVERIFY(editor->isModified());

        painter.undoAction()->trigger();
        QCOMPARE(document.rows(), kTestRows);
        QCOMPARE(editor->contents(), original);
        painter.redoAction()->trigger();
        QCOMPARE(gridText(document.rows()), expected);
        painter.undoAction()->trigger();
        QCOMPARE(editor->contents(), original);
        QVERIFY(!editor->isUndoAvailable());        // the whole stroke was one step
    }

    void eyedropperWandAndSelection()
    {
        PaintedTestVault test;
        auto& [fixture, editor, document, painter] = test;
        painter.show();
        VaultView* view = painter.view();

        painter.toolAction(VaultTool::Eyedropper)->trigger();
        sendMouse(view, QEvent::MouseButtonPress, centreOf(view, 3, 2));
        QCOMPARE(view->brush(), 'b');
        QCOMPARE(painter.legendPanel()->tree()->currentItem()->text(VaultLegendPanel::CharacterColumn), "b");
        // Right click picks too, whatever the tool.
        painter.toolAction(VaultTool::Pencil)->trigger();
        sendMouse(view, QEvent::MouseButtonPress, centreOf(view, 3, 4), Qt::RightButton);
        QCOMPARE(view->brush(), '+');

        painter.toolAction(VaultTool::MagicWand)->trigger();
        sendMouse(view, QEvent::MouseButtonPress, centreOf(view, 1, 1));
        sendMouse(view, QEvent::MouseButtonRelease, centreOf(view, 1, 1));
        QCOMPARE(view->selection().size(), 14);     // the 15 floor cells but the bat's
        QVERIFY(!view->selection().contains(QPoint(3, 2)));

        painter.toolAction(VaultTool::Select)->trigger();
        sendMouse(view, QEvent::MouseButtonPress, centreOf(view, 2, 1));
        hover(view, 4, 3);
        sendMouse(view, QEvent::MouseButtonRelease, centreOf(view, 4, 3));
        QCOMPARE(view->selectionBounds(), QRect(2, 1, 3, 3));
        QVERIFY(!editor->isModified());             // selecting edits nothing
    }

    void cutCopyPasteFlipRotate()
    {
        PaintedTestVault test;
        auto& [fixture, editor, document, painter] = test;
        painter.show();
        VaultView* view = painter.view();

        // Copy the bat and the floor right of it; paste it as a stamp at (1, 1).
        view->setSelection(rectangleCells({3, 2}, {4, 2}, true));
        painter.copyAction()->trigger();
        QCOMPARE(painter.clipboard(), (Stamp{{"b."}}));
        painter.pasteAction()->trigger();
        QCOMPARE(view->tool(), VaultTool::Stamp);
        painter.flipHorizontalAction()->trigger();     // flips the stamp, not the grid
        QCOMPARE(view->stamp(), (Stamp{{".b"}}));
        hover(view, 1, 1);
        QCOMPARE(view->preview(), (CellEdit{{{2, 1}, 'b'}}));
        sendMouse(view, QEvent::MouseButtonPress, centreOf(view, 1, 1));
        sendMouse(view, QEvent::MouseButtonRelease, centreOf(view, 1, 1));
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%.b...%\n%..b..%\n%.....%\n%%%+%%%");

        // Cut leaves floor; one undo step each.
        painter.toolAction(VaultTool::Select)->trigger();
        view->setSelection(rectangleCells({2, 1}, {3, 2}, true));
        painter.cutAction()->trigger();
        QCOMPARE(painter.clipboard(), (Stamp{{"b.", ".b"}}));
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%.....%\n%.....%\n%.....%\n%%%+%%%");
        painter.undoAction()->trigger();
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%.b...%\n%..b..%\n%.....%\n%%%+%%%");

        // The selection flipped and rotated in place.
        view->setSelection(rectangleCells({1, 1}, {3, 2}, true));
        painter.flipVerticalAction()->trigger();
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%..b..%\n%.b...%\n%.....%\n%%%+%%%");
        painter.rotateClockwiseAction()->trigger();
        // The 3x2 selection turned to 2x3 at the same corner: the bats land
        // where the selection's cells go, the cells left behind become floor.
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%.....%\n%b....%\n%.b...%\n%%%+%%%");
        QCOMPARE(view->selectionBounds(), QRect(1, 1, 2, 3));
        painter.rotateCounterClockwiseAction()->trigger();
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%..b..%\n%.b...%\n%.....%\n%%%+%%%");
        painter.undoAction()->trigger();
        painter.undoAction()->trigger();
        painter.undoAction()->trigger();
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%.b...%\n%..b..%\n%.....%\n%%%+%%%");
    }

    void resizeWithAnAnchor()
    {
        PaintedTestVault test;
        auto& [fixture, editor, document, painter] = test;

        ResizeVaultDialog dialog(7, 5);
        dialog.setNewSize(9, 5);
        dialog.setAnchor(1, 1);     // centre: one new column each side
        QCOMPARE(dialog.offset(), QPoint(1, 0));
        dialog.setAnchor(2, 2);
        QCOMPARE(dialog.offset(), QPoint(2, 0));
        dialog.setAnchor(1, 1);
        QVERIFY(painter.resizeGrid(dialog.newWidth(), dialog.newHeight(), dialog.offset(), dialog.fill()));
        QCOMPARE(gridText(document.rows()),
                 "%%%%%%%%%\n%%.....%%\n%%..b..%%\n%%.....%%\n%%%%+%%%%");
        QVERIFY(settled(document));
        QVERIFY(document.problems().empty() || !vault::hasErrors(document.problems()));
        painter.undoAction()->trigger();
        QCOMPARE(document.rows(), kTestRows);
        QVERIFY(painter.resizeGrid(7, 3, {0, -1}, '%'));
        QCOMPARE(gridText(document.rows()), "%.....%\n%..b..%\n%.....%");
    }

    // The painter and the text share one history: a painter edit, a text
    // edit and a painter edit undo in reverse order, from either side.
    void painterAndTextEditsUndoInOrder()
    {
        Fixture fixture;
        fixture.addTestRegion();
        auto editor = fixture.openDungeon();
        VaultDocument document(editor.get(), QStringLiteral("Test Vault"), fixture.input());
        document.setRereadDelay(0);
        VaultPainter painter(&document);
        const QByteArray original = editor->contents();

        QVERIFY(document.applyCells({{{1, 1}, '#'}}));
        const QByteArray afterFirst = editor->contents();
        QCOMPARE(afterFirst.size(), original.size());       // one byte of one line
        // Typing in the text: the grid's second row edited by hand.
        const int row2 = afterFirst.indexOf("%..b..%");
        editor->SendScintilla(QsciScintillaBase::SCI_SETTARGETRANGE, row2 + 1, row2 + 2);
        editor->SendScintilla(QsciScintillaBase::SCI_REPLACETARGET, 1, "~");
        QTRY_COMPARE(gridText(document.rows()), "%%%%%%%\n%#....%\n%~.b..%\n%.....%\n%%%+%%%");
        const QByteArray afterText = editor->contents();
        QVERIFY(document.applyCells({{{5, 3}, '#'}}));
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%#....%\n%~.b..%\n%....#%\n%%%+%%%");

        editor->undo();     // Ctrl+Z in the text undoes the painter's last edit
        QTRY_COMPARE(editor->contents(), afterText);
        QTRY_COMPARE(gridText(document.rows()), "%%%%%%%\n%#....%\n%~.b..%\n%.....%\n%%%+%%%");
        painter.undoAction()->trigger();    // the painter's undo undoes the typing
        QCOMPARE(editor->contents(), afterFirst);
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%#....%\n%..b..%\n%.....%\n%%%+%%%");
        painter.undoAction()->trigger();
        QCOMPARE(editor->contents(), original);
        QCOMPARE(document.rows(), kTestRows);
        painter.redoAction()->trigger();
        painter.redoAction()->trigger();
        editor->redo();
        QTRY_COMPARE(gridText(document.rows()), "%%%%%%%\n%#....%\n%~.b..%\n%....#%\n%%%+%%%");
    }

    // A line of the file long enough to show in chunks before the vault: the
    // painter's edit lands on its cell of the file (not shifted by the
    // chunks' breaks), writes no break into the file, and is one undo step.
    void paintingBelowALongLineShownInChunksEditsItsCell()
    {
        Fixture fixture;
        fixture.addTestRegion();
        QByteArray text = readFile(fixture.dungeonFile());
        text.prepend("// " + QByteArray(SoftBreaks::kLongLine * 2, 'x') + "\n");
        QFile::remove(fixture.dungeonFile());
        writeFile(fixture.dungeonFile(), text);
        auto editor = fixture.openDungeon();
        QVERIFY(editor && editor->showsLongLinesInChunks());
        VaultDocument document(editor.get(), QStringLiteral("Test Vault"), fixture.input());
        document.setRereadDelay(0);
        QCOMPARE(document.rows(), kTestRows);
        const QByteArray original = editor->contents();
        QCOMPARE(original, text);

        QVERIFY(document.applyCells({{{1, 1}, '#'}, {{5, 3}, '#'}}));
        QByteArray expected = original;
        const qsizetype grid = original.indexOf("%.....%", original.indexOf("Test Vault"));
        expected[grid + 1] = '#';
        expected[original.indexOf("%.....%", grid + 1) + 5] = '#';
        QCOMPARE(editor->contents(), expected);
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%#....%\n%..b..%\n%....#%\n%%%+%%%");
        editor->undo();
        QCOMPARE(editor->contents(), original);
        QTRY_COMPARE(document.rows(), kTestRows);
    }

    // With the file as it is, with CRLF line ends, and with its rows
    // indented by tabs: the painter keeps every other byte.
    void exampleVaultsOpenCleanAndSaveUnchanged_data()
    {
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("layout");
        for (const char* layout : {"lf", "crlf", "tabs"})
            for (const char* region :
                 {"Warren Mouth", "Kobold Redoubt", "Shaman's Hut", "Ogre's Larder", "Stitching Hall"})
                QTest::addRow("%s, %s", region, layout) << QString::fromLatin1(region) << QString::fromLatin1(layout);
    }

    void exampleVaultsOpenCleanAndSaveUnchanged()
    {
        QFETCH(QString, region);
        QFETCH(QString, layout);
        Fixture fixture;
        QByteArray original = readFile(fixture.dungeonFile());
        if (layout == "crlf")
            original.replace("\n", "\r\n");
        if (layout == "tabs")
            original.replace("\n      ", "\n\t");
        QFile::remove(fixture.dungeonFile());
        writeFile(fixture.dungeonFile(), original);
        auto editor = fixture.openDungeon();
        VaultDocument document(editor.get(), region, fixture.input());
        VaultPainter painter(&document);
        QVERIFY2(document.isEditable(), qPrintable(document.error()));
        QVERIFY(document.width() > 0);
        for (const vault::Problem& problem : document.problems())
            QFAIL(problem.text().c_str());
        // Every character drawn with the module's own glyph, none unknown.
        for (const std::string& row : document.rows())
            for (char c : row)
                QVERIFY(vault::meaningOf(*document.vault(), c).known());

        // An unchanged vault writes nothing and adds no undo step.
        QVERIFY(document.applyRows(document.rows()));
        QVERIFY(!editor->isUndoAvailable());
        // One cell painted changes one byte; painted back and saved, the
        // file is byte for byte the same.
        const char c = document.at(1, 1);
        const char other = c == '#' ? '.' : '#';
        QVERIFY(document.applyCells({{{1, 1}, other}}));
        const QByteArray painted = editor->contents();
        QCOMPARE(painted.size(), original.size());
        qsizetype differing = 0;
        for (qsizetype i = 0; i < painted.size(); ++i)
            differing += painted[i] != original[i];
        QCOMPARE(differing, qsizetype(1));
        QVERIFY(document.applyCells({{{1, 1}, c}}));
        QVERIFY(editor->save());
        QCOMPARE(readFile(fixture.dungeonFile()), original);
    }

    // The painter's Import and Export go through the format plugins: a cell
    // changed in an exported .txt comes back as one undo step; a bad file
    // changes nothing and says why.
    void importAndExportThroughTheFormats()
    {
        Fixture fixture;
        auto editor = fixture.openDungeon();
        VaultDocument document(editor.get(), QStringLiteral("Warren Mouth"), fixture.input());
        VaultPainter painter(&document);
        QVERIFY(painter.importAction() && painter.exportAction());
        QTemporaryDir out;
        const QString text = out.filePath(QStringLiteral("mouth.txt"));
        QCOMPARE(painter.exportTo(text), QString());
        const QByteArray before = editor->contents();
        QByteArray exported = readFile(text);
        const char first = document.at(1, 1);
        const char other = first == '#' ? '.' : '#';
        const qsizetype cell = exported.indexOf('\n') + 2;     // row 1, column 1
        QCOMPARE(exported.at(cell), first);
        exported[cell] = other;
        QFile file(text);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(exported) == exported.size());
        file.close();
        QCOMPARE(painter.importFrom(text), QString());
        QCOMPARE(document.at(1, 1), other);
        editor->undo();
        QCOMPARE(editor->contents(), before);

        const QString bad = out.filePath(QStringLiteral("bad.xp"));
        QFile damaged(bad);
        QVERIFY(damaged.open(QIODevice::WriteOnly) && damaged.write("not gzip") == 8);
        damaged.close();
        const QString error = painter.importFrom(bad);
        QVERIFY2(error.contains(QStringLiteral("bad.xp")), qPrintable(error));
        QCOMPARE(editor->contents(), before);
        QVERIFY(painter.exportTo(out.filePath(QStringLiteral("mouth.png"))).isEmpty());
        QVERIFY(QFileInfo(out.filePath(QStringLiteral("mouth.png"))).size() > 0);
    }

    void aWallThatCutsOffCellsIsReportedAtTheCell()
    {
        PaintedTestVault test;
        auto& [fixture, editor, document, painter] = test;
        QVERIFY(document.problems().empty());
        // A ring of wall round the bat's cell.
        QVERIFY(document.applyCells(toolEdit(VaultTool::Rectangle, document.rows(), {2, 1}, {4, 3}, '#')));
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%.###.%\n%.#b#.%\n%.###.%\n%%%+%%%");
        QVERIFY(settled(document));
        QCOMPARE(int(document.problems().size()), 1);
        const vault::Problem& problem = document.problems().front();
        QVERIFY(!problem.isError());
        QCOMPARE(problem.x, 3);
        QCOMPARE(problem.y, 2);
        // The Test Vault's third grid row, at the bat.
        const QList<QByteArray> lines = editor->contents().split('\n');
        QCOMPARE(lines.value(int(problem.line) - 1).trimmed(), QByteArray("%.#b#.%"));
        QCOMPARE(lines.value(int(problem.line) - 1).at(int(problem.column) - 1), 'b');
        // Shown in the status bar when the painter shows that cell.
        painter.showCell(problem.x, problem.y);
        QCOMPARE(painter.view()->selection(), QList<QPoint>{QPoint(3, 2)});
        QVERIFY(painter.cellLabel()->text().contains(QString::fromStdString(problem.message)));
    }

    void legendEntriesAndTheirCounts()
    {
        PaintedTestVault test;
        auto& [fixture, editor, document, painter] = test;
        QTreeWidget* tree = painter.legendPanel()->tree();
        QTreeWidgetItem* floor = painter.legendPanel()->itemFor('.');
        QVERIFY(floor);
        QCOMPARE(floor->text(VaultLegendPanel::CountColumn), "14");
        QCOMPARE(floor->text(VaultLegendPanel::MeaningColumn), "region floor");
        QCOMPARE(painter.legendPanel()->itemFor('b')->text(VaultLegendPanel::MeaningColumn),
                 "$\"floor\" with $\"cave bat\"");
        // The module's glyphs: the bat's Image is grey 'b', the walls' GLYPH_WALL brown.
        QCOMPARE(document.appearance('b').glyph, U'b');
        QCOMPARE(document.appearance('b').foreground, gameColour(7));
        QVERIFY(document.appearance('%').glyph != U'%');

        // A new entry (one undo step) becomes the brush.
        QVERIFY(document.setLegendEntry('r', QStringLiteral("$\"floor\" with $\"warren rat\"")));
        QVERIFY(editor->contents().contains("'r': $\"floor\" with $\"warren rat\""));
        QVERIFY(settled(document));     // the legend's meanings come with the rebuild
        QTreeWidgetItem* rat = painter.legendPanel()->itemFor('r');
        QVERIFY(rat);
        QCOMPARE(rat->text(VaultLegendPanel::CountColumn), "0");
        tree->setCurrentItem(rat);
        QCOMPARE(painter.view()->brush(), 'r');
        QVERIFY(settled(document));
        QVERIFY(document.problems().empty());
        document.undo();
        QVERIFY(!painter.legendPanel()->itemFor('r'));

        // A character with no meaning is an error at its cell.
        QVERIFY(document.applyCells({{{1, 1}, 'Q'}}));
        QVERIFY(settled(document));
        QVERIFY(vault::hasErrors(document.problems()));
        QCOMPARE(document.problems().front().x, 1);
        QCOMPARE(document.problems().front().y, 1);

        // The entry dialog completes resource names and inserts them quoted.
        LegendEntryDialog dialog(document.resourceNames());
        QVERIFY(document.resourceNames().contains("cave bat"));
        dialog.setCharacter('k');
        dialog.definitionEdit()->setText(QStringLiteral("$\"floor\" with "));
        dialog.resourceEdit()->setText(QStringLiteral("kobold"));
        dialog.insertResource();
        QCOMPARE(dialog.definition(), "$\"floor\" with $\"kobold\"");
        QCOMPARE(dialog.character(), 'k');
    }
};


INCURSION_TEST_MAIN(TestVaultPainter)
#include "tst_vault_painter.moc"
} // namespace tst_vault_painter
