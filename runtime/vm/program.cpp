#include "vm/program.h"

#include "vm/disassembler.h"

#include "module/module_verifier.h"
#include "script/resource_kind.h"

#include <algorithm>

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

} // namespace

size_t LoadReport::implementedCount() const
{
    return size_t(std::count_if(imports.begin(), imports.end(), [](const ImportReport& r) { return r.implemented; }));
}

std::string LoadReport::text() const
{
    std::string out = std::to_string(implementedCount()) + " of " + std::to_string(imports.size()) +
                      " imported API names implemented\n";
    for (bool implemented : {true, false}) {
        for (const ImportReport& r : imports) {
            if (r.implemented != implemented)
                continue;
            out += implemented ? "  implemented      " : "  not implemented  ";
            out += std::string(module::importKindName(r.kind)) + " " + r.name + " " + r.signature;
            if (!r.problem.empty())
                out += " (" + r.problem + ")";
            out += '\n';
        }
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
            ImportReport entry{m, i, import.kind, image.strings[import.name], image.strings[import.signature], false, {}};
            ImportBinding binding{&notImplemented, &notImplemented};
            const HostApi::Entry* found = api.find(import.kind, entry.name);
            if (!found || !found->get) {
                entry.problem = "not implemented";
            } else if (!found->signature.empty() && found->signature != entry.signature) {
                entry.problem = "the runtime implements " + found->signature;
            } else {
                entry.implemented = true;
                binding.call = found->get;
                if (found->set)
                    binding.set = found->set;
            }
            loaded.imports.push_back(binding);
            program->report_.imports.push_back(std::move(entry));
        }

        loaded.constants.resize(image.functions.size());
        for (uint32_t f = 0; f < image.functions.size(); ++f) {
            std::vector<int32_t>& pool = loaded.constants[f];
            for (const Constant& k : image.functions[f].constants) {
                switch (k.kind) {
                case ConstantKind::Integer: pool.push_back(k.value); break;
                case ConstantKind::Text: pool.push_back(int32_t(loaded.textBase + uint32_t(k.value))); break;
                case ConstantKind::Resource: pool.push_back(int32_t(module::resourceId(loaded.slot, uint32_t(k.value)))); break;
                case ConstantKind::External: pool.push_back(int32_t(linked.externalIds[size_t(k.value)])); break;
                }
            }
        }
        loaded.functions.resize(image.functions.size());
        for (uint32_t f = 0; f < image.functions.size(); ++f) {
            const Function& source = image.functions[f];
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
    result.program = std::move(program);
    return result;
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
            if (f.source->kind == FunctionKind::ScriptFunction && m.image->strings[f.source->name] == name)
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
    const std::vector<LineEntry>& lines = function.source->lines;
    const auto after = std::upper_bound(lines.begin(), lines.end(), pc,
                                        [](uint32_t p, const LineEntry& e) { return p < e.pc; });
    if (after == lines.begin())
        return std::nullopt;
    const LineEntry& entry = *(after - 1);
    const module::ModuleImage& image = *modules_[function.module].image;
    if (entry.file >= image.sourceFiles.size())
        return std::nullopt;
    return SourceLine{image.sourceFiles[entry.file], entry.line, entry.column};
}

} // namespace incursion::vm
