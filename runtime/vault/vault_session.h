// A module's vaults from its sources to a file format and back: what
// `incc vault` and the studio's vault format plugins share.
//
//   VaultModule module = loadVaultModule(options);          // front end + build
//   Vault vault = findVault(module, "Warren Mouth");
//   std::string txt = writeVaultText(vault);
//   ImportPlan plan = planImport(module, vault, content);   // nothing written yet
//   ImportResult done = importIntoSource(module, vault, content);   // planned, and written when clean
#pragma once

#include "script/build.h"
#include "vault/vault_validation.h"
#include "vault/vault_writer.h"

#include <map>
#include <memory>
#include <string>

namespace incursion::vault {

struct VaultModule {
    script::CheckOptions options;
    script::BuildResult build;                          // build.front: the syntax tree the vaults are read from
    std::unique_ptr<module::ResourceManager> manager;   // null when the module has errors
    const script::CheckResult& front() const { return build.front; }
};

// Builds the module (preprocessor, parser and code generation, as `incc build`)
// and loads its image, for placement checks. VaultError when the main file
// cannot be read. `cancel`, when set (from any thread), stops the build early:
// the module then has no image.
VaultModule loadVaultModule(script::CheckOptions options, const std::atomic<bool>* cancel = nullptr);

// The same with the files of `texts` (path as the preprocessor asks for it →
// text) read from there instead of the disk: the painter's unsaved buffers.
VaultModule loadVaultModule(script::CheckOptions options, const std::map<std::string, std::string>& texts);

// The vault of Region `region`; VaultError "MAIN: no Region ..." when there is none.
Vault findVault(const VaultModule& module, std::string_view region);

// What importing `content` into `vault` would write: the source file's new
// text, the problems of the vault as it would then be (read back from the
// module rebuilt with that text), and whether anything changes. VaultError
// for content the writer refuses or when the rebuilt module has compile
// errors (their messages, FILE:LINE:COLUMN). The file is not written.
struct ImportPlan {
    std::string path;
    std::string text;
    bool changed = false;
    std::vector<Problem> problems;
};
ImportPlan planImport(const VaultModule& module, const Vault& vault, const VaultContent& content);

// Imports `content` into `vault`'s source file: plans it (planImport) and
// writes the new text (writeSourceAtomically) only when the vault would have
// no errors and the text changes. What `incc vault import` and the studio's
// --import-vault share; they only word the outcome.
enum class ImportOutcome { Refused, Unchanged, Rewritten };
struct ImportResult {
    ImportPlan plan;
    ImportOutcome outcome = ImportOutcome::Refused;
};
ImportResult importIntoSource(const VaultModule& module, const Vault& vault, const VaultContent& content);

// Replaces `path` by `text` through a temporary file renamed over it, so the
// file is either as it was or all new; a link is followed and the file keeps
// its permissions. VaultError on failure, and for a path that exists but is
// no regular file (a device, a pipe, a folder), which is never touched.
void writeSourceAtomically(const std::string& path, std::string_view text);

// The whole text of a file (regular files up to 64 MiB); VaultError naming it otherwise.
std::string readTextFile(const std::string& path);

} // namespace incursion::vault
