// The templates File > New Module starts a module from: one folder each
// under data/templates (installed as PREFIX/share/incursion-studio/templates),
// a template.json manifest beside the files it copies. Writing a module
// copies the files, replacing the placeholders (@MODULE_NAME@...) with the
// user's names escaped for an IncursionScript string literal.
// data/templates/README.md describes the format.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace incursion::studio {

struct ModuleTemplate {
    QString folder;             // absolute
    QString name;               // in the user interface's language when the manifest has it
    QString description;
    int order = 0;
    QString mainFile;           // relative to the new module's folder
    bool extendsModule = false; // the new module `Requires` one the user picks
};

// What the user chose in the wizard.
struct NewModuleRequest {
    QString moduleName;
    QString folder;             // the new module's folder: absent, or empty
    ModuleTemplate moduleTemplate;
    QString baseModuleName;     // the module it extends (extendsModule)
};

class ModuleTemplates {
    Q_DECLARE_TR_FUNCTIONS(ModuleTemplates)
public:
    // The installed templates for a studio binary in `applicationDir`
    // (PREFIX/bin -> PREFIX/share/incursion-studio/templates; the build tree
    // has the same layout).
    static QString installedFolder(const QString& applicationDir);

    // The templates in `folder`, by order. A template whose manifest is
    // unreadable is left out, with a message naming its file in `errors`.
    // `language` ("de", "fr_CA") picks the manifest's name[de]... if present.
    static QList<ModuleTemplate> load(const QString& folder, const QString& language, QStringList* errors = nullptr);

    // Why `name` cannot be a module name (empty, control characters, too
    // long); an empty string when it can.
    static QString nameProblem(const QString& name);
    // The folder name for a module name: the name without the characters
    // file systems refuse ('/', '\\', ':', '*', '?', '"', '<', '>', '|').
    static QString folderName(const QString& moduleName);
    // The `File` declaration's value: the name's ASCII letters and digits in
    // CamelCase + ".Mod" ("Deep Cellars" -> "DeepCellars.Mod").
    static QString moduleFileName(const QString& moduleName);
    // `text` escaped to go between the quotes of a string literal.
    static QString stringLiteralBody(const QString& text);

    // Why the module cannot be written to `folder` (it is a file, or a
    // folder that is not empty); an empty string when it can.
    static QString folderProblem(const QString& folder);

    // Writes the module; returns the absolute path of its main file, or
    // nothing with a message in `error`. Never writes into a folder that is
    // not empty.
    static std::optional<QString> create(const NewModuleRequest& request, QString* error);
};

} // namespace incursion::studio
