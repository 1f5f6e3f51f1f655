// A read-only listing of one compiled function, as vm::disassemble() gives it:
// header, then instructions with their pc, each source line they were compiled
// from shown above them in the theme's comment colour. Double-clicking a line
// asks the main window to show its source position. The gutter shows the
// instruction breakpoints; a click there, F9 (or the key the user chose) or
// the context menu asks for one to be toggled (the debugger keeps them).
#pragma once

#include "shared/shortcut_scope.h"
#include "shared/theme.h"
#include "build/module_build.h"

#include <QPlainTextEdit>

class QMenu;

#include <vector>

namespace incursion::studio {

class DisassemblyGutter;

class DisassemblyView : public QPlainTextEdit {
    Q_OBJECT
public:
    // `function` indexes build->image->functions.
    DisassemblyView(const ModuleBuildPtr& build, int function, QWidget* parent = nullptr);

    // Toggle Instruction Breakpoint (F9, at the caret), whose key the
    // Keyboard Shortcuts table lets the user change.
    static QList<ViewActionInfo> viewActions();
    QAction* toggleBreakpointAction() const { return toggleBreakpoint_; }

    int function() const { return function_; }
    const ModuleBuild& build() const { return *build_; }
    // "Disassembly: Monster "cinder beetle" On Event EV_DEATH"
    QString title() const { return title(*build_, function_); }
    static QString title(const ModuleBuild& build, int function);
    const std::vector<vm::ListingLine>& listing() const { return listing_; }

    void setAppearance(const Theme& theme, const QFont& font);
    // Marks the instruction at `pc` as the one a stopped script runs next
    // (-1: none) and scrolls to it.
    void setCurrentInstruction(int pc);
    int currentInstruction() const { return currentPc_; }
    // Moves the caret to the instruction at `pc` and scrolls to it.
    void goToInstruction(int pc);

    struct BreakpointMark {
        int pc = 0;
        bool enabled = true;
    };
    void setBreakpointMarks(const QList<BreakpointMark>& marks);
    QList<BreakpointMark> breakpointMarks() const { return marks_; }
    // The instruction a listing line stands for: its own, or for a source
    // line the first one compiled from it; -1 for none.
    int instructionAtLine(int block) const;
    // The listing line of the instruction at `pc`; -1 if none.
    int lineOfInstruction(int pc) const;
    QWidget* gutter() const;
    // The context menu for a point of the viewport, with Toggle Instruction
    // Breakpoint; the caller owns it.
    QMenu* createContextMenu(const QPoint& position);

signals:
    // line and column are 1-based.
    void sourceActivated(const QString& path, int line, int column);
    void breakpointToggleRequested(int pc);

protected:
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    friend class DisassemblyGutter;
    void render();
    void markCurrentInstruction();
    void paintGutter(QPaintEvent* event);
    void gutterClicked(const QPoint& position);
    bool isToggleKey(const QKeyEvent* event) const;

    ModuleBuildPtr build_;
    int function_;
    std::vector<vm::ListingLine> listing_;
    Theme theme_ = Theme::light();
    int currentPc_ = -1;
    QList<BreakpointMark> marks_;
    DisassemblyGutter* gutter_;
    QAction* toggleBreakpoint_;
};

} // namespace incursion::studio
