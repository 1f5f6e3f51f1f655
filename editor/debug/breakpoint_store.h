// The studio's breakpoints: what the user set in the editors' gutters and the
// Breakpoints panel, saved with the project. While a debug session runs, the
// DebugController mirrors them into its vm::Debugger; the store itself knows
// nothing of sessions.
#pragma once

#include "vm/debugger.h"

#include <QList>
#include <QObject>
#include <QString>

namespace incursion::studio {

class Project;

struct SourceBreakpoint {
    int id = 0;                 // the store's, stable while the project is open
    QString file;               // absolute, normalized (CheckSnapshot::normalizedPath)
    int line = 0;               // 1-based
    QString condition;          // empty: always
    vm::Breakpoint::HitCondition hitCondition = vm::Breakpoint::HitCondition::Always;
    int hitTarget = 0;
    bool enabled = true;

    // What the debug engine is given.
    vm::Breakpoint toEngine() const;
    // "main.irc:12"
    QString location() const;
    // "when hits = 3", "when hits >= 3", "every 3 hits", or empty.
    QString hitConditionText() const;
};

class BreakpointStore : public QObject {
    Q_OBJECT
public:
    explicit BreakpointStore(QObject* parent = nullptr);

    const QList<SourceBreakpoint>& breakpoints() const { return breakpoints_; }
    const SourceBreakpoint* find(int id) const;
    // The breakpoints of one file, by line.
    QList<SourceBreakpoint> inFile(const QString& file) const;
    const SourceBreakpoint* at(const QString& file, int line) const;

    // Adds one at file:line, or removes the one there.
    void toggle(const QString& file, int line);
    int add(SourceBreakpoint breakpoint);        // its id
    void update(const SourceBreakpoint& breakpoint);    // by id
    void remove(int id);
    void clear();
    // Edits moved the markers of `file`: `lines[i]` is the new line of
    // inFile(file)[i] (as it was before the edit).
    void moveLines(const QString& file, const QList<int>& lines);

    // Persistence with the project (Project::saveBreakpoints): paths relative
    // to its root.
    void load(const Project& project);
    void save(const Project& project) const;

signals:
    void changed();

private:
    QList<SourceBreakpoint> breakpoints_;
    int nextId_ = 1;
};

} // namespace incursion::studio
