// The studio's command line: incursion-studio [PATH[:LINE[:COLUMN]]] [--build] [--playtest BOT] [--lang CODE]
// [--grab FILE.png], or headless:
// incursion-studio --export-vault MAIN.irc "REGION NAME" OUT.{xp,tmx,txt,png} [--lang CODE]
// incursion-studio --import-vault MAIN.irc "REGION NAME" IN.{xp,tmx,txt} [--lang CODE]
#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <variant>

namespace incursion::studio {

struct StartupOptions {
    QString path;           // project folder, main .irc file or any file to open
    int line = 0;           // PATH:LINE[:COLUMN] puts the cursor there (1-based)
    int column = 1;
    QString language;       // --lang; empty means the system locale
    QString grabFile;       // --grab: screenshot destination
    bool build = false;     // --build: build the module once the project is open
    QString playtest;       // --playtest none|explore|fight: start a playtest once the project is open
};

// Installs the user interface translation first (so --help is translated),
// then parses; --help, --version and bad options print and exit like
// QCommandLineParser::process().
StartupOptions parseCommandLine(const QStringList& arguments);

// A vault exported to a file or imported from one, without a window (like
// `tiled --export-map`).
struct VaultFileCommand {
    enum class Kind { Export, Import };
    Kind kind = Kind::Export;
    QString mainFile;
    QString region;
    QString file;
    QString language;       // --lang
};

// Whether the raw arguments ask for --export-vault or --import-vault (main()
// must know before it makes an application).
bool isVaultFileCommand(const QStringList& arguments);
// The command, or the usage message for arguments that do not make one.
std::variant<VaultFileCommand, QString> parseVaultFileCommand(const QStringList& arguments);

} // namespace incursion::studio
