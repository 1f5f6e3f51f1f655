#include "vault_command.h"

#include "command_line.h"

#include "vault/vault_error.h"
#include "vault/vault_legend.h"
#include "vault/vault_session.h"
#include "vault/vault_text.h"

#include <cstdio>

namespace incursion::incc {

namespace {

using namespace incursion::vault;

void printProblems(const std::vector<Problem>& problems)
{
    for (const Problem& problem : problems)
        writeText(problem.text() + "\n", stderr);
}

int list(const Invocation& inv)
{
    const script::CheckResult front = script::checkModule(inv.options);
    if (!front.mainFileRead)
        throw VaultError(inv.options.mainFile + ": cannot read the file");
    for (const VaultSummary& vault : listVaults(front))
        writeText(vault.region + "\t" + std::to_string(vault.width) + "x" + std::to_string(vault.height) + "\t"
                      + vault.path + ":" + std::to_string(vault.line) + "\n",
                  stdout);
    return Success;
}

int check(const Invocation& inv, const std::vector<std::string>& args)
{
    const VaultModule module = loadVaultModule(inv.options);
    const script::Diagnostics& diagnostics = *module.front().diagnostics;
    for (const script::Diagnostic& d : diagnostics.all())
        if (d.severity == script::Severity::Error)
            writeText(diagnostics.formatText(d), stderr);
    std::vector<std::string> regions;
    if (args.size() > 1)
        regions.push_back(args[1]);
    else
        for (const VaultSummary& vault : listVaults(module.front()))
            regions.push_back(vault.region);
    size_t errors = 0, warnings = 0;
    for (const std::string& region : regions) {
        const std::vector<Problem> problems = validateVault(findVault(module, region), module.front(), module.manager.get());
        printProblems(problems);
        for (const Problem& problem : problems)
            ++(problem.isError() ? errors : warnings);
    }
    errors += diagnostics.errorCount();
    std::fprintf(stderr, "%zu vault%s checked: %zu error%s, %zu warning%s\n", regions.size(),
                 regions.size() == 1 ? "" : "s", errors, errors == 1 ? "" : "s", warnings, warnings == 1 ? "" : "s");
    return errors ? InputErrors : Success;
}

int exportVault(const Invocation& inv, const std::vector<std::string>& args)
{
    const script::CheckResult front = script::checkModule(inv.options);
    if (!front.mainFileRead)
        throw VaultError(inv.options.mainFile + ": cannot read the file");
    std::variant<Vault, std::string> vault = readVault(front, args[1]);
    if (const std::string* error = std::get_if<std::string>(&vault))
        throw VaultError(inv.options.mainFile + ": " + *error);
    const Vault& found = std::get<Vault>(vault);
    for (const std::string& row : found.rows)
        if (row.size() != found.rows.front().size())
            throw VaultError(found.path + ": the grid of Region \"" + found.region
                             + "\" has rows of different lengths; fix it before exporting");
    const std::string text = writeVaultText(found);
    if (args.size() > 2)
        writeSourceAtomically(args[2], text);
    else
        writeText(text, stdout);
    return Success;
}

int importVault(const Invocation& inv, const std::vector<std::string>& args)
{
    const std::string& path = args[2];
    const VaultModule module = loadVaultModule(inv.options);
    const Vault vault = findVault(module, args[1]);
    const VaultText text = readVaultText(readTextFile(path), path);
    const VaultContent content{text.rows, parseLegend(module.front(), inv.options.preprocessor, text, path)};
    const ImportResult result = importIntoSource(module, vault, content);
    const std::string& source = result.plan.path;
    printProblems(result.plan.problems);
    switch (result.outcome) {
    case ImportOutcome::Refused:
        std::fprintf(stderr, "incc vault import: %s not changed: the imported vault has errors\n", source.c_str());
        return InputErrors;
    case ImportOutcome::Unchanged:
        std::fprintf(stderr, "%s: unchanged\n", source.c_str());
        return Success;
    case ImportOutcome::Rewritten:
        std::fprintf(stderr, "%s: Region \"%s\" rewritten\n", source.c_str(), vault.region.c_str());
        return Success;
    }
    return Success;
}

} // namespace

int runVault(const std::string& subcommand, const std::vector<std::string>& args, const Invocation& inv)
{
    struct Form { std::string_view name; size_t fewest, most; const char* usage; };
    static constexpr Form kForms[] = {
        {"list", 1, 1, "MAIN.irc"},
        {"check", 1, 2, "MAIN.irc [\"REGION NAME\"]"},
        {"export", 2, 3, "MAIN.irc \"REGION NAME\" [FILE.txt]"},
        {"import", 3, 3, "MAIN.irc \"REGION NAME\" FILE.txt"},
    };
    const Form* form = nullptr;
    for (const Form& f : kForms)
        if (f.name == subcommand)
            form = &f;
    if (!form) {
        std::fprintf(stderr, "incc vault: unknown command '%s' (list, check, export or import)\n", subcommand.c_str());
        return UsageError;
    }
    if (args.size() < form->fewest || args.size() > form->most) {
        std::fprintf(stderr, "incc vault %s: expected %s (try 'incc --help')\n", subcommand.c_str(), form->usage);
        return UsageError;
    }
    try {
        if (subcommand == "list")
            return list(inv);
        if (subcommand == "check")
            return check(inv, args);
        if (subcommand == "export")
            return exportVault(inv, args);
        return importVault(inv, args);
    } catch (const VaultError& error) {
        std::fprintf(stderr, "incc vault %s: %s\n", subcommand.c_str(), error.what());
        return InputErrors;
    } catch (const std::exception& error) {
        // Nothing was written: imports write last, in one rename.
        std::fprintf(stderr, "incc vault %s: %s: %s\n", subcommand.c_str(), inv.options.mainFile.c_str(), error.what());
        return InputErrors;
    }
}

} // namespace incursion::incc
