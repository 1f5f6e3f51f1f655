// The Call Stack panel: the frames of the current stop, innermost first, each
// with its file:line and the event its handler runs for. Selecting a frame
// asks the debugger views to show it.
#pragma once

#include "debug/debug_session.h"

#include <QDockWidget>

class QTreeWidget;

namespace incursion::studio {

class CallStackDock : public QDockWidget {
    Q_OBJECT
public:
    explicit CallStackDock(QWidget* parent = nullptr);

    QTreeWidget* view() const { return view_; }
    void showStop(const StopSnapshotPtr& stop);     // null: clears
    int selectedFrame() const;                      // -1: none
    void selectFrame(int frame);

signals:
    void frameSelected(int frame);

private:
    QTreeWidget* view_;
};

} // namespace incursion::studio
