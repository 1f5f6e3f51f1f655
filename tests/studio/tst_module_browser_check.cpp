// The Module Browser of a project just opened (issue 18): the live check runs
// the whole compiler, so before any build the browser lists the example's
// resources and says which handlers can run, as `incplay load` says of the
// built module; a refresh keeps the rows the user expanded; a build then takes
// the check's place, and a later check leaves the built module (what Play and
// the debugger run) on show; closing the project empties the browser.
#include "build/module_browser_dock.h"

#include "support/example_project.h"
#include "support/studio_controllers.h"
#include "support/test_settings.h"
#include "support/test_suite.h"

#include <QAction>
#include <QComboBox>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

namespace tst_module_browser_check {

using namespace incursion::studio;

namespace {

constexpr int kWaitMs = 60000;

QStringList rowTexts(const QAbstractItemModel* model, int column = ModuleBrowserDock::NameColumn)
{
    QStringList texts;
    for (int row = 0; row < model->rowCount(); ++row)
        texts.append(model->index(row, column).data().toString());
    return texts;
}

// Every event handler as "Kind resource: handler: runs", in the browser's order.
QStringList handlerRows(const QAbstractItemModel* model)
{
    QStringList rows;
    for (int type = 0; type < model->rowCount(); ++type) {
        const QModelIndex typeRow = model->index(type, 0);
        for (int resource = 0; resource < model->rowCount(typeRow); ++resource) {
            const QModelIndex resourceRow = model->index(resource, 0, typeRow);
            for (int function = 0; function < model->rowCount(resourceRow); ++function) {
                const QModelIndex row = model->index(function, 0, resourceRow);
                if (!row.data(ModuleBrowserDock::RunnableRole).isValid())
                    continue;
                rows.append(QStringLiteral("%1 %2: %3: %4")
                                .arg(typeRow.data(ModuleBrowserDock::GroupNameRole).toString(),
                                     resourceRow.data().toString(), row.data().toString(),
                                     row.siblingAtColumn(ModuleBrowserDock::RunsColumn).data().toString()));
            }
        }
    }
    return rows;
}

QModelIndex typeRow(const QAbstractItemModel* model, const QString& group)
{
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, 0).data(ModuleBrowserDock::GroupNameRole).toString() == group)
            return model->index(row, 0);
    return {};
}

// The example's types and, per type, how many handlers run, as
// `incplay load goblin-warrens.mod` prints them ("by kind"); its handlers
// are all runnable ("handlers runnable: 5 of 5").
const QStringList kTypes{QStringLiteral("Monsters (30)"), QStringLiteral("Items (20)"),   QStringLiteral("Features (4)"),
                         QStringLiteral("Effects (24)"),  QStringLiteral("Dungeons (1)"), QStringLiteral("Regions (20)"),
                         QStringLiteral("Terrains (13)"), QStringLiteral("Texts (3)"),    QStringLiteral("Flavors (26)")};
const QStringList kTypeRuns{QStringLiteral("2 of 2"), QStringLiteral("1 of 1"), QString(), QStringLiteral("1 of 1"), QString(),
                            QStringLiteral("1 of 1"), QString(), QString(), QString()};
const QStringList kHandlers{
    QStringLiteral("Monsters smoulder beetle: On Event EVICTIM(EV_DEATH): runs"),
    QStringLiteral("Monsters flesh golem: On Event EVICTIM(EV_DAMAGE): runs"),
    QStringLiteral("Items stormcaller's maul: On Event EV_HIT: runs"),
    QStringLiteral("Effects Warren Map;scroll: On Event EV_EFFECT: runs"),
    QStringLiteral("Regions Stitching Hall: On Event EV_MOVE: runs"),
};

} // namespace

class ModuleBrowserCheckTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { incursion::test::useTestSettings(QStringLiteral("tst_module_browser_check")); }
    void init();
    void cleanup();

    void openingAProjectFillsTheBrowserFromTheCheck();
    void aBuildTakesTheChecksPlace();

