// Two layouts of the main window's docks and tool bars, as in Qt Creator's
// Edit and Debug modes: the Edit layout gives the editor its room, the Debug
// layout shows the Call Stack, Variables, Watches and Breakpoints panels (and
// the playtest's). Starting to debug switches to the Debug layout, the end of
// the session returns to the Edit layout as the user left it; View > Edit
// Layout (Ctrl+2) and View > Debug Layout (Ctrl+4) switch by hand. Each
// layout is saved in the settings as the user arranges it.
#pragma once

#include <QList>
#include <QObject>

class QAction;
class QActionGroup;
class QDockWidget;
class QMainWindow;

namespace incursion::studio {

class LayoutModes : public QObject {
    Q_OBJECT
public:
    enum class Mode { Edit, Debug };

    // `debugPanels` are hidden in the first Edit layout and shown in the
    // first Debug layout; `onDemandPanels` (the playtest's, Find in Files:
    // each shows itself when it is used) are hidden in the first Edit layout.
    // Once the user has arranged a layout, it is kept.
    LayoutModes(QMainWindow* window, QList<QDockWidget*> debugPanels, QList<QDockWidget*> onDemandPanels,
                QObject* parent = nullptr);

    Mode mode() const { return mode_; }
    QAction* editAction() const { return editAction_; }
    QAction* debugAction() const { return debugAction_; }

    // The first-launch Edit layout: the debug panels hidden. Then the saved
    // Edit layout, if there is one (the studio always starts editing).
    void restore();
    // Saves the current layout, then shows `mode`'s.
    void setMode(Mode mode);
    // Saves both layouts in the settings.
    void save();

public slots:
    // Debugging started (a stop, a playtest): the Debug layout, returned from
    // by debuggingEnded() unless the user chose it by hand.
    void debuggingStarted();
    void debuggingEnded();

signals:
    void modeChanged(incursion::studio::LayoutModes::Mode mode);
    // `mode`'s layout was made for the first time (no saved one): the window
    // may size its panels (the Edit layout's once the window is shown).
    void firstArranged(incursion::studio::LayoutModes::Mode mode);

private:
    QByteArray& stateOf(Mode mode) { return mode == Mode::Edit ? editState_ : debugState_; }

    QMainWindow* window_;
    QList<QDockWidget*> debugPanels_;
    QList<QDockWidget*> onDemandPanels_;
    Mode mode_ = Mode::Edit;
    bool automatic_ = false;    // the Debug layout came with a debug session
    QByteArray editState_;
    QByteArray debugState_;
    QActionGroup* group_;
    QAction* editAction_;
    QAction* debugAction_;
};

} // namespace incursion::studio
