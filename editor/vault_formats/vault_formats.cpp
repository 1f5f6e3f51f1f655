#include "vault_formats/vault_formats.h"

#include "vault_formats/vault_look.h"

#include "vault/vault_error.h"
#include "vault/vault_legend.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibrary>

namespace incursion::studio {

QStringList VaultFormats::pluginDirectories(const QString& applicationDir)
{
    const QDir dir(applicationDir);
    return {dir.filePath(QStringLiteral("plugins")),
            QDir::cleanPath(dir.filePath(QStringLiteral("../lib/incursion-studio/plugins")))};
}

VaultFormats::VaultFormats(const QStringList& directories)
{
    for (const QString& directory : directories) {
        const QDir dir(directory);
        for (const QFileInfo& file : dir.entryInfoList(QDir::Files, QDir::Name)) {
            if (!QLibrary::isLibrary(file.fileName()))
                continue;
            auto loader = std::make_unique<QPluginLoader>(file.absoluteFilePath());
            QObject* instance = loader->instance();
            auto* format = qobject_cast<plugins::VaultFormat*>(instance);
            if (!format) {
                loadErrors_ << (instance ? QCoreApplication::translate("VaultFormats", "%1: not a vault format plugin")
                                               .arg(file.absoluteFilePath())
                                         : loader->errorString());
                continue;
            }
            if (formatFor(QStringLiteral("x.") + format->extension())) {
                loadErrors_ << QCoreApplication::translate("VaultFormats",
                                                           "%1: a second plugin for .%2 (the first one is used)")
                                   .arg(file.absoluteFilePath(), format->extension());
                continue;
            }
            formats_ << format;
            loaders_.push_back(std::move(loader));
        }
    }
}

// The loaders stay loaded: plugins are unloaded only when the process ends,
// as QPluginLoader's instances are shared across the application.
VaultFormats::~VaultFormats() = default;

VaultFormats& VaultFormats::instance()
{
    static VaultFormats formats(pluginDirectories(QCoreApplication::applicationDirPath()));
    return formats;
}

QList<VaultFormatInfo> VaultFormats::formats() const
{
    QList<VaultFormatInfo> list;
    for (const plugins::VaultFormat* format : formats_)
        list << VaultFormatInfo{format->name(), format->extension(),
                                format->capabilities().testFlag(plugins::VaultFormat::CanRead),
                                format->capabilities().testFlag(plugins::VaultFormat::CanWrite)};
    return list;
}

plugins::VaultFormat* VaultFormats::formatFor(const QString& path) const
{
    const QString suffix = QFileInfo(path).suffix();
    for (plugins::VaultFormat* format : formats_)
        if (suffix.compare(format->extension(), Qt::CaseInsensitive) == 0)
            return format;
    return nullptr;
}

QString VaultFormats::exportVault(const vault::Vault& vault, const module::ResourceManager* manager,
                                  const QString& path) const
{
    plugins::VaultFormat* format = formatFor(path);
    if (!format || !format->capabilities().testFlag(plugins::VaultFormat::CanWrite))
        return QCoreApplication::translate("VaultFormats", "%1: no vault format writes .%2")
            .arg(path, QFileInfo(path).suffix());
    for (const std::string& row : vault.rows)
        if (row.size() != vault.rows.front().size())
            return QCoreApplication::translate("VaultFormats", "%1: the grid of Region \"%2\" has rows of different "
                                                               "lengths; fix it before exporting")
                .arg(QString::fromStdString(vault.path), QString::fromStdString(vault.region));
    if (vault.rows.empty())
        return QCoreApplication::translate("VaultFormats", "%1: Region \"%2\" has an empty grid")
            .arg(QString::fromStdString(vault.path), QString::fromStdString(vault.region));
    const plugins::VaultPicture picture{&vault, vaultLook(vault, manager)};
    return format->write(picture, path) ? QString() : format->errorString();
}

namespace {

// The compiler reads legend lines in file order; a format whose legend
// order is not its line order (a Tiled map keeps tiles by id) has each
// line read on its own.
std::vector<vault::LegendLine> parseLegendLines(const script::CheckResult& front,
                                                const script::PreprocessorOptions& options,
                                                const vault::VaultText& text, const std::string& path)
{
    bool inLineOrder = true;
    for (size_t i = 1; i < text.legend.size(); ++i)
        inLineOrder = inLineOrder && text.legend[i - 1].line < text.legend[i].line;
    if (inLineOrder)
        return vault::parseLegend(front, options, text, path);
    std::vector<vault::LegendLine> legend;
    for (const vault::VaultText::LegendSource& line : text.legend) {
        vault::VaultText one;
        one.legend.push_back(line);
        for (vault::LegendLine& entry : vault::parseLegend(front, options, one, path))
            legend.push_back(std::move(entry));
    }
    return legend;
}

} // namespace

std::variant<vault::VaultContent, QString> VaultFormats::importVault(const QString& path,
                                                                     const script::CheckResult& front,
                                                                     const script::PreprocessorOptions& options,
                                                                     const vault::Vault& vault) const
{
    plugins::VaultFormat* format = formatFor(path);
    if (!format || !format->capabilities().testFlag(plugins::VaultFormat::CanRead))
        return QCoreApplication::translate("VaultFormats", "%1: no vault format reads .%2")
            .arg(path, QFileInfo(path).suffix());
    std::optional<plugins::VaultFile> file = format->read(path);
    if (!file)
        return format->errorString();
    vault::VaultContent content;
    content.rows = std::move(file->rows);
    if (!file->legend) {
        content.legend = vault::contentOf(vault).legend;
        return content;
    }
    vault::VaultText text;
    text.legend = std::move(*file->legend);
    try {
        content.legend = parseLegendLines(front, options, text, path.toStdString());
    } catch (const vault::VaultError& error) {
        return QString::fromStdString(error.what());
    }
    return content;
}

} // namespace incursion::studio
