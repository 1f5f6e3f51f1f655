// The plain-text vault format of runtime/vault/vault_text.h (the rows, an
// empty line, one legend entry per line), as a plugin: the studio's formats
// all come through the same interface, and `incc vault` shares the format.
#pragma once

#include "api/vault_format.h"

#include <QObject>

namespace incursion::plugins {

class TxtFormat : public QObject, public VaultFormat {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID IncursionVaultFormat_iid)
    Q_INTERFACES(incursion::plugins::VaultFormat)

public:
    QString name() const override { return QStringLiteral("Text"); }
    QString extension() const override { return QStringLiteral("txt"); }
    Capabilities capabilities() const override { return CanRead | CanWrite; }
    bool write(const VaultPicture& picture, const QString& path) override;
    std::optional<VaultFile> read(const QString& path) override;
    QString errorString() const override { return error_; }

private:
    QString error_;
};

} // namespace incursion::plugins
