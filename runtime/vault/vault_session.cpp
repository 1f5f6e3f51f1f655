#include "vault/vault_session.h"

#include "module/format_error.h"
#include "module/section_file.h"
#include "vault/vault_error.h"

#include <filesystem>

namespace incursion::vault {

namespace {

std::string compileErrors(const script::BuildResult& build, size_t limit = 10)
{
    std::string out;
    size_t shown = 0;
    for (const script::Diagnostic& d : build.front.diagnostics->all())
        if (d.severity == script::Severity::Error && shown++ < limit)
            out += "\n" + build.front.diagnostics->formatText(d);
    return out;
}

} // namespace

VaultModule loadVaultModule(script::CheckOptions options, const std::atomic<bool>* cancel)
{
    VaultModule module;
    module.options = options;
    module.build = script::buildModule(options, {}, cancel);
    if (!module.build.front.mainFileRead)
        throw VaultError(options.mainFile + ": cannot read the file");
    if (module.build.image) {
        module::ResourceLoadResult loaded = module::ResourceManager::loadImages({*module.build.image});
        module.manager = std::move(loaded.manager);
    }
    return module;
}

VaultModule loadVaultModule(script::CheckOptions options, const std::map<std::string, std::string>& texts)
{
    const std::function<std::optional<std::string>(const std::string&)> disk = options.preprocessor.readFile;
    options.preprocessor.readFile = [&texts, disk](const std::string& path) -> std::optional<std::string> {
        if (const auto found = texts.find(path); found != texts.end())
            return found->second;
        return disk ? disk(path) : script::readSourceFile(path);
    };
    VaultModule module = loadVaultModule(options);
    module.options.preprocessor.readFile = disk;    // the texts need not outlive this call
    return module;
}

Vault findVault(const VaultModule& module, std::string_view region)
{
    std::variant<Vault, std::string> vault = readVault(module.front(), region);
    if (const std::string* error = std::get_if<std::string>(&vault))
        throw VaultError(module.options.mainFile + ": " + *error);
    return std::move(std::get<Vault>(vault));
}

ImportPlan planImport(const VaultModule& module, const Vault& vault, const VaultContent& content)
{
    ImportPlan plan;
    plan.path = vault.path;
    const std::string_view before = module.front().sources->text(vault.file);
    plan.text = rewriteVault(before, vault, content);
    plan.changed = plan.text != before;

    // Read back through the compiler: what is written must build and be this vault.
    VaultModule rebuilt = loadVaultModule(module.options, {{plan.path, plan.text}});
    if (rebuilt.front().diagnostics->errorCount() > 0)
        throw VaultError(plan.path + ": the vault of Region \"" + vault.region
                         + "\" would not compile:" + compileErrors(rebuilt.build));
    const Vault written = findVault(rebuilt, vault.region);
    if (contentOf(written) != content)
        throw VaultError(plan.path + ": the vault of Region \"" + vault.region
                         + "\" would not read back as imported (a legend line that is not one entry?)");
    plan.problems = validateVault(written, rebuilt.front(), rebuilt.manager.get());
    return plan;
}

ImportResult importIntoSource(const VaultModule& module, const Vault& vault, const VaultContent& content)
{
    ImportResult result{planImport(module, vault, content)};
    if (hasErrors(result.plan.problems))
        result.outcome = ImportOutcome::Refused;
    else if (!result.plan.changed)
        result.outcome = ImportOutcome::Unchanged;
    else {
        writeSourceAtomically(result.plan.path, result.plan.text);
        result.outcome = ImportOutcome::Rewritten;
    }
    return result;
}

void writeSourceAtomically(const std::string& path, std::string_view text)
{
    namespace fs = std::filesystem;
    std::error_code error;
    // A link is followed, so it stays a link; a device or a pipe is never
    // replaced by a file (renaming over /dev/null would).
    fs::path target = path;
    std::optional<fs::perms> permissions;
    if (fs::exists(fs::symlink_status(target, error))) {
        target = fs::canonical(target, error);
        if (error || !fs::is_regular_file(target, error))
            throw VaultError(path + ": not a regular file; it is left as it is");
        permissions = fs::status(target, error).permissions();
    }
    try {
        module::writeWholeFile(target.string(), text);
    } catch (const module::FormatFailure& failure) {
        throw VaultError(failure.error.describe());
    }
    if (permissions)
        fs::permissions(target, *permissions, error);
}

std::string readTextFile(const std::string& path)
{
    std::optional<std::string> text = script::readSourceFile(path);
    if (!text)
        throw VaultError(path + ": cannot read the file (missing, not a regular file, or larger than 64 MiB)");
    return std::move(*text);
}

} // namespace incursion::vault
