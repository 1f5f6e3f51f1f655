#include "vm/program.h"

#include "vm/disassembler.h"

#include "module/module_verifier.h"

#include <algorithm>
#include <tuple>

namespace incursion::vm {

namespace {

// Stands in for every unbound import, so the dispatch loop calls through the
// binding without testing it; the interpreter turns the status into the
// "not implemented" script error naming the import and the line.
int32_t notImplemented(HostCall& call)
{
    call.status = HostCall::Status::NotImplemented;
    return 0;
}

// Binds an import by kind and exact name, and by signature when the host
// registered one; an unbound import gets the stand-in and `problem` says why.
ImportBinding bindImport(const HostApi& api, module::Import::Kind kind, const std::string& name,
                         const std::string& signature, std::string& problem)
{
    ImportBinding binding{&notImplemented, &notImplemented};
    const HostApi::Entry* found = api.find(kind, name);
    if (!found || !found->get) {
        problem = "not implemented";
    } else if (!found->signature.empty() && found->signature != signature) {
        problem = "the runtime implements " + found->signature;
    } else {
        binding.call = found->get;
        if (found->set)
            binding.set = found->set;
    }
    return binding;
}

// A constant's run-time value in `module`. Texts past the module's strings
// are a fragment's own, whose first has the handle `addedTextBase`.
int32_t resolveConstant(const core::Constant& k, const Program::Module& module, const module::LinkedModule& linked,
                        int32_t addedTextBase = 0)
{
    switch (k.kind) {
    case core::ConstantKind::Integer: return k.value;
    case core::ConstantKind::Text: {
        const uint32_t index = uint32_t(k.value), own = uint32_t(module.image->strings.size());
        return index < own ? int32_t(module.textBase + index) : addedTextBase + int32_t(index - own);
    }
    case core::ConstantKind::Resource: return int32_t(module::resourceId(module.slot, uint32_t(k.value)));
    case core::ConstantKind::External: return int32_t(linked.externalIds[size_t(k.value)]);
    }
    return 0;
}

} // namespace

size_t LoadReport::implementedCount() const
{
    return size_t(std::count_if(imports.begin(), imports.end(), [](const ImportReport& r) { return r.implemented; }));
}

const ImportReport* LoadReport::find(uint32_t module, uint32_t import) const
{
    // In load order: by module, then by import.
    const auto at = std::lower_bound(imports.begin(), imports.end(), std::pair{module, import},
                                     [](const ImportReport& r, std::pair<uint32_t, uint32_t> key) {
                                         return std::pair{r.module, r.import} < key;
                                     });
    return at != imports.end() && at->module == module && at->import == import ? &*at : nullptr;
}

std::string LoadReport::text() const
{
    std::string out = std::to_string(implementedCount()) + " of " + std::to_string(imports.size()) +
                      " imported API names implemented\n";
    // Implemented first, each group by name: a list people scan.
    std::vector<const ImportReport*> sorted;
    for (const ImportReport& r : imports)
        sorted.push_back(&r);
    std::stable_sort(sorted.begin(), sorted.end(), [](const ImportReport* a, const ImportReport* b) {
        return std::tie(b->implemented, a->name) < std::tie(a->implemented, b->name);
    });
    for (const ImportReport* r : sorted) {
        out += r->implemented ? "  implemented      " : "  not implemented  ";
        out += std::string(module::importKindName(r->kind)) + " " + r->name + " " + r->signature;
        if (!r->problem.empty())
            out += " (" + r->problem + ")";
        out += '\n';
    }
    for (const module::UnresolvedExternal& u : unresolved)
        out += "  unresolved       $\"" + u.name + "\" in module " + u.moduleName + " (loads as resource 0)\n";
    return out;
}

LoadResult Program::load(std::span<const module::ModuleImage* const> images, const HostApi& api)
{
    LoadResult result;
    for (const module::ModuleImage* image : images) {
        if (std::optional<module::VerifierFinding> problem = module::findImageProblem(*image))
            result.errors.push_back("module " + image->name + ": " + problem->message);
    }
    if (!result.errors.empty())
        return result;

    std::unique_ptr<Program> program(new Program);
    program->linked_ = module::link(images);
    if (!program->linked_.ok()) {
        result.errors = program->linked_.errors;
        return result;
    }
    program->report_.unresolved = program->linked_.unresolved;

    // Sized once: LoadedFunction points into these vectors.
    program->modules_.resize(images.size());
    for (uint32_t m = 0; m < images.size(); ++m) {
        const module::ModuleImage& image = *images[m];
        const module::LinkedModule& linked = program->linked_.modules[m];
        Module& loaded = program->modules_[m];
        loaded.image = &image;
        loaded.slot = linked.slot;
        loaded.textBase = linked.textBase;
        for (const std::string& s : image.strings)
            program->texts_.push_back(s);

        // Module variables are never strings (the compiler refuses them), so
        // run-time strings never outlive their invocation.
        loaded.variables.assign(image.variables.size(), 0);

        for (uint32_t i = 0; i < image.imports.size(); ++i) {
            const module::Import& import = image.imports[i];
            ImportReport entry{m, i, import.kind, image.strings[import.name], image.strings[import.signature], false, false, {}};
            loaded.imports.push_back(bindImport(api, import.kind, entry.name, entry.signature, entry.problem));
            entry.implemented = entry.problem.empty();
            entry.settable = entry.implemented && api.find(import.kind, entry.name)->set != nullptr;
            program->report_.imports.push_back(std::move(entry));
        }

        loaded.constants.resize(image.functions.size());
        for (uint32_t f = 0; f < image.functions.size(); ++f) {
            std::vector<int32_t>& pool = loaded.constants[f];
            for (const core::Constant& k : image.functions[f].constants)
                pool.push_back(resolveConstant(k, loaded, linked));
        }
        loaded.functions.resize(image.functions.size());
        for (uint32_t f = 0; f < image.functions.size(); ++f) {
            const core::Function& source = image.functions[f];
            LoadedFunction& fn = loaded.functions[f];
            fn.source = &source;
            fn.code = source.code.data();
            fn.constants = loaded.constants[f].data();
            fn.variables = loaded.variables.data();
            fn.imports = loaded.imports.data();
            fn.functions = loaded.functions.data();
            fn.codeSize = uint32_t(source.code.size());
            fn.registerCount = source.registerCount;
            fn.parameterCount = source.parameterCount;
            fn.module = m;
            fn.index = f;
        }
    }
    program->api_ = &api;
    result.program = std::move(program);
    return result;
}

std::variant<std::unique_ptr<LoadedFragment>, std::string> Program::loadFragment(const LoadedFunction& scope,
                                                                                  CodeFragment fragment)
{
    if (scope.module >= modules_.size() || scope.index >= modules_[scope.module].functions.size() ||
        &modules_[scope.module].functions[scope.index] != &scope)
        return std::string("the fragment's scope is not a function of this program");
    Module& module = modules_[scope.module];
    const module::ModuleImage& image = *module.image;
    const core::Function& code = fragment.function;
    if (code.kind != core::FunctionKind::ScriptFunction || code.parameterCount != 0)
        return std::string("a code fragment must be a script function without parameters");
    // The fragment runs on a copy of the scope's frame: its window holds that frame.
    if (code.registerCount < scope.registerCount)
        return "the fragment's " + std::to_string(code.registerCount) + " registers cannot hold its scope's " +
               std::to_string(scope.registerCount);
    if (std::optional<module::VerifierFinding> problem =
            module::findAddedFunctionProblem(image, code, fragment.strings, fragment.imports))
        return "code fragment for module " + image.name + ": " + problem->message;

    auto fragmentString = [&](uint32_t index) -> const std::string& {
        return index < image.strings.size() ? image.strings[index] : fragment.strings[index - image.strings.size()];
    };
    auto loaded = std::make_unique<LoadedFragment>();
    // The fragment's strings become texts after every module's; an equal text
    // loaded before is shared, so evaluating a condition again adds nothing.
    std::vector<int32_t> handles;
    for (const std::string& s : fragment.strings) {
        const auto same = std::find(fragmentTexts_.begin(), fragmentTexts_.end(), s);
        if (same != fragmentTexts_.end()) {
            handles.push_back(int32_t(linked_.textCount + uint32_t(same - fragmentTexts_.begin())));
            continue;
        }
        fragmentTexts_.push_back(s);
        texts_.push_back(fragmentTexts_.back());
        handles.push_back(int32_t(texts_.size() - 1));
    }
    for (const core::Constant& k : code.constants) {
        const bool ownText = k.kind == core::ConstantKind::Text && uint32_t(k.value) >= image.strings.size();
        loaded->constants.push_back(ownText ? handles[uint32_t(k.value) - image.strings.size()]
                                            : resolveConstant(k, module, linked_.modules[scope.module]));
    }
    loaded->imports = module.imports;
    for (const module::Import& import : fragment.imports) {
        std::string problem;
        loaded->imports.push_back(
            bindImport(*api_, import.kind, fragmentString(import.name), fragmentString(import.signature), problem));
    }
    loaded->type = fragment.type;
    loaded->source = std::move(fragment.function);
    LoadedFunction& fn = loaded->function;
    fn.source = &loaded->source;
    fn.code = loaded->source.code.data();
    fn.constants = loaded->constants.data();
    fn.variables = module.variables.data();
    fn.imports = loaded->imports.data();
    fn.functions = module.functions.data();
    fn.codeSize = uint32_t(loaded->source.code.size());
    fn.registerCount = loaded->source.registerCount;
    fn.parameterCount = 0;
    fn.module = scope.module;
    fn.index = scope.index;     // display names and traces name the scope's function
    return loaded;
}

const LoadedFunction* Program::function(size_t module, size_t index) const
{
    if (module >= modules_.size() || index >= modules_[module].functions.size())
        return nullptr;
    return &modules_[module].functions[index];
}

const LoadedFunction* Program::findFunction(std::string_view name) const
{
    for (const Module& m : modules_) {
        for (const LoadedFunction& f : m.functions) {
            if (f.source->kind == core::FunctionKind::ScriptFunction && m.image->strings[f.source->name] == name)
                return &f;
        }
    }
    return nullptr;
}

std::string Program::displayName(const LoadedFunction& function) const
{
    return functionName(*modules_[function.module].image, function.index);
}

std::optional<Program::SourceLine> Program::sourceLine(const LoadedFunction& function, uint32_t pc) const
{
    const std::vector<core::LineEntry>& lines = function.source->lines;
    const auto after = std::upper_bound(lines.begin(), lines.end(), pc,
                                        [](uint32_t p, const core::LineEntry& e) { return p < e.pc; });
    if (after == lines.begin())
        return std::nullopt;
    const core::LineEntry& entry = *(after - 1);
    const module::ModuleImage& image = *modules_[function.module].image;
    if (entry.file >= image.sourceFiles.size())
        return std::nullopt;
    return SourceLine{image.sourceFiles[entry.file], entry.line, entry.column};
}

} // namespace incursion::vm
