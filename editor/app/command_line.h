// The studio's command line: incursion-studio [PATH[:LINE[:COLUMN]]] [--build] [--playtest BOT] [--lang CODE]
// [--grab FILE.png]
#pragma once

#include <QString>
#include <QStringList>

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

} // namespace incursion::studio
