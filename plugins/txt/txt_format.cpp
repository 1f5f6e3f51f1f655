#include "txt_format.h"

#include "support/plugin_files.h"

#include "vault/vault_error.h"

namespace incursion::plugins {

bool TxtFormat::write(const VaultPicture& picture, const QString& path)
{
    const std::string text = vault::writeVaultText(*picture.vault);
    return writeFileBytes(path, QByteArray(text.data(), qsizetype(text.size())), error_);
}

std::optional<VaultFile> TxtFormat::read(const QString& path)
{
    const std::optional<QByteArray> bytes = readFileBytes(path, error_);
    if (!bytes)
        return std::nullopt;
    try {
        vault::VaultText text = vault::readVaultText(std::string_view(bytes->constData(), size_t(bytes->size())),
                                                     path.toStdString());
        return VaultFile{std::move(text.rows), std::move(text.legend)};
    } catch (const vault::VaultError& error) {
        error_ = QString::fromStdString(error.what());
        return std::nullopt;
    }
}

} // namespace incursion::plugins
