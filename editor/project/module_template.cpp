#include "project/module_template.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSaveFile>

#include <algorithm>

namespace incursion::studio {

namespace {

const QString kManifest = QStringLiteral("template.json");
constexpr int kMaxNameLength = 200;

// `key[fr_CA]`, then `key[fr]`, then `key`.
QString localized(const QJsonObject& manifest, const QString& key, const QString& language)
{
    const QString base = QLocale(language).name().section(QLatin1Char('_'), 0, 0);
    for (const QString& variant : {language, base})
        if (!variant.isEmpty())
            if (const QJsonValue value = manifest.value(key + QLatin1Char('[') + variant + QLatin1Char(']'));
                value.isString())
                return value.toString();
    return manifest.value(key).toString();
}

std::optional<ModuleTemplate> readManifest(const QString& folder, const QString& language, QString* error)
{
    const QString path = QDir(folder).filePath(kManifest);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = ModuleTemplates::tr("%1: cannot read the template: %2")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        *error = ModuleTemplates::tr("%1: byte %2: not a JSON object: %3")
                     .arg(QDir::toNativeSeparators(path))
                     .arg(parseError.offset)
                     .arg(parseError.errorString());
        return std::nullopt;
    }
    const QJsonObject manifest = document.object();
    ModuleTemplate result;
    result.folder = QFileInfo(folder).absoluteFilePath();
    result.name = localized(manifest, QStringLiteral("name"), language);
    result.description = localized(manifest, QStringLiteral("description"), language);
    result.order = manifest.value(QStringLiteral("order")).toInt();
    result.mainFile = manifest.value(QStringLiteral("mainFile")).toString();
    result.extendsModule = manifest.value(QStringLiteral("extendsModule")).toBool();
    const QString main = QDir::cleanPath(result.mainFile);
    if (result.name.isEmpty() || main.isEmpty() || QDir::isAbsolutePath(main) || main.startsWith(QLatin1String(".."))
        || !QFileInfo(QDir(folder).filePath(main)).isFile()) {
        *error = ModuleTemplates::tr("%1: the template needs a \"name\" and a \"mainFile\" that is one of its files")
                     .arg(QDir::toNativeSeparators(path));
        return std::nullopt;
    }
    return result;
}

QString substituted(QString text, const NewModuleRequest& request)
{
    text.replace(QLatin1String("@MODULE_NAME@"), ModuleTemplates::stringLiteralBody(request.moduleName));
    text.replace(QLatin1String("@MODULE_FILE@"), ModuleTemplates::moduleFileName(request.moduleName));
    text.replace(QLatin1String("@BASE_MODULE_NAME@"), ModuleTemplates::stringLiteralBody(request.baseModuleName));
    return text;
}

} // namespace

QString ModuleTemplates::installedFolder(const QString& applicationDir)
{
    // Relative to the binary, not a compiled-in prefix: the installed tree can be moved.
    return QDir::cleanPath(applicationDir + QStringLiteral("/../share/incursion-studio/templates"));
}

QList<ModuleTemplate> ModuleTemplates::load(const QString& folder, const QString& language, QStringList* errors)
{
    QList<ModuleTemplate> result;
    const QDir dir(folder);
    for (const QString& entry : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        if (!dir.exists(entry + QLatin1Char('/') + kManifest))
            continue;
        QString error;
        if (std::optional<ModuleTemplate> found = readManifest(dir.filePath(entry), language, &error))
            result.append(*found);
        else if (errors)
            errors->append(error);
    }
    std::stable_sort(result.begin(), result.end(),
                     [](const ModuleTemplate& a, const ModuleTemplate& b) { return a.order < b.order; });
    return result;
}

QString ModuleTemplates::nameProblem(const QString& name)
{
    if (name.trimmed().isEmpty())
        return tr("The module needs a name.");
    if (name.size() > kMaxNameLength)
        return tr("The name is too long (at most %1 characters).").arg(kMaxNameLength);
    if (std::any_of(name.begin(), name.end(), [](QChar c) { return c.category() == QChar::Other_Control; }))
        return tr("The name cannot hold line breaks, tabs or other control characters.");
    if (folderName(name).isEmpty())
        return tr("The name needs a letter or digit to name its folder.");
    return {};
}

QString ModuleTemplates::folderName(const QString& moduleName)
{
    QString result;
    for (const QChar c : moduleName.trimmed())
        if (!QStringLiteral("/\\:*?\"<>|").contains(c) && c.category() != QChar::Other_Control)
            result += c;
    result = result.simplified();
    // "." and ".." and names ending in a dot are not folders one can make everywhere.
    while (result.endsWith(QLatin1Char('.')) || result.startsWith(QLatin1Char('.')))
        result = result.endsWith(QLatin1Char('.')) ? result.chopped(1) : result.mid(1);
    return result;
}

QString ModuleTemplates::moduleFileName(const QString& moduleName)
{
    QString result;
    bool wordStart = true;
    for (const QChar c : moduleName) {
        const bool asciiAlnum = c.unicode() < 128 && c.isLetterOrNumber();
        if (asciiAlnum)
            result += wordStart ? c.toUpper() : c;
        wordStart = !asciiAlnum;
    }
    return (result.isEmpty() ? QStringLiteral("Module") : result) + QStringLiteral(".Mod");
}

QString ModuleTemplates::stringLiteralBody(const QString& text)
{
    QString result;
    for (const QChar c : text) {
        // Only these two need escaping; `\<` and `\>` would change the name
        // (they stand for literal characters the text formatter must not read).
        if (c == QLatin1Char('"') || c == QLatin1Char('\\'))
            result += QLatin1Char('\\');
        result += c;
    }
    return result;
}

QString ModuleTemplates::folderProblem(const QString& folder)
{
    const QFileInfo info(folder);
    if (!info.exists())
        return {};
    if (!info.isDir())
        return tr("%1 is a file, not a folder.").arg(QDir::toNativeSeparators(folder));
    if (!QDir(folder).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System))
        return tr("The folder %1 already exists and is not empty: choose another name or location.")
            .arg(QDir::toNativeSeparators(folder));
    return {};
}

std::optional<QString> ModuleTemplates::create(const NewModuleRequest& request, QString* error)
{
    const auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (const QString problem = nameProblem(request.moduleName); !problem.isEmpty())
        return fail(problem);
    if (request.moduleTemplate.extendsModule && request.baseModuleName.isEmpty())
        return fail(tr("Choose the module this add-on extends."));
    if (const QString problem = folderProblem(request.folder); !problem.isEmpty())
        return fail(problem);
    const QDir target(request.folder);
    if (!target.mkpath(QStringLiteral(".")))
        return fail(tr("Cannot make the folder %1.").arg(QDir::toNativeSeparators(request.folder)));

    const QDir source(request.moduleTemplate.folder);
    QDirIterator files(source.path(), QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString from = files.next();
        const QString relative = source.relativeFilePath(from);
        if (relative == kManifest)
            continue;
        QFile in(from);
        if (!in.open(QIODevice::ReadOnly))
            return fail(tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(from), in.errorString()));
        const QString to = target.filePath(relative);
        QSaveFile out(to);
        if (!QDir().mkpath(QFileInfo(to).absolutePath()) || !out.open(QIODevice::WriteOnly)
            || out.write(substituted(QString::fromUtf8(in.readAll()), request).toUtf8()) < 0 || !out.commit())
            return fail(tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(to), out.errorString()));
    }
    return QDir::cleanPath(target.absoluteFilePath(request.moduleTemplate.mainFile));
}

} // namespace incursion::studio
