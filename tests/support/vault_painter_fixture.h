// What the vault painter's suites share (tst_vault_painter, tst_vault_painter_studio):
// the example copied with a test region added, mouse and dialog helpers, and the
// studio parts the vault controller works with.
#pragma once

#include "app/language_integration.h"
#include "build/module_browser_dock.h"
#include "build/module_build.h"
#include "editing/document_tabs.h"
#include "editing/script_editor.h"
#include "editing/soft_breaks.h"
#include "language/background_checker.h"
#include "language/outline_dock.h"
#include "language/problems_dock.h"
#include "project/current_project.h"
#include "project/project.h"
#include "vault/placement_preview_panel.h"
#include "vault/vault_controller.h"
#include "shared/cell_shapes.h"
#include "shared/game_colours.h"
#include "vault/legend_entry_dialog.h"
#include "vault/resize_vault_dialog.h"
#include "vault/vault_document.h"
#include "vault/vault_legend_panel.h"
#include "vault/vault_painter.h"
#include "vault/vault_view.h"
#include "support/test_files.h"
#include "support/test_settings.h"
#include <QAction>
#include <QDir>
#include <QFile>
#include <QInputDialog>
#include <QMenu>
#include <QPaintEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStatusBar>
#include <QTreeView>
#include <QMouseEvent>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>
#include <memory>

namespace incursion::test::vault_painter {

using namespace incursion::studio;
using incursion::test::readFile;
using incursion::test::writeFile;

inline const char kTestRegion[] = R"(
Region "Test Vault" : RF_ROOM
  {
    Walls: $"warren wall"; Floor: $"floor";
    Grid: {:
      %%%%%%%
      %.....%
      %..b..%
      %.....%
      %%%+%%%
    :};
    Tiles:
      'b': $"floor" with $"cave bat";
  }
)";

inline const VaultRows kTestRows{"%%%%%%%", "%.....%", "%..b..%", "%.....%", "%%%+%%%"};

// The Goblin Warrens copied to a temporary folder, with the test region added
// to its dungeon.irh, opened in an editor.
class Fixture {
public:
    Fixture()
    {
        const QString example = QStringLiteral(INCURSION_SOURCE_DIR "/examples/goblin-warrens");
        QDir().mkpath(dir.filePath(QStringLiteral("inc")));
        QFile::copy(example + "/goblin-warrens.irc", mainFile());
        for (const QString& name : QDir(example + "/inc").entryList(QDir::Files))
            QFile::copy(example + "/inc/" + name, dir.filePath("inc/" + name));
    }
    QString mainFile() const { return dir.filePath(QStringLiteral("goblin-warrens.irc")); }
    QString dungeonFile() const { return dir.filePath(QStringLiteral("inc/dungeon.irh")); }
    void addTestRegion()
    {
        QByteArray text = readFile(dungeonFile());
        text.insert(text.lastIndexOf("#endif"), kTestRegion);
        QFile::remove(dungeonFile());
        writeFile(dungeonFile(), text);
    }
    std::unique_ptr<ScriptEditor> openDungeon()
    {
        auto editor = std::make_unique<ScriptEditor>();
        if (!editor->load(dungeonFile()))
            return nullptr;
        return editor;
    }
    VaultDocument::InputSource input() const
    {
        return [main = mainFile(), inc = dir.filePath(QStringLiteral("inc"))] {
            CompileInput input;
            input.mainFile = main;
            input.includePaths = {inc};
            return input;
        };
    }

    QTemporaryDir dir;
};

inline void sendMouse(QWidget* widget, QEvent::Type type, QPoint position, Qt::MouseButton button = Qt::LeftButton)
{
    const Qt::MouseButtons buttons = type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::MouseButtons(button);
    QMouseEvent event(type, QPointF(position), QPointF(widget->mapToGlobal(position)),
                      type == QEvent::MouseMove ? Qt::NoButton : button, buttons, Qt::NoModifier);
    QApplication::sendEvent(widget, &event);
}

