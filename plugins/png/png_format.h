// A PNG picture of the vault as the studio draws it: each cell's glyph in
// its colour on black, in the system's fixed-pitch font without
// antialiasing (so the picture holds only the module's colours). Export
// only: a picture cannot say which grid character made a glyph.
// Needs a QGuiApplication (fonts); the headless command line makes one
// on the offscreen platform.
#pragma once

#include "api/vault_format.h"

#include <QObject>

namespace incursion::plugins {

class PngFormat : public QObject, public VaultFormat {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID IncursionVaultFormat_iid)
    Q_INTERFACES(incursion::plugins::VaultFormat)

public:
    QString name() const override { return QStringLiteral("PNG"); }
    QString extension() const override { return QStringLiteral("png"); }
    Capabilities capabilities() const override { return CanWrite; }
    bool write(const VaultPicture& picture, const QString& path) override;
    std::optional<VaultFile> read(const QString& path) override;
    QString errorString() const override { return error_; }

private:
    QString error_;
};

} // namespace incursion::plugins
