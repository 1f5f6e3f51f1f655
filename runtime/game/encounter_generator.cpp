// The encounter generator (encounter_generator.h). Stage by stage it follows
// the original's Map::enGenerate, enGenPart and enChooseMID
// (src/Encounter.cpp) and Map::PopulatePanel (src/MakeLev.cpp); what it
// leaves out is listed in kept_differences.cpp.
#include "game/encounter_generator.h"

#include "game/companions.h"
#include "game/creature.h"
#include "game/event_participation.h"
#include "game/event_system.h"
#include "game/game.h"
#include "game/monster_api.h"
#include "game/monster_templates.h"
#include "game/rules.h"
#include "map/dungeon_settings.h"
#include "module/record_tags.h"
#include "module/resource_views.h"
#include "vm/dice.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <map>

namespace incursion::game::encounters {

namespace {

using module::EncounterPart;
using module::EncounterView;
using module::MonsterView;
using module::ResourceKind;
using module::TemplateView;

// The original's EP_ part flags (inc/Defines.h) the generator reads.
constexpr int32_t EP_ELSE = 0x1, EP_OR = 0x2, EP_NOXCR = 0x4, EP_UNIFORM = 0x8, EP_CLASSED = 0x80,
                  EP_SKEW_FOR_AMT = 0x800, EP_SKEW_FOR_XCR = 0x1000, EP_ANYMON = 0x40000,
                  EP_ANYTEMP = 0x80000, EP_FREAKY = 0x100000, EP_SKEW_FOR_MID = 0x200000;
// NF_ encounter flags.
constexpr int32_t NF_NOGEN = 1, NF_SINGLE = 2, NF_MULTIPLE = 3, NF_HORDE = 4, NF_FREAKY = 5, NF_AQUATIC = 6,
                  NF_STAGGERED = 7, NF_UNIFORM = 9, NF_VAULT = 13, NF_CONTEXT_AQUATIC = 16;
// Monster flags and types.
constexpr int32_t M_AMPHIB = 30, M_AQUATIC = 31, M_SOLITARY = 92, M_UNKNOWN = 108, M_PLAYER = 110;
constexpr int32_t MA_AQUATIC = 80;
// Encounter constants and lists.
constexpr int32_t MIN_XCR_MULT = 115, MIN_XCR = 116, WEIGHT_CURVE_BY_CR = 119;
// What an rID is at least (src: resource IDs start at 0x01000000).
constexpr int32_t kFirstResourceId = 0x01000000;
// The key bit enUniformAdd gives a part of `any` monster type.
constexpr int32_t kAnyMonsterUniformKey = 0x0F000000;
// EV_CRITERIA's and EV_ISTARGET's "no" (CANNOT_CAST_IT).
constexpr int32_t kCannotCastIt = -1;
// The original's HACKFIX: at most five monsters are built of any group.
constexpr size_t kMostBuilt = 5;
constexpr int kMostRestarts = 100;

// XCR and XCRtoCR (inc/Inline.h) under the short names the generator reads them by.
int32_t xcr(int32_t cr)
{
    return monster_api::experienceWeight(cr);
}

int32_t crOfXcr(int32_t weight)
{
    return monster_api::challengeOfWeight(weight);
}

// maxAmtByCR (src/Encounter.cpp).
int32_t mostAtCr(int32_t cr)
{
    switch (cr) {
    case 1: return 5;
    case 2: return 7;
    case 3: return 10;
    case 4: return 12;
    case 5: return 15;
    default: return cr > 1 ? 50 : 4;
    }
}

struct Amount {
    int32_t minimum = 0, maximum = 0;
};

class Generator {
public:
    Generator(Game& game, const EncounterRequest& request) : game_(game), request_(request) {}

    EncounterOutcome run();

private:
    const module::ResourceManager& resources() const { return game_.resources(); }
    int32_t random(int32_t n) { return game_.randomBelow(n); }

    // The original's Map::Event: the encounter's, the chosen monster's and its
    // templates' handlers of PRE(ev), ev and POST(ev), with `builtin` (the
    // map's own stage) after ev when none answered DONE or ABORT.
    template <typename Builtin> int32_t stage(int32_t event, Builtin builtin);
    int32_t ask(int32_t event);

    void prepare();
    int32_t generate();
    bool chooseEncounter();
    int32_t generatePart(const EncounterView& encounter, const EncounterPart& part);
    int32_t chooseMonster(const EncounterView& encounter, const EncounterPart& part);
    int32_t crBound(const EncounterView& encounter, const EncounterPart& part, bool lowest);
    void selectTemplates(const EncounterPart& part);
    int32_t memberXcr(const EncounterMember& member) const;
    int32_t memberCr(const EncounterMember& member) const;
    bool isMonsterType(ResourceId monster, int32_t type);
    bool criteriaAccept(ResourceId candidate);
    void build(const EncounterView& encounter);
    std::optional<std::pair<int, int>> placeFor(ResourceId monster);
    bool fail(std::string why)
    {
        if (outcome_.error.empty())
            outcome_.error = std::move(why);
        return false;
    }

