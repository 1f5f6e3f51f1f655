// The interface of a vault format plugin: one plugin per file format, loaded
// by the studio at start with QPluginLoader (as Tiled's formats are). A
// plugin reads a file into a vault's rows (and legend, when the format has
// one) and writes a vault with the look of its cells; the studio does the
// rest through the runtime's vault layer (runtime/vault): it parses the
// legend with the compiler, rewrites the source and validates the result.
//
//   class XpFormat : public QObject, public VaultFormat {
//       Q_OBJECT
//       Q_PLUGIN_METADATA(IID IncursionVaultFormat_iid)
//       Q_INTERFACES(incursion::plugins::VaultFormat)
//       ...
//   };
#pragma once

#include "vault/vault_model.h"
#include "vault/vault_text.h"

#include <QFlags>
#include <QString>
#include <QtPlugin>

#include <optional>
#include <string>
#include <vector>

namespace incursion::plugins {

// How the studio draws one cell: the character on screen and its colour.
struct CellLook {
    char32_t glyph = U'?';
    uint32_t colour = 0xFFC0C0C0;       // 0xAARRGGBB, as QRgb (the interface needs no Qt Gui)
};

// What an export writes: the vault and the look of its cells in the module's colours.
struct VaultPicture {
    const vault::Vault* vault = nullptr;
    std::vector<CellLook> cells;            // row-major, width × height
    const CellLook& at(int x, int y) const { return cells[size_t(y) * size_t(vault->width()) + size_t(x)]; }
};

// What an import reads. Legend lines keep the line of the file they come
// from, so the compiler's messages about them point into the file.
struct VaultFile {
    std::vector<std::string> rows;
    // None when the format has no legend (a REXPaint image): the vault keeps its own.
    std::optional<std::vector<vault::VaultText::LegendSource>> legend;
};

class VaultFormat {
public:
    enum Capability { CanRead = 0x1, CanWrite = 0x2 };
    Q_DECLARE_FLAGS(Capabilities, Capability)

    virtual ~VaultFormat() = default;

    virtual QString name() const = 0;               // "REXPaint"
    virtual QString extension() const = 0;          // "xp", without the dot
    virtual Capabilities capabilities() const = 0;

    // Writes `picture` to `path` (replacing it in one rename). False and
    // errorString() on failure.
    virtual bool write(const VaultPicture& picture, const QString& path) = 0;
    // The vault in `path`; none and errorString() ("PATH: byte 12: ...",
    // "PATH:3:5: ...", "PATH: cell 4,2: ...") when it is no vault.
    virtual std::optional<VaultFile> read(const QString& path) = 0;
    virtual QString errorString() const = 0;
};

} // namespace incursion::plugins

Q_DECLARE_OPERATORS_FOR_FLAGS(incursion::plugins::VaultFormat::Capabilities)

#define IncursionVaultFormat_iid "org.incursion.studio.VaultFormat/1"
Q_DECLARE_INTERFACE(incursion::plugins::VaultFormat, IncursionVaultFormat_iid)
