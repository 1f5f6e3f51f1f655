#include "vault_formats/vault_file_command.h"

#include "vault/vault_error.h"
#include "vault/vault_session.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace incursion::studio {

namespace {

enum Status { Success = 0, BadFile = 1, BadUsage = 2 };

QString formatList(const VaultFormats& formats, bool reading)
{
    QStringList extensions;
    for (const VaultFormatInfo& format : formats.formats())
        if (reading ? format.canRead : format.canWrite)
            extensions << QLatin1Char('.') + format.extension;
    if (extensions.isEmpty())
        return QCoreApplication::translate("VaultFileCommand", "none (no format plugins were found)");
    return extensions.join(QStringLiteral(", "));
}

int exportVault(const VaultFileCommand& command, const VaultFormats& formats, const vault::VaultModule& module,
                QTextStream& messages)
{
    const vault::Vault vault = vault::findVault(module, command.region.toStdString());
    if (const QString error = formats.exportVault(vault, module.manager.get(), command.file); !error.isEmpty()) {
        messages << error << Qt::endl;
        return BadFile;
    }
    messages << QCoreApplication::translate("VaultFileCommand", "%1: Region \"%2\" exported")
                    .arg(command.file, command.region)
             << Qt::endl;
    return Success;
}

int importVault(const VaultFileCommand& command, const VaultFormats& formats, const vault::VaultModule& module,
                QTextStream& messages)
{
    const vault::Vault vault = vault::findVault(module, command.region.toStdString());
    const std::variant<vault::VaultContent, QString> content =
        formats.importVault(command.file, module.front(), module.options.preprocessor, vault);
    if (const QString* error = std::get_if<QString>(&content)) {
        messages << *error << Qt::endl;
        return BadFile;
    }
    const vault::ImportResult result =
        vault::importIntoSource(module, vault, std::get<vault::VaultContent>(content));
    for (const vault::Problem& problem : result.plan.problems)
        messages << QString::fromStdString(problem.text()) << Qt::endl;
    const QString source = QString::fromStdString(result.plan.path);
    switch (result.outcome) {
    case vault::ImportOutcome::Refused:
        messages << QCoreApplication::translate("VaultFileCommand",
                                                "%1 not changed: the vault imported from %2 has errors")
                        .arg(source, command.file)
                 << Qt::endl;
        return BadFile;
    case vault::ImportOutcome::Unchanged:
        messages << QCoreApplication::translate("VaultFileCommand", "%1: unchanged").arg(source) << Qt::endl;
        return Success;
    case vault::ImportOutcome::Rewritten:
        messages << QCoreApplication::translate("VaultFileCommand", "%1: Region \"%2\" rewritten from %3")
                        .arg(source, command.region, command.file)
                 << Qt::endl;
        return Success;
    }
    return Success;
}

} // namespace

int runVaultFileCommand(const VaultFileCommand& command, const VaultFormats& formats, QTextStream& messages)
{
    const bool reading = command.kind == VaultFileCommand::Kind::Import;
    const plugins::VaultFormat* format = formats.formatFor(command.file);
    const auto needed = reading ? plugins::VaultFormat::CanRead : plugins::VaultFormat::CanWrite;
    if (!format || !format->capabilities().testFlag(needed)) {
        messages << (reading ? QCoreApplication::translate("VaultFileCommand",
                                                           "%1: no vault format reads .%2 (these do: %3)")
                             : QCoreApplication::translate("VaultFileCommand",
                                                           "%1: no vault format writes .%2 (these do: %3)"))
                        .arg(command.file, QFileInfo(command.file).suffix(), formatList(formats, reading))
                 << Qt::endl;
        for (const QString& error : formats.loadErrors())
            messages << error << Qt::endl;
        return BadUsage;
    }
    try {
        script::CheckOptions options;
        options.mainFile = command.mainFile.toStdString();
        options.preprocessor.includeDirs = script::originalSearchDirectories(options.mainFile);
        const vault::VaultModule module = vault::loadVaultModule(std::move(options));
        return reading ? importVault(command, formats, module, messages)
                       : exportVault(command, formats, module, messages);
    } catch (const std::exception& error) {
        // VaultError names the file; nothing was written (an import writes last, in one rename).
        messages << QString::fromStdString(error.what()) << Qt::endl;
        return BadFile;
    }
}

} // namespace incursion::studio
