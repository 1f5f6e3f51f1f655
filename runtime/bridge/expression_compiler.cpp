#include "bridge/expression_compiler.h"

#include "script/codegen/module_builder.h"
#include "script/parser.h"
#include "vm/program.h"

namespace incursion::bridge {

// A module's sources, checked and built; the builder keeps the image to
// compile expressions against.
struct ExpressionCompiler::Module {
    script::CheckOptions options;
    script::CheckResult front;
    std::unique_ptr<script::ModuleBuilder> builder;
    std::string problem;                            // why expressions cannot be compiled; empty when they can
    const module::ModuleImage* comparedWith = nullptr;  // the loaded image the built one was compared with
};

namespace {

// "1:7: expected an expression": the first error, at its place in the expression.
std::string firstError(const script::Diagnostics& diagnostics, const script::SourceManager& sources, script::FileId expression)
{
    for (const script::Diagnostic& d : diagnostics.all()) {
        if (d.severity != script::Severity::Error)
            continue;
        const script::SourceLocation at = diagnostics.displayLocation(d);
        if (at.file != expression)
            return d.message;
        const script::LineColumn lc = sources.lineColumn(at);
        return std::to_string(lc.line) + ":" + std::to_string(lc.column) + ": " + d.message;
    }
    return "the expression has errors";
}

std::string firstBuildError(const script::CheckResult& front)
{
    for (const script::Diagnostic& d : front.diagnostics->all())
        if (d.severity == script::Severity::Error)
            return front.diagnostics->formatText(d);
    return "";
}

} // namespace

ExpressionCompiler::ExpressionCompiler(std::map<std::string, script::CheckOptions> sources) : sources_(std::move(sources)) {}

ExpressionCompiler::~ExpressionCompiler() = default;

std::variant<ExpressionCompiler::Module*, std::string> ExpressionCompiler::moduleFor(const module::ModuleImage& image)
{
    const auto options = sources_.find(image.name);
    if (options == sources_.end())
        return "the sources of module '" + image.name + "' are not known";
    std::unique_ptr<Module>& module = modules_[image.name];
    if (module && module->comparedWith == &image)
        return module->problem.empty() ? std::variant<Module*, std::string>(module.get()) : module->problem;

    // Another image of the module was loaded: build again only when the one
    // built before is not it (the sources may have changed since).
    if (!module || !module->problem.empty() || !(module->builder->image() == image)) {
        module = std::make_unique<Module>();
        module->options = options->second;
        module->options.progress = nullptr;     // whoever watched the original build may be gone
        module->front = checkModule(module->options);
        // As buildModule: no code generation over front-end errors.
        if (module->front.mainFileRead && module->front.diagnostics->errorCount() == 0) {
            module->builder = std::make_unique<script::ModuleBuilder>(module->front);
            module->builder->generate();
        }
        if (!module->builder || module->front.diagnostics->errorCount() > 0)
            module->problem = "the sources of module '" + image.name + "' do not compile: " +
                              firstBuildError(module->front);
        else if (!(module->builder->image() == image))
            module->problem = "the sources of module '" + image.name +
                              "' changed since it was built: rebuild to evaluate expressions";
    }
    module->comparedWith = &image;
    return module->problem.empty() ? std::variant<Module*, std::string>(module.get()) : module->problem;
}

std::optional<std::string> ExpressionCompiler::prepare(const module::ModuleImage& image)
{
    std::variant<Module*, std::string> found = moduleFor(image);
    if (std::string* problem = std::get_if<std::string>(&found))
        return std::move(*problem);
    return std::nullopt;
}

std::variant<vm::CodeFragment, std::string> ExpressionCompiler::compile(const vm::Program& program,
                                                                        const vm::LoadedFunction& function,
                                                                        uint32_t pc, std::string_view expression)
{
    if (function.module >= program.modules().size() || !function.source)
        return std::string("the function is not part of the program");
    if (pc >= function.codeSize)
        return "instruction " + std::to_string(pc) + " is outside the function";
    const module::ModuleImage& image = *program.modules()[function.module].image;
    std::variant<Module*, std::string> found = moduleFor(image);
    if (std::string* problem = std::get_if<std::string>(&found))
        return std::move(*problem);
    Module& module = *std::get<Module*>(found);

    // The scope at `pc`: the locals live there, in the frame's registers.
    const core::Function& code = *function.source;
    script::ExpressionScope scope;
    for (const core::LocalVariable& local : code.locals)
        if (local.startPc <= pc && pc < local.endPc)
            scope.locals.push_back({image.strings[local.name], local.type, local.reg});
    if (code.kind != core::FunctionKind::ScriptFunction)
        scope.resource = code.resource;
    scope.frameRegisters = function.registerCount;

    // The expression joins the module's sources, where its macros' definitions are.
    script::SourceManager& sources = *module.front.sources;
    const script::FileId file = sources.addVirtualFile("<expression>", std::string(expression));
    script::Diagnostics diagnostics(sources);
    std::vector<script::PPToken> tokens;
    script::Preprocessor preprocessor(sources, diagnostics, module.options.preprocessor);
    preprocessor.expandSnippet(file, module.front.macros, tokens);
    if (diagnostics.errorCount() > 0 || preprocessor.stoppedEarly())
        return firstError(diagnostics, sources, file);
    script::LexedUnit unit = script::Lexer(diagnostics).lex(tokens, script::LexStart::Code);
    if (tokens.empty())     // nothing to point at: the end is the expression's end
        unit.tokens.back().loc = {file, uint32_t(expression.size())};
    if (diagnostics.errorCount() > 0)
        return firstError(diagnostics, sources, file);
    script::Parser parser(unit, sources, diagnostics);
    const script::ParsedExpression parsed = parser.parseExpressionUnit();
    if (!parsed.expression || diagnostics.errorCount() > 0)
        return firstError(diagnostics, sources, file);

    std::optional<script::CompiledExpression> compiled =
        module.builder->compileExpression(unit, diagnostics, *parsed.expression, scope);
    if (!compiled)
        return firstError(diagnostics, sources, file);

    // A `$"name"` the module never referred to is looked up in the running
    // program now: a fragment carries no external references of its own.
    const size_t externalCount = image.externals.size();
    for (core::Constant& constant : compiled->function.constants) {
        if (constant.kind != core::ConstantKind::External || size_t(constant.value) < externalCount)
            continue;
        const module::External& external = compiled->externals[size_t(constant.value) - externalCount];
        const std::string& name = external.name < image.strings.size()
                                      ? image.strings[external.name]
                                      : compiled->strings[external.name - image.strings.size()];
        const std::optional<uint32_t> id = program.linked().findResource(name, external.kinds);
        if (!id) {
            for (size_t i = 0; i + 1 < unit.tokens.size(); ++i) {
                const script::Token& t = unit.tokens[i + 1];
                if (unit.tokens[i].kind == script::Tok::Dollar && t.kind == script::Tok::String &&
                    core::foldedName(unit.strings.strings[t.text]) == core::foldedName(name)) {
                    diagnostics.report(script::Severity::Error, t.loc, t.length, t.expansion,
                                       "no loaded module has a resource named '" + name + "'");
                    break;
                }
            }
            if (diagnostics.errorCount() == 0)
                return "no loaded module has a resource named '" + name + "'";
            return firstError(diagnostics, sources, file);
        }
        constant = {core::ConstantKind::Integer, int32_t(*id)};
    }

    vm::CodeFragment fragment;
    fragment.function = std::move(compiled->function);
    fragment.type = compiled->type;
    fragment.strings = std::move(compiled->strings);
    fragment.imports = std::move(compiled->imports);
    return fragment;
}

} // namespace incursion::bridge

namespace incursion::bridge {

std::optional<std::string> ExpressionCompiler::checkCondition(const vm::Program& program,
                                                              const vm::Breakpoint& breakpoint,
                                                              std::string_view condition)
{
    const vm::BreakpointStatus places = vm::Debugger::placesOf(program, breakpoint);
    if (!places.verified)
        return places.message;
    for (const vm::CodeLocation& at : places.locations) {
        const vm::LoadedFunction* function = program.function(at.module, at.function);
        if (!function)
            return "there is no function " + std::to_string(at.function) + " in module " + std::to_string(at.module);
        std::variant<vm::CodeFragment, std::string> compiled = compile(program, *function, at.pc, condition);
        if (std::string* error = std::get_if<std::string>(&compiled))
            return std::move(*error);
    }
    return std::nullopt;
}

} // namespace incursion::bridge