    Game& game_;
    EncounterRequest request_;
    EventInfo e_;
    EncounterOutcome outcome_;
    std::vector<EncounterMember> members_;
    std::vector<std::pair<int32_t, ResourceId>>& uniforms_ = game_.encounterUniforms();
    std::map<std::pair<ResourceId, int32_t>, bool> typeCache_;
    std::map<ResourceId, std::unique_ptr<Creature>> prototypes_;
    vm::SeededDice prototypeDice_{0};   // hit points of prototypes only: not the game's dice
    bool isMinCr_ = false, isMaxCr_ = false;
    int32_t tries_ = 0;
};

template <typename Builtin> int32_t Generator::stage(int32_t event, Builtin builtin)
{
    int32_t result = ask(PRE(event));
    if (result != DONE && result != ABORT) {
        result = ask(event);
        if (result != DONE && result != ABORT && result != ERROR)
            result = builtin();
    }
    if (result != ABORT)
        ask(POST(event));
    e_.event = event;
    return result;
}

int32_t Generator::ask(int32_t event)
{
    // src/MakeLev.cpp, Map::Event: SEND_TO(enID), SEND_TO(ep_mID), SEND_TO(ep_tID..3).
    for (ResourceId id : {e_.enID, e_.ep_mID, e_.ep_tID, e_.ep_tID2, e_.ep_tID3}) {
        if (!id)
            continue;
        e_.event = event;
        const int32_t result = game_.events().askResource(id, e_);
        if (result == DONE || result == ABORT || result == ERROR)
            return result;
    }
    return NOTHING;
}

bool Generator::isMonsterType(ResourceId monster, int32_t type)
{
    // TMonster::isMType: as a creature of the monster answers it (monster_templates.h).
    const auto key = std::pair{monster, type};
    if (auto found = typeCache_.find(key); found != typeCache_.end())
        return found->second;
    std::unique_ptr<Creature>& prototype = prototypes_[monster];
    if (!prototype) {
        const auto view = module::view<MonsterView>(resources(), monster);
        if (!view)
            return typeCache_[key] = false;
        prototype = Creature::fromMonster(*view, prototypeDice_);
    }
    return typeCache_[key] = type == 0 || monster_templates::isMonsterType(game_, *prototype, type);
}

// EV_CRITERIA asked of the encounter with e.eID the candidate (enChooseMID).
bool Generator::criteriaAccept(ResourceId candidate)
{
    const ResourceId old = e_.eID;
    const int32_t oldEvent = e_.event;
    e_.eID = candidate;
    e_.event = runtimeEvent<EV_CRITERIA>;
    const int32_t answer = game_.events().askResource(e_.enID, e_);
    e_.eID = old;
    e_.event = oldEvent;
    return answer != kCannotCastIt;
}

int32_t Generator::memberCr(const EncounterMember& member) const
{
    // enCalcCurrPartXCR: the monster's CR through each template's CR modifier.
    const auto monster = module::view<MonsterView>(resources(), member.monster);
    int32_t cr = monster ? monster->challengeRating() : 0;
    for (ResourceId id : member.templates)
        if (const auto t = module::view<TemplateView>(resources(), id))
            if (const auto m = t->modifier(module::RecordTag::CRModifier))
                cr = monster_templates::adjusted(*m, cr);
    return cr;
}

int32_t Generator::memberXcr(const EncounterMember& member) const
{
    return xcr(memberCr(member));
}

// okDesAmt (src/Encounter.cpp): whether the parts can make `wanted` monsters.
bool canMake(Game& game, const EncounterView& encounter, int32_t wanted)
{
    int32_t least = 0, most = 0;
    for (const EncounterPart& part : encounter.parts()) {
        const module::Dice& amt = part.amount;
        if (amt.sides) {
            const std::array rolls{game.roll(amt.number, amt.sides) + amt.bonus,
                                   game.roll(amt.number, amt.sides) + amt.bonus,
                                   game.roll(amt.number, amt.sides) + amt.bonus};
            least += *std::min_element(rolls.begin(), rolls.end());
            most += *std::max_element(rolls.begin(), rolls.end());
        } else if (amt.number && amt.bonus) {
            least += amt.number;
            most += amt.bonus;
        } else if (amt.bonus) {
            least += amt.bonus;
            most += amt.bonus;
        } else if (encounter.hasFlag(NF_SINGLE)) {
            ++least;
            ++most;
        } else if (encounter.hasFlag(NF_HORDE)) {
            least += 10;
            most += 50;
        } else {
            most += 50;
        }
    }
    return wanted >= least && wanted <= most;
}

// Stages 2 and 3 of enGenerate: the encounters fit for the request, one
// drawn by weight (or by its WEIGHT_CURVE_BY_CR entry for the CR).
bool Generator::chooseEncounter()
{
    std::vector<ResourceId> candidates;
    std::vector<int32_t> weights;
    int32_t total = 0;
    const int32_t wanted = e_.enDesAmt;
    for (ResourceId id : resources().resources(module::kindBit(ResourceKind::Encounter))) {
        const auto en = module::view<EncounterView>(resources(), id);
        const module::NumberPair range = en->challengeRange();
        if (range.first > request_.cr || range.second < request_.cr || en->hasFlag(NF_NOGEN))
            continue;
        if (!(e_.enFlags & EN_AQUATIC) ? en->hasFlag(NF_AQUATIC)
                                       : !(en->hasFlag(NF_AQUATIC) || en->hasFlag(NF_CONTEXT_AQUATIC)))
            continue;
        if (bool(e_.enFlags & EN_VAULT) != en->hasFlag(NF_VAULT))
            continue;
        if (wanted > 1 && en->hasFlag(NF_SINGLE))
            continue;
        if (wanted && wanted < 2 && en->hasFlag(NF_MULTIPLE))
            continue;
        if (wanted > 10 && !en->hasFlag(NF_HORDE))
            continue;
        if (wanted && wanted < 10 && en->hasFlag(NF_HORDE))
            continue;
        if (wanted && !canMake(game_, *en, wanted))
            continue;
        EventInfo asked = e_;
        asked.event = runtimeEvent<EV_ISTARGET>;
        if (game_.events().askResource(id, asked) == kCannotCastIt)
            continue;
        int32_t weight = en->weight();
        for (const module::DungeonList& list : en->lists()) {
            if (list.list != WEIGHT_CURVE_BY_CR)
                continue;
            // The entry for this CR, counted from the encounter's minimum, or the last.
            for (size_t j = 0; j < list.entries.size(); ++j) {
                if (j + 1 == list.entries.size() || int32_t(j) == request_.cr - range.first) {
                    weight = list.entries[j].number;
                    break;
                }
            }
        }
        candidates.push_back(id);
        total += weight;
        weights.push_back(total);
    }
    if (candidates.empty() || total <= 0)
        return fail("no Encounter suits CR " + std::to_string(request_.cr) + " at depth " +
                    std::to_string(request_.depth));
    const int32_t w = random(total);
    for (size_t i = 0; i < candidates.size(); ++i)
        if (weights[i] > w) {
            e_.enID = candidates[i];
            break;
        }
    return true;
}

// crBound: getMinCR / getMaxCR, the CR of the weakest or strongest monster
// enChooseMID could choose for the part, templates counted.
int32_t Generator::crBound(const EncounterView& encounter, const EncounterPart& part, bool lowest)
{
    const EventInfo saved = e_;
    const std::vector<EncounterMember> savedMembers = members_;
    e_.eimXCR = lowest ? 1 : 1000000;
    e_.ep_mID = e_.ep_tID = e_.ep_tID2 = e_.ep_tID3 = 0;
    e_.chResult = 0;
    isMinCr_ = lowest;
    isMaxCr_ = !lowest;
    stage(runtimeEvent<EV_ENCHOOSE_MID>, [&] { return chooseMonster(encounter, part); });
    isMinCr_ = isMaxCr_ = false;
    int32_t bound = lowest ? 0 : 36;
    if (e_.chResult && module::view<MonsterView>(resources(), e_.chResult)) {
        EncounterMember probe{e_.chResult, {}, e_.cPart};
        if (part.secondTarget.isResource() && module::view<TemplateView>(resources(), part.secondTarget.resource))
            probe.templates.push_back(part.secondTarget.resource);
        bound = crOfXcr(memberXcr(probe));
    }
    const std::string error = outcome_.error;
    e_ = saved;
    members_ = savedMembers;
    outcome_.error = error;
    return bound;
}

// enChooseMID: the part's own monster, or one of `any` type, or one of the
// encounter's list the part names, drawn by weight under the part's CR.
int32_t Generator::chooseMonster(const EncounterView& encounter, const EncounterPart& part)
{
    int32_t maxCr = crOfXcr(e_.eimXCR);
    if (part.flags & EP_CLASSED)
        maxCr = std::max(1, maxCr - 2);    // room for a class template
    if (e_.enConstraint >= kFirstResourceId)
        if (const auto m = module::view<MonsterView>(resources(), ResourceId(e_.enConstraint)))
            maxCr = std::max(maxCr, std::min<int32_t>(e_.enCR, m->challengeRating()));
    maxCr = std::max(1, maxCr);

    if (part.target.isResource()) {
        e_.chResult = part.target.resource;
        return DONE;
    }
    const int32_t target = part.target.number;
    const bool uniform = encounter.hasFlag(NF_UNIFORM);
    const int32_t uniformKey = target | ((part.flags & EP_ANYMON) ? kAnyMonsterUniformKey : 0);
    if (uniform)
        if (const ResourceId chosen = uniformChoice(game_, uniformKey)) {
            e_.chResult = chosen;
            return DONE;
        }
    if (part.flags & EP_UNIFORM)
        if (const ResourceId chosen = uniformChoice(game_, e_.cPart)) {
            e_.chResult = chosen;
            return DONE;
        }

    const bool single = encounter.hasFlag(NF_SINGLE);
    bool aquatic = encounter.hasFlag(NF_AQUATIC) || e_.isAquaticContext || e_.enConstraint == MA_AQUATIC;
    if (part.secondTarget.isResource() && resources().name(part.secondTarget.resource) == "aqueous")
        aquatic = false;
    std::vector<ResourceId> pool;
    std::vector<int32_t> weights;
    int32_t total = 0;
    // The tests every candidate monster passes; `ofType` is the part's type (0: none).
    auto fits = [&](ResourceId id, int32_t ofType, bool listed) {
        const auto m = module::view<MonsterView>(resources(), id);
        if (!m)
            return false;
        if (m->challengeRating() > maxCr && !isMinCr_)
            return false;
        if (!listed && m->hasFlag(rules::M_NOGEN) && e_.enConstraint < kFirstResourceId)
            return false;
        if (m->depth() > e_.enDepth)
            return false;
        if ((listed ? m->hasFlag(M_AQUATIC) && !aquatic : m->hasFlag(M_AQUATIC) != aquatic) && !m->hasFlag(M_AMPHIB))
            return false;
        if (m->hasFlag(M_PLAYER) || m->hasFlag(M_UNKNOWN))
            return false;
        if (!listed && m->hasFlag(M_SOLITARY) && !single)
            return false;
        if (ofType && !isMonsterType(id, ofType))
            return false;
        if (e_.enConstraint >= kFirstResourceId && id != ResourceId(e_.enConstraint))
            return false;
        if (e_.enConstraint > 0 && e_.enConstraint < kFirstResourceId && !isMonsterType(id, e_.enConstraint))
            return false;
        return criteriaAccept(id);
    };
    auto add = [&](ResourceId id, int32_t weight) {
        pool.push_back(id);
        total += weight;
        weights.push_back(total);
    };
    const std::vector<ResourceId> allMonsters = resources().resources(module::kindBit(ResourceKind::Monster));
    if (part.flags & EP_ANYMON) {
        for (ResourceId id : allMonsters)
            if (fits(id, target, false))
                add(id, 1);
    } else {
        bool found = false;
        for (const module::DungeonList& list : encounter.lists()) {
            if (list.list != target)
                continue;
            found = true;
            int32_t weight = 10;
            for (size_t i = 0; i < list.entries.size(); ++i) {
                const module::ResolvedValue& entry = list.entries[i];
                if (!entry.isResource() && entry.number == -1 && i + 1 < list.entries.size()) {
                    // `ANY type`: every monster of the type, at the current weight.
                    const int32_t type = list.entries[++i].number;
                    for (ResourceId id : allMonsters)
                        if (fits(id, type, false))
                            add(id, weight);
                } else if (!entry.isResource()) {
                    weight = entry.number;
                } else if (const auto nested = module::view<EncounterView>(resources(), entry.resource)) {
                    if ((nested->challengeRange().first > maxCr && !isMinCr_) ||
                        (nested->hasFlag(NF_AQUATIC) && !aquatic) || nested->depth() > e_.enDepth)
                        continue;
                    if (criteriaAccept(entry.resource))
                        add(entry.resource, weight);
                } else if (module::view<MonsterView>(resources(), entry.resource)) {
                    if (fits(entry.resource, 0, true))
                        add(entry.resource, weight);
                } else {
                    fail(resources().describe(e_.enID) + ": list " + std::to_string(target) + " names " +
                         resources().describe(entry.resource) + ", which is not a Monster or Encounter");
                    return ABORT;
                }
            }
        }
        if (!found) {
            fail(resources().describe(e_.enID) + ": part " + std::to_string(e_.cPart + 1) +
                 " draws from list " + std::to_string(target) + ", which the encounter does not have");
            return ABORT;
        }
    }
    if (pool.empty()) {
        fail("enChooseMID failed: " + resources().describe(e_.enID) + ", CR " + std::to_string(e_.enCR) +
             ", part " + std::to_string(e_.cPart + 1) + ": no monster fits");
        return ABORT;
    }
    auto crOf = [&](ResourceId id) {
        const auto m = module::view<MonsterView>(resources(), id);
        return m ? m->challengeRating() : (module::view<EncounterView>(resources(), id)
                                               ? module::view<EncounterView>(resources(), id)->challengeRange().first
                                               : 0);
    };
    auto draw = [&] {
        const int32_t w = random(total);
        for (size_t i = 0; i < pool.size(); ++i)
            if (weights[i] > w)
                return pool[i];
        return pool.back();
    };
    if (isMinCr_ || isMaxCr_) {
        ResourceId best = pool.front();
        for (ResourceId id : pool)
            if (isMinCr_ ? crOf(id) < crOf(best) : crOf(id) > crOf(best))
                best = id;
        e_.chResult = best;
        return DONE;
    }
    if (part.flags & EP_SKEW_FOR_MID) {
        // The strongest of four draws.
        ResourceId best = 0;
        int32_t bestCr = -100;
        for (int j = 0; j < 4; ++j) {
            const ResourceId id = draw();
            if (crOf(id) > bestCr) {
                best = id;
                bestCr = crOf(id);
            }
        }
        e_.chResult = best;
    } else {
        e_.chResult = draw();
    }
    if (uniform)
        uniforms_.emplace_back(uniformKey, e_.chResult);
    if (part.flags & EP_UNIFORM)
        uniforms_.emplace_back(e_.cPart, e_.chResult);
    return DONE;
}

// enSelectTemps, as far as the part asks for a template by name: the part's
// second target is put on each monster (when the template may go on it).
void Generator::selectTemplates(const EncounterPart& part)
{
    if ((part.flags & EP_ANYTEMP) || !part.secondTarget.isResource())
        return;
    if (module::view<TemplateView>(resources(), part.secondTarget.resource))
        e_.ep_tID = part.secondTarget.resource;
}

// enGenPart: how many of the part, fitted to its share of the XCR budget,
// and a monster chosen for each.
int32_t Generator::generatePart(const EncounterView& encounter, const EncounterPart& part)
{
    auto roll = [&] { return e_.epMinAmt + random(e_.epMaxAmt + 1 - e_.epMinAmt); };
    int32_t upper = INT32_MIN, lower = INT32_MAX;
    for (int i = 0; i < 5; ++i) {
        const int32_t r = roll();
        upper = std::max(upper, r);
        lower = std::min(lower, r);
    }
    int32_t amount = 1;
    if (part.flags & EP_NOXCR) {
        amount = e_.epMinAmt ? roll() : 1;
    } else if (e_.epMinAmt != 0 && e_.epMinAmt == e_.epMaxAmt) {
        e_.eimXCR = std::min(xcr(e_.enCR), e_.epXCR / e_.epMinAmt);
        amount = e_.epMinAmt;
    } else {
        const int32_t minCr = crBound(encounter, part, true);
        const int32_t maxCr = std::min<int32_t>(crBound(encounter, part, false), e_.enCR);
        if (minCr == maxCr) {
            e_.eimXCR = xcr(minCr);
            amount = std::max(1, e_.epXCR / e_.eimXCR);
            if (e_.epMaxAmt && amount > e_.epMaxAmt)
                amount = e_.epMaxAmt;
            if (e_.epMinAmt && amount < e_.epMinAmt)
                amount = e_.epMinAmt;
        } else {
            if (part.flags & EP_SKEW_FOR_AMT)
                e_.eimXCR = (xcr(minCr) * 3 + xcr(maxCr)) / 4;
            else if (part.flags & EP_SKEW_FOR_XCR)
                e_.eimXCR = (xcr(minCr) + xcr(maxCr) * 4) / 4;
            else
                e_.eimXCR = (xcr(minCr) * 2 + xcr(maxCr) * 2) / 4;
            e_.eimXCR = std::min(xcr(e_.enCR), e_.eimXCR);
            amount = std::max(1, e_.epXCR / std::max(1, e_.eimXCR));
            // Over the maximum or under the minimum: the highest or lowest of five rolls.
            if (e_.epMaxAmt && amount > e_.epMaxAmt) {
                amount = std::max(1, upper);
                e_.eimXCR = std::max(e_.epXCR / amount, xcr(minCr));
            }
            if (e_.epMinAmt && amount < e_.epMinAmt) {
                amount = std::max(1, lower);
                e_.eimXCR = std::max(e_.epXCR / amount, xcr(minCr));
            }
            e_.eimXCR = std::min(xcr(e_.enCR), e_.eimXCR);
        }
    }
    e_.epAmt = int16_t(amount);

    int32_t spent = 0;
    for (int32_t i = 0; i < amount; ++i) {
        e_.ep_mID = e_.ep_tID = e_.ep_tID2 = e_.ep_tID3 = 0;
        e_.chResult = 0;
        e_.epFreaky = int16_t((encounter.hasFlag(NF_FREAKY) || (part.flags & EP_FREAKY))
                                  ? std::min<int32_t>(e_.enFreaky, random(10) + 1)
                                  : 0);
        const int32_t chosen = stage(runtimeEvent<EV_ENCHOOSE_MID>, [&] { return chooseMonster(encounter, part); });
        if (chosen == ABORT || !e_.chResult)
            return ABORT;
        const ResourceId picked = e_.chResult;
        if (module::view<EncounterView>(resources(), picked)) {
            // A nested encounter (a vampire and its spawn): its members join this group.
            Generator nested(game_, request_);
            nested.e_ = e_;
            nested.e_.enID = picked;
            nested.e_.enXCR = e_.eimXCR;
            nested.e_.enCR = int16_t(crOfXcr(e_.eimXCR));
            nested.e_.enFlags = e_.enFlags | EN_NESTED;
            nested.e_.cPart = 0;
            nested.request_.encounter = picked;
            nested.request_.flags |= EN_NESTED;
            nested.request_.cr = nested.e_.enCR;
            if (nested.generate() == ABORT) {
                fail(nested.outcome_.error);
                return ABORT;
            }
            for (EncounterMember& member : nested.members_) {
                member.part = e_.cPart;
                spent += memberXcr(member);
                members_.push_back(std::move(member));
            }
        } else if (!module::view<MonsterView>(resources(), picked)) {
            fail(resources().describe(e_.enID) + ", part " + std::to_string(e_.cPart + 1) + ": " +
                 resources().describe(picked) + " is not a Monster or Encounter");
            return ABORT;
        } else {
            e_.ep_mID = picked;
            selectTemplates(part);
            EncounterMember member{picked, {}, e_.cPart};
            for (ResourceId t : {e_.ep_tID, e_.ep_tID2, e_.ep_tID3})
                if (t)
                    member.templates.push_back(t);
            spent += memberXcr(member);
            members_.push_back(std::move(member));
        }
        // Adaptive filling: stop when the share is spent, or take one more.
        if (spent >= e_.epXCR && i >= lower - 1)
            break;
        if (i == amount - 1 && amount < upper && spent + spent / (i + 1) <= e_.epXCR)
            ++amount;
    }
    return DONE;
}

int32_t Generator::generate()
{
    const int32_t alignment = request_.alignment;
    int restarts = 0;
    tries_ = 1;
    for (;;) {
        if (++restarts > kMostRestarts) {
            fail("no group made at CR " + std::to_string(request_.cr) + " after " + std::to_string(kMostRestarts) +
                 " tries");
            return ABORT;
        }
        e_.enAlign = int16_t(alignment);
        // Stage 0: a new group (a nested one adds to its parent's).
        members_.clear();
        if (!(e_.enFlags & EN_NESTED))
            uniforms_.clear();
        int32_t wanted = e_.enDesAmt;
        if (!wanted) {
            if (e_.enFlags & EN_SINGLE)
                wanted = 1;
            else if (e_.enFlags & EN_ANYOPEN) {
                const int32_t open = int32_t(request_.openCells.size());
                wanted = std::max(1, open / (request_.depth > 2 ? 30 : request_.depth == 2 ? 50 : 75));
            } else if (e_.enFlags & EN_MULTIPLE)
                wanted = 4 + random(5);
        }
        e_.enDesAmt = int16_t(std::min(wanted, mostAtCr(e_.enCR)));
        if (e_.enConstraint == MA_AQUATIC)
            e_.enFlags |= EN_AQUATIC;
        if (e_.enConstraint >= kFirstResourceId)
            if (const auto m = module::view<MonsterView>(resources(), ResourceId(e_.enConstraint)))
                if (m->hasFlag(M_AQUATIC))
                    e_.enFlags |= EN_AQUATIC;
        if (!e_.enID && !chooseEncounter())
            return ABORT;
        const auto encounter = module::view<EncounterView>(resources(), e_.enID);
        if (!encounter) {
            fail(resources().describe(e_.enID) + " is not an Encounter");
            return ABORT;
        }

        // Stage 4: parts left out by their minimum CR, chance, `else` and `or`.
        e_.enAlign = int16_t(e_.enAlign | encounter->alignment());
        if (encounter->hasFlag(NF_CONTEXT_AQUATIC) && e_.isLoc && game_.level().map().contains(e_.EXVal, e_.EYVal) &&
            game_.level().map().isWater(e_.EXVal, e_.EYVal) && e_.enConstraint < kFirstResourceId)
            e_.isAquaticContext = true;
        if (encounter->hasFlag(NF_CONTEXT_AQUATIC) && (e_.enFlags & EN_AQUATIC))
            e_.isAquaticContext = true;
        if (encounter->hasFlag(NF_AQUATIC))
            e_.enFlags |= EN_AQUATIC;
        const std::vector<EncounterPart> parts = encounter->parts();
        if (parts.empty()) {
            fail(resources().describe(e_.enID) + " has no parts");
            return ABORT;
        }
        std::vector<bool> skip(parts.size(), false);
        for (size_t i = 0; i < parts.size(); ++i) {
            if (parts[i].minimumCR > e_.enCR)
                skip[i] = true;
            if (parts[i].chance && random(100) + 1 > parts[i].chance)
                skip[i] = true;
            if (i >= 1 && (parts[i].flags & EP_ELSE) && !skip[i - 1])
                skip[i] = true;
        }
        // One part of each `or` run (the original draws among the run and the
        // part before it, and leaves that part in whatever is drawn).
        for (size_t i = 1; i < parts.size(); ++i) {
            if (!(parts[i].flags & EP_OR))
                continue;
            size_t j = i;
            while (j < parts.size() && (parts[j].flags & EP_OR))
                ++j;
            const size_t drawn = (i - 1) + size_t(random(int32_t(j - (i - 1))));
            for (; i != j; ++i)
                if (i != drawn)
                    skip[i] = true;
        }

        // Stage 5: the XCR budget, raised in large rooms; sleepiness.
        e_.enXCR = xcr(e_.enCR);
        e_.enSleep = int16_t(random(100) + 1);
        if (e_.enDesAmt >= 4) {
            e_.enXCR += (e_.enDesAmt / 3) * (e_.enXCR / 2);
            if (!(e_.enFlags & EN_NOSLEEP))
                for (int i = 0; i < e_.enDesAmt / 3; ++i)
                    e_.enSleep = int16_t(std::max<int32_t>(e_.enSleep, random(100) + 1));
        }
        if (const auto mult = encounter->constant(MIN_XCR_MULT))
            e_.enXCR = std::max(e_.enXCR, xcr(e_.enCR) * mult->number);
        if (const auto least = encounter->constant(MIN_XCR))
            e_.enXCR = std::max(e_.enXCR, least->number);
        int32_t totalWeight = 0;
        for (size_t i = 0; i < parts.size(); ++i)
            if (!skip[i])
                totalWeight += parts[i].weight;
        e_.enFreaky = int16_t(random(10) + 1);

        // Stage 6: the parts, in order (or, staggered, parts drawn by weight).
        int32_t result = DONE;
        if (encounter->hasFlag(NF_STAGGERED)) {
            const int32_t count = e_.enDesAmt ? e_.enDesAmt : 3 + random(5);
            std::vector<size_t> usable;
            std::vector<int32_t> weights;
            int32_t total = 0;
            for (size_t i = 0; i < parts.size(); ++i)
                if (!skip[i]) {
                    usable.push_back(i);
                    total += parts[i].weight;
                    weights.push_back(total);
                }
            for (int32_t n = 0; n < count && total > 0 && result != ABORT; ++n) {
                const int32_t w = random(total);
                size_t k = 0;
                while (weights[k] <= w)
                    ++k;
                e_.cPart = int16_t(usable[k]);
                e_.epMinAmt = e_.epMaxAmt = 1;
                e_.epXCR = e_.enXCR / count;
                result = stage(runtimeEvent<EV_ENGEN_PART>,
                               [&] { return generatePart(*encounter, parts[size_t(e_.cPart)]); });
            }
        } else {
            for (size_t i = 0; i < parts.size() && result != ABORT; ++i) {
                if (skip[i])
                    continue;
                const EncounterPart& part = parts[i];
                e_.epXCR = totalWeight && encounter->weight() ? e_.enXCR * part.weight / totalWeight : 0;
                const module::Dice& amt = part.amount;
                if (amt.sides)
                    e_.epMinAmt = e_.epMaxAmt = int16_t(game_.roll(amt.number, amt.sides) + amt.bonus);
                else if (amt.number && amt.bonus) {
                    e_.epMinAmt = int16_t(amt.number);
                    e_.epMaxAmt = int16_t(amt.bonus);
                } else if (amt.bonus)
                    e_.epMinAmt = e_.epMaxAmt = int16_t(amt.bonus);
                else if (encounter->hasFlag(NF_SINGLE))
                    e_.epMinAmt = e_.epMaxAmt = 1;
                else if (encounter->hasFlag(NF_HORDE)) {
                    e_.epMinAmt = 10;
                    e_.epMaxAmt = 50;
                } else
                    e_.epMinAmt = e_.epMaxAmt = 0;
                e_.cPart = int16_t(i);
                // A PRE(EV_ENGEN_PART) handler may pick another part (e.cPart).
                result = stage(runtimeEvent<EV_ENGEN_PART>, [&] {
                    if (e_.cPart < 0 || size_t(e_.cPart) >= parts.size()) {
                        fail(resources().describe(e_.enID) + ": a handler chose part " + std::to_string(e_.cPart + 1) +
                             " of " + std::to_string(parts.size()));
                        return int32_t(ABORT);
                    }
                    return generatePart(*encounter, parts[size_t(e_.cPart)]);
                });
            }
        }
        if (result == ABORT) {
            // A part that cannot be made: another encounter, without the constraint.
            if (request_.encounter || (e_.enFlags & EN_NESTED))
                return ABORT;
            e_.enConstraint = 0;
            e_.enID = 0;
            tries_ = 0;
            outcome_.error.clear();
            continue;
        }
        if (e_.enFlags & EN_NESTED)
            return DONE;

        // Deviance: the group's XCR and size against the budget; up to five tries.
        int32_t total = 0;
        for (const EncounterMember& m : members_)
            total += memberXcr(m);
        const int32_t count = int32_t(members_.size());
        int32_t deviance = int32_t(std::abs(e_.enXCR - total) * 100LL / std::max(1, e_.enXCR));
        if (e_.enDesAmt)
            deviance += std::max(0, std::abs(e_.enDesAmt - count) * 100 / e_.enDesAmt - 50);
        if (count > mostAtCr(e_.enCR))
            deviance += (count - mostAtCr(e_.enCR)) * 100 / mostAtCr(e_.enCR);
        if (deviance > 50 && tries_ < 5) {
            ++tries_;
            continue;
        }
        members_.resize(std::min(members_.size(), size_t(std::min(mostAtCr(e_.enCR), int32_t(kMostBuilt)))));
        return DONE;
    }
}

std::optional<std::pair<int, int>> Generator::placeFor(ResourceId monster)
{
    const Level& here = game_.level();
    const map::Map& m = here.map();
    auto free = [&](int x, int y) {
        return m.contains(x, y) && !m.solid(x, y) && here.creatureAt(x, y) == world::kNoObject;
    };
    if (!(e_.enFlags & EN_ANYOPEN) || request_.openCells.empty()) {
        // At the spot, or the nearest free cell to it.
        const int cx = e_.EXVal, cy = e_.EYVal;
        for (int radius = 0; radius < 10; ++radius)
            for (int dy = -radius; dy <= radius; ++dy)
                for (int dx = -radius; dx <= radius; ++dx)
                    if (std::max(std::abs(dx), std::abs(dy)) == radius && free(cx + dx, cy + dy))
                        return std::pair{cx + dx, cy + dy};
        return std::nullopt;
    }
    // Map::enBuildMon: fifty draws of the room's open cells; aquatic monsters
    // in water, others on dry land (amphibians anywhere).
    const auto view = module::view<MonsterView>(resources(), monster);
    const bool amphibious = view && view->hasFlag(M_AMPHIB);
    const bool aquatic = isMonsterType(monster, MA_AQUATIC);
    for (int tries = 0; tries < 50; ++tries) {
        const int32_t cell = request_.openCells[size_t(random(int32_t(request_.openCells.size())))];
        const int x = cell % m.width(), y = cell / m.width();
        if (!amphibious && aquatic != m.isWater(x, y))
            continue;
        if (free(x, y))
            return std::pair{x, y};
    }
    return std::nullopt;
}

// Stage 7 and Map::enBuildMon: each member made, put to sleep now and then
// in the dungeon, and placed; summons join their summoner's side.
void Generator::build(const EncounterView& encounter)
{
    (void)encounter;
    std::vector<Handle>& made = game_.encounterCreatures();
    made.clear();
    Creature* actor = game_.creature(request_.actor);
    const int16_t party = actor ? actor->party.partyId : int16_t(10 + random(200));
    for (const EncounterMember& member : members_) {
        std::optional<std::pair<int, int>> at = placeFor(member.monster);
        if (!at)
            continue;
        MonsterStart start;
        start.templates = member.templates;
        const bool summoned = actor && (e_.enFlags & EN_SUMMON) && !(e_.enFlags & EN_HOSTILE);
        if (summoned) {
            // Before its EV_INITIALIZE, which may ask who summoned it (Map::enBuildMon).
            const EventInfo* calling = game_.events().current();
            const int32_t duration = calling && calling->vDuration > 0 ? calling->vDuration : -1;
            start.stati.push_back({rules::SUMMONED, 0, 0, rules::SS_ENCH, duration, calling ? calling->eID : 0,
                                   actor->handle()});
        }
        Creature* c = game_.creature(game_.spawnMonster(member.monster, at->first, at->second, start));
        if (!c)
            continue;
        c->party.partyId = party;
        if ((e_.enFlags & EN_DUNGEON) && random(100) + 1 <= e_.enSleep)
            c->addStatus(StatusEffect{rules::SLEEPING, 0, 0, rules::SS_MISC, -1, 0, world::kNoObject});
        if (actor && (e_.enFlags & (EN_SUMMON | EN_CREATOR)) && !(e_.enFlags & EN_HOSTILE)) {
            c->attitude = actor->isPlayer ? Attitude::Player : actor->attitude;
            // The player's summons and creations become its companions,
            // counted in its magic pool (src/Encounter.cpp, Map::enBuildMon).
            const Handle handle = c->handle();
            if (actor->isPlayer)
                companions::makeCompanion(game_, *c, *actor, companions::PHD_MAGIC);
            if (!(c = game_.creature(handle)))
                continue;
        } else if (actor && (e_.enFlags & EN_HOSTILE)) {
            c->attitude = Attitude::Hostile;
        }
        made.push_back(c->handle());
        outcome_.made.push_back(c->handle());
    }
}

void Generator::prepare()
{
    // The thEnGen* calls' EventInfo (src/Encounter.cpp).
    e_.enFlags = request_.flags;
    e_.enCR = int16_t(request_.cr);
    e_.enDepth = int16_t(request_.depth);
    e_.enAlign = int16_t(request_.alignment);
    e_.enConstraint = request_.constraint;
    e_.enID = request_.encounter;
    e_.actor = request_.actor;
    e_.map = game_.level().handle();
    if (request_.at) {
        e_.EXVal = int16_t(request_.at->first);
        e_.EYVal = int16_t(request_.at->second);
        e_.isLoc = true;
    }
}

EncounterOutcome Generator::run()
{
    prepare();
    // EV_ENGEN: PRE handlers may change the request, the map's stage builds
    // the group, POST handlers see it (GetEncounterCreature).
    int32_t result = ask(PRE(runtimeEvent<EV_ENGEN>));
    if (result != DONE && result != ABORT) {
        result = generate();
        if (result == DONE) {
            if (const auto encounter = module::view<EncounterView>(resources(), e_.enID))
                if (!(e_.enFlags & EN_NOBUILD))
                    build(*encounter);
        }
    }
    if (result != ABORT)
        ask(POST(runtimeEvent<EV_ENGEN>));
    outcome_.result = result == ABORT ? ABORT : DONE;
    outcome_.encounter = e_.enID;
    outcome_.members = members_;
    return outcome_;
}

} // namespace

ResourceId uniformChoice(const Game& game, int32_t key)
{
    for (const auto& [k, choice] : const_cast<Game&>(game).encounterUniforms())
        if (k == key)
            return choice;
    return 0;
}

EncounterOutcome generateEncounter(Game& game, const EncounterRequest& request)
{
    return Generator(game, request).run();
}

bool moduleHasGeneratedEncounters(const module::ResourceManager& resources)
{
    for (ResourceId id : resources.resources(module::kindBit(ResourceKind::Encounter)))
        if (!module::view<EncounterView>(resources, id)->hasFlag(NF_NOGEN))
            return true;
    return false;
}

void populateLevelFromEncounters(Game& game, Level& level)
{
    const map::Map& m = level.map();
    const map::DungeonSettings settings = map::readDungeonSettings(game.resources(), level.dungeon);
    const int32_t depthCr = settings.depthCR(level.depth);
    const int pw = std::max(1, settings.panelWidth), ph = std::max(1, settings.panelHeight);
    for (int py = 0; py < m.height(); py += ph) {
        for (int px = 0; px < m.width(); px += pw) {
            // FindOpenAreas: the panel's free floor (no feature, no one standing there).
            EncounterRequest request;
            for (int y = py; y < std::min(py + ph, m.height()); ++y)
                for (int x = px; x < std::min(px + pw, m.width()); ++x)
                    if (!m.solid(x, y) && !m.featureAt(x, y) && level.creatureAt(x, y) == world::kNoObject)
                        request.openCells.push_back(y * m.width() + x);
            if (request.openCells.empty())
                continue;
            // Out-of-depth: 22% of groups (from CR 2) are one monster 1-4 CR deeper.
            int32_t cr = depthCr;
            if (game.randomBelow(100) < 22 && depthCr > 1)
                cr = depthCr + game.randomBelow(4) + 1;
            request.flags = EN_DUNGEON | EN_ANYOPEN | (cr == depthCr ? 0 : (EN_OODMON | EN_SINGLE));
            request.cr = cr;
            request.depth = depthCr;
            const EncounterOutcome outcome = generateEncounter(game, request);
            if (outcome.result == ABORT)
                game.notice("Level " + std::to_string(level.depth) + ": " + outcome.error, 12);
        }
    }
}

} // namespace incursion::game::encounters
