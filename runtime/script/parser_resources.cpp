// Resource definitions: headers, bodies, and the entries each resource type
// accepts (dispatch on the entry's first token).
#include "parser.h"

namespace incursion::script {

using namespace ast;

namespace {
// The resource kinds with a resource-definition syntax (Text, Quest and NPC are
// parsed elsewhere or rejected), with the keyword as written in messages.
struct HeaderInfo {
    core::ResourceKind kind;
    std::string_view name;      // empty: not a resource definition keyword
};

HeaderInfo headerInfo(Tok k)
{
    const std::optional<core::ResourceKind> kind = resourceKindOfKeyword(k);
    if (!kind || *kind == core::ResourceKind::Text || *kind == core::ResourceKind::Quest || *kind == core::ResourceKind::NPC)
        return {core::ResourceKind::Count, {}};
    return {*kind, tokenSpelling(k)};
}
} // namespace

Resource* Parser::parseResource()
{
    auto* res = make<Resource>(static_cast<TokenIndex>(pos_));
    res->kind = DeclKind::Resource;
    // Effects may carry a source prefix: `Wizard / Scroll Spell "x"` (macros -> numbers).
    size_t mark = exprs_.size();
    while (startsCexpr3()) {
        exprs_.push_back(parseCexpr3());
        accept(Tok::Slash);
    }
    res->sources = list(exprs_, mark);
    Tok k = kind();
    HeaderInfo info = headerInfo(k);
    if (info.name.empty())
        fail(res->sources.empty() ? "a resource keyword (Monster, Item, Spell ...)"
                                  : "'Spell', 'Effect', 'Poison' or 'Disease' after the source prefix", "");
    bool isEffect = info.kind == core::ResourceKind::Effect;
    if (!res->sources.empty() && !isEffect) {
        error(res->sources.front()->first, "a source prefix is only allowed before Spell, Effect, Poison or Disease");
    }
    res->resourceKind = info.kind;
    res->keyword = advance();
    res->name = expect(Tok::String, "(the resource name) after '" + std::string(info.name) + "'");

    // Header after the name.
    auto headerValue = [&] { exprs_.push_back(parseCexpr3()); };
    mark = exprs_.size();
    switch (info.kind) {
    case core::ResourceKind::Monster:
        expect(Tok::Colon, "after the monster name (as in 'Monster \"orc\" : MA_ORC')");
        headerValue();
        if (accept(Tok::Comma)) {
            headerValue();
            if (accept(Tok::Comma))
                headerValue();
        }
        break;
    case core::ResourceKind::Item: case core::ResourceKind::Feature: case core::ResourceKind::Effect:
    case core::ResourceKind::Domain: case core::ResourceKind::Region: case core::ResourceKind::Flavor:
    case core::ResourceKind::Behaviour:
        expect(Tok::Colon, "after the " + std::string(info.name) + " name (followed by its type)");
        headerValue();
        break;
    case core::ResourceKind::Template:
        expect(Tok::Colon, "after the template name (followed by its type)");
        headerValue();
        if (accept(Tok::KwFor))
            res->headerFor = parseCexpr3();
        break;
    case core::ResourceKind::Race:
        if (accept(Tok::Colon))
            res->base = parseResourceRef();
        break;
    case core::ResourceKind::Encounter:
        if (accept(Tok::Colon))
            headerValue();
        break;
    default:
        break;
    }
    res->header = list(exprs_, mark);

    size_t entryMark = entries_.size();
    Body body = parseBody(info.kind, res->name);
    res->openBrace = body.open;
    res->closeBrace = body.close;
    res->entries = list(entries_, entryMark);
    if (isEffect && res->closeBrace != kNoToken) {
        size_t segMark = nodes_.size();
        while (at(Tok::KwAnd)) {
            auto* seg = make<EffectSegment>(advance());
            seg->archetype = parseCexpr3();
            size_t segEntries = entries_.size();
            Body segBody = parseBody(info.kind, res->name);
            seg->entries = list(entries_, segEntries);
            nodes_.push_back(finish(seg));
            if (segBody.close == kNoToken)
                break;
            res->closeBrace = segBody.close;
        }
        res->segments = nodeList<EffectSegment>(segMark);
    }
    return finish(res);
}

Parser::Body Parser::parseBody(core::ResourceKind kind, TokenIndex name)
{
    Body body;
    body.open = expect(Tok::LeftBrace, "to open the resource body");
    while (!at(Tok::RightBrace)) {
        if (at(Tok::EndOfFile) || startsNewResource()) {
            std::string text(unit_.strings.strings[tokens_[name].text]);
            error(static_cast<TokenIndex>(pos_), "expected '}' to close the body of "
                  + std::string(core::resourceKindName(kind)) + " \"" + text + "\", found " + describe(peek()));
            return body;
        }
        size_t start = pos_;
        ScratchMarks marks = scratchMarks();
        try {
            entries_.push_back(parseEntry(kind));
        } catch (const SyntaxError&) {
            restore(marks);
            skipToEntryEnd();
        }
        if (pos_ == start)
            advance();
    }
    body.close = advance();
    return body;
}

Entry* Parser::parseEntry(core::ResourceKind kind)
{
    DepthGuard guard(*this);
    switch (kind) {
    case core::ResourceKind::Monster: return parseMonsterEntry();
    case core::ResourceKind::Item: return parseItemEntry();
    case core::ResourceKind::Feature: return parseFeatureEntry();
    case core::ResourceKind::Effect: return parseEffectEntry();
    case core::ResourceKind::Race: return parseRaceEntry();
    case core::ResourceKind::Class: return parseClassEntry();
    case core::ResourceKind::Domain: return parseDomainEntry();
    case core::ResourceKind::God: return parseGodEntry();
    case core::ResourceKind::Terrain: return parseTerrainEntry();
    case core::ResourceKind::Region: return parseRegionEntry();
    case core::ResourceKind::Template: return parseTemplateEntry();
    case core::ResourceKind::Flavor: return parseFlavourEntry();
    case core::ResourceKind::Encounter: return parseEncounterEntry();
    case core::ResourceKind::Behaviour: return parseBehaviourEntry();
    case core::ResourceKind::Dungeon: return parseDungeonEntry();
    case core::ResourceKind::Artifact: return parseArtifactEntry();
    default: return parseCommonEntry("entry");
    }
}

Entry* Parser::parseCommonEntry(std::string_view what)
{
    switch (kind()) {
    case Tok::KwOn: return parseEvents();
    case Tok::KwConstants: return parseConstants();
    case Tok::KwLists: return parseLists();
    case Tok::KwSpecials: return parseSpecials();
    default: break;
    }
    if (atTypeName())
        return parseVariables();
    fail(std::string(what), "");
}

Entry* Parser::parseMonsterEntry()
{
    switch (kind()) {
    case Tok::KwDesc: return parseDesc();
    case Tok::KwDepth: return parseValue(ValueForm::Cexpr3);
    case Tok::KwLevel: case Tok::KwCR: return parseFraction();
    case Tok::KwTerrain: return parseList(ListForm::Separated, true);
    case Tok::KwHitDice: case Tok::KwHitpoints: case Tok::KwDef: case Tok::KwArm: case Tok::KwMana:
        return parseValue(ValueForm::Cexpr);
    case Tok::Plus:
        if (kind(1) == Tok::KwHit) {
            TokenIndex plus = advance();
            ValueEntry* entry = parseValue(ValueForm::Cexpr);
            entry->first = plus;
            entry->flags |= ValueEntry::Plus;
            return entry;
        }
        break;
    case Tok::KwHit: return parseValue(ValueForm::Cexpr);
    case Tok::KwImage: case Tok::KwGlyph: return parseGlyph();
    case Tok::KwStati: return parseStati();
    case Tok::KwResists: case Tok::KwImmune: return parseList(ListForm::Optional);
    case Tok::KwAttk: return parseAttacks();
    case Tok::KwAs: {
        auto* entry = make<ValueEntry>(static_cast<TokenIndex>(pos_));
        entry->kind = EntryKind::Value;
        entry->keyword = advance();
        if (at(Tok::String))
            entry->text = advance();
        else
            entry->value = parseCexpr3();
        expect(Tok::Semicolon, "after 'As'");
        return finish(entry);
    }
    case Tok::KwFeats: return parseList(ListForm::Separated);
    case Tok::KwFlags: return parseList(ListForm::Negatable);
    case Tok::Attribute: return parseAttributes(false, false);
    case Tok::KwSize: return parseValue(ValueForm::Cexpr3);
    case Tok::KwSpeed: case Tok::KwMove: return parseValue(ValueForm::Cexpr3, PercentSign::Optional);
    case Tok::KwSpells: case Tok::KwDisease: case Tok::KwPoison: return parseResources();
    case Tok::KwGear: return parseGear();
    default: break;
    }
    return parseCommonEntry("a Monster entry (Desc, CR, HD, Attk, Flags, Stati, Gear, On Event ...)");
}

Entry* Parser::parseItemEntry()
{
    switch (kind()) {
    case Tok::KwDesc: return parseDesc();
    case Tok::KwLevel: case Tok::KwAcc: case Tok::KwParry: case Tok::KwRange:
        return parseValue(ValueForm::Cexpr);
    case Tok::KwImage: case Tok::KwGlyph: return parseGlyph();
    case Tok::KwSDmg: case Tok::KwLDmg: return parseDiceEntry();
    case Tok::KwCrit: case Tok::KwThreat: case Tok::KwMaterial: case Tok::KwWeight: case Tok::KwSize:
    case Tok::KwNutrition: case Tok::KwDef: case Tok::KwCoverage: case Tok::KwPenalty:
    case Tok::KwHitpoints: case Tok::KwCapacity: case Tok::KwWeightLim: case Tok::KwWeightMod:
    case Tok::KwMaxSize: case Tok::KwTimeout: case Tok::KwCType: case Tok::KwLifespan:
        return parseValue(ValueForm::Cexpr3);
    case Tok::KwSpeed: {
        // Speed n | n% | +n%
        ValueEntry* entry = parseValue(ValueForm::Cexpr, PercentSign::Optional);
        if (entry->value->kind == ExprKind::Unary && entry->value->op == Op::Plus)
            entry->flags |= ValueEntry::Plus;
        return entry;
    }
    case Tok::KwCost: {
        auto* entry = make<ValueEntry>(static_cast<TokenIndex>(pos_));
        entry->kind = EntryKind::Value;
        entry->keyword = advance();
        acceptColon();
        entry->value = parseCexpr3();
        if (startsCexpr3())
            entry->second = parseCexpr3();
        expect(Tok::Semicolon, "after the cost");
        return finish(entry);
    }
    case Tok::KwArm: return parseList(ListForm::Weapons);
    case Tok::KwSpells: case Tok::KwFires: return parseResources();
    case Tok::KwFlags: return parseList(ListForm::Negatable);
    case Tok::KwGroup: return parseList(ListForm::OptionalOrPipe);
    case Tok::KwLight: {
        TokenIndex light = advance();
        if (!at(Tok::KwRange))
            fail("'Range'", "after 'Light'");
        ValueEntry* entry = parseValue(ValueForm::Cexpr3);
        entry->secondKeyword = entry->keyword;
        entry->keyword = light;
        entry->first = light;
        return entry;
    }
    case Tok::KwFuel: return parseSingleResource();
    default: break;
    }
    return parseCommonEntry("an Item entry (Desc, Level, SDmg, Cost, Weight, Flags, On Event ...)");
}

Entry* Parser::parseFeatureEntry()
{
    switch (kind()) {
    case Tok::KwDesc: return parseDesc();
    case Tok::KwMaterial: case Tok::KwHitpoints: return parseValue(ValueForm::Cexpr3);
    case Tok::KwImage: case Tok::KwGlyph: return parseGlyph();
    case Tok::KwMove: return parseValue(ValueForm::Cexpr3, PercentSign::Required);
    case Tok::KwFlags: return parseList(ListForm::OptionalOrPipe);
    case Tok::KwTarget: case Tok::KwEffect: return parseSingleResource();
    case Tok::KwXval: return parseValue(ValueForm::Cexpr);
    case Tok::KwFactor: return parseDiceEntry();
    default: break;
    }
    return parseCommonEntry("a Feature entry (Desc, Image, Mat, Move, Flags, On Event ...)");
}

Entry* Parser::parseEffectEntry()
{
    switch (kind()) {
    case Tok::KwDesc: return parseDesc();
    case Tok::KwLevel: case Tok::KwCost: return parseValue(ValueForm::Cexpr3);
    case Tok::KwBase: {
        auto* entry = make<ValueEntry>(static_cast<TokenIndex>(pos_));
        entry->kind = EntryKind::Value;
        entry->keyword = advance();
        if (at(Tok::KwChance))
            entry->secondKeyword = advance();
        acceptColon();
        entry->value = parseCexpr3();
        if (accept(Tok::Percent))
            entry->flags |= ValueEntry::Percent;
        expect(Tok::Semicolon, "after the base chance");
        return finish(entry);
    }
    case Tok::KwPurpose: {
        auto* entry = make<ValueEntry>(static_cast<TokenIndex>(pos_));
        entry->kind = EntryKind::Value;
        entry->keyword = advance();
        acceptColon();
        entry->value = parseCexpr();
        if (accept(Tok::LeftParen)) {
            entry->second = parseCexpr();
            expect(Tok::RightParen, "after the second purpose value");
        }
        expect(Tok::Semicolon, "after the purpose");
        return finish(entry);
    }
    case Tok::KwSval: {
        auto* entry = make<ValueEntry>(static_cast<TokenIndex>(pos_));
        entry->kind = EntryKind::Value;
        entry->keyword = advance();
        acceptColon();
        entry->value = parseCexpr();
        if (accept(Tok::KwPartial))
            entry->flags |= ValueEntry::Partial;
        expect(Tok::Semicolon, "after the saving throw");
        return finish(entry);
    }
    case Tok::KwQval: case Tok::KwXval: case Tok::KwYval: case Tok::KwDval: case Tok::KwAval:
    case Tok::KwLval: case Tok::KwTval:
        return parseValue(ValueForm::Cexpr);
    case Tok::KwPval: return parseDiceEntry();
    case Tok::KwRval: {
        auto* entry = make<ValueEntry>(static_cast<TokenIndex>(pos_));
        entry->kind = EntryKind::Value;
        entry->keyword = advance();
        acceptColon();
        entry->value = at(Tok::Dollar) ? parseResourceRef() : parseCexpr();
        expect(Tok::Semicolon, "after the rval");
        return finish(entry);
    }
    case Tok::KwCval:
        if (kind(1) == Tok::Colour || (kind(1) == Tok::Colon && kind(2) == Tok::Colour)) {
            auto* entry = make<ColourEntry>(static_cast<TokenIndex>(pos_));
            entry->kind = EntryKind::ColourValue;
            entry->keyword = advance();
            acceptColon();
            entry->colour = parseColour();
            expect(Tok::Semicolon, "after the colour");
            return finish(entry);
        }
        return parseValue(ValueForm::Cexpr);
    case Tok::KwFlags: return parseList(ListForm::OptionalOrPipe);
    default: break;
    }
    if (startsCexpr3()) {
        // A bare constant expression ORs into the effect's schools (`SC_ABJ|SC_FIRE;`).
        auto* entry = make<BareExpressionEntry>(static_cast<TokenIndex>(pos_));
        entry->kind = EntryKind::BareExpression;
        entry->value = parseCexpr();
        expect(Tok::Semicolon, "after the constant expression");
        return finish(entry);
    }
    return parseCommonEntry("an Effect entry (Desc, Level, sval, pval, aval, Flags, On Event ...)");
}

Entry* Parser::parseRaceEntry()
{
    switch (kind()) {
    case Tok::KwDesc: return parseDesc();
    case Tok::Attribute: case Tok::Semicolon: return parseAttributes(true, true);
    case Tok::KwGrants: return parseGrants();
    case Tok::KwMonster: return parseSingleResource();
    case Tok::KwFavoured: {
        auto* entry = make<ResourcesEntry>(static_cast<TokenIndex>(pos_));
        entry->kind = EntryKind::Resources;
        entry->keyword = advance();
        if (at(Tok::KwClass))
            entry->secondKeyword = advance();
        acceptColon();
        size_t mark = exprs_.size();
        exprs_.push_back(parseResourceRef());
        expect(Tok::Comma, "after the first favoured class (two or three are required)");
        exprs_.push_back(parseResourceRef());
        if (accept(Tok::Comma))
            exprs_.push_back(parseResourceRef());
        entry->resources = list(exprs_, mark);
        expect(Tok::Semicolon, "after the favoured classes (at most three)");
        return finish(entry);
    }
    case Tok::KwSkills: return parseList(ListForm::Optional);
    case Tok::KwFlags: return parseList(ListForm::OptionalOrPipe);
    case Tok::KwGear: return parseGear();
    default: break;
    }
    if (startsCexpr3()) {
        // `MALE_NAMES: "a/b/c";` — a constant-keyed text
        auto* entry = make<KeyedTextEntry>(static_cast<TokenIndex>(pos_));
        entry->kind = EntryKind::KeyedText;
        entry->key = parseCexpr3();
        acceptColon();
        entry->text = expect(Tok::String, "(the text) after the key");
        expect(Tok::Semicolon, "after the text");
        return finish(entry);
    }
    return parseCommonEntry("a Race entry (Desc, Str ..., Grants, Favoured, Skills, Flags, Gear, On Event ...)");
}

Entry* Parser::parseClassEntry()
{
    switch (kind()) {
    case Tok::KwDesc: return parseDesc();
    case Tok::KwHitDice: case Tok::KwMana: {
        auto* entry = make<ValueEntry>(static_cast<TokenIndex>(pos_));
        entry->kind = EntryKind::Value;
        entry->keyword = advance();
        acceptColon();
        if (accept(Tok::Dice))
            entry->flags |= ValueEntry::DiceWord;
        entry->value = parseCexpr3();
        expect(Tok::Semicolon, "after the die size");
        return finish(entry);
    }
    case Tok::KwDef: {
        ValueEntry* entry = parseFraction();
        if (!(entry->flags & ValueEntry::Fraction))
            error(entry->last, "a class's Def is written as a fraction such as 1/2");
        return entry;
    }
    case Tok::KwAttk: case Tok::KwSaves: return parsePairs();
    case Tok::KwGrants: return parseGrants();
    case Tok::KwSkills: {
        TokenIndex first = static_cast<TokenIndex>(pos_);
        if (kind(1) != Tok::LeftBracket) {
            advance();
            fail("'[' (class skills are written 'Skills[points]: ...')", "after 'Skills'");
        }
        // Reuse the list parser after the bracket: parse manually here.
        auto* entry = make<ListEntry>(first);
        entry->kind = EntryKind::List;
        entry->keyword = advance();
        advance();
        entry->bracketValue = parseCexpr3();
        expect(Tok::RightBracket, "after the skill points");
        acceptColon();
        size_t mark = nodes_.size();
        while (startsCexpr3()) {
            auto* item = make<ListItem>(static_cast<TokenIndex>(pos_));
            item->value = parseCexpr3();
            nodes_.push_back(finish(item));
            accept(Tok::Comma);
        }
        entry->items = nodeList<ListItem>(mark);
        expect(Tok::Semicolon, "or another skill in the list");
        return finish(entry);
    }
    case Tok::KwProficiencies: return parseList(ListForm::Optional);
    case Tok::KwFlags: return parseList(ListForm::OptionalOrPipe);
    case Tok::KwGear: return parseGear();
    default: break;
    }
    return parseCommonEntry("a Class entry (Desc, HitDice, Mana, Def, Attk, Saves, Skills, Grants, Gear, On Event ...)");
}

Entry* Parser::parseDomainEntry()
{
    switch (kind()) {
    case Tok::KwSpells: return parseResources();
    case Tok::KwGrants: return parseGrants();
    case Tok::KwDesc: return parseDesc();
    default: break;
    }
    return parseCommonEntry("a Domain entry (Desc, Spells, Grants, On Event ...)");
}

Entry* Parser::parseGodEntry()
{
    switch (kind()) {
    case Tok::KwDomains: return parseResources();
    case Tok::KwFlags: return parseList(ListForm::OptionalOrPipe);
    case Tok::KwDesc: return parseDesc();
    case Tok::KwGrants: return parseGrants();
    default: break;
    }
    return parseCommonEntry("a God entry (Desc, Domains, Grants, Flags, On Event ...)");
}

Entry* Parser::parseTerrainEntry()
{
    switch (kind()) {
    case Tok::KwDesc: return parseDesc();
    case Tok::KwImage: case Tok::KwGlyph: return parseGlyph();
    case Tok::KwMove: return parseValue(ValueForm::Cexpr3, PercentSign::Required);
    case Tok::KwPenalty: case Tok::KwMaterial: return parseValue(ValueForm::Cexpr3);
    case Tok::KwFlags: return parseList(ListForm::OptionalOrPipe);
    default: break;
    }
    return parseCommonEntry("a Terrain entry (Desc, Image, Move, Penalty, Mat, Flags, On Event ...)");
}

Entry* Parser::parseRegionEntry()
{
    switch (kind()) {
    case Tok::KwDesc: return parseDesc();
    case Tok::KwWalls: case Tok::KwFloor: case Tok::KwDoor: return parseSingleResource();
    case Tok::KwDepth: case Tok::KwSize: return parseValue(ValueForm::Cexpr);
    case Tok::KwRoomTypes: case Tok::KwFlags: return parseList(ListForm::OptionalOrPipe);
    case Tok::KwGrid: {
        auto* entry = make<GridEntry>(static_cast<TokenIndex>(pos_));
        entry->kind = EntryKind::Grid;
        entry->keyword = advance();
        expect(Tok::Colon, "after 'Grid'");
        entry->grid = expect(Tok::Grid, "(a map grid '{: ... :}')");
        expect(Tok::Semicolon, "after the grid");
        return finish(entry);
    }
    case Tok::KwTiles: return parseTiles();
    case Tok::KwRegions: {
        // Nested region entries; the list has no terminator, so it runs to the end of the body.
        DepthGuard guard(*this);
        auto* entry = make<RegionsEntry>(static_cast<TokenIndex>(pos_));
        entry->kind = EntryKind::Regions;
        entry->keyword = advance();
        expect(Tok::Colon, "after 'Regions'");
        size_t mark = entries_.size();
        while (!at(Tok::RightBrace) && !at(Tok::EndOfFile) && !startsNewResource())
            entries_.push_back(parseRegionEntry());
        entry->entries = list(entries_, mark);
        return finish(entry);
    }
    case Tok::KwObjects: {
        auto* entry = make<Entry>(static_cast<TokenIndex>(pos_));
        entry->kind = EntryKind::Objects;
        entry->keyword = advance();
        expect(Tok::Colon, "after 'Objects'");
        return finish(entry);
    }
    default: break;
    }
    return parseCommonEntry("a Region entry (Desc, Walls, Floor, Door, Depth, Size, Grid, Tiles, Flags, On Event ...)");
}

Entry* Parser::parseTemplateEntry()
{
    switch (kind()) {
    case Tok::KwDesc: return parseDesc();
    case Tok::KwFor: case Tok::KwMType: return parseValue(ValueForm::Cexpr3);
    case Tok::KwImage: case Tok::KwGlyph: return parseGlyph();
    case Tok::KwLevel: case Tok::KwCR: case Tok::KwHitDice: case Tok::KwHit: case Tok::KwDef:
    case Tok::KwArm: case Tok::KwPower: case Tok::KwSize: case Tok::KwSpeed: case Tok::KwMove: {
        TokenIndex keyword = advance();
        return parseModifier(keyword, kNoToken, false);
    }
    case Tok::KwCaster: {
        TokenIndex keyword = advance();
        TokenIndex level = expect(Tok::KwLevel, "after 'caster'");
        return parseModifier(keyword, level, false);
    }
    case Tok::Attribute: {
        TokenIndex keyword = advance();
        return parseModifier(keyword, kNoToken, true);
    }
    case Tok::KwDamage: return parseValue(ValueForm::Cexpr);
    case Tok::KwAttk: return parseAttacks();
    case Tok::KwStati: return parseStati();
    case Tok::KwResists: case Tok::KwImmune: return parseList(ListForm::NegatableTemplate);
    case Tok::KwFeats: return parseList(ListForm::Separated);
    case Tok::KwSpells: case Tok::KwDisease: case Tok::KwPoison: return parseResources();
    case Tok::KwFlags: return parseList(ListForm::TemplateFlags);
    case Tok::KwGear: return parseGear();
    default: break;
    }
    return parseCommonEntry("a Template entry (Desc, CR, HD, Str ..., Attk, Flags, Stati, On Event ...)");
}

Entry* Parser::parseFlavourEntry()
{
    switch (kind()) {
    case Tok::KwDesc: return parseDesc();
    case Tok::KwMaterial: return parseValue(ValueForm::Cexpr3);
    case Tok::KwColour: {
        auto* entry = make<ColourEntry>(static_cast<TokenIndex>(pos_));
        entry->kind = EntryKind::ColourValue;
        entry->keyword = advance();
        acceptColon();
        entry->colour = parseColour();
        expect(Tok::Semicolon, "after the colour");
        return finish(entry);
    }
    case Tok::KwWeight: return parseValue(ValueForm::Cexpr3, PercentSign::Required);
    default: break;
    }
    fail("a Flavour entry (Desc, Mat, Colour, Weight)", "");
}

Entry* Parser::parseEncounterEntry()
{
    switch (kind()) {
    case Tok::KwTerrain: return parseValue(ValueForm::Cexpr, PercentSign::No, true);
    case Tok::KwDepth: case Tok::KwWeight: case Tok::KwAlign:
        return parseValue(ValueForm::Cexpr3, PercentSign::No, true);
    case Tok::KwCR: {
        auto* entry = make<ValueEntry>(static_cast<TokenIndex>(pos_));
        entry->kind = EntryKind::Value;
        entry->keyword = advance();
        expect(Tok::Colon, "after 'CR'");
        entry->value = parseCexpr3();
        if (accept(Tok::Plus)) {
            entry->flags |= ValueEntry::OpenEnded;
        } else if (accept(Tok::KwTo) || accept(Tok::Minus)) {
            entry->flags |= ValueEntry::Range;
            entry->second = parseCexpr3();
        }
        expect(Tok::Semicolon, "after the CR");
        return finish(entry);
    }
    case Tok::KwParts: return parseParts();
    case Tok::KwFlags: return parseList(ListForm::OptionalOrPipe);
    case Tok::KwGear: return parseGear();
    default: break;
    }
    return parseCommonEntry("an Encounter entry (Terrain:, Depth:, Weight:, CR:, Align:, Parts:, Flags, On Event ...)");
}

Entry* Parser::parseBehaviourEntry()
{
    switch (kind()) {
    case Tok::KwSpell: return parseSingleResource();
    case Tok::KwFlags: return parseList(ListForm::OptionalOrPipe);
    default: break;
    }
    return parseCommonEntry("a Behaviour entry (Spell, Flags, On Event ...)");
}

Entry* Parser::parseDungeonEntry()
{
    if (at(Tok::KwDesc))
        return parseDesc();
    return parseCommonEntry("a Dungeon entry (Desc, Constants, Lists, Specials, On Event ...)");
}

Entry* Parser::parseArtifactEntry()
{
    switch (kind()) {
    case Tok::KwDesc: return parseDesc();
    case Tok::KwItem: return parseSingleResource();
    case Tok::Attribute: case Tok::Semicolon: return parseAttributes(false, true);
    case Tok::KwResists: case Tok::KwQualities: return parseList(ListForm::Optional);
    case Tok::KwSustains: return parseList(ListForm::Attributes);
    case Tok::KwEquip: case Tok::KwWield: case Tok::KwHit: case Tok::KwInvoke: return parsePowers();
    case Tok::KwOn: return parseEvents();
    default: break;
    }
    if (atTypeName())
        return parseVariables();
    fail("an Artifact entry (Desc, Item, Resists, Sustains, Equip for ..., On Event ...)", "");
}

} // namespace incursion::script
