#include "language/code_model.h"

#include "language/text_position.h"

namespace incursion::studio {

template <typename Result, typename Ask>
Result CodeModel::ask(const Query& query, Ask askService) const
{
    language::WorkspaceOptions options;
    options.encoding = language::PositionEncoding::Bytes;
    if (snapshot_)
        options.mainFile = snapshot_->mainFile.toStdString();
    language::LanguageService service(options);
    if (snapshot_ && snapshot_->analysis)
        service.adoptAnalysis(snapshot_->analysis);
    const std::string path = query.path.toStdString();
    std::string text(query.text.constData(), static_cast<size_t>(query.text.size()));
    const language::TextPositions positions(text, language::PositionEncoding::Bytes);
    const language::Position position = positions.position(static_cast<uint32_t>(std::max(0, query.position)));
    service.openDocument(path, std::move(text));
    return askService(service, path, position);
}

language::CompletionList CodeModel::completion(const Query& query) const
{
    return ask<language::CompletionList>(query, [](const auto& s, const auto& path, auto at) {
        return s.completion(path, at);
    });
}

std::optional<language::SignatureHelp> CodeModel::signatureHelp(const Query& query) const
{
    return ask<std::optional<language::SignatureHelp>>(query, [](const auto& s, const auto& path, auto at) {
        return s.signatureHelp(path, at);
    });
}

std::optional<language::Hover> CodeModel::hover(const Query& query) const
{
    return ask<std::optional<language::Hover>>(query, [](const auto& s, const auto& path, auto at) {
        return s.hover(path, at);
    });
}

QList<SourceSpan> CodeModel::definition(const Query& query) const
{
    return ask<QList<SourceSpan>>(query, [](const auto& s, const auto& path, auto at) {
        QList<SourceSpan> out;
        for (const language::Location& l : s.definition(path, at))
            out.append(spanOf(l));
        return out;
    });
}

QList<SourceSpan> CodeModel::references(const Query& query) const
{
    return ask<QList<SourceSpan>>(query, [](const auto& s, const auto& path, auto at) {
        QList<SourceSpan> out;
        for (const language::Location& l : s.references(path, at))
            out.append(spanOf(l));
        return out;
    });
}

QList<CodeModel::FileEdits> CodeModel::rename(const Query& query, const QString& newName, QString* error) const
{
    const language::RenameResult result = ask<language::RenameResult>(
        query, [&](const auto& s, const auto& path, auto at) { return s.rename(path, at, newName.toStdString()); });
    if (error)
        *error = QString::fromStdString(result.error);
    QList<FileEdits> out;
    for (const language::FileEdit& file : result.edits) {
        FileEdits edits{QString::fromStdString(file.path), {}};
        for (const language::TextEdit& e : file.edits)
            edits.edits.append({spanOf({file.path, e.range}), QString::fromStdString(e.newText)});
        out.append(edits);
    }
    return out;
}

QString CodeModel::lineText(const QString& path, int line) const
{
    language::LanguageService service;
    if (snapshot_ && snapshot_->analysis)
        service.adoptAnalysis(snapshot_->analysis);
    const std::optional<std::string> text = service.text(path.toStdString());
    if (!text || line < 1)
        return {};
    const language::TextPositions positions(*text, language::PositionEncoding::Bytes);
    if (uint32_t(line) > positions.lineCount())
        return {};
    const uint32_t begin = positions.lineStart(uint32_t(line) - 1);
    const uint32_t end = uint32_t(line) < positions.lineCount() ? positions.lineStart(uint32_t(line)) : uint32_t(text->size());
    return QString::fromUtf8(text->data() + begin, int(end - begin)).trimmed();
}

int CodeModel::offsetOf(const QByteArray& text, language::Position position)
{
    const std::string_view view(text.constData(), static_cast<size_t>(text.size()));
    return static_cast<int>(language::TextPositions(view, language::PositionEncoding::Bytes).offset(position));
}

SourceSpan CodeModel::spanOf(const language::Location& location)
{
    const language::Range& r = location.range;
    const int length = r.end.line == r.start.line ? static_cast<int>(r.end.column - r.start.column) : 0;
    return {{QString::fromStdString(location.path), static_cast<int>(r.start.line) + 1,
             static_cast<int>(r.start.column) + 1},
            length};
}

} // namespace incursion::studio
