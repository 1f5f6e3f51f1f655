// The studio's command line: incursion-studio [PATH] [--lang CODE] [--grab FILE.png]
#pragma once

#include <QString>
#include <QStringList>

namespace incursion::studio {

struct StartupOptions {
    QString path;           // project folder, main .irc file or any file to open
    QString language;       // --lang; empty means the system locale
    QString grabFile;       // --grab: screenshot destination
};

// Installs the user interface translation first (so --help is translated),
// then parses; --help, --version and bad options print and exit like
// QCommandLineParser::process().
StartupOptions parseCommandLine(const QStringList& arguments);

} // namespace incursion::studio
