// The studio's breakpoints: what the user set in the editors' gutters, the
// disassembly views and the Breakpoints panel, saved with the project. While a debug session runs, the
// DebugController mirrors them into its vm::Debugger; the store itself knows
// nothing of sessions.
#pragma once

#include "module/module_image.h"
#include "vm/debugger.h"

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

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

// A breakpoint on one instruction, set in a disassembly view. It names its
// function as the disassembler does, so that it survives rebuilds that keep
// the function and the pc; the index tells apart functions of the same name.
struct InstructionBreakpoint {
    int id = 0;                 // shares the store's ids with SourceBreakpoint
    QString module;             // the module's main file, absolute, normalized
    QString function;           // vm::functionName()
    int functionIndex = -1;     // in the build it was set in
    int pc = 0;
    QString file;               // its source line when it was set (absolute; may be empty)
    int line = 0;
    bool enabled = true;

    // Where it is in `image`: the function (by name, the index preferred
    // among functions of that name) if it still has an instruction at pc.
    struct Resolved {
        int function = -1;
        std::optional<module::SourcePosition> source;
    };
    std::optional<Resolved> resolve(const module::ModuleImage& image) const;
    // What the debug engine is given, for function `function` of module 0.
    // `module`: the module's place among those loaded.
    vm::Breakpoint toEngine(uint32_t module, int function) const;
    // "square + pc 3"
    QString location() const;
    bool sameInstruction(const InstructionBreakpoint& other) const;
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
    void remove(int id);        // of either kind
    void setEnabled(int id, bool enabled);      // of either kind
    void clear();

    const QList<InstructionBreakpoint>& instructionBreakpoints() const { return instructions_; }
    const InstructionBreakpoint* findInstruction(int id) const;
    // Adds `breakpoint`, or removes the one on the same instruction.
    void toggleInstruction(const InstructionBreakpoint& breakpoint);

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
    QList<InstructionBreakpoint> instructions_;
    int nextId_ = 1;
};

} // namespace incursion::studio