inline QPoint centreOf(VaultView* view, int x, int y)
{
    return view->cellRect(x, y).center();
}

inline void hover(VaultView* view, int x, int y)
{
    sendMouse(view, QEvent::MouseMove, centreOf(view, x, y), Qt::NoButton);
}

// Waits for the document's background rebuild (problems, meanings, looks).
inline bool settled(const VaultDocument& document)
{
    return QTest::qWaitFor([&] { return !document.isRebuilding(); }, 60000);
}

// Answers the next modal dialog or popup menu of type T from the event loop,
// as a user would while exec() waits.
template <typename T>
inline void answerNext(std::function<void(T*)> answer)
{
    auto* poll = new QTimer;
    QObject::connect(poll, &QTimer::timeout, poll, [poll, answer] {
        T* widget = qobject_cast<T*>(QApplication::activeModalWidget());
        if (!widget)
            widget = qobject_cast<T*>(QApplication::activePopupWidget());
        if (!widget)
            return;
        poll->stop();
        poll->deleteLater();
        answer(widget);
    });
    poll->start(20);
}

// Picks the action called `text` from a context menu.
inline void choose(QMenu* menu, const QString& text)
{
    for (QAction* action : menu->actions())
        if (action->text() == text) {
            menu->close();
            action->trigger();
            return;
        }
    QFAIL(qPrintable(QStringLiteral("no menu entry \"%1\"").arg(text)));
}

// Types `name` into a QInputDialog and accepts it.
inline void nameIt(const QString& name)
{
    answerNext<QInputDialog>([name](QInputDialog* dialog) {
        dialog->setTextValue(name);
        dialog->accept();
    });
}

// Collects what the widget paints.
class PaintRecorder : public QObject {
public:
    explicit PaintRecorder(QWidget* widget) { widget->installEventFilter(this); }
    QRegion painted;
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            painted += static_cast<QPaintEvent*>(event)->region();
        return false;
    }
};

inline Fixture& withTestRegion(Fixture& fixture)
{
    fixture.addTestRegion();
    return fixture;
}

// The test region opened in an editor, a document and a painter.
struct PaintedTestVault {
    Fixture fixture;
    std::unique_ptr<ScriptEditor> editor{withTestRegion(fixture).openDungeon()};
    VaultDocument document{editor.get(), QStringLiteral("Test Vault"), fixture.input()};
    VaultPainter painter{&document};
};

// The parts of the studio the vault controller works with, the example
// (with the test region) open as the project and checked, dungeon.irh in a tab.
struct Studio {
    Fixture fixture;
    QWidget host;
    DocumentTabs* documents = new DocumentTabs(&host);
    QStatusBar* status = new QStatusBar(&host);
    LanguageIntegration* language = nullptr;
    ModuleBrowserDock* browser = new ModuleBrowserDock(&host);
    VaultController* vaults = nullptr;
    ScriptEditor* editor = nullptr;

    bool openProject()
    {
        fixture.addTestRegion();
        auto* project = new CurrentProject(&host);
        language = new LanguageIntegration(documents, project, status, &host);
        vaults = new VaultController(documents, language, browser, status, &host);
        std::optional<Project> opened = Project::open(fixture.mainFile());
        editor = documents->openFile(fixture.dungeonFile());
        if (!opened || !editor)
            return false;
        project->open(std::move(*opened));
        return checked();
    }
    // A fresh check of the buffers, waited for.
    bool checked()
    {
        QSignalSpy done(language, &LanguageIntegration::projectChecked);
        language->checkNow();
        return QTest::qWaitFor([&] { return done.count() > 0 && !language->checker()->isChecking(); }, 60000);
    }
    ~Studio()
    {
        // The controller and the language service go before the tabs they watch.
        delete vaults;
        delete language;
    }
};

inline QString gridText(const VaultRows& rows)
{
    QStringList lines;
    for (const std::string& row : rows)
        lines.append(QString::fromStdString(row));
    return lines.join('\n');
}


} // namespace incursion::test::vault_painter
