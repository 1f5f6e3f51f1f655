#include "language/compile_input.h"

#include "language/check_snapshot.h"

namespace incursion::studio {

script::CheckOptions CompileInput::checkOptions() const
{
    script::CheckOptions options;
    options.mainFile = mainFile.toStdString();
    for (const QString& dir : includePaths)
        options.preprocessor.includeDirs.push_back(dir.toStdString());
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
    for (auto it = unsaved.cbegin(); it != unsaved.cend(); ++it)
        workspace.documents[language::LanguageService::normalizePath(it.key().toStdString())] = {it.value().toStdString(), 0};
    return workspace;
}

} // namespace incursion::studio
