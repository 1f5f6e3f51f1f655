// The Module Browser's Runs column and filter on the smoke arena module
// (tests/data/smoke/arena.irc): each event handler says whether it can run
// in a playtest, with the reasons in its tool tip; resources and types count
// their runnable handlers; the filter keeps the handlers that run or those
// that cannot.
#include "build/module_browser_dock.h"

#include "support/smoke_arena.h"
#include "support/test_suite.h"

#include <QComboBox>
#include <QLineEdit>
#include <QStandardItemModel>
#include <QTreeView>
#include <QtTest>

namespace tst_module_browser_runs {

using namespace incursion;
using namespace incursion::studio;

namespace {

QStringList rowTexts(const QAbstractItemModel* model, const QModelIndex& parent = {}, int column = 0)
{
    QStringList texts;
    for (int row = 0; row < model->rowCount(parent); ++row)
        texts.append(model->index(row, column, parent).data().toString());
    return texts;
}

QModelIndex findRow(const QAbstractItemModel* model, const QString& text, const QModelIndex& parent = {})
{
    for (int row = 0; row < model->rowCount(parent); ++row)
        if (model->index(row, 0, parent).data().toString() == text)
            return model->index(row, 0, parent);
    return {};
}

ModuleBuildPtr arenaBuild()
{
    std::optional<module::ModuleImage> image = test::buildSmokeArena();
    if (!image)
        return nullptr;
    auto build = std::make_shared<ModuleBuild>();
    build->image = std::make_shared<const module::ModuleImage>(std::move(*image));
    return build;
}

} // namespace

class ModuleBrowserRunsTest : public QObject {
    Q_OBJECT

private slots:
    void eachHandlerSaysWhetherItRuns()
    {
        ModuleBrowserDock dock;
        const ModuleBuildPtr build = arenaBuild();
        QVERIFY(build);
        dock.showBuild(build);
        const QAbstractItemModel* model = dock.model();
        QCOMPARE(model->headerData(ModuleBrowserDock::RunsColumn, Qt::Horizontal).toString(), QStringLiteral("Runs"));

        const QModelIndex monsters = findRow(model, QStringLiteral("Monsters (3)"));
        QVERIFY(monsters.isValid());
        QCOMPARE(monsters.siblingAtColumn(ModuleBrowserDock::RunsColumn).data().toString(), QStringLiteral("3 of 6"));
        const QModelIndex rat = findRow(model, QStringLiteral("rat"), monsters);
        QCOMPARE(rat.siblingAtColumn(ModuleBrowserDock::RunsColumn).data().toString(), QStringLiteral("2 of 5"));
        QCOMPARE(rowTexts(model, rat), (QStringList{QStringLiteral("On Event EV_MOVE"), QStringLiteral("On Event EV_PUSH, EV_STRIKE"),
                                                   QStringLiteral("On Event EV_PULL"), QStringLiteral("On Event META(EV_STRIKE)"),
                                                   QStringLiteral("On Event EV_NATTACK")}));
        QCOMPARE(rowTexts(model, rat, ModuleBrowserDock::RunsColumn),
                 (QStringList{QStringLiteral("runs"), QStringLiteral("runs"), QStringLiteral("cannot run"),
                              QStringLiteral("cannot run"), QStringLiteral("cannot run")}));
        const QModelIndex wattack = model->index(4, ModuleBrowserDock::RunsColumn, rat);
        QCOMPARE(wattack.data(Qt::ToolTipRole).toString(),
                 QStringLiteral("Cannot run in a playtest:\ncalls what the runtime does not implement: smokeMissingDeep"));
        QVERIFY(model->index(4, 0, rat).data(Qt::ToolTipRole).toString().endsWith(QStringLiteral("smokeMissingDeep")));
        QCOMPARE(model->index(0, ModuleBrowserDock::RunsColumn, rat).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("Can run in a playtest."));
        // Runnable by one of its events; the other is never thrown.
        QCOMPARE(model->index(1, ModuleBrowserDock::RunsColumn, rat).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("Can run in a playtest (EV_PUSH never thrown)."));

        const QModelIndex behaviours = findRow(model, QStringLiteral("Behaviours (1)"));
        const QModelIndex spooky = model->index(0, ModuleBrowserDock::RunsColumn, model->index(0, 0, behaviours));
        QCOMPARE(spooky.data().toString(), QStringLiteral("cannot run"));
        QCOMPARE(spooky.data(Qt::ToolTipRole).toString(),
                 QStringLiteral("Cannot run in a playtest:\nBehaviours take no part in events"));
        // Kinds without handlers count nothing.
        QCOMPARE(findRow(model, QStringLiteral("Terrains (6)")).siblingAtColumn(ModuleBrowserDock::RunsColumn).data().toString(),
                 QString());
        // Functions of no resource are not handlers.
        const QModelIndex functions = findRow(model, QStringLiteral("Functions (1)"));
        QVERIFY(functions.isValid());
        QCOMPARE(model->index(0, ModuleBrowserDock::RunsColumn, functions).data().toString(), QString());
    }

    void filterByWhetherHandlersRun()
    {
        ModuleBrowserDock dock;
        dock.showBuild(arenaBuild());
        const QAbstractItemModel* model = dock.model();
        dock.runsFilter()->setCurrentIndex(ModuleBrowserDock::HandlersThatCannotRun);
        QCOMPARE(rowTexts(model), (QStringList{QStringLiteral("Monsters (1 of 3)"), QStringLiteral("Items (1 of 2)"),
                                               QStringLiteral("Effects (1 of 2)"), QStringLiteral("Behaviours (1 of 1)")}));
        const QModelIndex rat = findRow(model, QStringLiteral("rat"), findRow(model, QStringLiteral("Monsters (1 of 3)")));
        QCOMPARE(rowTexts(model, rat), (QStringList{QStringLiteral("On Event EV_PULL"), QStringLiteral("On Event META(EV_STRIKE)"),
                                                   QStringLiteral("On Event EV_NATTACK")}));

        dock.runsFilter()->setCurrentIndex(ModuleBrowserDock::HandlersThatRun);
        QCOMPARE(rowTexts(model), (QStringList{QStringLiteral("Monsters (2 of 3)"), QStringLiteral("Effects (2 of 2)")}));
        // With the name filter too.
        dock.filterEdit()->setText(QStringLiteral("fizz"));
        const QModelIndex effects = findRow(model, QStringLiteral("Effects (1 of 2)"));
        QVERIFY(effects.isValid());
        QCOMPARE(rowTexts(model, model->index(0, 0, effects)), QStringList{QStringLiteral("On Event EITEM(EV_STRIKE)")});

        dock.filterEdit()->clear();
        dock.runsFilter()->setCurrentIndex(ModuleBrowserDock::AllFunctions);
        QCOMPARE(rowTexts(model).size(), 9);
    }
};

INCURSION_TEST_MAIN(ModuleBrowserRunsTest)
#include "tst_module_browser_runs.moc"
} // namespace tst_module_browser_runs
