#include "game/spell_flags_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/character_api.h"
#include "game/character_spells.h"
#include "game/creature.h"
#include "game/game.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <string>

namespace incursion::game::spell_flags_api {

using api_access::creatureArgument;
using api_access::gameOf;
using vm::HostCall;

namespace {

// The original's numbers (inc/Defines.h).
constexpr int32_t SP_KNOWN = 0x0001, SP_INNATE = 0x0080;

std::string noSpell(const Game& game, module::ResourceId spell, const char* function)
{
    return std::string(function) + ": " + game.resources().describe(spell) + " is no spell of the first module";
}

int32_t getSpellFlags(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    const Game& game = *gameOf(call);
    const module::ResourceId spell = module::ResourceId(call.arg(1));
    const int32_t flags = spellFlags(game, *c, spell);
    return flags < 0 ? call.fail(noSpell(game, spell, "getSpellFlags")) : uint16_t(flags);
}

// rule: inc/Creature.h, Character::setSpellFlags; the spells a character
// knows or has innately are the ones it can cast (as GainSpell).
int32_t setSpellFlags(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    Game& game = *gameOf(call);
    if (!c->character)
        return call.fail("setSpellFlags: " + c->describe() + " is not a character");
    const module::ResourceId spell = module::ResourceId(call.arg(1));
    const int32_t number = character_api::spellNumber(game.resources(), spell);
    if (number < 0)
        return call.fail(noSpell(game, spell, "setSpellFlags"));
    const int32_t flags = uint16_t(call.arg(2));
    const bool couldCast = c->character->spellFlags(number) & (SP_KNOWN | SP_INNATE);
    const bool canCast = flags & (SP_KNOWN | SP_INNATE);
    c->character->setSpellFlags(number, flags);
    const auto listed = std::find(c->spells.begin(), c->spells.end(), spell);
    if (canCast && listed == c->spells.end())
        c->spells.push_back(spell);
    else if (couldCast && !canCast && listed != c->spells.end())
        c->spells.erase(listed);
    return 0;
}

} // namespace

int32_t spellFlags(const Game& game, const Creature& c, module::ResourceId spell)
{
    if (c.character) {
        const int32_t number = character_api::spellNumber(game.resources(), spell);
        return number < 0 ? -1 : c.character->spellFlags(number);
    }
    const auto effect = module::view<module::EffectView>(game.resources(), spell);
    if (!effect)
        return -1;
    return character_api::casterLevel(c) >= character::casterLevelForSpellLevel(effect->level()) ? SP_KNOWN : 0;
}

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType rid = ValueType::Resource, u16 = ValueType::UInt16;
    api.push_back(member(kCharacter, "getSpellFlags", u16, {param(rid, "spID")}, &getSpellFlags));
    api.push_back(member(kCharacter, "setSpellFlags", ValueType::Void, {param(rid, "spID"), param(u16, "fl")},
                         &setSpellFlags));
}

} // namespace incursion::game::spell_flags_api
