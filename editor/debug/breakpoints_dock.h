// The Breakpoints panel: every breakpoint of the project with its checkbox,
// location, condition, hits and state (verified, moved to another line, or
// why the engine cannot stop there); instruction breakpoints after the source
// ones, as "function + pc N [file:line]". Double-click shows the line; Delete
// removes; the context menu edits.
#pragma once

#include "debug/breakpoint_store.h"

#include <QDockWidget>

#include <map>

class QTreeWidget;

namespace incursion::studio {

class BreakpointsDock : public QDockWidget {
    Q_OBJECT
public:
    explicit BreakpointsDock(QWidget* parent = nullptr);

    QTreeWidget* view() const { return view_; }
    // `statuses` by store id: what the running session's engine says (empty:
    // no session); an unverified status without a message for an instruction
    // breakpoint means the build has no such instruction.
    void showBreakpoints(const QList<SourceBreakpoint>& breakpoints,
                         const QList<InstructionBreakpoint>& instructions,
                         const std::map<int, vm::BreakpointStatus>& statuses);
    int idAt(int row) const;

signals:
    void enabledChanged(int id, bool enabled);
    void activated(int id);
    void editRequested(int id);
    void removeRequested(int id);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QTreeWidget* view_;
};

} // namespace incursion::studio
