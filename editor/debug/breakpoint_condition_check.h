// Checks a breakpoint's condition where the breakpoint would stop, against the
// module as it was last built: the built image loaded into a program of its
// own (no game, no host functions run) and the debugger's expression compiler
// over the sources the build compiled. What the breakpoint dialog asks as the
// condition is typed, so a condition that cannot compile is known before OK.
//
// Not thread-safe: check() from one thread at a time (the dialog runs one
// check at a time on a worker).
#pragma once

#include "build/module_build.h"
#include "debug/breakpoint_store.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <optional>

namespace incursion::bridge {
class ExpressionCompiler;
}
namespace incursion::vm {
class HostApi;
class Program;
}

namespace incursion::studio {

class BreakpointConditionCheck {
    Q_DECLARE_TR_FUNCTIONS(BreakpointConditionCheck)
public:
    // Null, with `why` set, when the build has no module image to load.
    static std::shared_ptr<BreakpointConditionCheck> forBuild(const ModuleBuildPtr& build, QString* why);
    ~BreakpointConditionCheck();

    const ModuleBuildPtr& build() const { return build_; }
    // Why `condition` does not compile where `breakpoint` stops, or why
    // there is nothing there to compile it against; nothing when it compiles.
    std::optional<QString> check(const SourceBreakpoint& breakpoint, const QString& condition);

private:
    BreakpointConditionCheck() = default;

    ModuleBuildPtr build_;
    std::unique_ptr<vm::HostApi> api_;
    std::unique_ptr<vm::Program> program_;
    std::unique_ptr<bridge::ExpressionCompiler> compiler_;
};

} // namespace incursion::studio