private:
    ModuleBrowserDock* browser() const { return studio_->build->moduleBrowser(); }

    std::unique_ptr<QTemporaryDir> dir_;
    QString mainFile_;
    std::unique_ptr<incursion::test::StudioControllers> studio_;
    std::unique_ptr<QSignalSpy> checks_;
};

void ModuleBrowserCheckTest::init()
{
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    mainFile_ = incursion::test::copyExampleProject(dir_->path());
    QVERIFY(!mainFile_.isEmpty());
    studio_ = std::make_unique<incursion::test::StudioControllers>();
    checks_ = std::make_unique<QSignalSpy>(studio_->language, &LanguageIntegration::projectChecked);

    std::optional<Project> opened = Project::open(mainFile_);
    QVERIFY(opened);
    studio_->project->open(std::move(*opened));
    QTRY_VERIFY_WITH_TIMEOUT(checks_->count() >= 1, kWaitMs);
}

void ModuleBrowserCheckTest::cleanup()
{
    checks_.reset();
    studio_.reset();
    dir_.reset();
}

void ModuleBrowserCheckTest::openingAProjectFillsTheBrowserFromTheCheck()
{
    // The check said "No problems" and nothing was built: the browser shows
    // what the check compiled, and no module file was written for it.
    QCOMPARE(checks_->at(0).at(0).value<CheckSnapshotPtr>()->errorCount, 0);
    QVERIFY(!studio_->build->lastBuild());
    QVERIFY(!QFileInfo::exists(defaultModuleFile(mainFile_)));
    QVERIFY(browser()->build() && browser()->build()->fromCheck);
    QCOMPARE(browser()->runsFilter()->currentIndex(), int(ModuleBrowserDock::AllFunctions));
    const QAbstractItemModel* model = browser()->model();
    QCOMPARE(rowTexts(model), kTypes);
    QCOMPARE(rowTexts(model, ModuleBrowserDock::RunsColumn), kTypeRuns);
    QCOMPARE(handlerRows(model), kHandlers);
    // Its functions can be disassembled like a build's.
    QVERIFY(studio_->build->disassembleAction()->isEnabled());

    // Another check refreshes it, keeping the rows the user opened and the current one.
    const QModelIndex monsters = typeRow(model, QStringLiteral("Monsters"));
    browser()->view()->expand(monsters);
    browser()->view()->setCurrentIndex(model->index(3, 0, monsters));
    const QString current = browser()->view()->currentIndex().data().toString();
    const ModuleBuildPtr first = browser()->build();
    studio_->language->checkNow();
    QTRY_VERIFY_WITH_TIMEOUT(checks_->count() >= 2, kWaitMs);
    QVERIFY(browser()->build() != first);
    QVERIFY(browser()->view()->isExpanded(typeRow(model, QStringLiteral("Monsters"))));
    QVERIFY(!browser()->view()->isExpanded(typeRow(model, QStringLiteral("Items"))));
    QCOMPARE(browser()->view()->currentIndex().data().toString(), current);

    // Closing the project empties it.
    studio_->project->close();
    QVERIFY(!browser()->build());
    QCOMPARE(model->rowCount(), 0);
}

void ModuleBrowserCheckTest::aBuildTakesTheChecksPlace()
{
    QSignalSpy builds(studio_->build, &BuildController::buildFinished);
    studio_->build->build();
    QTRY_VERIFY_WITH_TIMEOUT(builds.count() >= 1, kWaitMs);
    QVERIFY(studio_->build->lastBuild()->succeeded());
    QCOMPARE(browser()->build(), studio_->build->lastBuild());
    QVERIFY(!browser()->build()->fromCheck);
    QCOMPARE(rowTexts(browser()->model()), kTypes);
    QCOMPARE(handlerRows(browser()->model()), kHandlers);

    // The module on disk is what Play and the debugger run: a check leaves it on show.
    studio_->language->checkNow();
    QTRY_VERIFY_WITH_TIMEOUT(checks_->count() >= 2, kWaitMs);
    QCOMPARE(browser()->build(), studio_->build->lastBuild());
}

INCURSION_TEST_MAIN(ModuleBrowserCheckTest)
#include "tst_module_browser_check.moc"
} // namespace tst_module_browser_check
