#include "language/compile_input.h"

#include "language/check_snapshot.h"

#include <QRegularExpression>

namespace incursion::studio {

namespace {

std::vector<std::pair<std::string, std::string>> macroDefinitions(const QStringList& defines)
{
    std::vector<std::pair<std::string, std::string>> macros;
    for (const QString& define : defines) {
        if (!CompileInput::isValidDefine(define))
            continue;
        const qsizetype equals = define.indexOf(QLatin1Char('='));
        macros.emplace_back(define.left(equals).trimmed().toStdString(),
                            equals < 0 ? std::string() : define.mid(equals + 1).trimmed().toStdString());
    }
    return macros;
}

} // namespace

bool CompileInput::isValidDefine(const QString& define)
{
    static const QRegularExpression pattern(QStringLiteral("^[ \\t]*[A-Za-z_][A-Za-z0-9_]*[ \\t]*(=[^\\r\\n]*)?\\z"));
    return pattern.match(define).hasMatch();
}

script::CheckOptions CompileInput::checkOptions() const
{
    script::CheckOptions options;
    options.mainFile = mainFile.toStdString();
    for (const QString& dir : includePaths)
        options.preprocessor.includeDirs.push_back(dir.toStdString());
    options.preprocessor.defines = macroDefinitions(defines);
    options.preprocessor.readFile = [buffers = unsaved](const std::string& path) -> std::optional<std::string> {
        const auto buffer = buffers.constFind(CheckSnapshot::normalizedPath(QString::fromStdString(path)));
        if (buffer != buffers.cend())
            return buffer->toStdString();
        // The compiler's own reader: it refuses FIFOs and devices, which would
        // block a worker thread (and quitting) forever.
        return script::readSourceFile(path);
    };
    return options;
}

language::WorkspaceSnapshot CompileInput::workspace() const
{
    language::WorkspaceSnapshot workspace;
    workspace.options.mainFile = mainFile.toStdString();
    for (const QString& dir : includePaths)
        workspace.options.includeDirs.push_back(dir.toStdString());
    workspace.options.encoding = language::PositionEncoding::Bytes;
    // The default reader refuses FIFOs and devices, which would block a worker thread.
    workspace.options.preprocessor.readFile = script::readSourceFile;
    workspace.options.preprocessor.defines = macroDefinitions(defines);
    for (auto it = unsaved.cbegin(); it != unsaved.cend(); ++it)
        workspace.documents[language::LanguageService::normalizePath(it.key().toStdString())] = {it.value().toStdString(), 0};
    return workspace;
}

} // namespace incursion::studio
