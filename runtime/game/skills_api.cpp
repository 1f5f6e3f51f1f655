#include "game/skills_api.h"

#include "game/api_access.h"
#include "game/api_declare.h"
#include "game/creature.h"
#include "game/fatigue.h"
#include "game/game.h"
#include "game/resistance.h"
#include "game/script_host.h"
#include "game/skills.h"
#include "module/resource_views.h"

#include <string>

namespace incursion::game::skills_api {

using api_access::creatureArgument;
using api_access::gameOf;
using vm::HostCall;

namespace {

// The skill argument `i`, or a failed call naming the function.
std::optional<int32_t> skillArgument(HostCall& call, uint32_t i, const char* function)
{
    const int32_t skill = int16_t(call.arg(i));
    if (!skillInfo(skill)) {
        call.fail(std::string(function) + ": no skill " + std::to_string(skill) + " (SK_ALCHEMY to SK_WILD_LORE)");
        return std::nullopt;
    }
    return skill;
}

int32_t skillLevelCall(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    const std::optional<int32_t> skill = c ? skillArgument(call, 1, "SkillLevel") : std::nullopt;
    return skill ? skillLevel(*gameOf(call), *c, *skill) : 0;
}

int32_t inherentSkillLevelCall(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    const std::optional<int32_t> skill = c ? skillArgument(call, 1, "ISkillLevel") : std::nullopt;
    return skill ? inherentSkillLevel(*gameOf(call), *c, *skill) : 0;
}

// SkillCheck(sk, DC, show, retry): the fourth argument is the original's
// first modifier, added to the roll.
int32_t skillCheckCall(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    const std::optional<int32_t> skill = c ? skillArgument(call, 1, "SkillCheck") : std::nullopt;
    if (!skill)
        return 0;
    return skillCheck(*gameOf(call), *c, *skill, int16_t(call.arg(2)), call.arg(3) != 0, int16_t(call.arg(4)));
}

int32_t lastSkillCheckResultCall(HostCall& call)
{
    const Game* game = gameOf(call);
    return game ? game->lastSkillCheckResult() : 0;
}

int32_t skillNameCall(HostCall& call)
{
    return call.makeString(skillName(int16_t(call.arg(0))));
}

int32_t skillRanksCall(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    const std::optional<int32_t> skill = c ? skillArgument(call, 1, "GetSkillRanks") : std::nullopt;
    return skill && c->character ? c->training.skillRanks[size_t(*skill)] : 0;
}

// GainBonusSkills(cID, sp): a character's class or pseudo-class gains skill points.
int32_t gainBonusSkillsCall(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    Game& game = *gameOf(call);
    const ResourceId klass = ResourceId(call.arg(1));
    if (!module::view<module::ClassView>(game.resources(), klass))
        return call.fail("GainBonusSkills: " + game.resources().describe(klass) + " is no Class");
    if (!c->character)
        return call.fail("GainBonusSkills: " + c->describe() + " is not a character");
    if (!gainBonusSkills(*c, klass, int16_t(call.arg(2))))
        game.reportScriptError("GainBonusSkills: too many pseudo-classes with bonus skill points for " +
                               c->describe());
    return 0;
}

// Exercise(att, amt, col, cap): only characters exercise (a monster's does nothing).
int32_t exerciseCall(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    const int32_t a = int16_t(call.arg(1)), column = int16_t(call.arg(3));
    if (a < 0 || a >= int32_t(Training::kAttributes))
        return call.fail("Exercise: no attribute " + std::to_string(a) + " (A_STR to A_LUC)");
    if (column < 0 || column >= int32_t(Training::kExerciseColumns))
        return call.fail("Exercise: no exercise column " + std::to_string(column) + " (0 to 14)");
    exercise(*gameOf(call), *c, a, int16_t(call.arg(2)), column, int16_t(call.arg(4)));
    return 0;
}

// Abuse(att, amt): `amt` points of exercise taken back from the attribute's
// columns in order (a monster's does nothing, as its Exercise).
// rule: inc/Creature.h, Creature::Abuse
int32_t abuseCall(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    if (!c)
        return 0;
    const int32_t a = int16_t(call.arg(1));
    if (a < 0 || a >= int32_t(Training::kAttributes))
        return call.fail("Abuse: no attribute " + std::to_string(a) + " (A_STR to A_LUC)");
    exercise(*gameOf(call), *c, a, -int32_t(int16_t(call.arg(2))), 0, 0);
    return 0;
}

int32_t getFatigue(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    return c ? fatiguePoints(*gameOf(call), *c) : 0;
}

int32_t setFatigue(HostCall& call)
{
    if (Creature* c = creatureArgument(call, 0))
        setFatiguePoints(*gameOf(call), *c, int16_t(call.arg(1)));
    return 0;
}

int32_t loseFatigueCall(HostCall& call)
{
    Creature* c = creatureArgument(call, 0);
    return c ? loseFatigue(*gameOf(call), *c, int16_t(call.arg(1)), call.arg(2) != 0) : 0;
}

int32_t calcValuesCall(HostCall& call)
{
    if (Creature* c = creatureArgument(call, 0))
        calcValues(*gameOf(call), *c);
    return 0;
}

int32_t resistLevelCall(HostCall& call)
{
    const Creature* c = creatureArgument(call, 0);
    return c ? resistLevel(*gameOf(call), *c, int16_t(call.arg(1))) : 0;
}

} // namespace

void appendDeclarations(std::vector<ApiDeclaration>& api)
{
    using namespace api_declare;
    const ValueType i16 = ValueType::Int16, flag = ValueType::Bool, none = ValueType::Void,
                    res = ValueType::Resource, text = ValueType::String;
    api.push_back(member(kCreature, "SkillLevel", i16, {param(i16, "n")}, &skillLevelCall));
    api.push_back(member(kCreature, "ISkillLevel", i16, {param(i16, "n")}, &inherentSkillLevelCall));
    api.push_back(member(kCreature, "SkillCheck", i16,
                         {param(i16, "sk"), param(i16, "DC"), param(flag, "show"), param(i16, "retry", 0)},
                         &skillCheckCall));
    api.push_back(function("LastSkillCheckResult", i16, {}, &lastSkillCheckResultCall));
    api.push_back(function("SkillName", text, {param(i16, "sk")}, &skillNameCall));
    api.push_back(member(kCharacter, "GetSkillRanks", i16, {param(i16, "sk")}, &skillRanksCall));
    api.push_back(member(kCharacter, "GainBonusSkills", none, {param(res, "cID"), param(i16, "sp")},
                         &gainBonusSkillsCall));
    api.push_back(member(kCreature, "Exercise", none,
                         {param(i16, "att"), param(i16, "amt"), param(i16, "col"), param(i16, "cap")}, &exerciseCall));
    api.push_back(member(kCreature, "Abuse", none, {param(i16, "att"), param(i16, "amt")}, &abuseCall));
    api.push_back(variable(kCreature, "cFP", i16, &getFatigue, &setFatigue));
    api.push_back(member(kCreature, "LoseFatigue", flag, {param(i16, "amt"), param(flag, "avoid", 0)},
                         &loseFatigueCall));
    api.push_back(member(kCreature, "CalcValues", none, {}, &calcValuesCall));
    api.push_back(member(kCreature, "ResistLevel", i16, {param(i16, "DType")}, &resistLevelCall));
}

} // namespace incursion::game::skills_api
