// One Region's vault as the painter edits it: a thin layer over the script
// editor that holds the vault's file. The editor's buffer stays the single
// truth: the document reads the vault from it (the compiler's front end and
// a build of the module, with the buffer in place of the file), and an edit
// is written into it as the changed bytes of runtime/vault's rewriteVault,
// inside one beginUndoAction/endUndoAction, so each painter edit is one undo
// step of the text and the text's undo stack is the only one (editor/README.md).
//
// Reading the vault builds the whole module (a third of a second for the
// original's), so it runs in the background (shared/latest_wins.h): an edit
// changes the cells at once and returns; the problems, the legend's meanings
// and the looks follow when the newest rebuild arrives (rebuilt()). A cell
// edit keeps every byte offset of the vault, so the next stroke goes on
// without the rebuild; an edit that moves text (a resize, a legend entry)
// or typing in the text makes the next edit wait for it.
#pragma once

#include "editing/script_editor.h"
#include "language/compile_input.h"
#include "shared/latest_wins.h"
#include "vault/vault_session.h"
#include "vault/vault_tools.h"

#include <QColor>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

namespace incursion::studio {


// How a character is drawn: the module's own glyph and colours.
struct CellAppearance {
    char32_t glyph = U'?';
    QColor foreground;
    QColor background;
    friend bool operator==(const CellAppearance&, const CellAppearance&) = default;
};

class VaultDocument : public QObject {
    Q_OBJECT
public:
    // What the module is compiled from (the project's main file and include
    // paths, the open editors' buffers); the document's own buffer always
    // stands in for its file.
    using InputSource = std::function<CompileInput()>;

    VaultDocument(ScriptEditor* editor, const QString& region, InputSource input, QObject* parent = nullptr);
    ~VaultDocument() override;

    ScriptEditor* editor() const { return editor_; }
    QString region() const { return region_; }
    // After a text edit, how long the document waits for more typing before
    // it reads the vault again.
    void setRereadDelay(int milliseconds) { reread_.setInterval(milliseconds); }

    // Reads the vault from the buffer now, waiting for the build; false when
    // there is none (error()).
    bool reload();
    // Reads it again in the background; rebuilt() and changed() follow.
    void requestReload();
    // A rebuild runs or waits: problems() and the meanings are those of an
    // earlier text until it arrives.
    bool isRebuilding() const { return rebuild_.isBusy() || reread_.isActive(); }
    bool hasVault() const { return vault_.has_value(); }
    const vault::Vault* vault() const { return vault_ ? &*vault_ : nullptr; }
    // The module the vault was last read from (null before the first read).
    const vault::VaultModule* module() const { return module_.get(); }
    VaultRows rows() const { return vault_ ? vault_->rows : VaultRows{}; }
    int width() const { return vault_ ? vault_->width() : 0; }
    int height() const { return vault_ ? vault_->height() : 0; }
    char at(int x, int y) const { return vault_ ? vault_->at(x, y) : '\0'; }
    // Why the vault cannot be read or edited; empty when it can.
    QString error() const { return error_; }
    bool isEditable() const { return vault_ && error_.isEmpty(); }
    // validateVault's problems, from the latest read.
    const std::vector<vault::Problem>& problems() const { return problems_; }

    // What `c` stands for ("floor with cave bat [TILE_START]", "wall"...).
    QString meaning(char c) const;
    // The module's glyph and colours for `c`.
    CellAppearance appearance(char c) const;
    // Changes whenever any character's appearance does.
    quint64 appearancesGeneration() const { return appearancesGeneration_; }
    // Every resource name of the module, sorted (for completion).
    QStringList resourceNames() const;

    // Edits: each is one undo step of the editor; false with `error` when the
    // writer refuses it (nothing changes then). An edit that changes nothing
    // adds no undo step.
    bool applyCells(const CellEdit& edit, QString* error = nullptr);
    bool applyRows(const VaultRows& rows, QString* error = nullptr);
    bool applyContent(const vault::VaultContent& content, QString* error = nullptr);
    // Adds or replaces the legend entry of `character` (its one-line text,
    // `'c': $"floor" with $"x"`), or removes it when `text` is empty.
    bool setLegendEntry(char character, const QString& text, QString* error = nullptr);

    void undo();
    void redo();

signals:
    // The cells changed (an edit here), or the vault was read again.
    void changed();
    // A rebuild's result arrived and was taken: the vault, its problems and
    // looks are now those of the buffer's text.
    void rebuilt();

private:
    // What a rebuild read: the module, the vault (or why there is none) and
    // its problems, for the buffer bytes `text`.
    struct Reading {
        QByteArray text;
        std::shared_ptr<vault::VaultModule> module;
        std::optional<vault::Vault> vault;
        std::vector<vault::Problem> problems;
        QString error;
    };
    using ReadingPtr = std::shared_ptr<const Reading>;
    static ReadingPtr read(const CompileInput& input, const QByteArray& text, const QString& region,
                           const std::atomic<bool>& cancelled);
    void take(ReadingPtr reading);
    bool closed();
    // Before an edit: the vault's offsets must be those of the buffer.
    void ensureCurrent();
    void textChanged();
    void resolveAppearances();

    QPointer<ScriptEditor> editor_;
    QString region_;
    InputSource input_;
    LatestWins<ReadingPtr> rebuild_;
    bool stale_ = false;        // vault_'s offsets are not the buffer's (wait for the rebuild)
    std::shared_ptr<vault::VaultModule> module_;
    std::optional<vault::Vault> vault_;
    std::vector<vault::Problem> problems_;
    QString error_;
    std::map<char, CellAppearance> appearances_;
    quint64 appearancesGeneration_ = 0;
    QTimer reread_;
    bool applying_ = false;
};

// The one-line text of a legend entry for `character` (`'c': TEXT`).
QString legendLine(char character, const QString& definition);

} // namespace incursion::studio
