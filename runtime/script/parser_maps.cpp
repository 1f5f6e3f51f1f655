// Entry forms of map-related and composite resources: region tile legends,
// encounter parts and artifact powers.
#include "parser.h"

namespace incursion::script {

using namespace ast;

Entry* Parser::parseTiles()
{
    auto* entry = make<TilesEntry>(static_cast<TokenIndex>(pos_));
    entry->kind = EntryKind::Tiles;
    entry->keyword = advance();
    expect(Tok::Colon, "after 'Tiles'");
    size_t mark = nodes_.size();
    while (at(Tok::CharConstant)) {
        nodes_.push_back(parseTile());
        accept(Tok::Comma);
    }
    entry->tiles = nodeList<Tile>(mark);
    expect(Tok::Semicolon, "or another tile ('c' : $\"terrain\" ...) in the legend");
    return finish(entry);
}

Tile* Parser::parseTile()
{
    auto* tile = make<Tile>(static_cast<TokenIndex>(pos_));
    tile->character = advance();
    expect(Tok::Colon, "after the tile character");
    tile->terrain = parseResourceRef();
    size_t mark = nodes_.size();
    for (;;) {
        auto* mod = make<TileModifier>(static_cast<TokenIndex>(pos_));
        if (accept(Tok::LeftBracket)) {
            mod->kind = TileModifier::Flags;
            mod->a = parseCexpr();
            expect(Tok::RightBracket, "after the tile flags");
        } else if (accept(Tok::KwWith)) {
            if (at(Tok::Dollar)) {
                mod->kind = TileModifier::With;
                mod->a = parseResourceRef();
            } else {
                expect(Tok::KwRandom, "or $\"thing\" after 'with'");
                if (accept(Tok::KwItem))
                    mod->kind = TileModifier::WithRandomItem;
                else if (accept(Tok::KwMonster))
                    mod->kind = TileModifier::WithRandomMonster;
                else
                    fail("'item' or 'monster'", "after 'with random'");
                if (startsCexpr3())
                    mod->a = parseCexpr();
            }
        } else if (accept(Tok::KwOf)) {
            if (at(Tok::Dollar)) {
                mod->kind = TileModifier::Of;
                mod->a = parseResourceRef();
            } else if (accept(Tok::KwRandom)) {
                mod->kind = TileModifier::OfRandom;
                mod->a = parseCexpr();
                expect(Tok::KwTo, "in 'of random a to b'");
                mod->b = parseCexpr();
            } else {
                mod->kind = TileModifier::OfValue;
                mod->a = parseCexpr();
            }
        } else if (accept(Tok::KwAs)) {
            mod->kind = TileModifier::As;
            mod->glyph = parseGlyphDesc();
        } else {
            break;
        }
        nodes_.push_back(finish(mod));
    }
    tile->modifiers = nodeList<TileModifier>(mark);
    return finish(tile);
}

Entry* Parser::parseParts()
{
    auto* entry = make<PartsEntry>(static_cast<TokenIndex>(pos_));
    entry->kind = EntryKind::Parts;
    entry->keyword = advance();
    expect(Tok::Colon, "after 'Parts'");
    size_t mark = nodes_.size();
    while (at(Tok::Star) || at(Tok::KwElse) || at(Tok::Pipe))
        nodes_.push_back(parseEncounterPart());
    entry->parts = nodeList<EncounterPart>(mark);
    expect(Tok::Semicolon, "or another part ('*', 'else' or '|') in the Parts list");
    return finish(entry);
}

EncounterPart* Parser::parseEncounterPart()
{
    auto* part = make<EncounterPart>(static_cast<TokenIndex>(pos_));
    part->starter = advance();
    while (!at(Tok::KwOf)) {
        if (accept(Tok::Less)) {
            expect(Tok::KwCR, "after '<' (as in '<CR 6+>')");
            part->minCR = parseCexpr4();
            expect(Tok::Plus, "in '<CR n+>'");
            expect(Tok::Greater, "to close '<CR n+>'");
        } else if (accept(Tok::LeftBracket)) {
            part->weight = parseCexpr4();
            expect(Tok::RightBracket, "after the part weight");
        } else if (at(Tok::LeftBrace)) {
            advance();
            part->condition = parseExpression();
            expect(Tok::RightBrace, "after the part condition");
        } else if (startsCexpr4()) {
            Expr* value = parseCexpr4();
            if (accept(Tok::Percent)) {
                part->chance = value;
            } else if (at(Tok::Dice)) {
                part->countDice = parseDiceRest(value, false);
            } else if (accept(Tok::Minus) || accept(Tok::KwTo)) {
                part->countMin = value;
                part->countMax = parseCexpr4();
            } else if (at(Tok::Plus)) {
                advance();
                part->countMin = value;
                part->countOpenEnded = true;
            } else {
                part->countMin = value;
            }
        } else {
            fail("'of' or a part modifier (n%, <CR n+>, [weight], {condition}, count)", "in the encounter part");
        }
    }
    advance();  // of
    auto target = [&](bool& any) -> Expr* {
        if (at(Tok::Dollar))
            return parseResourceRef();
        if (accept(Tok::KwAny))
            any = true;
        return parseCexpr3();
    };
    part->target = target(part->targetAny);
    if (at(Tok::Dollar) || at(Tok::KwAny) || startsCexpr3())
        part->target2 = target(part->target2Any);
    if (accept(Tok::LeftBracket)) {
        size_t mark = exprs_.size();
        exprs_.push_back(parseCexpr3());
        while (accept(Tok::Pipe) || accept(Tok::Comma))
            exprs_.push_back(parseCexpr3());
        part->flags = list(exprs_, mark);
        expect(Tok::RightBracket, "after the part flags");
    }
    return finish(part);
}

Entry* Parser::parsePowers()
{
    auto* entry = make<PowersEntry>(static_cast<TokenIndex>(pos_));
    entry->kind = EntryKind::Powers;
    entry->keyword = advance();
    expect(Tok::KwFor, "after the power kind (as in 'Equip for ...')");
    size_t mark = nodes_.size();
    while (at(Tok::KwStati) || at(Tok::Dollar) || at(Tok::KwInnate) || at(Tok::KwFeat)) {
        nodes_.push_back(parsePower());
        accept(Tok::Comma);
    }
    entry->powers = nodeList<ArtifactPower>(mark);
    expect(Tok::Semicolon, "or another power");
    return finish(entry);
}

ArtifactPower* Parser::parsePower()
{
    auto* power = make<ArtifactPower>(static_cast<TokenIndex>(pos_));
    if (accept(Tok::KwStati)) {
        power->kind = ArtifactPower::Stati;
        expect(Tok::LeftBracket, "after 'Stati'");
        power->a = parseCexpr3();
        if (accept(Tok::Comma))
            power->b = parseCexpr3();
        expect(Tok::RightBracket, "to close 'Stati['");
    } else if (accept(Tok::KwInnate)) {
        power->kind = ArtifactPower::Innate;
        power->a = parseResourceRef();
    } else if (accept(Tok::KwFeat)) {
        power->kind = ArtifactPower::Feat;
        power->a = parseCexpr3();
    } else {
        power->kind = ArtifactPower::Resource;
        power->a = parseResourceRef();
        if (accept(Tok::KwAt)) {
            power->kind = ArtifactPower::ResourceAtSave;
            power->saveType = expect(Tok::SaveType, "(fort, ref or will) after 'at'");
        } else if (accept(Tok::KwEvery)) {
            power->kind = ArtifactPower::ResourceEvery;
            power->every = parseDiceValue();
            expect(Tok::KwTurns, "after the interval");
        } else if (startsCexpr3()) {
            power->b = parseCexpr3();
            if (!accept(Tok::Slash))
                expect(Tok::KwPer, "or '/' in 'n per day'");
            if (accept(Tok::KwDay))
                power->kind = ArtifactPower::ResourcePerDay;
            else if (accept(Tok::KwWeek))
                power->kind = ArtifactPower::ResourcePerWeek;
            else
                fail("'day' or 'week'", "");
        }
    }
    return finish(power);
}

} // namespace incursion::script
