// The world editor in the main window: worlds open as tabs among the
// documents (File > New World, Open World, the project's worlds, a PNG in the
// Project tree), the World menu (save, undo, copy and paste, global
// operations, regenerate, Play from This Cell), and the World Fields, World
// Rules, Tile Preview and World Travel panels following the current world's
// tab. Given its collaborators; knows nothing of MainWindow.
#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <cstdint>
#include <optional>

class QAction;
class QDockWidget;
class QMenu;
class QStatusBar;
class QWidget;

namespace incursion::studio {

class CurrentProject;
class DocumentTabs;
class TilePreviewDock;
class WorldEditor;
class WorldFieldsDock;
class WorldRulesDock;
class WorldTravelDock;

class WorldController : public QObject {
    Q_OBJECT
public:
    WorldController(DocumentTabs* documents, CurrentProject* project, QStatusBar* status, QWidget* host);
    ~WorldController() override;

    WorldFieldsDock* fieldsDock() const { return fields_; }
    WorldRulesDock* rulesDock() const { return rules_; }
    TilePreviewDock* tilePreviewDock() const { return tilePreview_; }
    WorldTravelDock* travelDock() const { return travel_; }
    // The World menu; New World and Open World also belong in File.
    QMenu* menu() const { return menu_; }
    QAction* newWorldAction() const { return newWorld_; }
    QAction* openWorldAction() const { return openWorld_; }
    QAction* playFromCellAction() const { return playFromCell_; }
    QAction* copyFieldsAction() const { return copyFields_; }

    // The open worlds' editors; the current one (null when the current tab is no world).
    QList<WorldEditor*> editors() const;
    WorldEditor* currentEditor() const;
    // The open tab of the world at `path`, or null.
    WorldEditor* editorFor(const QString& path) const;
    // Opens a PNG as a world in a tab (or shows its tab). When `error` is
    // given it receives the reason instead of a message box.
    WorldEditor* openWorld(const QString& path, QString* error = nullptr);
    // A new, unsaved world in a tab.
    WorldEditor* newWorld(const QString& schemaName, int width, int height, std::optional<uint64_t> seed,
                          QString* error = nullptr);
    bool saveWorld(WorldEditor* editor, QString* error = nullptr);
    // Asks about unsaved changes; false keeps the tab.
    bool maybeClose(WorldEditor* editor);

    // The project's worlds: every PNG under its root with a binding, schema or
    // painted file of the same name beside it.
    static QStringList worldsIn(const QString& root);
    static bool isWorldFile(const QString& path);

signals:
    // "Play from This Cell": the playtest controller starts a game on that world cell.
    void playFromCellRequested(const QString& worldPath, int x, int y);

private:
    void onCurrentChanged();
    void updateActions();
    void updateTitle(WorldEditor* editor);
    void addEditor(WorldEditor* editor);
    void report(const QString& message, QString* error);
    void fillWorldsMenu();

    DocumentTabs* documents_;
    CurrentProject* project_;
    QStatusBar* status_;
    QWidget* host_;
    WorldFieldsDock* fields_;
    WorldRulesDock* rules_;
    TilePreviewDock* tilePreview_;
    WorldTravelDock* travel_;
    QMenu* menu_;
    QMenu* projectWorlds_;
    QAction* newWorld_;
    QAction* openWorld_;
    QAction* save_;
    QAction* saveAs_;
    QAction* copyField_;
    QAction* copyFields_;
    QAction* clearSelection_;
    QAction* globalOperation_;
    QAction* regenerate_;
    QAction* fitWorld_;
    QAction* playFromCell_;
    QPointer<WorldEditor> current_;
};

} // namespace incursion::studio
