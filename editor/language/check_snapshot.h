// An immutable, Qt-friendly summary of one check (the whole compiler, run
// without writing a module): what the editor's language services (problems,
// squiggles, outline, go-to-definition, completion) need, copied out of the
// runtime's structures so it can cross threads freely.
#pragma once

#include "language/language_service.h"
#include "script/diagnostics.h"
#include "core/resource_kind.h"

#include <QHash>
#include <QMetaType>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace incursion::script {
struct CheckResult;
}

namespace incursion::studio {

// A place in a source file. Line and column are 1-based; the column counts
// bytes of the line as the compiler does (convert with ScintillaPosition).
struct SourcePosition {
    QString path;
    int line = 0;
    int column = 0;
    bool isValid() const { return !path.isEmpty() && line > 0; }
    friend bool operator==(const SourcePosition&, const SourcePosition&) = default;
};

struct DiagnosticNote {
    SourcePosition position;
    int length = 0;
    QString message;
};

struct DiagnosticEntry {
    script::Severity severity = script::Severity::Error;
    SourcePosition position;            // where the user should look (outermost macro use)
    int length = 0;                     // bytes to underline at `position`
    QString message;
    QList<DiagnosticNote> notes;        // macro-expansion trail, innermost first
};

struct ResourceEntry {
    core::ResourceKind kind = core::ResourceKind::Monster;
    QString name;
    SourcePosition position;            // the resource keyword
    SourcePosition namePosition;        // the name literal
    int endLine = 0;                    // line of the closing brace
};

struct HandlerEntry {
    QString events;                     // as written, e.g. "EV_MOVE, EV_MON_CONSIDER"
    int resource = -1;                  // index into CheckSnapshot::resources
    SourcePosition position;            // the `On` keyword
    int endLine = 0;
};

struct MacroEntry {
    QString name;
    SourcePosition position;            // the name in its #define
    QString signature;                  // "NAME" or "NAME(a, b, ...)"
};

struct InclusionEntry {
    QString path;                       // the included file
    SourcePosition includedFrom;        // the #include line (invalid for the main file)
};

// A Region's prefab grid (runtime/vault listVaults): where its `Grid` keyword is.
struct VaultEntry {
    QString region;
    SourcePosition grid;                // column 0: the whole line
    int width = 0;
    int height = 0;
};

struct CheckSnapshot {
    quint64 generation = 0;             // which BackgroundChecker request produced it
    QString mainFile;
    bool mainFileRead = false;
    QStringList files;                  // every real file read, main file first
    QList<DiagnosticEntry> diagnostics;
    int errorCount = 0;                 // including errors beyond the error limit
    int warningCount = 0;
    QList<ResourceEntry> resources;     // module order
    QList<HandlerEntry> handlers;
    QHash<QString, MacroEntry> macros;  // by name
    QList<InclusionEntry> inclusions;
    QList<VaultEntry> vaults;           // module order
    // The language service's analysis this snapshot was copied from (null for
    // hand-made snapshots): completion, navigation and rename query it.
    language::AnalysisPtr analysis;

    QList<DiagnosticEntry> diagnosticsFor(const QString& path) const;
    QList<int> resourcesIn(const QString& path) const;     // indexes into resources
    QList<int> handlersOf(int resource) const;             // indexes into handlers
    QList<VaultEntry> vaultsIn(const QString& path) const;

    // Copies what the editor needs out of a finished check.
    static std::shared_ptr<const CheckSnapshot> fromResult(const script::CheckResult& result,
                                                           quint64 generation);
    // The one spelling of a file path used for all comparisons (absolute, clean).
    static QString normalizedPath(const QString& path);
};

using CheckSnapshotPtr = std::shared_ptr<const CheckSnapshot>;

} // namespace incursion::studio

Q_DECLARE_METATYPE(incursion::studio::CheckSnapshotPtr)
