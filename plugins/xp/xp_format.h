// REXPaint's .xp images (gridsagegames.com/rexpaint): one gzip stream of
// little-endian values: int32 version (-1), int32 layer count, then per
// layer int32 width and height and its cells column by column, each a
// uint32 CP437 glyph, the foreground RGB and the background RGB. A cell of
// background 255,0,255 is transparent (the layers below show through).
//
// Written: one layer, each cell's glyph the vault's own character, drawn in
// the colour the studio gives it, on black. Read: the layers stacked as
// REXPaint shows them (the topmost cell that is not transparent wins); every
// cell must be a grid character. The format has no legend: an import keeps
// the vault's.
#pragma once

#include "api/vault_format.h"

#include <QObject>

namespace incursion::plugins {

class XpFormat : public QObject, public VaultFormat {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID IncursionVaultFormat_iid)
    Q_INTERFACES(incursion::plugins::VaultFormat)

public:
    QString name() const override { return QStringLiteral("REXPaint"); }
    QString extension() const override { return QStringLiteral("xp"); }
    Capabilities capabilities() const override { return CanRead | CanWrite; }
    bool write(const VaultPicture& picture, const QString& path) override;
    std::optional<VaultFile> read(const QString& path) override;
    QString errorString() const override { return error_; }

private:
    QString error_;
};

} // namespace incursion::plugins
