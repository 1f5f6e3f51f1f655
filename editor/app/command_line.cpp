#include "game/player_bot.h"

#include "app/command_line.h"

#include <cstdio>
#include <cstdlib>

#include "app/translations.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

namespace incursion::studio {

namespace {

// Why --lang LANGUAGE cannot be followed, or an empty string. Translated in
// the system's language, the only one known then.
QString languageError(const QString& language)
{
    if (isAvailableLanguage(language))
        return {};
    installTranslations(QString());
    return QCoreApplication::translate("CommandLine", "--lang: no user interface in \"%1\"; the languages are %2")
        .arg(language, availableLanguages().join(QStringLiteral(", ")));
}

} // namespace

StartupOptions parseCommandLine(const QStringList& arguments)
{
    StartupOptions options;
    // The language must be known before the translated help text is built.
    const qsizetype langIndex = arguments.indexOf(QStringLiteral("--lang"));
    if (langIndex >= 0 && langIndex + 1 < arguments.size()) {
        options.language = arguments.at(langIndex + 1);
        if (const QString error = languageError(options.language); !error.isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            std::exit(2);
        }
    }
    installTranslations(options.language);

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("CommandLine", "An IDE for IncursionScript modules."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("path"),
                                 QCoreApplication::translate("CommandLine",
                                                             "Project folder, main .irc file or other file to open; "
                                                             "file:line[:column] also moves the cursor there."),
                                 QStringLiteral("[path]"));
    const QCommandLineOption langOption(QStringLiteral("lang"),
                                        QCoreApplication::translate("CommandLine", "User interface language: %1 (default: the system's).")
                                            .arg(availableLanguages().join(QStringLiteral(", "))),
                                        QStringLiteral("code"));
    const QCommandLineOption grabOption(
        QStringLiteral("grab"),
        QCoreApplication::translate("CommandLine",
                                    "Save a screenshot of the window to <file> once it is shown, then exit."),
        QStringLiteral("file"));
    const QCommandLineOption buildOption(
        QStringLiteral("build"),
        QCoreApplication::translate("CommandLine", "Build the module once the project is open (as Build > Build Module); with file:line, then show "
                                    "the disassembly of the handler there."));
    const QCommandLineOption playtestOption(
        QStringLiteral("playtest"),
        QCoreApplication::translate("CommandLine", "Start a playtest once the project is open, played by <bot>: none "
                                    "(your keys), explore or fight."),
        QStringLiteral("bot"));
    // main() runs these before any window exists; here they are only for --help.
    const QCommandLineOption exportVaultOption(
        QStringLiteral("export-vault"),
        QCoreApplication::translate("CommandLine", "Without a window: write a region's vault to a file, as <main> "
                                    "\"REGION NAME\" OUT.xp, .tmx, .txt or .png, then exit."),
        QStringLiteral("main"));
    const QCommandLineOption importVaultOption(
        QStringLiteral("import-vault"),
        QCoreApplication::translate("CommandLine", "Without a window: rewrite a region's Grid and Tiles in place from a "
                                    "file, as <main> \"REGION NAME\" IN.xp, .tmx or .txt, then exit (status 1 for a "
                                    "bad file, 2 for bad usage)."),
        QStringLiteral("main"));
    parser.addOption(langOption);
    parser.addOption(grabOption);
    parser.addOption(exportVaultOption);
    parser.addOption(importVaultOption);
    parser.addOption(buildOption);
    parser.addOption(playtestOption);
    parser.process(arguments);

    options.path = parser.positionalArguments().value(0);
    // file:line[:column], as compilers print positions; a file whose name
    // really ends like that is taken as it is.
    static const QRegularExpression position(QStringLiteral("^(.+?):(\\d+)(?::(\\d+))?$"));
    if (const QRegularExpressionMatch m = position.match(options.path); m.hasMatch() && !QFileInfo::exists(options.path)) {
        options.path = m.captured(1);
        options.line = m.captured(2).toInt();
        if (m.hasCaptured(3))
            options.column = m.captured(3).toInt();
    }
    options.grabFile = parser.value(grabOption);
    options.build = parser.isSet(buildOption);
    options.playtest = parser.value(playtestOption);
    if (!options.playtest.isEmpty() && options.playtest != QLatin1String("none") &&
        !incursion::game::botModeNamed(options.playtest.toStdString())) {
        std::fprintf(stderr, "%s\n", qPrintable(QCoreApplication::translate("CommandLine",
                                                                           "--playtest takes none, explore or fight")));
        std::exit(2);
    }
    return options;
}

namespace {

const QString kExportVault = QStringLiteral("--export-vault");
const QString kImportVault = QStringLiteral("--import-vault");

} // namespace

bool isVaultFileCommand(const QStringList& arguments)
{
    return arguments.contains(kExportVault) || arguments.contains(kImportVault);
}

std::variant<VaultFileCommand, QString> parseVaultFileCommand(const QStringList& arguments)
{
    const QString usage = QCoreApplication::translate(
        "CommandLine", "usage: incursion-studio --export-vault MAIN.irc \"REGION NAME\" OUT.{xp,tmx,txt,png}\n"
                       "       incursion-studio --import-vault MAIN.irc \"REGION NAME\" IN.{xp,tmx,txt}");
    VaultFileCommand command;
    QStringList rest = arguments.mid(1);
    if (const qsizetype lang = rest.indexOf(QStringLiteral("--lang")); lang >= 0) {
        if (lang + 1 >= rest.size())
            return usage;
        command.language = rest.at(lang + 1);
        if (const QString error = languageError(command.language); !error.isEmpty())
            return error;
        rest.remove(lang, 2);
    }
    if (rest.size() != 4 || (rest.front() != kExportVault && rest.front() != kImportVault))
        return usage;
    command.kind = rest.front() == kExportVault ? VaultFileCommand::Kind::Export : VaultFileCommand::Kind::Import;
    command.mainFile = rest.at(1);
    command.region = rest.at(2);
    command.file = rest.at(3);
    return command;
}

} // namespace incursion::studio
