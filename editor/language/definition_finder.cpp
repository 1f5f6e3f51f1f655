#include "language/definition_finder.h"

namespace incursion::studio {

std::optional<Definition> DefinitionFinder::find(const QString& path, const QByteArray& text, int position) const
{
    const CodeModel::Query query{path, text, position};
    const QList<SourceSpan> found = model_.definition(query);
    if (found.isEmpty())
        return std::nullopt;
    const std::optional<language::Hover> hover = model_.hover(query);
    Definition definition;
    definition.position = found.front().position;
    if (hover) {
        definition.name = QString::fromStdString(hover->declaration);
        definition.kind = hover->symbol;
    }
    return definition;
}

} // namespace incursion::studio
