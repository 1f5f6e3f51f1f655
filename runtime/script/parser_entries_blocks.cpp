// Multi-part entry forms: gear lists, event handlers, dungeon constant
// blocks (Constants / Lists / Specials) and resource-scope variables.
#include "parser.h"

namespace incursion::script {

using namespace ast;

Entry* Parser::parseGear()
{
    auto* entry = make<GearEntry>(static_cast<TokenIndex>(pos_));
    entry->kind = EntryKind::Gear;
    entry->keyword = advance();
    expect(Tok::Colon, "after 'Gear'");
    size_t mark = nodes_.size();
    TokenIndex separator = kNoToken;
    for (;;) {
        GearItem* item = parseGearItem();
        item->separatorBefore = separator;
        nodes_.push_back(item);
        if (at(Tok::Comma)) {
            advance();
            separator = kNoToken;
        } else if (at(Tok::KwElse)) {
            separator = advance();
        } else {
            break;
        }
    }
    entry->items = nodeList<GearItem>(mark);
    expect(Tok::Semicolon, "or ',' / 'else' after the gear item");
    return finish(entry);
}

GearItem* Parser::parseGearItem()
{
    auto* item = make<GearItem>(static_cast<TokenIndex>(pos_));
    if (accept(Tok::KwIf)) {
        expect(Tok::LeftParen, "after 'if'");
        item->condition = parseExpression();
        expect(Tok::RightParen, "after the gear condition");
    }
    if (at(Tok::Number) && kind(1) == Tok::Percent) {
        item->chance = parseCexpr4();
        advance();
    }
    if (startsCexpr4())
        item->amount = parseDiceOnly();
    if (at(Tok::KwCursed) || at(Tok::KwBlessed))
        item->curse = advance();
    if (at(Tok::Dollar)) {
        item->item = parseResourceRef();
    } else if (accept(Tok::KwRandom)) {
        item->random = true;
        item->item = parseCexpr3();
    } else {
        fail("a gear item ($\"name\" or 'random n')", "");
    }
    if ((at(Tok::Plus) || at(Tok::Minus)) && kind(1) == Tok::Number) {
        item->minus = at(Tok::Minus);
        advance();
        item->plus = parseCexpr4();
    }
    size_t mark = nodes_.size();
    for (;;) {
        auto* mod = make<GearModifier>(static_cast<TokenIndex>(pos_));
        if (accept(Tok::KwWith)) {
            mod->kind = GearModifier::With;
            expect(Tok::LeftBracket, "after 'with' (qualities are written 'with [Q1, Q2]')");
            size_t qualityMark = exprs_.size();
            while (startsCexpr3()) {
                exprs_.push_back(parseCexpr());
                accept(Tok::Comma);
            }
            mod->qualities = list(exprs_, qualityMark);
            expect(Tok::RightBracket, "or another quality in 'with [...]'");
        } else if (accept(Tok::KwOf)) {
            if (at(Tok::Dollar)) {
                mod->kind = GearModifier::Of;
                mod->a = parseResourceRef();
            } else {
                expect(Tok::KwRandom, "or $\"effect\" after 'of'");
                mod->kind = GearModifier::OfRandom;
                if (startsCexpr3()) {
                    mod->kind = GearModifier::OfRandomLevel;
                    mod->a = parseCexpr3();
                    if (accept(Tok::KwTo)) {
                        mod->kind = GearModifier::OfRandomRange;
                        mod->b = parseCexpr3();
                    }
                }
            }
        } else if (accept(Tok::KwAt)) {
            mod->kind = GearModifier::At;
            expect(Tok::LeftParen, "after 'at'");
            mod->a = parseCexpr3();
            expect(Tok::Comma, "between the coordinates");
            mod->b = parseCexpr3();
            expect(Tok::RightParen, "after the coordinates");
        } else {
            break;
        }
        nodes_.push_back(finish(mod));
    }
    item->modifiers = nodeList<GearModifier>(mark);
    return finish(item);
}

Entry* Parser::parseEvents()
{
    auto* entry = make<EventsEntry>(static_cast<TokenIndex>(pos_));
    entry->kind = EntryKind::Events;
    entry->keyword = advance();
    expect(Tok::KwEvent, "after 'On'");
    size_t mark = nodes_.size();
    nodes_.push_back(parseEventEntry());
    while (accept(Tok::Comma))
        nodes_.push_back(parseEventEntry());
    entry->entries = nodeList<EventEntry>(mark);
    expect(Tok::Semicolon, "or ',' after the event handler");
    return finish(entry);
}

EventEntry* Parser::parseEventEntry()
{
    auto* entry = make<EventEntry>(static_cast<TokenIndex>(pos_));
    size_t mark = exprs_.size();
    exprs_.push_back(parseCexpr());
    while (accept(Tok::Comma))
        exprs_.push_back(parseCexpr());
    entry->events = list(exprs_, mark);
    if (at(Tok::String)) {
        size_t messageMark = tokenList_.size();
        tokenList_.push_back(advance());
        while (accept(Tok::Slash))
            tokenList_.push_back(expect(Tok::String, "(a message variant) after '/'"));
        entry->messages = list(tokenList_, messageMark);
    } else if (at(Tok::LeftBrace)) {
        entry->code = parseRoutine();
    } else {
        fail("a handler '{ ... }', a message string or ',' and another event", "after the event");
    }
    return finish(entry);
}

Entry* Parser::parseConstants()
{
    auto* entry = make<ConstantsEntry>(static_cast<TokenIndex>(pos_));
    entry->kind = EntryKind::Constants;
    entry->keyword = advance();
    acceptColon();
    size_t mark = nodes_.size();
    while (at(Tok::Star)) {
        auto* def = make<ConstantDef>(advance());
        def->key = parseCexpr3();
        def->value = parseResourceOrCexpr3();
        nodes_.push_back(finish(def));
        accept(Tok::Comma);
    }
    entry->constants = nodeList<ConstantDef>(mark);
    expect(Tok::Semicolon, "or '* CONSTANT value' in the Constants block");
    return finish(entry);
}

Entry* Parser::parseLists()
{
    auto* entry = make<ListsEntry>(static_cast<TokenIndex>(pos_));
    entry->kind = EntryKind::Lists;
    entry->keyword = advance();
    acceptColon();
    size_t mark = nodes_.size();
    // Each list ends with ',' or ';'; the block itself has no terminator.
    while (at(Tok::Star)) {
        auto* def = make<ListDef>(advance());
        def->id = parseCexpr4();
        size_t valueMark = exprs_.size();
        for (;;) {
            if (at(Tok::Dollar))
                exprs_.push_back(parseResourceRef());
            else if (at(Tok::String))
                exprs_.push_back(leaf(ExprKind::String, advance()));
            else if (startsCexpr4())
                exprs_.push_back(parseCexpr4());
            else
                break;
        }
        def->values = list(exprs_, valueMark);
        if (!accept(Tok::Comma) && !accept(Tok::Semicolon))
            fail("',' or ';' to end the list", "(list values are $\"name\", numbers, (expressions) or strings)");
        nodes_.push_back(finish(def));
    }
    entry->lists = nodeList<ListDef>(mark);
    return finish(entry);
}

Entry* Parser::parseSpecials()
{
    auto* entry = make<SpecialsEntry>(static_cast<TokenIndex>(pos_));
    entry->kind = EntryKind::Specials;
    entry->keyword = advance();
    acceptColon();
    size_t mark = nodes_.size();
    while (at(Tok::Star)) {
        auto* def = make<SpecialDef>(advance());
        if (startsCexpr4()) {
            def->chance = parseCexpr4();
            expect(Tok::Percent, "after the chance");
        }
        def->resource = parseResourceRef();
        expect(Tok::KwAt, "after the special's resource (as in 'at level 5')");
        if (accept(Tok::KwLevel)) {
            def->form = SpecialDef::AtLevelN;
            if (startsCexpr4()) {
                Expr* value = parseCexpr4();
                if (at(Tok::Dice)) {
                    def->form = SpecialDef::AtLevelDice;
                    def->levelDice = parseDiceRest(value, false);
                } else {
                    def->level = value;
                }
            } else {
                def->level = parseCexpr3();
            }
        } else {
            def->form = SpecialDef::AtNLevel;
            def->level = parseCexpr3();
            expect(Tok::KwLevel, "after the level number");
        }
        nodes_.push_back(finish(def));
        accept(Tok::Comma);
    }
    entry->specials = nodeList<SpecialDef>(mark);
    expect(Tok::Semicolon, "or '* $\"special\" at level n' in the Specials block");
    return finish(entry);
}

Entry* Parser::parseVariables()
{
    auto* entry = make<VariablesEntry>(static_cast<TokenIndex>(pos_));
    entry->kind = EntryKind::Variables;
    entry->declaration = parseVarDecl(false);
    return finish(entry);
}

} // namespace incursion::script
