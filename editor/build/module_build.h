// One run of the Build command, made to run off the UI thread: compile the
// module with script::buildModule() and, when that succeeds, write the `.mod`
// file atomically. The result is copied into Qt types so it can cross threads.
#pragma once

#include "language/check_snapshot.h"
#include "language/compile_input.h"
#include "module/module_image.h"
#include "script/build.h"
#include "vm/disassembler.h"

#include <QMetaType>

#include <atomic>
#include <memory>
#include <optional>

namespace incursion::studio {

struct ModuleBuild {
    QString mainFile;
    QString outputFile;                 // where the module is (or would have been) written
    bool mainFileRead = false;
    bool cancelled = false;
    QList<DiagnosticEntry> diagnostics; // of every phase
    int errorCount = 0;                 // including errors beyond the diagnostic limit
    int warningCount = 0;
    std::shared_ptr<const module::ModuleImage> image;   // compiled without errors
    qint64 bytesWritten = -1;           // size of the module file, once written
    QString writeError;                 // why the module file could not be written
    QHash<QString, QByteArray> sources; // the unsaved buffers the build compiled
    QStringList includePaths;           // the include paths it searched
    QStringList defines;                // the macros it was given
    QStringList sourcePaths;            // image->sourceFiles, normalized

    bool succeeded() const { return image && bytesWritten >= 0; }
    // Compiled by the live check rather than built: nothing was written.
    bool fromCheck = false;
    // What the build compiled: the debugger's expression compiler builds the
    // same sources again and must see exactly them.
    CompileInput input() const { return CompileInput{mainFile, includePaths, sources, defines}; }
    // Source lines for vm::disassemble(), as the build saw them: the unsaved
    // buffers it compiled, other files from the disk.
    vm::SourceLineProvider sourceLines() const;
    // The image's source file `index` as a normalized path (empty if none).
    QString sourcePath(uint32_t index) const;
    // `Monster "cinder beetle"`: a resource as the language writes it.
    QString resourceLabel(uint32_t resource) const;
    // A function's name without its resource's label ("On Event EV_DEATH").
    QString functionLabel(int function) const;
    // The first function compiled from lines firstLine..lastLine (1-based) of
    // `path`; -1 if none.
    int functionAt(const QString& path, int firstLine, int lastLine) const;
};

using ModuleBuildPtr = std::shared_ptr<const ModuleBuild>;

// The default module file: the main file's base name + ".mod", next to it.
QString defaultModuleFile(const QString& mainFile);

// Compiles `input` and writes the module to `outputFile` (only if there were
// no errors and it was not cancelled). `progress` and `cancel` are passed on
// to script::buildModule(); both are used from the calling thread.
ModuleBuild buildModuleFile(const CompileInput& input, const QString& outputFile,
                            const script::BuildProgress& progress = {}, const std::atomic<bool>* cancel = nullptr);

// The module a finished check compiled (the check runs the whole compiler),
// as a build that wrote nothing: what the Module browser shows before the
// first Build. nullptr when the check had errors or was cut short.
ModuleBuildPtr checkedModule(const CheckSnapshot& snapshot);

// Compiles another module a project builds on (a prerequisite it
// `Requires`), from its main file with that project's include paths, then
// `defaultIncludePaths`, and `defines` (Preferences > Build), without writing
// it. Nothing, with the first error as "file:line:column: message" (or why it
// cannot be read) in `error`, when it does not compile.
std::optional<module::ModuleImage> compileModule(const QString& mainFile, const QStringList& defaultIncludePaths,
                                                 const QStringList& defines, QString* error);

} // namespace incursion::studio

Q_DECLARE_METATYPE(incursion::studio::ModuleBuildPtr)
