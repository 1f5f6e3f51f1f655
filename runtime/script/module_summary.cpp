#include "module_summary.h"

#include "core/ascii.h"

namespace incursion::script {

using namespace ast;

namespace {

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
            symbol.endLoc = displayEnd(unit, sources, e->last);
            handlers.push_back(std::move(symbol));
            firstOfClause = false;
        }
    }
}

} // namespace

std::string spelledText(const LexedUnit& unit, const SourceManager& sources, TokenIndex first, TokenIndex last)
{
    SourceLocation begin = displayLocation(unit, sources, first);
    SourceLocation end = displayEnd(unit, sources, last);
    std::string_view raw;
    if (begin.valid() && begin.file == end.file && end.offset >= begin.offset) {
        raw = sources.text(begin.file).substr(begin.offset, end.offset - begin.offset);
    } else {
        const Token& t = unit.tokens[first];
        raw = sources.text(t.loc.file).substr(t.loc.offset, t.length);
    }
    return core::collapsedSpaces(raw);
}

void summarizeModule(const Module& module, const LexedUnit& unit, const SourceManager& sources,
                     std::vector<ResourceSymbol>& resources, std::vector<HandlerSymbol>& handlers,
                     std::array<size_t, core::kResourceKindCount>& countByKind)
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
