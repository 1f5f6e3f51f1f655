#include "vault/vault_document.h"

#include "editing/script_editor.h"
#include "game/glyphs.h"
#include "language/check_snapshot.h"
#include "shared/game_colours.h"
#include "vault/vault_error.h"
#include "vault/vault_look.h"
#include "shared/runtime_text.h"

#include <algorithm>

namespace incursion::studio {

namespace {

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
    : QObject(parent), editor_(editor), region_(region), input_(std::move(input)),
      rebuild_([this](ReadingPtr reading) { take(std::move(reading)); })
{
    reread_.setSingleShot(true);
    reread_.setInterval(300);
    connect(&reread_, &QTimer::timeout, this, &VaultDocument::requestReload);
    connect(editor, &QsciScintilla::textChanged, this, &VaultDocument::textChanged);
    reload();
}

VaultDocument::~VaultDocument() = default;

void VaultDocument::textChanged()
{
    if (applying_)
        return;
    // Typed text: the rebuild running now reads an old text, and the vault's
    // offsets may have moved.
    stale_ = true;
    rebuild_.cancel();
    reread_.start();
}

bool VaultDocument::closed()
{
    if (editor_)
        return false;
    rebuild_.cancel();
    vault_.reset();
    problems_.clear();
    error_ = tr("The vault's file was closed.");
    emit changed();
    return true;
}

VaultDocument::ReadingPtr VaultDocument::read(const CompileInput& input, const QByteArray& text, const QString& region,
                                              const std::atomic<bool>& cancelled)
{
    auto reading = std::make_shared<Reading>();
    reading->text = text;
    try {
        reading->module =
            std::make_shared<vault::VaultModule>(vault::loadVaultModule(input.checkOptions(), &cancelled));
    } catch (const vault::VaultError& e) {
        reading->error = QString::fromStdString(e.what());
        return reading;
    }
    std::variant<vault::Vault, std::string> found = vault::readVault(reading->module->front(), region.toStdString());
    if (const std::string* why = std::get_if<std::string>(&found)) {
        reading->error = QString::fromStdString(*why);
        return reading;
    }
    reading->vault = std::move(std::get<vault::Vault>(found));
    if (cancelled)
        return reading;     // dropped: a newer text waits
    reading->problems =
        vault::validateVault(*reading->vault, reading->module->front(), reading->module->manager.get());
    return reading;
}

void VaultDocument::requestReload()
{
    reread_.stop();
    if (closed())
        return;
    CompileInput input = input_ ? input_() : CompileInput{};
    if (input.mainFile.isEmpty())
        input.mainFile = editor_->filePath();
    const QByteArray text = editor_->contents();
    input.unsaved.insert(CheckSnapshot::normalizedPath(editor_->filePath()), text);
    rebuild_.start([input, text, region = region_](const std::atomic<bool>& cancelled) {
        return read(input, text, region, cancelled);
    });
}

bool VaultDocument::reload()
{
    requestReload();
    rebuild_.finishNow();
    return hasVault() && !stale_;
}

void VaultDocument::take(ReadingPtr reading)
{
    if (!editor_ || reading->text != editor_->contents())
        return;     // the text changed since; its own rebuild follows
    stale_ = false;
    problems_ = reading->problems;
    module_ = reading->module;
    vault_ = reading->vault;
    if (!vault_)
        error_ = reading->error;
    else if (!vault_->notEditable.empty())
        error_ = QString::fromStdString(vault_->notEditable);
    else if (CheckSnapshot::normalizedPath(QString::fromStdString(vault_->path))
             != CheckSnapshot::normalizedPath(editor_->filePath()))
        error_ = tr("The vault is written in %1, not in this file.").arg(QString::fromStdString(vault_->path));
    else
        error_.clear();
    if (vault_)
        resolveAppearances();
    emit rebuilt();
    emit changed();
}

void VaultDocument::ensureCurrent()
{
    if (stale_ || reread_.isActive())
        reload();
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
    std::map<char, CellAppearance> before;
    before.swap(appearances_);
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
    // A character new to the grid was drawn nowhere yet: only a changed look
    // of one that was there makes the views draw everything again.
    for (const auto& [c, look] : appearances_)
        if (const auto old = before.find(c); old != before.end() && old->second != look) {
            ++appearancesGeneration_;
            break;
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
    ensureCurrent();
    if (edit.empty())
        return true;
    return applyRows(applyEdit(rows(), edit), error);
}

bool VaultDocument::applyRows(const VaultRows& rows, QString* error)
{
    ensureCurrent();
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
    ensureCurrent();
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
    ensureCurrent();
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
    // prefix and suffix count bytes of the file; the editor's one edit path
    // maps them onto its buffer (a long line shows in chunks) as one undo step.
    editor_->replaceRange(editor_->editorStartPosition(int(prefix)),
                          editor_->editorPosition(int(size_t(before.size()) - suffix)), replacement);
    applying_ = false;

    // Cells changed in place keep every offset of the vault: the next edit
    // can be written at once. Anything else waits for the rebuild.
    const bool inPlace = vault::contentOf(*vault_).legend == content.legend && content.rows.size() == vault_->rows.size()
                         && std::equal(content.rows.begin(), content.rows.end(), vault_->rows.begin(),
                                       [](const std::string& a, const std::string& b) { return a.size() == b.size(); });
    vault_->rows = content.rows;
    stale_ = !inPlace;
    resolveAppearances();
    emit changed();
    requestReload();
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
