// A loaded program: linked module images made ready to run. Per module, each
// function's constants resolved to run-time values, the imports bound by name
// to the host API once, and the module variables' storage. README.md,
// "Loading", describes the run-time values (text handles, resource IDs).
#pragma once

#include "module/linker.h"
#include "module/module_image.h"
#include "core/bytecode.h"
#include "vm/code_fragment.h"
#include "vm/host_api.h"

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace incursion::vm {

// What a `callh`/`getm`/`setm` calls. Never null: an unbound import calls a
// stand-in that raises the "not implemented" script error.
struct ImportBinding {
    HostFunction call = nullptr;        // function, or a variable's getter
    HostFunction set = nullptr;         // member variable setter
};

// A function ready to run; everything the dispatch loop needs is one pointer away.
struct LoadedFunction {
    const core::Function* source = nullptr;
    const core::Instruction* code = nullptr;
    const int32_t* constants = nullptr;         // resolved (Program::load)
    int32_t* variables = nullptr;               // the module's variables
    const ImportBinding* imports = nullptr;     // the module's bound imports
    const LoadedFunction* functions = nullptr;  // the module's functions (`call` targets)
    uint32_t codeSize = 0;
    uint16_t registerCount = 0;
    uint8_t parameterCount = 0;
    uint32_t module = 0;                        // index into Program::modules()
    uint32_t index = 0;                         // index into that module's functions
};

struct ImportReport {
    uint32_t module = 0;
    uint32_t import = 0;
    module::Import::Kind kind = module::Import::Kind::GlobalFunction;
    std::string name;
    std::string signature;
    bool implemented = false;
    bool settable = false;              // a member variable whose setter is bound too (`setm` works)
    std::string problem;                // why not: "not implemented", a signature mismatch ...
};

// What loading found: the binding report and the unresolved `$"name"`s.
struct LoadReport {
    std::vector<ImportReport> imports;                  // every import of every module
    std::vector<module::UnresolvedExternal> unresolved; // their constants load as resource 0

    size_t implementedCount() const;
    // The report of import `import` of module `module`, or null.
    const ImportReport* find(uint32_t module, uint32_t import) const;
    // One line per import, "implemented" first, for logs and `incplay`.
    std::string text() const;
};

class Program;

// A CodeFragment made ready to run in the module of the function it was
// compiled for (Program::loadFragment). `function` points into this object.
struct LoadedFragment {
    LoadedFunction function;
    core::Function source;                        // the fragment's code (function.source)
    core::ValueType type = core::ValueType::Int32;
    std::vector<int32_t> constants;         // resolved
    std::vector<ImportBinding> imports;     // the module's, then the fragment's own
    LoadedFragment() = default;
    LoadedFragment(const LoadedFragment&) = delete;
    LoadedFragment& operator=(const LoadedFragment&) = delete;
};

struct LoadResult {
    std::unique_ptr<Program> program;   // null when loading failed
    std::vector<std::string> errors;    // link errors and verifier findings
};

class Program {
public:
    struct Module {
        const module::ModuleImage* image = nullptr;
        uint8_t slot = 0;                           // linked slot: resource IDs are resourceId(slot, index)
        uint32_t textBase = 0;                      // text handle of the module's string 0
        std::vector<std::vector<int32_t>> constants;    // per function
        std::vector<ImportBinding> imports;
        std::vector<LoadedFunction> functions;
        std::vector<int32_t> variables;
    };

    // Links `images` in load order, verifies them and binds their imports to
    // `api`. The images and `api` must outlive the program; they are not copied.
    static LoadResult load(std::span<const module::ModuleImage* const> images, const HostApi& api);

    Program(const Program&) = delete;
    Program& operator=(const Program&) = delete;

    const std::vector<Module>& modules() const { return modules_; }
    const module::LinkedProgram& linked() const { return linked_; }
    const LoadReport& report() const { return report_; }

    const LoadedFunction* function(size_t module, size_t index) const;
    // A script function by its exact name, searching modules in load order.
    const LoadedFunction* findFunction(std::string_view name) const;

    // Module variables: the game's persistent script state.
    std::span<int32_t> variables(size_t module) { return modules_.at(module).variables; }

    // Text handles (>= 0): one number space over all modules' string tables.
    int32_t textHandle(size_t module, uint32_t index) const { return int32_t(modules_[module].textBase + index); }
    std::string_view text(int32_t handle) const
    {
        return uint32_t(handle) < texts_.size() ? texts_[uint32_t(handle)] : std::string_view{};
    }
    std::optional<module::TextOrigin> textOrigin(int32_t handle) const { return linked_.textOrigin(handle); }

    // Verifies `fragment` against the module of `scope` (as module code is
    // verified: registers, jumps, every index), resolves its constants (its
    // own strings become texts of this program) and binds its own imports to
    // the host API the program was loaded with. An error names what is wrong.
    std::variant<std::unique_ptr<LoadedFragment>, std::string> loadFragment(const LoadedFunction& scope,
                                                                           CodeFragment fragment);

    // "On Event EV_MOVE of Monster \"Goblin\"", or a script function's name.
    std::string displayName(const LoadedFunction& function) const;
    struct SourceLine { std::string_view file; uint32_t line = 0; uint32_t column = 0; };
    // Where instruction `pc` of `function` came from (line table), if known.
    std::optional<SourceLine> sourceLine(const LoadedFunction& function, uint32_t pc) const;

private:
    Program() = default;

    std::vector<Module> modules_;
    module::LinkedProgram linked_;
    LoadReport report_;
    std::vector<std::string_view> texts_;
    std::deque<std::string> fragmentTexts_;     // strings of loaded fragments (texts_ views them)
    const HostApi* api_ = nullptr;
};

} // namespace incursion::vm
