// The language service (runtime/language) as the studio asks it: over the
// latest check's analysis and an editor's current bytes, with Scintilla byte
// positions in and SourcePositions (1-based line, byte column) out. Every
// code-intelligence feature of the editor goes through here, so the studio
// and `incls` give the same answers.
#pragma once

#include "language/check_snapshot.h"

#include "language/language_service.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace incursion::studio {

// A place in a file and how many bytes of it a result covers.
struct SourceSpan {
    SourcePosition position;
    int length = 0;                     // bytes, on position's line
    friend bool operator==(const SourceSpan&, const SourceSpan&) = default;
};

class CodeModel {
public:
    explicit CodeModel(CheckSnapshotPtr snapshot = {}) : snapshot_(std::move(snapshot)) {}
    void setSnapshot(CheckSnapshotPtr snapshot) { snapshot_ = std::move(snapshot); }
    const CheckSnapshotPtr& snapshot() const { return snapshot_; }

    // A document as the editor holds it, and a byte position in it.
    struct Query {
        QString path;
        QByteArray text;
        int position = 0;
    };

    language::CompletionList completion(const Query& query) const;
    std::optional<language::SignatureHelp> signatureHelp(const Query& query) const;
    std::optional<language::Hover> hover(const Query& query) const;
    QList<SourceSpan> definition(const Query& query) const;
    QList<SourceSpan> references(const Query& query) const;
    // Edits per file with 1-based lines and byte columns (SourceSpan) and the new text.
    struct FileEdits {
        QString path;
        QList<QPair<SourceSpan, QString>> edits;    // in document order
    };
    QList<FileEdits> rename(const Query& query, const QString& newName, QString* error) const;

    // A 1-based line of a file as the latest check read it (or the disk).
    QString lineText(const QString& path, int line) const;

    // A position in `text` (service form: 0-based line, byte column) as a byte offset, and back.
    static int offsetOf(const QByteArray& text, language::Position position);
    static SourceSpan spanOf(const language::Location& location);

private:
    template <typename Result, typename Ask>
    Result ask(const Query& query, Ask askService) const;

    CheckSnapshotPtr snapshot_;
};

} // namespace incursion::studio
