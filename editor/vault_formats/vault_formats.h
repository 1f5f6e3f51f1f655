// The studio's vault formats: the plugins of plugins/ loaded with
// QPluginLoader from the folders next to the binary, and what the painter's
// Import and Export menus and the headless command line call.
//
//   VaultFormats& formats = VaultFormats::instance();
//   for (const VaultFormatInfo& f : formats.formats()) ...          // menus
//   QString error = formats.exportVault(vault, manager, "hut.xp");
//   auto content = formats.importVault("hut.tmx", front, options, vault);
#pragma once

#include "api/vault_format.h"

#include "module/resource_manager.h"
#include "script/frontend.h"
#include "vault/vault_writer.h"

#include <QList>
#include <QPluginLoader>
#include <QStringList>

#include <memory>
#include <variant>

namespace incursion::studio {

// A format as a menu lists it.
struct VaultFormatInfo {
    QString name;           // "REXPaint"
    QString extension;      // "xp"
    bool canRead = false;
    bool canWrite = false;
    QString nameFilter() const { return name + QStringLiteral(" (*.") + extension + QLatin1Char(')'); }
};

class VaultFormats {
public:
    // Where a studio binary in `applicationDir` finds its plugins: `plugins`
    // beside it (the build tree), then ../lib/incursion-studio/plugins (installed).
    static QStringList pluginDirectories(const QString& applicationDir);

    // Loads every vault format plugin in `directories`, in name order; the
    // first plugin of an extension wins. Files that are no such plugin are
    // told in loadErrors().
    explicit VaultFormats(const QStringList& directories);
    ~VaultFormats();

    // The application's formats, loaded on first use from pluginDirectories().
    static VaultFormats& instance();

    QList<VaultFormatInfo> formats() const;
    QStringList loadErrors() const { return loadErrors_; }
    // The format of `path`'s extension (case-insensitive), or null.
    plugins::VaultFormat* formatFor(const QString& path) const;

    // Writes `vault` to `path` in the format of its extension, drawn in the
    // module's look (vault_look.h). The error message, naming the file, or
    // an empty string.
    QString exportVault(const vault::Vault& vault, const module::ResourceManager* manager, const QString& path) const;

    // What `path` holds, as the new content of `vault`: the file's rows, and
    // its legend read by the compiler with the module's macros (`front`,
    // `options`), or the vault's own legend for a format without one. The
    // error message, naming the file (and line, cell or byte), otherwise.
    std::variant<vault::VaultContent, QString> importVault(const QString& path, const script::CheckResult& front,
                                                           const script::PreprocessorOptions& options,
                                                           const vault::Vault& vault) const;

private:
    std::vector<std::unique_ptr<QPluginLoader>> loaders_;
    QList<plugins::VaultFormat*> formats_;
    QStringList loadErrors_;
};

} // namespace incursion::studio
