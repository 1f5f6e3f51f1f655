#include "language/check_snapshot.h"

#include "script/frontend.h"
#include "vault/vault_model.h"
#include "shared/runtime_text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace incursion::studio {
namespace {

// Converts runtime locations to SourcePositions, normalising each file path once.
class PositionMapper {
public:
    explicit PositionMapper(const script::SourceManager& sources) : sources_(sources)
    {
        for (script::FileId id : sources.files())
            paths_.insert(id, CheckSnapshot::normalizedPath(toQString(sources.path(id))));
    }

    QString path(script::FileId file) const
    {
        // Virtual files ("-D" text, built-ins) keep their made-up names.
        return paths_.value(file, toQString(sources_.path(file)));
    }

    SourcePosition position(script::SourceLocation loc) const
    {
        if (!loc.valid())
            return {};
        const script::LineColumn lc = sources_.lineColumn(loc);
        return {path(loc.file), static_cast<int>(lc.line), static_cast<int>(lc.column)};
    }

private:
    const script::SourceManager& sources_;
    QHash<script::FileId, QString> paths_;
};

DiagnosticEntry makeDiagnostic(const script::Diagnostic& d, const script::CheckResult& result,
                               const PositionMapper& mapper)
{
    const script::SourceManager& sources = *result.sources;
    const script::SourceLocation shown = result.diagnostics->displayLocation(d);
    DiagnosticEntry entry;
    entry.severity = d.severity;
    entry.position = mapper.position(shown);
    entry.length = static_cast<int>(d.length);
    entry.message = toQString(d.message);
    if (d.expansion) {
        // The squiggle goes under the macro name at the use site; the notes
        // lead from the spelling inside the definition out to that use.
        const script::Expansion& outer = [&]() -> const script::Expansion& {
            script::ExpansionId e = d.expansion;
            while (sources.expansion(e).parent)
                e = sources.expansion(e).parent;
            return sources.expansion(e);
        }();
        entry.length = static_cast<int>(outer.macroName.size());
        entry.notes.append({mapper.position(d.loc), static_cast<int>(d.length),
                            QCoreApplication::translate("CheckSnapshot",
                                                        "spelled here, inside a macro definition")});
        for (script::ExpansionId e = d.expansion; e; e = sources.expansion(e).parent) {
            const script::Expansion& x = sources.expansion(e);
            entry.notes.append({mapper.position(x.useLocation), static_cast<int>(x.macroName.size()),
                                QCoreApplication::translate("CheckSnapshot", "in expansion of macro '%1'")
                                    .arg(toQString(x.macroName))});
        }
    }
    return entry;
}

QString macroSignature(const script::MacroDefinition& macro)
{
    QString signature = toQString(macro.name);
    if (!macro.functionLike)
        return signature;
    QStringList params;
    for (std::string_view p : macro.params)
        params.append(toQString(p));
    if (macro.variadic)
        params.append(QStringLiteral("..."));
    return signature + QLatin1Char('(') + params.join(QStringLiteral(", ")) + QLatin1Char(')');
}

} // namespace

QString CheckSnapshot::normalizedPath(const QString& path)
{
    if (path.isEmpty())
        return path;
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

std::shared_ptr<const CheckSnapshot> CheckSnapshot::fromResult(const script::CheckResult& result,
                                                                quint64 generation)
{
    auto snapshot = std::make_shared<CheckSnapshot>();
    snapshot->generation = generation;
    snapshot->mainFileRead = result.mainFileRead;
    if (!result.sources || !result.diagnostics)
        return snapshot;

    const script::SourceManager& sources = *result.sources;
    const PositionMapper mapper(sources);
    for (script::FileId id : sources.files())
        snapshot->files.append(mapper.path(id));
    if (!snapshot->files.isEmpty())
        snapshot->mainFile = snapshot->files.first();

    for (const script::Diagnostic& d : result.diagnostics->all())
        snapshot->diagnostics.append(makeDiagnostic(d, result, mapper));
    snapshot->errorCount = static_cast<int>(result.diagnostics->errorCount());
    snapshot->warningCount = static_cast<int>(result.diagnostics->warningCount());

    for (const script::ResourceSymbol& r : result.resources) {
        snapshot->resources.append({r.kind, toQString(r.name), mapper.position(r.loc),
                                    mapper.position(r.nameLoc), mapper.position(r.endLoc).line});
    }
    for (const script::HandlerSymbol& h : result.handlers) {
        snapshot->handlers.append({toQString(h.events), static_cast<int>(h.resource),
                                   mapper.position(h.loc), mapper.position(h.endLoc).line});
    }
    for (const auto& [name, macro] : result.macros) {
        const QString key = toQString(name);
        snapshot->macros.insert(key, {key, mapper.position(macro->loc), macroSignature(*macro)});
    }
    for (const auto& inclusion : result.inclusions)
        snapshot->inclusions.append({mapper.path(inclusion.file), mapper.position(inclusion.includedFrom)});
    if (result.module)
        for (const vault::VaultSummary& grid : vault::listVaults(result))
            snapshot->vaults.append({toQString(grid.region),
                                     {normalizedPath(toQString(grid.path)), int(grid.line), 0},
                                     grid.width, grid.height});
    return snapshot;
}

QList<VaultEntry> CheckSnapshot::vaultsIn(const QString& path) const
{
    const QString wanted = normalizedPath(path);
    QList<VaultEntry> found;
    for (const VaultEntry& entry : vaults)
        if (entry.grid.path == wanted)
            found.append(entry);
    return found;
}

QList<DiagnosticEntry> CheckSnapshot::diagnosticsFor(const QString& path) const
{
    const QString wanted = normalizedPath(path);
    QList<DiagnosticEntry> found;
    for (const DiagnosticEntry& d : diagnostics)
        if (d.position.path == wanted)
            found.append(d);
    return found;
}

QList<int> CheckSnapshot::resourcesIn(const QString& path) const
{
    const QString wanted = normalizedPath(path);
    QList<int> found;
    for (int i = 0; i < resources.size(); ++i)
        if (resources[i].position.path == wanted)
            found.append(i);
    return found;
}

QList<int> CheckSnapshot::handlersOf(int resource) const
{
    QList<int> found;
    for (int i = 0; i < handlers.size(); ++i)
        if (handlers[i].resource == resource)
            found.append(i);
    return found;
}

} // namespace incursion::studio
