// Tiled's .tmx maps (doc.mapeditor.org/en/stable/reference/tmx-map-format):
// the vault as one tile layer over a CP437 tileset of 256 tiles, tile id =
// the character's code, gid = 1 + id. A legend entry is a property of its
// character's tile: "legend" (the entry as the text format writes it) and
// "legend order" (its place in the legend); a character defined twice has
// "legend 2" and "legend order 2" too.
//
// Written: CSV layer data, the tileset embedded, naming cp437_16x16.png as
// its image (any 16 by 16 CP437 font sheet of that name shows the glyphs in
// Tiled). Read: every tile layer, stacked as Tiled draws them (the topmost
// non-empty tile wins), as CSV, base64 (plain, zlib or gzip) or XML tiles;
// flip bits are ignored. Layers of another size than the map, unknown
// tiles, tiles that are no grid character, empty cells, infinite maps and
// external tilesets are errors naming the file, line and cell.
#pragma once

#include "api/vault_format.h"

#include <QObject>

namespace incursion::plugins {

class TmxFormat : public QObject, public VaultFormat {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID IncursionVaultFormat_iid)
    Q_INTERFACES(incursion::plugins::VaultFormat)

public:
    QString name() const override { return QStringLiteral("Tiled"); }
    QString extension() const override { return QStringLiteral("tmx"); }
    Capabilities capabilities() const override { return CanRead | CanWrite; }
    bool write(const VaultPicture& picture, const QString& path) override;
    std::optional<VaultFile> read(const QString& path) override;
    QString errorString() const override { return error_; }

private:
    QString error_;
};

} // namespace incursion::plugins
