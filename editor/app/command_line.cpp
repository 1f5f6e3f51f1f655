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

StartupOptions parseCommandLine(const QStringList& arguments)
{
    StartupOptions options;
    // The language must be known before the translated help text is built.
    const qsizetype langIndex = arguments.indexOf(QStringLiteral("--lang"));
    if (langIndex >= 0 && langIndex + 1 < arguments.size())
        options.language = arguments.at(langIndex + 1);
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
                                        QCoreApplication::translate("CommandLine", "User interface language, e.g. de."),
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
    parser.addOption(langOption);
    parser.addOption(grabOption);
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

} // namespace incursion::studio
