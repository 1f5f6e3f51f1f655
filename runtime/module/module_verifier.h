// The semantic checks a module image passes before anything runs it: every
// opcode known, every register inside the frame, every jump inside its
// function, every index (strings, resources, functions, constants, module
// variables, imports, external references) inside its table. FORMAT.md lists
// them. readModule() runs them on every file it reads; images built in memory
// (the compiler's, a test's) are checked with verifyImage().
#pragma once

#include "module/format_error.h"
#include "module/module_image.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace incursion::module {

// What part of an image a finding is about, so the file reader can turn it
// into a section and byte offset.
struct ImageLocation {
    enum class Part : uint8_t {
        Meta,           // module name, file name, slot, prerequisite `index`
        String,         // string `index`
        SourceFile,     // source file `index`
        Resource,       // resource `index` itself (kind, name, position)
        Field,          // resource `index`, field record `item`, value `value`
        Annotation,     // resource `index`, annotation record `item`, value `value`
        Function,       // function `index` itself (kind, resource, name, registers, code size)
        Constant,       // function `index`, constant `item`
        Instruction,    // function `index`, code word `item` (the pc)
        LineEntry,      // function `index`, line table entry `item`
        Local,          // function `index`, local variable `item`
        Variable,       // module variable `index`
        Import,         // import `index`
        External,       // external reference `index`
    };
    // `value` of a Field or Annotation location that is about the record
    // itself (its tag) rather than one of its values.
    static constexpr uint32_t kWholeRecord = UINT32_MAX;

    Part part = Part::Meta;
    uint32_t index = 0;
    uint32_t item = 0;
    uint32_t value = 0;
};

// The four-letter id of the section that stores `part` ("CODE" ...).
std::string_view sectionIdOf(ImageLocation::Part part);

struct VerifierFinding {
    ImageLocation where;
    std::string message;        // names the function and pc, the resource ... it is about
};

// The first problem found in `image`, or nullopt when it is sound.
std::optional<VerifierFinding> findImageProblem(const ModuleImage& image);

// The first problem of `function`, compiled against `image` but not part of
// it (a debugger's code fragment, vm/code_fragment.h): checked as the image's
// own functions are, where its string and import indices may also name
// `strings` and `imports`, numbered after the image's. `imports` are checked
// too. Messages say "fragment" where they would name a function's index.
std::optional<VerifierFinding> findAddedFunctionProblem(const ModuleImage& image, const core::Function& function,
                                                        std::span<const std::string> strings,
                                                        std::span<const Import> imports);

// The same as an error naming the section (the offset is unknown in memory).
std::optional<FormatError> verifyImage(const ModuleImage& image);

} // namespace incursion::module
