// A read-only listing of one compiled function, as vm::disassemble() gives it:
// header, then instructions with their pc, each source line they were compiled
// from shown above them in the theme's comment colour. Double-clicking a line
// asks the main window to show its source position.
#pragma once

#include "app/theme.h"
#include "build/module_build.h"

#include <QPlainTextEdit>

#include <vector>

namespace incursion::studio {

class DisassemblyView : public QPlainTextEdit {
    Q_OBJECT
public:
    // `function` indexes build->image->functions.
    DisassemblyView(const ModuleBuildPtr& build, int function, QWidget* parent = nullptr);

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

signals:
    // line and column are 1-based.
    void sourceActivated(const QString& path, int line, int column);

protected:
    void mouseDoubleClickEvent(QMouseEvent* event) override;

private:
    void render();
    void markCurrentInstruction();

    ModuleBuildPtr build_;
    int function_;
    std::vector<vm::ListingLine> listing_;
    Theme theme_ = Theme::light();
    int currentPc_ = -1;
};

} // namespace incursion::studio
