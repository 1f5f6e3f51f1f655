#include "vault/vault_document.h"

#include "editing/script_editor.h"
#include "game/glyphs.h"
#include "language/check_snapshot.h"
#include "shared/game_colours.h"
#include "vault/vault_error.h"
#include "vault/vault_look.h"

#include <algorithm>

namespace incursion::studio {

namespace {

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// The entry's text after its `'c':`.
QString definitionOf(const vault::LegendEntry& entry)
{
    const QString text = QString::fromStdString(entry.text);
    const qsizetype colon = text.indexOf(':', 3);
    return colon < 0 ? text : text.mid(colon + 1).trimmed();
}

} // namespace

QString legendLine(char character, const QString& definition)
{
    return QStringLiteral("'%1': %2").arg(QChar::fromLatin1(character), definition.trimmed());
}

VaultDocument::VaultDocument(ScriptEditor* editor, const QString& region, InputSource input, QObject* parent)
    : QObject(parent), editor_(editor), region_(region), input_(std::move(input))
{
    reread_.setSingleShot(true);
    reread_.setInterval(300);
    connect(&reread_, &QTimer::timeout, this, &VaultDocument::reload);
    connect(editor, &QsciScintilla::textChanged, this, &VaultDocument::textChanged);
    reload();
}

VaultDocument::~VaultDocument() = default;

void VaultDocument::textChanged()
{
    if (!applying_)
        reread_.start();
}

bool VaultDocument::reload()
{
    reread_.stop();
    problems_.clear();
    if (!editor_) {
        vault_.reset();
        error_ = tr("The vault's file was closed.");
        emit changed();
        return false;
    }
    CompileInput input = input_ ? input_() : CompileInput{};
    if (input.mainFile.isEmpty())
        input.mainFile = editor_->filePath();
    input.unsaved.insert(CheckSnapshot::normalizedPath(editor_->filePath()), editor_->contents());
    try {
        module_ = std::make_unique<vault::VaultModule>(vault::loadVaultModule(input.checkOptions()));
    } catch (const vault::VaultError& e) {
        module_.reset();
        vault_.reset();
        error_ = QString::fromStdString(e.what());
        emit changed();
        return false;
    }
    std::variant<vault::Vault, std::string> read = vault::readVault(module_->front(), region_.toStdString());
    if (const std::string* why = std::get_if<std::string>(&read)) {
        vault_.reset();
        error_ = QString::fromStdString(*why);
        emit changed();
        return false;
    }
    vault_ = std::move(std::get<vault::Vault>(read));
    if (!vault_->notEditable.empty())
        error_ = QString::fromStdString(vault_->notEditable);
    else if (CheckSnapshot::normalizedPath(QString::fromStdString(vault_->path))
             != CheckSnapshot::normalizedPath(editor_->filePath()))
        error_ = tr("The vault is written in %1, not in this file.").arg(QString::fromStdString(vault_->path));
    else
        error_.clear();
    problems_ = vault::validateVault(*vault_, module_->front(), module_->manager.get());
    resolveAppearances();
    emit changed();
    return true;
}

QString VaultDocument::meaning(char c) const
{
    if (!vault_)
        return {};
    const vault::CellMeaning meaning = vault::meaningOf(*vault_, c);
    if (meaning.entry)
        return definitionOf(*meaning.entry);
    if (meaning.builtIn != map::BuiltInCell::None)
        return toQString(map::builtInCellName(meaning.builtIn));
    return tr("no meaning");
}

void VaultDocument::resolveAppearances()
{
    appearances_.clear();
    const module::ResourceManager* manager = module_ ? module_->manager.get() : nullptr;
    std::vector<char> characters;
    for (const std::string& row : vault_->rows)
        characters.insert(characters.end(), row.begin(), row.end());
    for (const vault::LegendEntry& entry : vault_->legend)
        characters.push_back(entry.character);
    std::sort(characters.begin(), characters.end());
    characters.erase(std::unique(characters.begin(), characters.end()), characters.end());
    for (char c : characters) {
        const module::Glyph glyph = vault::cellGlyph(*vault_, manager, c);
        appearances_[c] = CellAppearance{game::glyphCharacter(glyph.character), gameColour(glyph.foreground),
                                         gameColour(glyph.background)};
    }
}

CellAppearance VaultDocument::appearance(char c) const
{
    const auto found = appearances_.find(c);
    if (found != appearances_.end())
        return found->second;
    return {char32_t(static_cast<unsigned char>(c)), gameColour(7), gameColour(0)};
}

QStringList VaultDocument::resourceNames() const
{
    QStringList names;
    if (module_)
        for (const script::ResourceSymbol& symbol : module_->front().resources)
            names.append(QString::fromStdString(symbol.name));
    names.sort(Qt::CaseInsensitive);
    names.removeDuplicates();
    return names;
}

bool VaultDocument::applyCells(const CellEdit& edit, QString* error)
{
    if (reread_.isActive())
        reload();
    if (edit.empty())
        return true;
    return applyRows(applyEdit(rows(), edit), error);
}

bool VaultDocument::applyRows(const VaultRows& rows, QString* error)
{
    if (reread_.isActive())
        reload();
    if (!vault_) {
        if (error)
            *error = error_;
        return false;
    }
    vault::VaultContent content = vault::contentOf(*vault_);
    content.rows = rows;
    return applyContent(content, error);
}

bool VaultDocument::setLegendEntry(char character, const QString& text, QString* error)
{
    if (reread_.isActive())
        reload();
    if (!vault_) {
        if (error)
            *error = error_;
        return false;
    }
    vault::VaultContent content = vault::contentOf(*vault_);
    auto& legend = content.legend;
    const auto found = std::find_if(legend.begin(), legend.end(),
                                    [&](const vault::LegendLine& line) { return line.character == character; });
    if (text.trimmed().isEmpty()) {
        if (found != legend.end())
            legend.erase(found);
    } else {
        const vault::LegendLine line{character, legendLine(character, text).toStdString()};
        if (found != legend.end())
            *found = line;
        else
            legend.push_back(line);
    }
    return applyContent(content, error);
}

bool VaultDocument::applyContent(const vault::VaultContent& content, QString* error)
{
    if (reread_.isActive())
        reload();
    if (!isEditable()) {
        if (error)
            *error = error_;
        return false;
    }
    const QByteArray before = editor_->contents();
    std::string after;
    try {
        after = vault::rewriteVault(std::string_view(before.constData(), size_t(before.size())), *vault_, content);
    } catch (const vault::VaultError& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
    if (std::string_view(after) == std::string_view(before.constData(), size_t(before.size())))
        return true;

    // Only the bytes that differ go into the buffer: the caret, the markers
    // and the undo step stay as small as the edit.
    const size_t common = std::min(after.size(), size_t(before.size()));
    size_t prefix = 0;
    while (prefix < common && after[prefix] == before[qsizetype(prefix)])
        ++prefix;
    size_t suffix = 0;
    while (suffix < common - prefix
           && after[after.size() - 1 - suffix] == before[qsizetype(size_t(before.size()) - 1 - suffix)])
        ++suffix;
    const QByteArray replacement(after.data() + prefix, qsizetype(after.size() - prefix - suffix));

    applying_ = true;
    editor_->beginUndoAction();
    editor_->SendScintilla(QsciScintillaBase::SCI_SETTARGETRANGE, prefix, size_t(before.size()) - suffix);
    editor_->SendScintilla(QsciScintillaBase::SCI_REPLACETARGET, replacement.size(), replacement.constData());
    editor_->endUndoAction();
    applying_ = false;
    reload();
    return true;
}

void VaultDocument::undo()
{
    if (!editor_)
        return;
    editor_->undo();
    reload();
}

void VaultDocument::redo()
{
    if (!editor_)
        return;
    editor_->redo();
    reload();
}

} // namespace incursion::studio
