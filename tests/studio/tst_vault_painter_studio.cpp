// The vault painter in the studio (editor/vault/vault_controller): painters opened from
// the Module Browser and the editor, their problems listed, edits returning before the
// rebuild, strokes repainting only their cells, the menus and dialogs that change vaults.

#include "support/test_settings.h"
#include "support/test_suite.h"
#include "support/vault_painter_fixture.h"

#include <QtTest>

namespace tst_vault_painter_studio {

using namespace incursion;
using namespace incursion::studio;
using namespace incursion::test::vault_painter;

class TestVaultPainterStudio : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        incursion::test::useTestSettings(QStringLiteral("tst_vault_painter_studio"));
    }

    // The studio's way in: the marker on a Grid line opens the painter as a
    // tab; its problems go to the Problems panel with the cell, and
    // activating one selects the cell; New Vault and Duplicate Vault add a
    // region (one undo step) and open it.
    void theStudioOpensPaintersAndListsTheirProblems()
    {
        Studio studio;
        QVERIFY(studio.openProject());
        auto& [fixture, host, documents, status, language, browser, vaults, editor] = studio;

        // A marker on each of the six Grid lines of dungeon.irh.
        const QList<int> marks = editor->vaultMarkLines();
        QCOMPARE(marks.size(), 6);
        const int testGridLine = marks.last();
        QCOMPARE(editor->text(testGridLine - 1).trimmed(), "Grid: {:");
        emit editor->vaultMarkClicked(testGridLine);
        VaultPainter* painter = vaults->painterFor(QStringLiteral("test vault"));
        QVERIFY(painter);
        QCOMPARE(documents->currentWidget(), painter);
        QCOMPARE(painter->document()->editor(), editor);
        QCOMPARE(vaults->regionAt(editor, testGridLine + 2), "Test Vault");

        // Beside it, the placement preview of the vault in six generated levels,
        // refreshed after an edit; its Play from here goes out through the controller.
        auto* preview = painter->findChild<PlacementPreviewPanel*>();
        QVERIFY(preview);
        QSignalSpy previews(preview, &PlacementPreviewPanel::previewFinished);
        QVERIFY(previews.count() > 0 || previews.wait(60000));
        QCOMPARE(preview->levels().size(), size_t(6));
        QSignalSpy plays(vaults, &VaultController::playFromHereRequested);
        emit preview->playFromHereRequested(QStringLiteral("Test Vault"), preview->dungeon(), 3, 1);
        QCOMPARE(plays.count(), 1);
        const int previewsBefore = int(previews.count());

        QVERIFY(painter->document()->applyCells(
            toolEdit(VaultTool::Rectangle, painter->document()->rows(), {2, 1}, {4, 3}, '#')));
        QVERIFY(previews.count() > previewsBefore || previews.wait(60000));
        // File > Save in the painter's tab saves the script it paints.
        QCOMPARE(documents->currentTextEditor(), editor);
        QVERIFY(editor->isModified());
        QVERIFY(documents->save(documents->currentTextEditor()));
        QVERIFY(!editor->isModified());
        {
            QFile saved(fixture.dungeonFile());
            QVERIFY(saved.open(QIODevice::ReadOnly));
            QCOMPARE(saved.readAll(), editor->contents());
        }
        QVERIFY(settled(*painter->document()));
        ProblemsDock* problems = language->problemsDock();
        QModelIndex found;
        for (int row = 0; row < problems->model()->rowCount(); ++row) {
            const QModelIndex index = problems->model()->index(row, ProblemsDock::MessageColumn);
            if (index.data(ProblemsDock::RegionRole).toString() == "Test Vault")
                found = index;
        }
        QVERIFY(found.isValid());
        QVERIFY(found.data().toString().endsWith("[cell 3,2]"));
        QCOMPARE(problems->model()->index(found.row(), ProblemsDock::SourceColumn).data().toString(), "Vault");
        QCOMPARE(found.data(ProblemsDock::PathRole).toString(), CheckSnapshot::normalizedPath(fixture.dungeonFile()));
        documents->setCurrentIndex(0);
        emit problems->view()->activated(found);
        QCOMPARE(documents->currentWidget(), painter);
        QCOMPARE(painter->view()->selection(), QList<QPoint>{QPoint(3, 2)});
        // Undone, the problem goes.
        painter->undoAction()->trigger();
        QVERIFY(settled(*painter->document()));
        bool stillListed = false;
        for (int row = 0; row < problems->model()->rowCount(); ++row)
            stillListed |= problems->model()->index(row, 0).data(ProblemsDock::RegionRole).toString() == "Test Vault";
        QVERIFY(!stillListed);

        // New Vault after the resource at the caret: a 9x5 room, clean, one undo step.
        editor->setCursorPosition(testGridLine - 1, 0);
        const QByteArray before = editor->contents();
        VaultPainter* fresh = vaults->newVault(editor, QStringLiteral("Fresh Vault"));
        QVERIFY(fresh);
        QVERIFY2(fresh->document()->isEditable(), qPrintable(fresh->document()->error()));
        QCOMPARE(fresh->document()->width(), 9);
        QCOMPARE(fresh->document()->height(), 5);
        QVERIFY(fresh->document()->problems().empty());
        editor->undo();
        QCOMPARE(editor->contents(), before);

        // Duplicate Vault: the same grid and legend under the new name.
        VaultPainter* copy = vaults->duplicateVault(QStringLiteral("Warren Mouth"), QStringLiteral("Warren Mouth II"));
        QVERIFY(copy);
        VaultPainter* original = vaults->openPainter(QStringLiteral("Warren Mouth"));
        QVERIFY(original);
        QCOMPARE(copy->document()->rows(), original->document()->rows());
        QCOMPARE(copy->document()->vault()->legend.size(), original->document()->vault()->legend.size());
        QVERIFY(editor->contents().contains("Region \"Warren Mouth II\" : RF_ROOM"));

        // Closing the file closes its painters (and their problems go).
        documents->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
        QVERIFY(documents->closeEditor(editor));
        QVERIFY(!vaults->painterFor(QStringLiteral("Test Vault")));
        QVERIFY(!vaults->painterFor(QStringLiteral("Warren Mouth II")));
        for (int row = 0; row < problems->model()->rowCount(); ++row)
            QVERIFY(problems->model()->index(row, 0).data(ProblemsDock::RegionRole).toString().isEmpty());
    }

    // The rebuild after an edit (the whole module built and the vault
    // validated) runs in the background: the edit is in the text and the
    // cells when it returns, the next stroke does not wait for it, and the
    // problems come with the newest text's rebuild; an older one's are dropped.
    void editsReturnBeforeTheRebuildAndItsProblemsFollow()
    {
        Fixture fixture;
        fixture.addTestRegion();
        auto editor = fixture.openDungeon();
        VaultDocument document(editor.get(), QStringLiteral("Test Vault"), fixture.input());
        QVERIFY(document.problems().empty());
        QList<int> problemsAtEachRebuild;
        connect(&document, &VaultDocument::rebuilt, this,
                [&] { problemsAtEachRebuild.append(int(document.problems().size())); });

        // A ring of wall round the bat: written, and the problem not there yet.
        QVERIFY(document.applyCells(toolEdit(VaultTool::Rectangle, document.rows(), {2, 1}, {4, 3}, '#')));
        QVERIFY(document.isRebuilding());
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%.###.%\n%.#b#.%\n%.###.%\n%%%+%%%");
        QVERIFY(editor->contents().contains("      %.#b#.%\n"));
        QVERIFY(document.problems().empty());
        // Opened and closed again before any rebuild came back: two more
        // strokes, written at once (the cells keep their offsets).
        QVERIFY(document.applyCells({{{3, 1}, '.'}}));
        QVERIFY(editor->contents().contains("      %.#.#.%\n"));
        QVERIFY(document.applyCells({{{3, 1}, '#'}}));
        QVERIFY(document.isRebuilding());
        QVERIFY(problemsAtEachRebuild.isEmpty());

        QVERIFY(settled(document));
        // One rebuild taken, the newest text's: the two before it were dropped.
        QCOMPARE(problemsAtEachRebuild, QList<int>{1});
        QCOMPARE(document.problems().front().x, 3);
        QCOMPARE(document.problems().front().y, 2);

        // Text typed while a rebuild runs makes its result stale too: the
        // rebuild that counts reads the typed text.
        QVERIFY(document.applyCells({{{3, 1}, '.'}}));
        const int at = int(editor->contents().indexOf("      %.#.#.%\n")) + 9;
        editor->SendScintilla(QsciScintillaBase::SCI_SETTARGETRANGE, at, at + 1);
        editor->SendScintilla(QsciScintillaBase::SCI_REPLACETARGET, 1, "#");
        QVERIFY(settled(document));
        QCOMPARE(problemsAtEachRebuild, (QList<int>{1, 1}));
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%.###.%\n%.#b#.%\n%.###.%\n%%%+%%%");
    }

    // A stroke paints again only the cells it changed (and the preview's),
    // and what it leaves on the screen is what drawing everything gives.
    void aStrokeRepaintsOnlyItsCells()
    {
        PaintedTestVault test;
        auto& [fixture, editor, document, painter] = test;
        VaultView* view = painter.view();
        painter.resize(900, 700);
        painter.show();
        QVERIFY(QTest::qWaitForWindowExposed(&painter));
        view->setTool(VaultTool::Pencil);
        view->setBrush('#');
        QApplication::processEvents();

        PaintRecorder recorder(view);
        sendMouse(view, QEvent::MouseButtonPress, centreOf(view, 1, 1));
        sendMouse(view, QEvent::MouseMove, centreOf(view, 2, 1), Qt::NoButton);
        sendMouse(view, QEvent::MouseButtonRelease, centreOf(view, 2, 1));
        QCOMPARE(gridText(document.rows()), "%%%%%%%\n%##...%\n%..b..%\n%.....%\n%%%+%%%");
        QVERIFY(settled(document));
        QApplication::processEvents();
        const QRect stroke = view->cellRect(1, 1) | view->cellRect(2, 1);
        QVERIFY(!recorder.painted.isEmpty());
        QVERIFY2(stroke.contains(recorder.painted.boundingRect()),
                 qPrintable(QStringLiteral("painted %1,%2 %3x%4")
                                .arg(recorder.painted.boundingRect().x())
                                .arg(recorder.painted.boundingRect().y())
                                .arg(recorder.painted.boundingRect().width())
                                .arg(recorder.painted.boundingRect().height())));

        // Off the grid (no hover outline, no preview): the same pixels as a
        // view that draws every cell afresh.
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(view, &leave);
        VaultView fresh(&document);
        fresh.resize(view->size());
        QCOMPARE(view->grab().toImage(), fresh.grab().toImage());
    }

    // The other ways in: the Outline's and the Module browser's context
    // menus, File > New Vault and Duplicate Vault with their name dialog,
    // Resize Vault's dialog and the legend entry dialog, driven as a user
    // would while they wait.
    void menusAndDialogsOpenAndChangeVaults()
    {
        Studio studio;
        QVERIFY(studio.openProject());
        auto& [fixture, host, documents, status, language, browser, vaults, editor] = studio;
        language->outlineDock()->setCurrentFile(fixture.dungeonFile());

        // The Outline: Open in Vault Painter on the Test Vault's row.
        QTreeView* outline = language->outlineDock()->view();
        outline->resize(500, 2000);
        outline->expandAll();
        const QModelIndexList outlineRows = outline->model()->match(
            outline->model()->index(0, 0), Qt::DisplayRole, QStringLiteral("Region \"Test Vault\""), 1,
            Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(outlineRows.size(), 1);
        QCOMPARE(outline->indexAt(outline->visualRect(outlineRows[0]).center()), outlineRows[0]);
        answerNext<QMenu>([](QMenu* menu) { choose(menu, QStringLiteral("Open in Vault Painter")); });
        emit outline->customContextMenuRequested(outline->visualRect(outlineRows[0]).center());
        VaultPainter* painter = vaults->painterFor(QStringLiteral("Test Vault"));
        QVERIFY(painter);
        QCOMPARE(documents->currentWidget(), painter);
        QCOMPARE(painter->document()->rows(), kTestRows);

        // The Module browser (after a build): Duplicate Vault… asks for the name.
        const ModuleBuildPtr build = std::make_shared<const ModuleBuild>(
            buildModuleFile(language->checker()->compileInput(), fixture.dir.filePath(QStringLiteral("gw.mod"))));
        QVERIFY(build->succeeded());
        browser->showBuild(build);
        QTreeView* modules = browser->view();
        modules->resize(500, 4000);
        modules->expandAll();
        const QModelIndexList moduleRows =
            modules->model()->match(modules->model()->index(0, 0), Qt::DisplayRole, QStringLiteral("Warren Mouth"),
                                    1, Qt::MatchExactly | Qt::MatchRecursive);
        QCOMPARE(moduleRows.size(), 1);
        modules->scrollTo(moduleRows[0]);
        QCOMPARE(modules->indexAt(modules->visualRect(moduleRows[0]).center()), moduleRows[0]);
        answerNext<QMenu>([](QMenu* menu) { choose(menu, QStringLiteral("Duplicate Vault…")); });
        nameIt(QStringLiteral("Warren Gate"));
        emit modules->customContextMenuRequested(modules->visualRect(moduleRows[0]).center());
        VaultPainter* gate = vaults->painterFor(QStringLiteral("Warren Gate"));
        QVERIFY(gate);
        QVERIFY(editor->contents().contains("Region \"Warren Gate\""));
        QCOMPARE(gate->document()->rows(), vaults->openPainter(QStringLiteral("Warren Mouth"))->document()->rows());
        // And Open in Vault Painter from there.
        answerNext<QMenu>([](QMenu* menu) { choose(menu, QStringLiteral("Open in Vault Painter")); });
        emit modules->customContextMenuRequested(modules->visualRect(moduleRows[0]).center());
        QCOMPARE(documents->currentWidget(), vaults->painterFor(QStringLiteral("Warren Mouth")));
        // Edit > Open in Vault Painter with a painter's tab current: that
        // painter stays current, no "no Region" message.
        status->clearMessage();
        vaults->openPainterAction()->trigger();
        QCOMPARE(documents->currentWidget(), vaults->painterFor(QStringLiteral("Warren Mouth")));
        QVERIFY2(!status->currentMessage().contains(QStringLiteral("no Region")), qPrintable(status->currentMessage()));

        // File > New Vault: the name dialog, then a 9x5 room in the current file.
        documents->setCurrentWidget(editor);
        editor->setCursorPosition(0, 0);
        nameIt(QStringLiteral("Quiet Cellar"));
        vaults->newVaultAction()->trigger();
        VaultPainter* cellar = vaults->painterFor(QStringLiteral("Quiet Cellar"));
        QVERIFY(cellar);
        QCOMPARE(cellar->document()->width(), 9);
        QCOMPARE(cellar->document()->height(), 5);
        QVERIFY(editor->contents().contains("Region \"Quiet Cellar\" : RF_ROOM"));
        // From the new painter's tab (New Vault goes into the file it
        // paints), a name the module already has is refused, nothing added.
        QCOMPARE(documents->currentWidget(), cellar);
        const QByteArray beforeClash = editor->contents();
        nameIt(QStringLiteral("warren mouth"));
        vaults->newVaultAction()->trigger();
        QCOMPARE(editor->contents(), beforeClash);
        QVERIFY2(status->currentMessage().contains("already has a resource named"), qPrintable(status->currentMessage()));

        // Edit > Duplicate Vault at the caret (in the Test Vault's grid), once
        // the live check has caught up with the regions added above.
        QVERIFY(studio.checked());
        documents->setCurrentWidget(editor);
        const int testGrid = int(editor->contents().left(editor->contents().indexOf("%..b..%")).count('\n'));
        editor->setCursorPosition(testGrid, 8);
        nameIt(QStringLiteral("Test Vault Again"));
        vaults->duplicateVaultAction()->trigger();
        VaultPainter* again = vaults->painterFor(QStringLiteral("Test Vault Again"));
        QVERIFY(again);
        QCOMPARE(again->document()->rows(), kTestRows);

        // Resize Vault…: the dialog's size and anchor, one undo step.
        answerNext<ResizeVaultDialog>([](ResizeVaultDialog* dialog) {
            dialog->setNewSize(9, 5);
            dialog->setAnchor(1, 1);
            dialog->accept();
        });
        again->resizeAction()->trigger();
        QCOMPARE(gridText(again->document()->rows()), "%%%%%%%%%\n%%.....%%\n%%..b..%%\n%%.....%%\n%%%%+%%%%");
        // Cancelled, it changes nothing.
        answerNext<ResizeVaultDialog>([](ResizeVaultDialog* dialog) {
            dialog->setNewSize(3, 3);
            dialog->reject();
        });
        again->resizeAction()->trigger();
        QCOMPARE(again->document()->width(), 9);

        // The legend entry dialog: 'b' becomes a rat's cell.
        VaultLegendPanel* legend = again->legendPanel();
        legend->tree()->setCurrentItem(legend->itemFor('b'));
        answerNext<LegendEntryDialog>([](LegendEntryDialog* dialog) {
            QCOMPARE(dialog->character(), 'b');
            QCOMPARE(dialog->definition(), "$\"floor\" with $\"cave bat\"");
            dialog->definitionEdit()->setText(QStringLiteral("$\"floor\" with $\"warren rat\""));
            dialog->accept();
        });
        legend->editEntry();
        QVERIFY(settled(*again->document()));
        QCOMPARE(again->document()->meaning('b'), "$\"floor\" with $\"warren rat\"");
        QCOMPARE(legend->itemFor('b')->text(VaultLegendPanel::MeaningColumn), "$\"floor\" with $\"warren rat\"");
        QVERIFY(editor->contents().contains("'b': $\"floor\" with $\"warren rat\""));

        documents->setUnsavedChangesPrompt([](const QStringList&) { return UnsavedChoice::Discard; });
        QVERIFY(documents->closeEditor(editor));
    }
};

INCURSION_TEST_MAIN(TestVaultPainterStudio)
#include "tst_vault_painter_studio.moc"
} // namespace tst_vault_painter_studio
