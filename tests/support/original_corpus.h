// The original Incursion module sources (lib/ and inc/ of rmtew/incursion-roguelike)
// are not part of the repository; tests that use them run when the environment
// variable INCURSION_CORPUS_DIR names the folder holding lib/main.irc and inc/,
// and are skipped otherwise.
#pragma once

#include "script/frontend.h"

#include <QFile>
#include <QString>
#include <optional>

namespace incursion::test {

// The corpus folder, or empty when INCURSION_CORPUS_DIR is unset or wrong.
inline QString originalCorpusDir()
{
    const QString dir = qEnvironmentVariable("INCURSION_CORPUS_DIR");
    return !dir.isEmpty() && QFile::exists(dir + QStringLiteral("/lib/main.irc")) ? dir : QString();
}

// Options that compile the corpus's lib/main.irc with its inc/ folder.
inline std::optional<script::CheckOptions> originalCorpusOptions()
{
    const QString dir = originalCorpusDir();
    if (dir.isEmpty())
        return std::nullopt;
    script::CheckOptions options;
    options.mainFile = (dir + QStringLiteral("/lib/main.irc")).toStdString();
    options.preprocessor.includeDirs = {(dir + QStringLiteral("/inc")).toStdString()};
    return options;
}

} // namespace incursion::test
