#include "module_summary.h"

#include <cctype>

namespace incursion::script {

using namespace ast;

namespace {

bool isWordChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$';
}

// End offset of a macro use starting at `offset`: the name, plus its
// parenthesised arguments if it has any.
uint32_t macroUseEnd(std::string_view text, uint32_t offset)
{
    size_t i = offset;
    while (i < text.size() && isWordChar(text[i]))
        ++i;
    size_t nameEnd = i;
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
        ++i;
    if (i >= text.size() || text[i] != '(')
        return static_cast<uint32_t>(nameEnd);
    int depth = 0;
    for (; i < text.size(); ++i) {
        char c = text[i];
        if (c == '"' || c == '\'') {
            for (++i; i < text.size() && text[i] != c; ++i)
                if (text[i] == '\\')
                    ++i;
        } else if (c == '(') {
            ++depth;
        } else if (c == ')' && --depth == 0) {
            return static_cast<uint32_t>(i + 1);
        }
    }
    return static_cast<uint32_t>(nameEnd);
}

SourceLocation endOf(const LexedUnit& unit, const SourceManager& sources, TokenIndex index)
{
    const Token& t = unit.tokens[index];
    if (!t.expansion)
        return {t.loc.file, t.loc.offset + t.length};
    SourceLocation use = sources.outermostUse(t.loc, t.expansion);
    return {use.file, macroUseEnd(sources.text(use.file), use.offset)};
}

void addHandlers(std::span<Entry* const> entries, size_t resourceIndex, const LexedUnit& unit,
                 const SourceManager& sources, std::vector<HandlerSymbol>& handlers)
{
    for (const Entry* entry : entries) {
        if (entry->kind == EntryKind::Regions) {
            addHandlers(as<RegionsEntry>(*entry).entries, resourceIndex, unit, sources, handlers);
            continue;
        }
        if (entry->kind != EntryKind::Events)
            continue;
        const auto& events = as<EventsEntry>(*entry);
        bool firstOfClause = true;
        for (const EventEntry* e : events.entries) {
            HandlerSymbol symbol;
            if (!e->events.empty())
                symbol.events = spelledText(unit, sources, e->events.front()->first, e->events.back()->last);
            symbol.resource = resourceIndex;
            symbol.loc = displayLocation(unit, sources, firstOfClause ? events.keyword : e->first);
            symbol.endLoc = endOf(unit, sources, e->last);
            handlers.push_back(std::move(symbol));
            firstOfClause = false;
        }
    }
}

} // namespace

std::string spelledText(const LexedUnit& unit, const SourceManager& sources, TokenIndex first, TokenIndex last)
{
    SourceLocation begin = displayLocation(unit, sources, first);
    SourceLocation end = endOf(unit, sources, last);
    std::string_view raw;
    if (begin.valid() && begin.file == end.file && end.offset >= begin.offset) {
        raw = sources.text(begin.file).substr(begin.offset, end.offset - begin.offset);
    } else {
        const Token& t = unit.tokens[first];
        raw = sources.text(t.loc.file).substr(t.loc.offset, t.length);
    }
    std::string out;
    out.reserve(raw.size());
    bool space = false;
    for (char c : raw) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            space = !out.empty();
            continue;
        }
        if (space)
            out += ' ';
        space = false;
        out += c;
    }
    return out;
}

void summarizeModule(const Module& module, const LexedUnit& unit, const SourceManager& sources,
                     std::vector<ResourceSymbol>& resources, std::vector<HandlerSymbol>& handlers,
                     std::array<size_t, kResourceKindCount>& countByKind)
{
    countByKind.fill(0);
    for (const Decl* decl : module.declarations) {
        if (decl->kind != DeclKind::Resource)
            continue;
        const auto& res = static_cast<const Resource&>(*decl);
        ResourceSymbol symbol;
        symbol.kind = res.resourceKind;
        const Token& nameToken = unit.tokens[res.name];
        symbol.name = unit.strings.strings[nameToken.text];
        symbol.loc = displayLocation(unit, sources, res.keyword);
        symbol.nameLoc = displayLocation(unit, sources, res.name);
        symbol.endLoc = displayLocation(unit, sources, res.closeBrace != kNoToken ? res.closeBrace : res.last);
        size_t index = resources.size();
        resources.push_back(std::move(symbol));
        ++countByKind[static_cast<size_t>(res.resourceKind)];
        addHandlers(res.entries, index, unit, sources, handlers);
        for (const EffectSegment* segment : res.segments)
            addHandlers(segment->entries, index, unit, sources, handlers);
    }
}

} // namespace incursion::script
