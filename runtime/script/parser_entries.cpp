// Entry forms shared by several resource types: descriptions, values, lists,
// glyphs, stati, attributes, attacks, grants, template modifiers.
#include "parser.h"

namespace incursion::script {

using namespace ast;

namespace {
template <typename T> T* asEntry(T* entry, EntryKind kind)
{
    entry->kind = kind;
    return entry;
}
} // namespace

Entry* Parser::parseDesc()
{
    auto* entry = asEntry(make<DescEntry>(static_cast<TokenIndex>(pos_)), EntryKind::Desc);
    entry->keyword = advance();
    acceptColon();
    entry->text = expect(Tok::String, "(the description text) after 'Desc'");
    expect(Tok::Semicolon, "after the description");
    return finish(entry);
}

ValueEntry* Parser::parseValue(ValueForm form, PercentSign percent, bool colonRequired)
{
    auto* entry = asEntry(make<ValueEntry>(static_cast<TokenIndex>(pos_)), EntryKind::Value);
    entry->keyword = advance();
    if (colonRequired)
        expect(Tok::Colon, "after '" + std::string(spelling(entry->keyword)) + "'");
    else
        acceptColon();
    entry->value = form == ValueForm::Cexpr ? parseCexpr() : parseCexpr3();
    if (percent == PercentSign::Required)
        expect(Tok::Percent, "after the value (it is a percentage)");
    else if (percent == PercentSign::Optional && accept(Tok::Percent))
        entry->flags |= ValueEntry::Percent;
    if (percent == PercentSign::Required)
        entry->flags |= ValueEntry::Percent;
    expect(Tok::Semicolon, "at the end of the '" + std::string(spelling(entry->keyword)) + "' entry");
    return finish(entry);
}

ValueEntry* Parser::parseDiceEntry()
{
    auto* entry = asEntry(make<ValueEntry>(static_cast<TokenIndex>(pos_)), EntryKind::Value);
    entry->keyword = advance();
    acceptColon();
    entry->dice = parseDiceValue();
    expect(Tok::Semicolon, "after the dice value");
    return finish(entry);
}

ValueEntry* Parser::parseFraction()
{
    auto* entry = asEntry(make<ValueEntry>(static_cast<TokenIndex>(pos_)), EntryKind::Value);
    entry->keyword = advance();
    acceptColon();
    entry->value = parseCexpr3();
    if (accept(Tok::Slash)) {
        entry->flags |= ValueEntry::Fraction;
        entry->second = parseCexpr3();
    }
    expect(Tok::Semicolon, "at the end of the entry");
    return finish(entry);
}

ListEntry* Parser::parseList(ListForm form, bool cexprItems)
{
    auto* entry = asEntry(make<ListEntry>(static_cast<TokenIndex>(pos_)), EntryKind::List);
    entry->keyword = advance();
    acceptColon();
    size_t mark = nodes_.size();
    auto item = [&](TokenIndex prefix) {
        auto* li = make<ListItem>(prefix != kNoToken ? prefix : static_cast<TokenIndex>(pos_));
        li->prefix = prefix;
        li->value = cexprItems ? parseCexpr() : parseCexpr3();
        nodes_.push_back(finish(li));
    };
    switch (form) {
    case ListForm::Separated:
        item(kNoToken);
        while (accept(Tok::Comma))
            item(kNoToken);
        expect(Tok::Semicolon, "or ',' in the list");
        break;
    case ListForm::TemplateFlags:
        // Every flag ends with ',' or ';' and the list has no terminator of its own.
        while (startsCexpr3() || at(Tok::Tilde) || at(Tok::Bang)) {
            TokenIndex prefix = (at(Tok::Tilde) || at(Tok::Bang)) ? advance() : kNoToken;
            item(prefix);
            if (!accept(Tok::Comma) && !accept(Tok::Semicolon))
                fail("',' or ';'", "after the flag");
        }
        break;
    case ListForm::Weapons:
        while (startsCexpr3() || at(Tok::WeaponType)) {
            TokenIndex qualifier = at(Tok::WeaponType) ? advance() : kNoToken;
            auto* li = make<ListItem>(qualifier != kNoToken ? qualifier : static_cast<TokenIndex>(pos_));
            li->qualifier = qualifier;
            li->value = parseCexpr3();
            nodes_.push_back(finish(li));
            accept(Tok::Comma);
        }
        expect(Tok::Semicolon, "or an armour value in the list");
        break;
    case ListForm::Attributes:
        while (at(Tok::Attribute)) {
            auto* li = make<ListItem>(static_cast<TokenIndex>(pos_));
            li->qualifier = advance();
            nodes_.push_back(finish(li));
            accept(Tok::Comma);
        }
        expect(Tok::Semicolon, "or an attribute name in the list");
        break;
    default: {
        bool negatable = form == ListForm::Negatable || form == ListForm::NegatableTemplate;
        bool pipes = form == ListForm::OptionalOrPipe;
        for (;;) {
            TokenIndex prefix = kNoToken;
            if (negatable && (at(Tok::Tilde) || (form == ListForm::NegatableTemplate && at(Tok::Bang))))
                prefix = advance();
            else if (!startsCexpr3())
                break;
            item(prefix);
            if (!accept(Tok::Comma) && pipes)
                accept(Tok::Pipe);
        }
        expect(Tok::Semicolon, "or another value in the list");
        break;
    }
    }
    entry->items = nodeList<ListItem>(mark);
    return finish(entry);
}

ResourcesEntry* Parser::parseResources()
{
    auto* entry = asEntry(make<ResourcesEntry>(static_cast<TokenIndex>(pos_)), EntryKind::Resources);
    entry->keyword = advance();
    acceptColon();
    size_t mark = exprs_.size();
    while (at(Tok::Dollar)) {
        exprs_.push_back(parseResourceRef());
        accept(Tok::Comma);
    }
    expect(Tok::Semicolon, "or a resource reference ($\"name\") in the list");
    entry->resources = list(exprs_, mark);
    return finish(entry);
}

ResourcesEntry* Parser::parseSingleResource()
{
    auto* entry = asEntry(make<ResourcesEntry>(static_cast<TokenIndex>(pos_)), EntryKind::Resources);
    entry->keyword = advance();
    acceptColon();
    Expr* ref = parseResourceRef();
    entry->resources = module_->arena.copy<Expr*>(std::span<Expr* const>(&ref, 1));
    expect(Tok::Semicolon, "after the resource reference");
    return finish(entry);
}

Entry* Parser::parseGlyph()
{
    auto* entry = asEntry(make<GlyphEntry>(static_cast<TokenIndex>(pos_)), EntryKind::Glyph);
    entry->keyword = advance();
    acceptColon();
    entry->glyph = parseGlyphDesc();
    expect(Tok::Semicolon, "after the glyph");
    return finish(entry);
}

Entry* Parser::parseStati()
{
    auto* entry = asEntry(make<StatiEntry>(static_cast<TokenIndex>(pos_)), EntryKind::Stati);
    entry->keyword = advance();
    expect(Tok::LeftBracket, "after 'Stati'");
    size_t mark = exprs_.size();
    exprs_.push_back(parseCexpr3());
    while (accept(Tok::Comma)) {
        if (exprs_.size() - mark == 3) {
            entry->resource = parseResourceRef();
            break;
        }
        exprs_.push_back(parseCexpr3());
    }
    entry->values = list(exprs_, mark);
    expect(Tok::RightBracket, "to close 'Stati[' (at most: stati, value, magnitude, $resource)");
    expect(Tok::Semicolon, "after the Stati entry");
    return finish(entry);
}

Entry* Parser::parseAttributes(bool fullCexpr, bool commasOptional)
{
    auto* entry = asEntry(make<AttributesEntry>(static_cast<TokenIndex>(pos_)), EntryKind::Attributes);
    size_t mark = nodes_.size();
    while (at(Tok::Attribute)) {
        auto* value = make<AttributeValue>(static_cast<TokenIndex>(pos_));
        value->attribute = advance();
        acceptColon();
        value->value = fullCexpr ? parseCexpr() : parseCexpr3();
        nodes_.push_back(finish(value));
        if (!accept(Tok::Comma)) {
            if (!commasOptional)
                break;
        } else if (!commasOptional && !at(Tok::Attribute)) {
            fail("an attribute name", "after ','");
        }
    }
    entry->values = nodeList<AttributeValue>(mark);
    expect(Tok::Semicolon, commasOptional ? "or an attribute value" : "or ',' after the attribute value");
    return finish(entry);
}

Entry* Parser::parseAttacks()
{
    auto* entry = asEntry(make<AttacksEntry>(static_cast<TokenIndex>(pos_)), EntryKind::Attacks);
    entry->keyword = advance();
    acceptColon();
    size_t mark = nodes_.size();
    nodes_.push_back(parseAttack());
    while (accept(Tok::Comma))
        nodes_.push_back(parseAttack());
    entry->attacks = nodeList<Attack>(mark);
    expect(Tok::Semicolon, "or ',' after the attack");
    return finish(entry);
}

Attack* Parser::parseAttack()
{
    auto* attack = make<Attack>(static_cast<TokenIndex>(pos_));
    attack->type = parseCexpr3();
    expect(Tok::KwFor, "after the attack type (as in 'A_HIT for 1d6')");
    attack->primary.first = static_cast<TokenIndex>(pos_);
    if (at(Tok::Dollar)) {
        attack->resource = parseResourceRef();
        if (startsCexpr3())
            attack->primary.damageType = parseCexpr3();
        attack->primary.last = last();
        return finish(attack);
    }
    parseAttackPart(attack->primary, true);
    size_t mark = nodes_.size();
    while (at(Tok::KwAnd)) {
        auto* part = make<AttackPart>(advance());
        parseAttackPart(*part, false);
        nodes_.push_back(part);
    }
    attack->also = nodeList<AttackPart>(mark);
    return finish(attack);
}

void Parser::parseAttackPart(AttackPart& part, bool first)
{
    auto atDcClause = [&] {
        return at(Tok::LeftParen)
            && (kind(1) == Tok::KwDC || kind(1) == Tok::KwCR || kind(1) == Tok::KwLevel);
    };
    if (startsCexpr3() && !atDcClause()) {
        if (startsCexpr4()) {
            Expr* value = parseCexpr4();
            if (at(Tok::Dice))
                part.damage = parseDiceRest(value, false);
            else if (first && accept(Tok::Percent))
                part.chance = value;
            else
                part.damageType = value;
        } else {
            part.damageType = parseCexpr3();
        }
    }
    if (!part.damageType && startsCexpr3() && !atDcClause())
        part.damageType = parseCexpr3();
    if (accept(Tok::KwDamage))
        part.damageWord = true;
    if (atDcClause()) {
        advance();
        part.dcKeyword = advance();
        part.dc = parseCexpr3();
        expect(Tok::RightParen, "after the DC value");
    }
    part.last = last();
}

Entry* Parser::parsePairs()
{
    auto* entry = asEntry(make<PairsEntry>(static_cast<TokenIndex>(pos_)), EntryKind::Pairs);
    entry->keyword = advance();
    acceptColon();
    size_t mark = nodes_.size();
    while (startsCexpr3()) {
        auto* pair = make<ValuePair>(static_cast<TokenIndex>(pos_));
        pair->first = parseCexpr3();
        pair->second = parseCexpr3();
        nodes_.push_back(finish(pair));
        accept(Tok::Comma);
    }
    entry->pairs = nodeList<ValuePair>(mark);
    expect(Tok::Semicolon, "or another 'type value' pair");
    return finish(entry);
}

Entry* Parser::parseGrants()
{
    auto* entry = asEntry(make<GrantsEntry>(static_cast<TokenIndex>(pos_)), EntryKind::Grants);
    entry->keyword = advance();
    acceptColon();
    size_t mark = nodes_.size();
    while (at(Tok::KwAbility) || at(Tok::KwStati) || at(Tok::KwFeat)) {
        nodes_.push_back(parseGrant());
        accept(Tok::Comma);
    }
    entry->grants = nodeList<Grant>(mark);
    expect(Tok::Semicolon, "or another grant (Ability[...], Stati[...] or Feat[...])");
    return finish(entry);
}

Grant* Parser::parseGrant()
{
    auto* grant = make<Grant>(static_cast<TokenIndex>(pos_));
    grant->keyword = advance();
    expect(Tok::LeftBracket, "after the grant kind");
    grant->id = parseCexpr3();
    if (accept(Tok::Comma)) {
        grant->param = parseResourceOrCexpr3();
        if (grant->param->kind != ExprKind::ResourceName && grant->param->kind != ExprKind::ResourceNumber
            && accept(Tok::Comma))
            grant->param2 = parseCexpr3();
    }
    expect(Tok::RightBracket, "to close the grant");
    expect(Tok::KwAt, "after the grant (as in 'at 3rd level')");
    LevelSpec& spec = grant->level;
    spec.first = static_cast<TokenIndex>(pos_);
    if (accept(Tok::KwEvery)) {
        spec.form = LevelSpec::Every;
        if (!at(Tok::KwLevel))
            spec.every = parseCexpr3();
        expect(Tok::KwLevel, "in 'every ... level'");
        if (accept(Tok::KwStarting)) {
            spec.form = LevelSpec::EveryStarting;
            expect(Tok::KwAt, "after 'starting'");
            spec.level = parseCexpr3();
            accept(Tok::KwLevel);
        }
    } else {
        spec.form = LevelSpec::At;
        spec.level = parseCexpr3();
        accept(Tok::KwLevel);
    }
    spec.last = last();
    return finish(grant);
}

Entry* Parser::parseModifier(TokenIndex keyword, TokenIndex secondKeyword, bool attribute)
{
    auto* entry = asEntry(make<ModifierEntry>(keyword), EntryKind::Modifier);
    entry->keyword = keyword;
    entry->secondKeyword = secondKeyword;
    acceptColon();
    // [+]n | -n | =n | n% , then optional (min n) / (max n) / (near n)
    if (accept(Tok::Assign)) {
        entry->mode = ModifierEntry::Set;
        entry->value = parseCexpr4();
    } else {
        TokenIndex sign = kNoToken;
        if (at(Tok::Plus) || at(Tok::Minus))
            sign = advance();
        Expr* value = parseCexpr4();
        if (accept(Tok::Percent)) {
            entry->mode = ModifierEntry::Percent;
            entry->value = sign != kNoToken
                ? unary(tokens_[sign].kind == Tok::Plus ? Op::Plus : Op::Negate, sign, value) : value;
        } else {
            entry->mode = sign != kNoToken && tokens_[sign].kind == Tok::Minus ? ModifierEntry::Subtract
                                                                               : ModifierEntry::Add;
            entry->value = value;
        }
    }
    if (at(Tok::LeftParen) && (kind(1) == Tok::KwMin || kind(1) == Tok::KwMax || kind(1) == Tok::KwNear)) {
        advance();
        entry->boundKeyword = advance();
        entry->bound = parseCexpr4();
        expect(Tok::RightParen, "after the bound");
    }
    if (attribute) {
        if (!accept(Tok::Comma) && !accept(Tok::Semicolon))
            fail("',' or ';'", "after the attribute modifier");
    } else {
        expect(Tok::Semicolon, "after the modifier");
    }
    return finish(entry);
}

} // namespace incursion::script
