#include "build/module_build.h"

#include "language/analysis.h"
#include "module/module_file.h"
#include "project/project.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <stdexcept>

namespace incursion::studio {
namespace {

// Written through a temporary file and renamed into place, so a failed write
// never leaves a truncated module behind.
qint64 writeModuleFile(const QString& path, const module::ModuleImage& image, QString* error)
{
    std::string bytes;
    try {
        bytes = module::writeModule(image);
    } catch (const std::length_error& e) {
        *error = QCoreApplication::translate("ModuleBuild", "the module is too large for the file format (%1)").arg(QString::fromUtf8(e.what()));
        return -1;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes.data(), qint64(bytes.size())) != qint64(bytes.size())
        || !file.commit()) {
        *error = file.errorString();
        return -1;
    }
    return qint64(bytes.size());
}

} // namespace

QString defaultModuleFile(const QString& mainFile)
{
    const QFileInfo info(mainFile);
    return info.absoluteDir().filePath(info.completeBaseName() + QStringLiteral(".mod"));
}

QString ModuleBuild::sourcePath(uint32_t index) const
{
    return sourcePaths.value(qsizetype(index));
}

QString ModuleBuild::resourceLabel(uint32_t resource) const
{
    if (!image || resource >= image->resources.size())
        return {};
    const module::Resource& r = image->resources[resource];
    const std::string_view kind = core::resourceKindName(r.kind);
    return QStringLiteral("%1 \"%2\"").arg(QString::fromUtf8(kind.data(), qsizetype(kind.size())),
                                           r.name < image->strings.size()
                                               ? QString::fromStdString(image->strings[r.name]) : QString());
}

QString ModuleBuild::functionLabel(int function) const
{
    if (!image || function < 0 || size_t(function) >= image->functions.size())
        return {};
    const core::Function& f = image->functions[size_t(function)];
    return f.name < image->strings.size() ? QString::fromStdString(image->strings[f.name]) : QString();
}

int ModuleBuild::functionAt(const QString& path, int firstLine, int lastLine) const
{
    if (!image)
        return -1;
    const QString wanted = CheckSnapshot::normalizedPath(path);
    for (size_t f = 0; f < image->functions.size(); ++f)
        for (const core::LineEntry& entry : image->functions[f].lines)
            if (int(entry.line) >= firstLine && int(entry.line) <= lastLine && sourcePath(entry.file) == wanted)
                return int(f);
    return -1;
}

vm::SourceLineProvider ModuleBuild::sourceLines() const
{
    if (!image)
        return {};
    // Shared so copies of the provider share one cache; a buffer's lines are
    // found on first use, the way the compiler counts them.
    auto cache = std::make_shared<QHash<uint32_t, std::vector<uint32_t>>>();
    return [fromFiles = vm::sourceLinesFromFiles(*image), buffers = sources, paths = sourcePaths,
            cache](uint32_t file, uint32_t line) -> std::optional<std::string> {
        if (file >= uint32_t(paths.size()) || line == 0)
            return std::nullopt;
        const auto buffer = buffers.constFind(paths.at(file));
        if (buffer == buffers.cend())
            return fromFiles(file, line);
        const std::string_view text(buffer->constData(), size_t(buffer->size()));
        auto starts = cache->constFind(file);
        if (starts == cache->cend())
            starts = cache->insert(file, core::lineStartOffsets(text));
        if (line > starts->size())
            return std::nullopt;
        return std::string(core::lineOf(text, *starts, line));
    };
}

ModuleBuild buildModuleFile(const CompileInput& input, const QString& outputFile,
                            const script::BuildProgress& progress, const std::atomic<bool>* cancel)
{
    ModuleBuild build;
    build.mainFile = input.mainFile;
    build.outputFile = outputFile;
    build.sources = input.unsaved;
    build.includePaths = input.includePaths;
    build.defines = input.defines;
    script::BuildResult result = script::buildModule(input.checkOptions(), progress, cancel);
    build.mainFileRead = result.front.mainFileRead;
    build.cancelled = result.cancelled;
    const CheckSnapshotPtr front = CheckSnapshot::fromResult(result.front, 0);
    build.diagnostics = front->diagnostics;
    build.errorCount = front->errorCount;
    build.warningCount = front->warningCount;
    if (!result.image)
        return build;
    build.image = std::make_shared<const module::ModuleImage>(std::move(*result.image));
    for (const std::string& path : build.image->sourceFiles)
        build.sourcePaths.append(CheckSnapshot::normalizedPath(QString::fromStdString(path)));
    build.bytesWritten = writeModuleFile(outputFile, *build.image, &build.writeError);
    return build;
}

ModuleBuildPtr checkedModule(const CheckSnapshot& snapshot)
{
    const language::AnalysisPtr& analysis = snapshot.analysis;
    if (!analysis || !snapshot.mainFileRead || snapshot.errorCount > 0 || !analysis->tablesAreCurrent() ||
        !analysis->tables() || analysis->tables()->builder->cancelled())
        return nullptr;
    auto build = std::make_shared<ModuleBuild>();
    build->fromCheck = true;
    build->mainFile = snapshot.mainFile;
    build->outputFile = defaultModuleFile(snapshot.mainFile);
    build->mainFileRead = true;
    build->diagnostics = snapshot.diagnostics;
    build->warningCount = snapshot.warningCount;
    // Shares the analysis' image rather than copying it: the analysis lives as long as the build.
    build->image = std::shared_ptr<const module::ModuleImage>(analysis, &analysis->tables()->builder->image());
    for (const std::string& path : build->image->sourceFiles)
        build->sourcePaths.append(CheckSnapshot::normalizedPath(QString::fromStdString(path)));
    for (const auto& [path, document] : analysis->snapshot().documents)
        build->sources.insert(CheckSnapshot::normalizedPath(QString::fromStdString(path)),
                              QByteArray::fromStdString(document.text));
    return build;
}

std::optional<module::ModuleImage> compileModule(const QString& mainFile, const QStringList& defaultIncludePaths,
                                                 const QStringList& defines, QString* error)
{
    QString message;
    const std::optional<Project> project = Project::open(mainFile, &message);
    if (!project) {
        *error = message;
        return std::nullopt;
    }
    QStringList includePaths = project->includePaths();
    for (const QString& path : defaultIncludePaths)
        if (!includePaths.contains(path))
            includePaths.append(path);
    const CompileInput input{project->mainFile(), includePaths, {}, defines};
    script::BuildResult result = script::buildModule(input.checkOptions());
    if (result.image)
        return std::move(*result.image);
    const CheckSnapshotPtr front = CheckSnapshot::fromResult(result.front, 0);
    for (const DiagnosticEntry& diagnostic : front->diagnostics)
        if (diagnostic.severity == script::Severity::Error) {
            *error = QStringLiteral("%1:%2:%3: %4")
                         .arg(QDir::toNativeSeparators(diagnostic.position.path))
                         .arg(diagnostic.position.line)
                         .arg(diagnostic.position.column)
                         .arg(diagnostic.message);
            return std::nullopt;
        }
    *error = QCoreApplication::translate("ModuleBuild", "%1 does not compile.")
                 .arg(QDir::toNativeSeparators(project->mainFile()));
    return std::nullopt;
}

} // namespace incursion::studio
