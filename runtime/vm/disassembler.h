// Human-readable listings of compiled functions, for `incc disasm`, the
// studio's disassembly view and the debugger's bytecode stepping.
#pragma once

#include "module/module_image.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::vm {

// How tools name function `index` of `image`: "On Event EV_MOVE of Monster
// "goblin"", or a script function's own name ("<bad ...>" parts for a damaged
// image).
std::string functionName(const module::ModuleImage& image, uint32_t index);

// One line of a listing: an instruction, or a source line shown above the
// instructions compiled from it.
struct ListingLine {
    enum class Kind : uint8_t { Header, Source, Instruction } kind = Kind::Instruction;
    std::string text;
    std::optional<uint32_t> pc;                 // Instruction lines
    std::optional<module::SourcePosition> source; // Source lines (and the instruction's line)
};

// Returns the text of `line` (1-based) of source file `file` (an index into
// the module's sourceFiles), or nullopt when it is not available.
using SourceLineProvider = std::function<std::optional<std::string>(uint32_t file, uint32_t line)>;

// The listing of function `index` of `image`: a header naming the function and
// its resource, then its instructions with operands decoded (constants,
// imports, module variables and jump targets by name or value), each source
// line interleaved before the first instruction compiled from it when
// `sourceLines` is given.
std::vector<ListingLine> disassemble(const module::ModuleImage& image, uint32_t index,
                                     const SourceLineProvider& sourceLines = {});

// The same as plain text, one line per ListingLine.
std::string disassembleText(const module::ModuleImage& image, uint32_t index,
                            const SourceLineProvider& sourceLines = {});

// Reads source lines from the files named in image.sourceFiles (paths as the
// compiler saw them), caching each file once.
SourceLineProvider sourceLinesFromFiles(const module::ModuleImage& image);

} // namespace incursion::vm
