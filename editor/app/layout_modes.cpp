#include "app/layout_modes.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QMainWindow>
#include <QSettings>
#include <QTimer>

namespace incursion::studio {

namespace {
const QString kEditKey = QStringLiteral("layout/edit");
const QString kDebugKey = QStringLiteral("layout/debug");
}

LayoutModes::LayoutModes(QMainWindow* window, QList<QDockWidget*> debugPanels, QList<QDockWidget*> onDemandPanels,
                         QObject* parent)
    : QObject(parent)
    , window_(window)
    , debugPanels_(std::move(debugPanels))
    , onDemandPanels_(std::move(onDemandPanels))
    , group_(new QActionGroup(this))
    , editAction_(new QAction(tr("&Edit Layout"), this))
    , debugAction_(new QAction(tr("&Debug Layout"), this))
{
    editAction_->setObjectName(QStringLiteral("editLayoutAction"));
    debugAction_->setObjectName(QStringLiteral("debugLayoutAction"));
    editAction_->setObjectName(QStringLiteral("View.EditLayout"));
    debugAction_->setObjectName(QStringLiteral("View.DebugLayout"));
    editAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    debugAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_4));
    editAction_->setToolTip(tr("The panels for editing: the editor gets most of the window (Ctrl+2)"));
    debugAction_->setToolTip(tr("The panels for debugging: Call Stack, Variables, Watches and Breakpoints (Ctrl+4)"));
    for (QAction* action : {editAction_, debugAction_}) {
        action->setCheckable(true);
        group_->addAction(action);
    }
    editAction_->setChecked(true);
    // Chosen by hand: the layout stays when the session ends.
    connect(editAction_, &QAction::triggered, this, [this] {
        automatic_ = false;
        setMode(Mode::Edit);
    });
    connect(debugAction_, &QAction::triggered, this, [this] {
        automatic_ = false;
        setMode(Mode::Debug);
    });
}

void LayoutModes::restore()
{
    for (const QList<QDockWidget*>& panels : {debugPanels_, onDemandPanels_})
        for (QDockWidget* panel : panels)
            panel->hide();
    const QSettings stored;
    editState_ = stored.value(kEditKey).toByteArray();
    debugState_ = stored.value(kDebugKey).toByteArray();
    // Once the window is shown at its restored size: Qt 6.4 crashed laying out
    // a state restored into a hidden window that was then shown maximized.
    QTimer::singleShot(0, this, [this] {
        if (mode_ != Mode::Edit)
            return;
        // Sizes given before the window is first laid out do not hold: the
        // first Edit layout's panels are sized once it is shown.
        if (editState_.isEmpty() || !window_->restoreState(editState_))
            emit firstArranged(Mode::Edit);
    });
}

void LayoutModes::setMode(Mode mode)
{
    if (mode == mode_)
        return;
    stateOf(mode_) = window_->saveState();
    mode_ = mode;
    const QByteArray& wanted = stateOf(mode);
    if (wanted.isEmpty() || !window_->restoreState(wanted)) {
        // The first time: the panels of the mode, where the window placed them.
        for (QDockWidget* panel : debugPanels_) {
            panel->setVisible(mode == Mode::Debug);
            if (mode == Mode::Debug)
                panel->raise();
        }
        if (mode == Mode::Edit)
            for (QDockWidget* panel : onDemandPanels_)
                panel->hide();
        emit firstArranged(mode);
    }
    (mode == Mode::Edit ? editAction_ : debugAction_)->setChecked(true);
    save();
    emit modeChanged(mode);
}

void LayoutModes::save()
{
    stateOf(mode_) = window_->saveState();
    QSettings stored;
    stored.setValue(kEditKey, editState_);
    stored.setValue(kDebugKey, debugState_);
}

void LayoutModes::debuggingStarted()
{
    if (mode_ == Mode::Debug)
        return;
    automatic_ = true;
    setMode(Mode::Debug);
}

void LayoutModes::debuggingEnded()
{
    if (mode_ != Mode::Debug || !automatic_)
        return;
    automatic_ = false;
    setMode(Mode::Edit);
}

} // namespace incursion::studio
