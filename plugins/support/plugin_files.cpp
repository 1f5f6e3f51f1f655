#include "plugin_files.h"

#include "vault/vault_error.h"
#include "vault/vault_session.h"

namespace incursion::plugins {

std::optional<QByteArray> readFileBytes(const QString& path, QString& error)
{
    try {
        const std::string bytes = vault::readTextFile(path.toStdString());
        return QByteArray(bytes.data(), qsizetype(bytes.size()));
    } catch (const vault::VaultError& e) {
        error = QString::fromStdString(e.what());
        return std::nullopt;
    }
}

bool writeFileBytes(const QString& path, const QByteArray& bytes, QString& error)
{
    try {
        vault::writeSourceAtomically(path.toStdString(), std::string_view(bytes.constData(), size_t(bytes.size())));
        return true;
    } catch (const vault::VaultError& e) {
        error = QString::fromStdString(e.what());
        return false;
    }
}

} // namespace incursion::plugins
