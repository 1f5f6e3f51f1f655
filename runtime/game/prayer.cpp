#include "game/prayer.h"

#include "game/altars.h"
#include "game/creature.h"
#include "game/equipment.h"
#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/fatigue.h"
#include "game/game.h"
#include "game/god_choice.h"
#include "game/item.h"
#include "game/item_properties.h"
#include "game/monster_api.h"
#include "game/object_api.h"
#include "game/player_prompts.h"
#include "game/religion.h"
#include "game/religion_api.h"
#include "game/rules.h"
#include "game/sacrifice.h"
#include "game/skills.h"
#include "game/stati.h"
#include "map/grid_distance.h"
#include "module/resource_views.h"

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace incursion::game::prayer {

namespace {

using module::ResourceId;
using religion_api::godConstant;
using religion_api::godMessage;

// The original's numbers (inc/Defines.h).
constexpr int32_t AID_CHART = 30;
constexpr int32_t TOLERANCE_VAL = 129, INTERVENTION_COST = 122, PRAYER_TIMEOUT = 124, MIN_RAISE_LEVEL = 125,
                  PRAYER_DC = 127, LAY_MULTIPLIER = 134;
constexpr int32_t SK_KNOW_THEO = 30;
constexpr int32_t MSG_NOT_WORTHY = 7, MSG_NO_INSIGHT = 28, MSG_NO_MORE = 29, MSG_READING = 27, MSG_FORSAKEN = 26,
                  MSG_ANATHEMA = 77, MSG_TOLERANT = 44, MSG_IS_ANGRY = 1, MSG_IS_ANGRY2 = 2, MSG_NO_AID = 78,
                  MSG_SAFEPRAY = 42, MSG_WAITPRAY = 43, MSG_BAD_PRAY = 48, MSG_TIMEOUT = 36, MSG_PRAYER = 37,
                  MSG_OUT_OF_AID = 39, MSG_NEARLY_OUT = 40, MSG_AID = 81;
constexpr int32_t AID_HEAL = 1, AID_PURIFY = 2, AID_SMITE = 3, AID_UNCURSE = 4, AID_TELEPORT = 5, AID_FEED = 7,
                  AID_REFRESH = 8, AID_RESTORE = 9, AID_IDENTIFY = 10, AID_CURE = 11, AID_CLARITY = 12,
                  AID_RESURRECT = 13, AID_BERSERK = 14, AID_NEWBOOK = 15, AID_MANA = 16, AID_DEFLECT = 17;
constexpr int32_t TROUBLE_INJURY = 1, TROUBLE_LOWMANA = 2, TROUBLE_HUNGER = 3, TROUBLE_BLIND = 4,
                  TROUBLE_DISEASE = 5, TROUBLE_SICK = 6, TROUBLE_STONING = 7, TROUBLE_DRAINED = 8,
                  TROUBLE_CURSED = 9, TROUBLE_BLEEDING = 10, TROUBLE_FEAR = 11, TROUBLE_POISON = 12,
                  TROUBLE_FATIGUE = 13, TROUBLE_NOBOOK = 14, TROUBLE_ENEMIES = 15, TROUBLE_PARALYSIS = 16,
                  TROUBLE_HAUNTED = 17;
constexpr int32_t P_LOW = 3, P_MODERATE = 4, P_HIGH = 5, P_URGENT = 6, P_EXTREME = 7, P_CRITICAL = 8;
constexpr int32_t SICKNESS = 1, BLEEDING = 12, WOUNDED = 17, STONING = 18, DISEASED = 19, RAGING = 66,
                  ADJUST_DMG = 112, CHARMED = 137, TRIED = 187, SS_CURS = 12;
// TRIED's value for a prayer's retries and for insight sought (src/Prayer.cpp).
constexpr int32_t kPrayerTried = SK_KNOW_THEO + 1000, kInsightTried = SK_KNOW_THEO + 2000;

// What each aid is for, as the insight names it (src/Prayer.cpp, AidTypes).
struct AidName {
    int32_t aid;
    std::string_view text;
};
constexpr auto kAidNames = std::to_array<AidName>({
    {AID_HEAL, "healing you"}, {AID_PURIFY, "purifying your body"}, {AID_SMITE, "smiting your enemies"},
    {AID_UNCURSE, "lifting curses"}, {AID_TELEPORT, "transporting you to safety"},
    {AID_FEED, "satiating your hunger"}, {AID_REFRESH, "removing fatigue"}, {AID_RESTORE, "replenishing your spirit"},
    {AID_CURE, "curing blindness or permanent wounds"}, {AID_CLARITY, "clearing your mind"},
    {AID_RESURRECT, "resurrecting you"}, {AID_BERSERK, "improving your fighting ability"},
    {AID_NEWBOOK, "replacing lost spellbooks"}, {AID_MANA, "restoring spent mana"},
    {AID_DEFLECT, "deflecting lethal blows"},
});

// Which aid answers which trouble (src/Prayer.cpp, AidPairs), in order.
constexpr std::array<std::array<int32_t, 2>, 20> kAidPairs{{
    {TROUBLE_INJURY, AID_HEAL},         {TROUBLE_LOWMANA, AID_REFRESH},  {TROUBLE_HUNGER, AID_FEED},
    {TROUBLE_BLIND, AID_CURE},          {TROUBLE_DISEASE, AID_PURIFY},   {TROUBLE_SICK, AID_PURIFY},
    {TROUBLE_STONING, AID_PURIFY},      {TROUBLE_DRAINED, AID_RESTORE},  {TROUBLE_CURSED, AID_UNCURSE},
    {TROUBLE_BLEEDING, AID_HEAL},       {TROUBLE_FEAR, AID_CLARITY},     {TROUBLE_POISON, AID_PURIFY},
    {TROUBLE_FATIGUE, AID_REFRESH},     {TROUBLE_NOBOOK, AID_NEWBOOK},   {TROUBLE_LOWMANA, AID_MANA},
    {TROUBLE_ENEMIES, AID_SMITE},       {TROUBLE_ENEMIES, AID_TELEPORT}, {TROUBLE_PARALYSIS, AID_CLARITY},
    {TROUBLE_HAUNTED, AID_CLARITY},     {TROUBLE_PARALYSIS, AID_PURIFY},
}};

struct AidRow {
    int32_t aid = 0;
    int32_t parameter = 0;  // the urgency it answers from (P_*), or AID_IDENTIFY's item type
    int32_t favour = 0;     // the favour it needs
};

// The god's AID_CHART: triples of aid, urgency (or item type) and favour.
std::vector<AidRow> aidChart(const Game& game, ResourceId god)
{
    std::vector<AidRow> rows;
    const auto view = module::view<module::GodView>(game.resources(), god);
    if (!view)
        return rows;
    for (const module::DungeonList& list : view->lists()) {
        if (list.list != AID_CHART)
            continue;
        for (size_t i = 0; i + 2 < list.entries.size() && list.entries[i].number; i += 3)
            rows.push_back({list.entries[i].number, list.entries[i + 1].number, list.entries[i + 2].number});
    }
    return rows;
}

int32_t tolerance(const Game& game, ResourceId god) { return godConstant(game, god, TOLERANCE_VAL); }

bool cursed(const Item& it) { return (it.properties.flags & item_properties::IF_CURSED) != 0; }

void addTried(Creature& self, int32_t value, int32_t magnitude)
{
    StatusEffect tried;
    tried.stati = TRIED;
    tried.value = value;
    tried.magnitude = magnitude;
    tried.cause = rules::SS_MISC;
    tried.turnsLeft = kUntilDaysPass;
    self.addStatus(tried);
}

// Creature::getTroubles: what ails the character, each trouble with its
// urgency (trouble + urgency * 256), in the original's order. Hunger,
// lost spellbooks and unseen haunting are left out: the runtime has no
// hunger, spellbooks of its own nor planes.
std::vector<int32_t> troubles(Game& game, Creature& self)
{
    std::vector<int32_t> found;
    const int32_t most = self.maxHp + self.attribute(rules::A_THP);
    if (most <= 0)
        return found;
    auto add = [&](int32_t trouble, int32_t urgency) { found.push_back(trouble + urgency * 256); };
    const int32_t injury = (most - self.hp) * 100 / most;
    if (injury >= 70)
        add(TROUBLE_INJURY, P_CRITICAL);
    else if (injury >= 50)
        add(TROUBLE_INJURY, P_URGENT);
    else if (injury >= 20)
        add(TROUBLE_INJURY, P_MODERATE);
    else if (injury > 0)
        add(TROUBLE_INJURY, P_LOW);
    // The original measured the mana left, so a full pool counted as the
    // worst want; it is kept as it was.
    int32_t mana = self.mana * 100 / std::max(self.maxMana, 1);
    mana = (mana * 30 + mana * 70 * self.level / std::max(1, self.challenge)) / 100;
    if (mana >= 92)
        add(TROUBLE_LOWMANA, P_CRITICAL);
    else if (mana >= 80)
        add(TROUBLE_LOWMANA, P_EXTREME);
    else if (mana >= 70)
        add(TROUBLE_LOWMANA, P_URGENT);
    else if (mana >= 50)
        add(TROUBLE_LOWMANA, P_MODERATE);
    else if (mana >= 20)
        add(TROUBLE_LOWMANA, P_LOW);
    const std::array<std::array<int32_t, 3>, 8> afflictions{{
        {STONING, TROUBLE_STONING, P_CRITICAL}, {rules::POISONED, TROUBLE_POISON, P_EXTREME},
        {rules::BLIND, TROUBLE_BLIND, P_EXTREME}, {rules::AFRAID, TROUBLE_FEAR, P_URGENT},
        {SICKNESS, TROUBLE_SICK, P_HIGH}, {BLEEDING, TROUBLE_BLEEDING, P_HIGH},
        {DISEASED, TROUBLE_DISEASE, P_HIGH}, {rules::PARALYSIS, TROUBLE_PARALYSIS, P_EXTREME},
    }};
    for (const auto& [stati, trouble, urgency] : afflictions)
        if (self.hasStatus(stati))
            add(trouble, urgency);
    for (const StatusEffect& s : self.stati) {
        const bool adjust = s.stati >= rules::ADJUST && s.stati <= rules::ADJUST_CIRC;
        if (adjust && s.magnitude < 0 && s.value != rules::A_SIZ && s.cause == rules::SS_ENCH)
            add(TROUBLE_DRAINED, s.magnitude <= -4 ? P_HIGH : P_MODERATE);
        if (s.cause == SS_CURS)
            add(TROUBLE_CURSED, s.magnitude <= -4 ? P_HIGH : P_MODERATE);
    }
    for (Handle carried : self.inventory)
        if (const Item* it = game.item(carried); it && equipment::isWorn(self, carried) && cursed(*it))
            add(TROUBLE_CURSED, P_HIGH);
    if (self.isPlayer) {
        int32_t mine = 0, theirs = 0;
        for (Handle handle : game.creaturesOnLevel()) {
            const Creature* other = game.creature(handle);
            if (!other || map::stepDistance(other->x - self.x, other->y - self.y) >= 16 ||
                !game.canSee(self, other->x, other->y))
                continue;
            if (object_api::hostile(self, *other))
                theirs += monster_api::experienceWeight(other->challenge);
            else if (object_api::friendly(self, *other))
                mine += monster_api::experienceWeight(other->challenge);
        }
        mine = mine * (100 - injury) / 100;
        if (theirs > mine * 3)
            add(TROUBLE_ENEMIES, P_CRITICAL);
        else if (theirs > mine * 2)
            add(TROUBLE_ENEMIES, P_EXTREME);
        else if (theirs > mine * 3 / 2)
            add(TROUBLE_ENEMIES, P_HIGH);
        else if (theirs > mine)
            add(TROUBLE_ENEMIES, P_MODERATE);
        else if (theirs > mine / 2)
            add(TROUBLE_ENEMIES, P_LOW);
    }
    return found;
}

// Character::PrePray: the god prayed to (the character's own, or the god
// of the altar it stands on) and what is asked of it: aid, insight, or on
// an altar of the god prayed to, a sacrifice. Converting to the altar's
// god (EV_CONVERT), converting the altar itself (EV_CONVERT_ALTAR) and
// blessing items on it (EV_IBLESSING) are not offered yet: praying to
// one's own god on another's altar is a plain prayer here.
int32_t prePray(Game& game, Creature& self, EventInfo& e)
{
    const ResourceId own = game.religion().god;
    const ResourceId altarGod = altars::altarAt(game, self.x, self.y).god;
    if (!own && !altarGod) {
        game.notice("You have no god to pray to.");
        return ABORT;
    }
    ResourceId god = own;
    if (own && altarGod && own != altarGod) {
        const std::string question = "Pray to [1] " + game.resourceName(altarGod) + " or [2] " + game.resourceName(own) + "?";
        const std::optional<char> which = game.prompts().choose(question, "12");
        if (!which)
            return ABORT;
        god = *which == '1' ? altarGod : own;
    } else if (altarGod && !own) {
        if (!game.prompts().yesNo("Confirm pray to " + game.resourceName(altarGod) + "?"))
            return ABORT;
        god = altarGod;
    }
    e.eID = god;
    std::optional<char> choice;
    if (altarGod == god && god != own)
        choice = game.prompts().choose("Request aid or make sacrifice?", "as");
    else if (altarGod == god)
        choice = game.prompts().choose("Request aid, seek insight or sacrifice?", "ais");
    else
        choice = game.prompts().choose("Request aid or seek insight?", "ai");
    if (!choice)
        return ABORT;
    if (*choice == 'i')
        return game.events().reThrow(runtimeEvent<EV_INSIGHT>);
    if (!god_choice::isWorthyOf(game, self, god, *choice == 's')) {
        godMessage(game, god, MSG_NOT_WORTHY);
        return DONE;
    }
    if (*choice == 's')
        return sacrifice::offer(game, self, e);
    return NOTHING;
}

// Character::Insight: a Knowledge (Theology) check, once a level, tells
// how the god stands towards the character and what aid it would give.
// The original then offered divine identification of the pack; the
// runtime's identification knows effects, not the original's item
// knowledge, so it is not offered.
int32_t insight(Game& game, Creature& self, EventInfo& e)
{
    if (object_api::threatened(game, self)) {
        game.notice("You cannot seek insight while fighting.");
        return ABORT;
    }
    const ResourceId god = e.eID;
    godMessage(game, god, MSG_READING);
    if (self.hasStatus(TRIED, kInsightTried)) {
        godMessage(game, god, MSG_NO_MORE);
        return DONE;
    }
    if (!skillCheck(game, self, SK_KNOW_THEO, 15, true)) {
        godMessage(game, god, MSG_NO_INSIGHT);
        addTried(self, kInsightTried, 0);
        return DONE;
    }
    Religion& religion = game.religion();
    GodStanding& standing = religion.standing(god);
    const int32_t tol = tolerance(game, god);
    if (standing.flags & Religion::GS_FORSAKEN)
        godMessage(game, god, MSG_FORSAKEN);
    else if (standing.flags & Religion::GS_ANATHEMA)
        godMessage(game, god, MSG_ANATHEMA);
    else if (standing.anger && standing.anger <= tol)
        godMessage(game, god, MSG_TOLERANT);
    else if (standing.anger > 10 + tol)
        godMessage(game, god, MSG_IS_ANGRY2);
    else if (standing.anger > tol)
        godMessage(game, god, MSG_IS_ANGRY);
    if (religion.standing(god).anger)
        religion.standing(god).flags |= Religion::GS_KNOWN_ANGER;

    const int32_t favour = religion_api::favourOf(game, god);
    const int32_t divisor = god == religion.god ? 1 : std::max(1, godConstant(game, god, LAY_MULTIPLIER));
    std::vector<std::string> aids;
    for (const AidRow& row : aidChart(game, god)) {
        if (favour < row.favour / divisor)
            continue;
        if (row.aid == AID_RESURRECT &&
            (self.level < godConstant(game, religion.god, MIN_RAISE_LEVEL) || god != religion.god))
            continue;
        if (row.aid == AID_IDENTIFY) {
            aids.emplace_back("identifying items");
            continue;
        }
        for (const AidName& name : kAidNames)
            if (name.aid == row.aid)
                aids.emplace_back(name.text);
    }
    std::string list;
    for (size_t i = 0; i < aids.size(); ++i)
        list += (i == 0 ? "" : i + 1 == aids.size() ? " and " : ", ") + aids[i];
    const GodStanding& now = religion.standing(god);
    if (list.empty())
        godMessage(game, god, MSG_NO_AID);
    else if (now.anger <= tol && !now.prayerTimeout)
        godMessage(game, god, MSG_SAFEPRAY,
                   {MessageArgument::ofResource(god), MessageArgument::ofText(list)});
    else if (now.prayerTimeout && now.anger <= tol)
        godMessage(game, god, MSG_WAITPRAY);
    return DONE;
}

// Character::GiveAid: the aid in e.EParam, after the god's own scripts
// passed it by (an AID_SMITE no script answers does nothing, as the
// original complained). Teleporting was left empty there too; a new
// spellbook and identification wait on systems the runtime lacks.
int32_t giveAid(Game& game, Creature& self, EventInfo& e)
{
    const ResourceId god = e.eID;
    game.religion().standing(god).flags |= Religion::GS_INVOLVED;
    if (e.EParam != AID_IDENTIFY)
        godMessage(game, god, MSG_AID + e.EParam);
    switch (e.EParam) {
    case AID_HEAL:
        self.hp = self.maxHp + self.attribute(rules::A_THP);
        break;
    case AID_PURIFY:
        for (int32_t stati : {rules::POISONED, DISEASED, STONING, rules::PARALYSIS})
            self.removeStatus(stati);
        break;
    case AID_CURE:
        self.removeStatus(rules::BLIND);
        self.removeStatus(WOUNDED);
        break;
    case AID_UNCURSE:
        for (Handle carried : self.inventory)
            if (Item* it = game.item(carried); it && equipment::isWorn(self, carried) && cursed(*it)) {
                game.message("Your <hObj> glows with a soft blue light.", {},
                             std::array{MessageArgument::ofObject(carried)});
                it->properties.flags &= uint16_t(~item_properties::IF_CURSED);
            }
        std::erase_if(self.stati, [](const StatusEffect& s) { return s.cause == SS_CURS; });
        break;
    case AID_REFRESH:
        setFatiguePoints(game, self, maximumFatigue(game, self));
        break;
    case AID_RESTORE:
        self.removeStatus(ADJUST_DMG);
        break;
    case AID_MANA:
        self.mana = self.maxMana;
        break;
    case AID_CLARITY:
        game.notice("Divine clarity restores focus to your thoughts!");
        for (int32_t stati : {rules::STUNNED, rules::CONFUSED, CHARMED, rules::PARALYSIS})
            self.removeStatus(stati);
        break;
    case AID_BERSERK: {
        game.message("<Res>'s spirit comes over you, and you fly into a berzerk rage!", {},
                     std::array{MessageArgument::ofResource(god)});
        StatusEffect rage;
        rage.stati = RAGING;
        rage.value = 8;
        rage.magnitude = 20;
        rage.cause = rules::SS_MISC;
        rage.turnsLeft = 100;
        gainStati(game, self, rage);
        break;
    }
    default:
        break;
    }
    return DONE;
}

// Character::Pray: the prayer for aid itself.
int32_t prayForAid(Game& game, Creature& self, EventInfo& e)
{
    const ResourceId god = e.eID;
    Religion& religion = game.religion();
    const StatusEffect* tried = self.status(TRIED, kPrayerTried);
    const int32_t retry = tried ? tried->magnitude : 0;
    if (!skillCheck(game, self, SK_KNOW_THEO, godConstant(game, god, PRAYER_DC), true, -retry)) {
        self.removeStatus(TRIED, kPrayerTried);
        addTried(self, kPrayerTried, retry + 2);
        game.notice("You fail to recite the ritual prayers and invocations correctly.");
        return DONE;
    }
    const int32_t tol = tolerance(game, god);
    if (religion.standing(god).anger > tol) {
        godMessage(game, god, MSG_BAD_PRAY);
        e.EParam = int16_t(religion.standing(god).anger - tol);
        game.events().reThrow(runtimeEvent<EV_RETRIBUTION>);
        return DONE;
    }
    if (religion.standing(god).prayerTimeout > 0) {
        godMessage(game, god, MSG_TIMEOUT);
        religion_api::transgress(game, self, god, 1, true);
        GodStanding& standing = religion.standing(god);
        standing.prayerTimeout = int16_t(standing.prayerTimeout + godConstant(game, god, PRAYER_TIMEOUT));
        return DONE;
    }
    godMessage(game, god, MSG_PRAYER);
    const int32_t cost = godConstant(game, god, INTERVENTION_COST);
    if (religion.standing(god).favourPenalty + cost > 100) {
        godMessage(game, god, MSG_OUT_OF_AID);
        return DONE;
    }
    const std::vector<int32_t> ails = troubles(game, self);
    const std::vector<AidRow> chart = aidChart(game, god);
    const int32_t favour = religion_api::favourOf(game, god);
    // The original judged a prayer answered when the praying set its
    // Timeout, which it always did: every prayer that gets here takes the
    // god's timeout and cost, aid or none (its "no aid" branch never ran).
    // Its holy symbol for domain casters and turners waits on holy symbols.
    for (const int32_t trouble : ails)
        for (const AidRow& row : chart) {
            if (row.parameter > trouble / 256 || row.favour > favour / (god == religion.god ? 1 : 5))
                continue;
            for (const auto& [troubleKind, aid] : kAidPairs)
                if (aid == row.aid && troubleKind == trouble % 256) {
                    e.EParam = int16_t(row.aid);
                    game.events().reThrow(runtimeEvent<EV_GIVE_AID>);
                    e.EParam = 0;
                    if (!game.creature(self.handle()))
                        return DONE;
                }
        }
    GodStanding& standing = religion.standing(god);
    standing.prayerTimeout = int16_t(godConstant(game, god, PRAYER_TIMEOUT) + self.level + game.randomBelow(5));
    standing.favourPenalty = int16_t(standing.favourPenalty + cost);
    if (standing.favourPenalty > 70 && standing.favourPenalty - cost <= 70)
        godMessage(game, god, MSG_NEARLY_OUT);
    return DONE;
}

} // namespace

bool pray(Game& game)
{
    Creature& self = game.player();
    EventInfo e;
    e.event = runtimeEvent<EV_PRAY>;
    e.actor = self.handle();
    e.map = self.map();
    return game.throwEvent(e) != ABORT;
}

std::optional<int32_t> answer(Game& game, Creature& self, int32_t event, EventInfo& e)
{
    if (e.actor != self.handle() || !self.isPlayer)
        return std::nullopt;
    switch (event) {
    case PRE(EV_PRAY): return prePray(game, self, e);
    case EV_PRAY: return prayForAid(game, self, e);
    case EV_INSIGHT: return insight(game, self, e);
    case EV_GIVE_AID: return giveAid(game, self, e);
    case EV_SACRIFICE: return sacrifice::answerSacrifice(game, self, e);
    case EV_JEALOUSY: return sacrifice::answerJealousy(game, self, e);
    default: return std::nullopt;
    }
}

void experienceGained(Game& game)
{
    Religion& religion = game.religion();
    ++religion.experienceTicks;
    for (auto& [god, standing] : religion.standings())
        if (standing.prayerTimeout)
            --standing.prayerTimeout;
}

} // namespace incursion::game::prayer
