// The `.mod` file: a module image on disk. FORMAT.md next to this file is the
// specification; this is its only writer and reader.
#pragma once

#include "module/format_error.h"
#include "module/module_image.h"
#include "module/section_file.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::module {

// Files larger than this are refused unread.
constexpr uint64_t kMaxModuleFileSize = uint64_t(256) << 20;

// The bytes of `image`: the same image always gives the same bytes. The image
// is written as it is; check it with verifyImage() first.
// Throws std::length_error if a table or section exceeds the format's 32-bit sizes.
std::string writeModule(const ModuleImage& image);

struct ModuleReadResult {
    std::optional<ModuleImage> image;       // read and verified
    std::optional<FormatError> error;       // why not
    std::vector<SectionInfo> sections;      // the directory, when it was readable

    bool ok() const { return image.has_value(); }
};

// Reads and verifies (module_verifier.h) the bytes of a `.mod` file. Never
// trusts them: any inconsistency is an error naming the section and the byte
// offset, never a crash or an unbounded allocation.
ModuleReadResult readModule(std::string_view bytes);

// The same for the regular file at `path` (at most kMaxModuleFileSize bytes);
// errors carry the path.
ModuleReadResult readModuleFile(const std::string& path);

// The header and directory around `sections`, in the order given, with their
// CRCs: what writeModule() does with the sections it encodes. Exposed for tests
// that build well-formed files with corrupt contents.
std::string assembleModule(const std::vector<Section>& sections);

} // namespace incursion::module
