#include "editing/text_search.h"

#include "editing/script_editor.h"

#include <Qsci/qsciscintillabase.h>

namespace incursion::studio {

namespace {

using Sci = QsciScintillaBase;

int searchFlags(const SearchQuery& query)
{
    int flags = 0;
    if (query.caseSensitive)
        flags |= Sci::SCFIND_MATCHCASE;
    if (query.wholeWord)
        flags |= Sci::SCFIND_WHOLEWORD;
    if (query.regularExpression)
        flags |= Sci::SCFIND_REGEXP | Sci::SCFIND_CXX11REGEX;
    return flags;
}

int documentLength(QsciScintillaBase* editor)
{
    return int(editor->SendScintilla(Sci::SCI_GETLENGTH));
}

void selectMatch(QsciScintillaBase* editor, const SearchMatch& match)
{
    const long line = editor->SendScintilla(Sci::SCI_LINEFROMPOSITION, match.start);
    editor->SendScintilla(Sci::SCI_ENSUREVISIBLEENFORCEPOLICY, line);
    editor->SendScintilla(Sci::SCI_SETSEL, static_cast<unsigned long>(match.start), long(match.end));
}

// A script editor in long-line mode searches the file's text, not its buffer
// (a match may cross a soft break): nullptr for any other editor.
ScriptEditor* searchedInFileText(QsciScintillaBase* editor)
{
    auto* script = qobject_cast<ScriptEditor*>(editor);
    return script && script->showsLongLinesInChunks() ? script : nullptr;
}

QByteArray targetText(QsciScintillaBase* document)
{
    QByteArray text(document->SendScintilla(Sci::SCI_GETTARGETTEXT, 0UL, static_cast<char*>(nullptr)), '\0');
    document->SendScintilla(Sci::SCI_GETTARGETTEXT, 0UL, text.data());
    return text;
}

// Replaces the last match found (Scintilla's target) and returns where the
// replacement ends in the editor's buffer.
int replaceTarget(QsciScintillaBase* editor, const SearchQuery& query, const QByteArray& replacement)
{
    ScriptEditor* script = searchedInFileText(editor);
    if (!script) {
        editor->SendScintilla(query.regularExpression ? Sci::SCI_REPLACETARGETRE : Sci::SCI_REPLACETARGET,
                              static_cast<uintptr_t>(replacement.size()), replacement.constData());
        return int(editor->SendScintilla(Sci::SCI_GETTARGETEND));
    }
    // The match is in the file's text; the edit goes to the buffer, which
    // the file's text then follows.
    QsciScintillaBase* fileText = script->fileText();
    const int from = int(fileText->SendScintilla(Sci::SCI_GETTARGETSTART));
    const int to = int(fileText->SendScintilla(Sci::SCI_GETTARGETEND));
    QByteArray text = replacement;
    if (query.regularExpression) {
        // Scintilla expands \1..\9 as it replaces: replace there, read the
        // result and put the match back.
        const QByteArray matched = targetText(fileText);
        fileText->SendScintilla(Sci::SCI_REPLACETARGETRE, static_cast<uintptr_t>(replacement.size()),
                                replacement.constData());
        text = targetText(fileText);
        fileText->SendScintilla(Sci::SCI_REPLACETARGET, static_cast<uintptr_t>(matched.size()), matched.constData());
    }
    const int start = script->editorStartPosition(from);
    return script->replaceRange(start, to > from ? script->editorPosition(to) : start, text);
}

} // namespace

std::optional<SearchMatch> findInRange(QsciScintillaBase* editor, const SearchQuery& query, int from, int to,
                                       bool* invalidPattern)
{
    if (invalidPattern)
        *invalidPattern = false;
    const QByteArray pattern = query.text.toUtf8();
    if (pattern.isEmpty())
        return std::nullopt;
    ScriptEditor* script = searchedInFileText(editor);
    QsciScintillaBase* searched = script ? script->fileText() : editor;
    if (script) {
        from = script->documentPosition(from);
        to = script->documentPosition(to);
    }
    searched->SendScintilla(Sci::SCI_SETSEARCHFLAGS, searchFlags(query));
    searched->SendScintilla(Sci::SCI_SETTARGETRANGE, static_cast<unsigned long>(from), long(to));
    searched->SendScintilla(Sci::SCI_SETSTATUS, int(Sci::SC_STATUS_OK));
    const long position = searched->SendScintilla(Sci::SCI_SEARCHINTARGET,
                                                  static_cast<uintptr_t>(pattern.size()), pattern.constData());
    // Scintilla reports a bad regular expression through the status (older
    // versions) or as -2 (newer ones).
    const bool invalid = position == -2 || searched->SendScintilla(Sci::SCI_GETSTATUS) == Sci::SC_STATUS_WARNREGEX;
    searched->SendScintilla(Sci::SCI_SETSTATUS, int(Sci::SC_STATUS_OK));
    if (invalid && invalidPattern)
        *invalidPattern = true;
    if (position < 0)
        return std::nullopt;
    const int end = int(searched->SendScintilla(Sci::SCI_GETTARGETEND));
    if (!script)
        return SearchMatch{int(position), end};
    // Back in the buffer: a match that starts at a break starts after it, one
    // that ends there ends before it.
    const int start = script->editorStartPosition(int(position));
    return SearchMatch{start, end > position ? script->editorPosition(end) : start};
}

SearchResult findNext(QsciScintillaBase* editor, const SearchQuery& query, bool forward)
{
    const int length = documentLength(editor);
    const int selectionStart = int(editor->SendScintilla(Sci::SCI_GETSELECTIONSTART));
    const int selectionEnd = int(editor->SendScintilla(Sci::SCI_GETSELECTIONEND));
    bool invalid = false;
    std::optional<SearchMatch> match;
    if (forward) {
        match = findInRange(editor, query, selectionEnd, length, &invalid);
        // An empty match where the caret already is would never advance.
        if (match && match->end == selectionEnd && match->start == selectionEnd && selectionStart == selectionEnd
            && selectionEnd < length)
            match = findInRange(editor, query, selectionEnd + 1, length, &invalid);
        if (!match && !invalid)
            match = findInRange(editor, query, 0, selectionEnd, &invalid);
    } else {
        match = findInRange(editor, query, selectionStart, 0, &invalid);
        if (!match && !invalid)
            match = findInRange(editor, query, length, selectionStart, &invalid);
    }
    if (invalid)
        return SearchResult::InvalidPattern;
    if (!match)
        return SearchResult::NotFound;
    selectMatch(editor, *match);
    return SearchResult::Found;
}

SearchResult replaceAndFindNext(QsciScintillaBase* editor, const SearchQuery& query, const QString& replacement)
{
    const int selectionStart = int(editor->SendScintilla(Sci::SCI_GETSELECTIONSTART));
    const int selectionEnd = int(editor->SendScintilla(Sci::SCI_GETSELECTIONEND));
    bool invalid = false;
    // Searching the selection again also sets the regex groups for \1..\9.
    const auto match = findInRange(editor, query, selectionStart, selectionEnd, &invalid);
    if (invalid)
        return SearchResult::InvalidPattern;
    if (match && match->start == selectionStart && match->end == selectionEnd) {
        const int end = replaceTarget(editor, query, replacement.toUtf8());
        editor->SendScintilla(Sci::SCI_SETSEL, static_cast<unsigned long>(end), long(end));
    }
    return findNext(editor, query, true);
}

void applyEdits(QsciScintillaBase* editor, const QList<ByteEdit>& edits)
{
    // The edits are in the file's offsets; a script editor may show it in chunks.
    auto* script = qobject_cast<ScriptEditor*>(editor);
    editor->SendScintilla(Sci::SCI_BEGINUNDOACTION);
    // Back to front, so the earlier edits' positions still hold.
    for (auto edit = edits.crbegin(); edit != edits.crend(); ++edit) {
        if (script) {
            script->replaceRange(script->editorStartPosition(edit->start),
                                 edit->end > edit->start ? script->editorPosition(edit->end)
                                                         : script->editorStartPosition(edit->start),
                                 edit->text);
            continue;
        }
        editor->SendScintilla(Sci::SCI_SETTARGETRANGE, static_cast<unsigned long>(edit->start), long(edit->end));
        editor->SendScintilla(Sci::SCI_REPLACETARGET, static_cast<uintptr_t>(edit->text.size()), edit->text.constData());
    }
    editor->SendScintilla(Sci::SCI_ENDUNDOACTION);
}

int replaceAll(QsciScintillaBase* editor, const SearchQuery& query, const QString& replacement)
{
    const QByteArray bytes = replacement.toUtf8();
    int count = 0;
    int position = 0;
    bool invalid = false;
    editor->SendScintilla(Sci::SCI_BEGINUNDOACTION);
    while (position <= documentLength(editor)) {
        const auto match = findInRange(editor, query, position, documentLength(editor), &invalid);
        if (!match)
            break;
        position = replaceTarget(editor, query, bytes);
        ++count;
        if (match->start == match->end) {     // empty match: step over one character
            if (position >= documentLength(editor))
                break;
            position = int(editor->SendScintilla(Sci::SCI_POSITIONAFTER, position));
        }
    }
    editor->SendScintilla(Sci::SCI_ENDUNDOACTION);
    return invalid ? -1 : count;
}

QList<SearchMatch> findAll(QsciScintillaBase* editor, const SearchQuery& query, int limit)
{
    QList<SearchMatch> matches;
    const int length = documentLength(editor);
    int position = 0;
    while (position <= length && matches.size() < limit) {
        const auto match = findInRange(editor, query, position, length);
        if (!match)
            break;
        matches.append(*match);
        if (match->end >= length)
            break;
        // Step over empty matches so `^` or `x*` cannot loop forever.
        position = match->end > match->start ? match->end
                                             : int(editor->SendScintilla(Sci::SCI_POSITIONAFTER, match->end));
    }
    return matches;
}

int countMatches(QsciScintillaBase* editor, const SearchQuery& query)
{
    return int(findAll(editor, query).size());
}

} // namespace incursion::studio
