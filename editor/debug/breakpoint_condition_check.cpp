#include "debug/breakpoint_condition_check.h"

#include "bridge/expression_compiler.h"
#include "shared/runtime_text.h"
#include "vm/host_api.h"
#include "vm/program.h"

namespace incursion::studio {

std::shared_ptr<BreakpointConditionCheck> BreakpointConditionCheck::forBuild(const ModuleBuildPtr& build, QString* why)
{
    if (!build || !build->image) {
        *why = tr("Build the module to check the condition");
        return nullptr;
    }
    std::shared_ptr<BreakpointConditionCheck> check(new BreakpointConditionCheck);
    check->build_ = build;
    // No host functions: the program is only read (scopes, resources), never run.
    check->api_ = std::make_unique<vm::HostApi>();
    const module::ModuleImage* images[] = {build->image.get()};
    vm::LoadResult loaded = vm::Program::load(images, *check->api_);
    if (!loaded.program) {
        *why = tr("The built module does not load: %1")
                   .arg(loaded.errors.empty() ? QString() : toQString(loaded.errors.front()));
        return nullptr;
    }
    check->program_ = std::move(loaded.program);
    check->compiler_ = std::make_unique<bridge::ExpressionCompiler>(
        std::map<std::string, script::CheckOptions>{{build->image->name, build->input().checkOptions()}});
    return check;
}

BreakpointConditionCheck::~BreakpointConditionCheck() = default;

std::optional<QString> BreakpointConditionCheck::check(const SourceBreakpoint& breakpoint, const QString& condition)
{
    const vm::Breakpoint at = breakpoint.toEngine();
    const QByteArray text = condition.trimmed().toUtf8();
    const std::optional<std::string> error =
        compiler_->checkCondition(*program_, at, std::string_view(text.constData(), size_t(text.size())));
    if (!error)
        return std::nullopt;
    return toQString(*error);
}

} // namespace incursion::studio
