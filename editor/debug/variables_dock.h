// The Variables panel: what a frame of the current stop sees, as a tree of
// Locals, its Event (subjects and EventInfo fields), the module variables and
// the frame's registers. Every value comes rendered in the StopSnapshot.
#pragma once

#include "debug/debug_session.h"

#include <QDockWidget>
#include <QHash>

class QTreeWidget;
class QTreeWidgetItem;

namespace incursion::studio {

class VariablesDock : public QDockWidget {
    Q_OBJECT
public:
    explicit VariablesDock(QWidget* parent = nullptr);

    QTreeWidget* view() const { return view_; }
    // Frame `frame` (0: innermost) of `stop`; null clears.
    void showFrame(const StopSnapshotPtr& stop, int frame);
    // The value shown for `name` under the group `group` ("Locals" ...), or a null string.
    QString valueOf(const QString& group, const QString& name) const;

private:
    QTreeWidgetItem* addGroup(const QString& title, const std::vector<vm::DebugValue>& values);

    QTreeWidget* view_;
    QHash<QString, bool> expanded_;     // groups the user opened or closed, by title
};

} // namespace incursion::studio
