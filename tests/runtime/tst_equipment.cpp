// Wielding and wearing in play (game/equipment.h): the slots, the wield and
// take-off commands (`w`, `T`), EV_WIELD and EV_REMOVE thrown to the item's
// handlers (which may refuse), two hands, cursed items, starting gear put
// on, the character sheet counting what is worn, and a save keeping it.
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/combat.h"
#include "game/equipment.h"
#include "game/player_command.h"
#include "game/player_view.h"
#include "game/rules.h"

#include <QtTest>

namespace tst_equipment {

using namespace incursion;
using namespace incursion::game::wear_slots;
using game::CommandKind;
using game::PlayerCommand;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define T_SHIELD 51
#define T_HELMET 41
#define T_RING 48
#define T_BOOTS 23
#define T_LIGHT 44
#define WT_TWO_HANDED 33
#define M_HUMANOID 1

Item "long sword" : T_WEAPON { Image: cyan '|'; SDmg: 1d8; LDmg: 1d12; Level: 1; Weight: 40; Size: 4; }
Item "war maul" : T_WEAPON { Image: grey '|'; SDmg: 2d6; LDmg: 2d6; Level: 1; Weight: 120; Size: 4;
                             Flags: WT_TWO_HANDED; }
Item "siege ram" : T_WEAPON { Image: grey '|'; SDmg: 3d6; LDmg: 3d6; Level: 1; Weight: 900; Size: 6; }
Item "pickaxe" : T_WEAPON { Image: brown '\'; SDmg: 1d6; LDmg: 1d6; Level: 1; Weight: 60; Size: 4; }
Item "kite shield" : T_SHIELD { Image: brown ')'; Def: 3; Arm: 2; Level: 1; Weight: 100; Size: 3; }
Item "leather armour" : T_ARMOUR { Image: brown '['; Def: 2; Arm: 1; Level: 1; Weight: 150; }
Item "iron helm" : T_HELMET { Image: grey ']'; Level: 1; Weight: 30; }
Item "copper ring" : T_RING { Image: yellow '='; Level: 1; Weight: 1; }
Item "riding boots" : T_BOOTS { Image: brown ']'; Level: 1; Weight: 20; }
Item "torch" : T_LIGHT { Image: yellow '~'; Level: 1; Weight: 10; Lifespan: 3000; }
Item "ration" : T_FOOD { Image: brown '%'; Level: 1; Weight: 5; }

// Its EV_WIELD and EV_REMOVE tell the slot they come with (e.EParam).
Item "humming helm" : T_HELMET { Image: cyan ']'; Level: 1; Weight: 30;
    On Event EV_WIELD { EActor->IPrint("humming on <Num>", e.EParam); return NOTHING; };
    On Event EV_REMOVE { EActor->IPrint("humming off <Num>", e.EParam); return NOTHING; };
  }
// Refuses every hand but a ready one.
Item "sulking blade" : T_WEAPON { Image: red '|'; SDmg: 1d6; LDmg: 1d6; Level: 1; Weight: 30; Size: 3;
    On Event EV_WIELD { EActor->IPrint("The blade will not be held."); return ABORT; };
  }

Monster "plain body" : MA_GOBLINOID
  { Image: white '@'; CR: 1; HD: 1; Hit: 1; Def: 10; Size: 4; Flags: M_HUMANOID;
    Attk: A_PUNC for 1d3 AD_BLUNT; }

Race "Plain folk;race"
  {
    Str 0, Dex 0, Con 0, Int 0, Wis 0, Cha 0, Luc 0;
    Monster: $"plain body";
    Gear: $"ration";
  }

// The pickaxe comes first: a starting character never wields one.
Class "Guard"
  {
    HitDice: 10; Mana: 0;
    Gear: $"pickaxe", $"long sword", $"kite shield", $"leather armour", $"iron helm", $"torch";
  }

Class "Wanderer"
  {
    HitDice: 6; Mana: 0;
  }
)";

struct Started {
    test::TestGame t;
    game::Game* g = nullptr;
};

Started startAs(const std::string& klass)
{
    game::GameOptions options;
    options.race = "Plain folk";
    options.characterClass = klass;
    Started s{test::startTestGame(kWorld, options)};
    s.g = s.t.game.get();
    if (s.g)
        s.g->advance();
    return s;
}

Handle carried(game::Game& g, std::string_view name)
{
    const game::Creature& self = g.player();
    const Handle made = g.spawnItem(*g.resources().find(name), 0, self.x, self.y);
    return g.giveItem(g.player(), *g.item(made));
}

Handle carriedNamed(const game::Game& g, std::string_view name)
{
    for (Handle h : g.player().inventory)
        if (g.resources().name(g.item(h)->resource) == name)
            return h;
    return world::kNoObject;
}

bool perform(game::Game& g, CommandKind kind, Handle item)
{
    PlayerCommand command = PlayerCommand::of(kind);
    command.item = item;
    return g.perform(command);
}

std::string joined(const std::vector<std::string>& lines)
{
    std::string all;
    for (const std::string& line : lines)
        all += line + " | ";
    return all;
}

Handle inSlot(const game::Game& g, int32_t slot)
{
    return game::equipment::inSlot(g.player(), slot);
}

} // namespace

class EquipmentTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Inv.cpp, Character::Wield; src/Item.cpp, Item::activeSlot:
    // a weapon goes to the weapon hand, a shield to the ready hand, armour
    // to the body, a helmet to the head, a ring to a finger, boots to the
    // feet, a light to the light slot; food has no slot.
    void wieldAndWearEachSlot()
    {
        Started s = startAs("Wanderer");
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const std::pair<const char*, int32_t> put[] = {
            {"long sword", SL_WEAPON}, {"kite shield", SL_READY}, {"leather armour", SL_ARMOUR},
            {"iron helm", SL_HELM},    {"copper ring", SL_LRING}, {"copper ring", SL_RRING},
            {"riding boots", SL_BOOTS}, {"torch", SL_LIGHT},
        };
        for (const auto& [name, slot] : put) {
            const Handle it = carried(g, name);
            QVERIFY2(perform(g, CommandKind::Wield, it), name);
            g.advance();
            QCOMPARE(inSlot(g, slot), it);
        }
        QCOMPARE(g.player().weapon, inSlot(g, SL_WEAPON));
        QCOMPARE(g.player().bodyArmour, inSlot(g, SL_ARMOUR));
        const Handle ration = carried(g, "ration");
        QVERIFY(!perform(g, CommandKind::Wield, ration));
        QVERIFY(!game::equipment::isWorn(g.player(), ration));
    }

    // rule: src/Inv.cpp, Character::Swap and Character::TakeOff: what is in
    // the slot comes off first (EV_REMOVE), then the new one goes on; taken
    // off, an item stays carried and leaves every slot.
    void swapAndTakeOff()
    {
        Started s = startAs("Wanderer");
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle sword = carried(g, "long sword");
        const Handle pick = carried(g, "pickaxe");
        QVERIFY(perform(g, CommandKind::Wield, sword));
        g.advance();
        QVERIFY(perform(g, CommandKind::Wield, pick));
        g.advance();
        QCOMPARE(inSlot(g, SL_WEAPON), pick);
        QVERIFY(!game::equipment::isWorn(g.player(), sword));
        QVERIFY(perform(g, CommandKind::TakeOff, pick));
        g.advance();
        QCOMPARE(inSlot(g, SL_WEAPON), world::kNoObject);
        QCOMPARE(g.item(pick)->owner, g.player().handle());
        QVERIFY(!perform(g, CommandKind::TakeOff, pick));     // not worn
        // Keys: `w` wields the first item not on yet, `T` takes off the first worn.
        QCOMPARE(*game::keyCommand('w'), PlayerCommand::of(CommandKind::Wield));
        QCOMPARE(*game::keyCommand('T'), PlayerCommand::of(CommandKind::TakeOff));
        QVERIFY(g.perform(*game::keyCommand('w')));
        g.advance();
        QCOMPARE(inSlot(g, SL_WEAPON), sword);
        QVERIFY(g.perform(*game::keyCommand('T')));
        g.advance();
        QCOMPARE(inSlot(g, SL_WEAPON), world::kNoObject);
    }

    // rule: src/Inv.cpp, Character::Wield: a weapon whose size (one more for
    // WT_TWO_HANDED) exceeds the wielder's takes both hands, and needs both
    // free; one more than a size larger is too large to wield at all.
    // Wielding a shield takes the two-handed weapon off first.
    void twoHandedAgainstShield()
    {
        Started s = startAs("Wanderer");
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle maul = carried(g, "war maul");
        const Handle shield = carried(g, "kite shield");
        const Handle ram = carried(g, "siege ram");
        QVERIFY(perform(g, CommandKind::Wield, maul));
        g.advance();
        QCOMPARE(inSlot(g, SL_WEAPON), maul);
        QCOMPARE(inSlot(g, SL_READY), maul);
        QVERIFY(perform(g, CommandKind::Wield, shield));
        g.advance();
        QCOMPARE(inSlot(g, SL_READY), shield);
        QCOMPARE(inSlot(g, SL_WEAPON), world::kNoObject);   // the maul came off both hands
        // With the shield on, the maul is refused (both hands are not free).
        const size_t before = g.log().size();
        QVERIFY(!perform(g, CommandKind::Wield, maul));
        const std::vector<std::string> said = test::logSince(g, before);
        QVERIFY(!said.empty() && said.back().find("need both hands free") != std::string::npos);
        QCOMPARE(inSlot(g, SL_READY), shield);
        QVERIFY(!perform(g, CommandKind::Wield, ram));
        QVERIFY(test::logSince(g, before).back().find("too large") != std::string::npos);
    }

    // rule: src/Inv.cpp, Character::TakeOff: a cursed item in a slot where
    // it works will not come off, and the player learns it is cursed
    // (KN_CURSE); so it cannot be swapped out either.
    void cursedStaysOn()
    {
        Started s = startAs("Wanderer");
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle sword = carried(g, "long sword");
        const Handle pick = carried(g, "pickaxe");
        QVERIFY(perform(g, CommandKind::Wield, sword));
        g.advance();
        g.item(sword)->properties.flags |= game::item_properties::IF_CURSED;
        QVERIFY(!perform(g, CommandKind::TakeOff, sword));
        QVERIFY(test::logSince(g, 0).back().find("can't seem to let go") != std::string::npos);
        QVERIFY(g.item(sword)->known & 0x02);
        QVERIFY(!perform(g, CommandKind::Wield, pick));
        QCOMPARE(inSlot(g, SL_WEAPON), sword);
    }

    // rule: src/Inv.cpp (ThrowVal(EV_WIELD, slot ...) / EV_REMOVE): the item's
    // handlers get the event with the slot in e.EParam; an ABORT refuses.
    void wieldEventsReachTheItem()
    {
        Started s = startAs("Wanderer");
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle helm = carried(g, "humming helm");
        size_t before = g.log().size();
        QVERIFY(perform(g, CommandKind::Wield, helm));
        g.advance();
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        std::vector<std::string> said = test::logSince(g, before);
        QVERIFY2(std::find(said.begin(), said.end(), "Humming on " + std::to_string(SL_HELM)) != said.end(),
                 joined(said).c_str());
        before = g.log().size();
        QVERIFY(perform(g, CommandKind::TakeOff, helm));
        said = test::logSince(g, before);
        QVERIFY(std::find(said.begin(), said.end(), "Humming off " + std::to_string(SL_HELM)) != said.end());

        const Handle blade = carried(g, "sulking blade");
        before = g.log().size();
        QVERIFY(!perform(g, CommandKind::Wield, blade));
        said = test::logSince(g, before);
        QVERIFY(std::find(said.begin(), said.end(), "The blade will not be held.") != said.end());
        QCOMPARE(inSlot(g, SL_WEAPON), world::kNoObject);
    }

    // rule: src/Annot.cpp, Character::GainItem (starting gear to its
    // preferred free slot, never a pickaxe) and src/Create.cpp,
    // Player::Create (the primary melee weapon wielded).
    void startingGearIsWorn()
    {
        Started s = startAs("Guard");
        QVERIFY2(s.g, qPrintable(s.t.errors));
        const game::Game& g = *s.g;
        QCOMPARE(inSlot(g, SL_WEAPON), carriedNamed(g, "long sword"));
        QCOMPARE(inSlot(g, SL_READY), carriedNamed(g, "kite shield"));
        QCOMPARE(inSlot(g, SL_ARMOUR), carriedNamed(g, "leather armour"));
        QCOMPARE(inSlot(g, SL_HELM), carriedNamed(g, "iron helm"));
        QCOMPARE(inSlot(g, SL_LIGHT), carriedNamed(g, "torch"));
        QVERIFY(carriedNamed(g, "pickaxe"));
        QVERIFY(!game::equipment::isWorn(g.player(), carriedNamed(g, "pickaxe")));
    }

    // rule: src/Values.cpp, CalcValues: worn armour and a shield in hand add
    // their defence and armour; the sheet shows what combat counts.
    void sheetCountsWornArmour()
    {
        Started s = startAs("Guard");
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const game::PlayerView dressed = game::takePlayerView(g, 0);
        const int32_t own = g.player().attribute(game::rules::A_ARM);
        // leather armour Arm 1, kite shield Arm 2.
        QCOMPARE(dressed.sheet.armour, own + 1 + 2);
        QCOMPARE(dressed.sheet.armour, game::armourAgainst(g, g.player(), game::rules::AD_NORM));
        QCOMPARE(dressed.sheet.defence, game::defenceOf(g, g.player()));
        QCOMPARE(dressed.sheet.defence, g.player().currentDefence() + 2 + 3);
        bool shieldShownInHand = false;
        for (const game::ViewItem& item : dressed.inventory)
            if (item.handle == inSlot(g, SL_READY))
                shieldShownInHand = item.wielded && item.wearable;
        QVERIFY(shieldShownInHand);
        QVERIFY(perform(g, CommandKind::TakeOff, inSlot(g, SL_READY)));
        QCOMPARE(game::takePlayerView(g, 0).sheet.armour, own + 1);
    }

    // Creature state 9 keeps the slots: a save and restore gives the same
    // items in the same slots.
    void saveKeepsWornItems()
    {
        Started s = startAs("Guard");
        QVERIFY2(s.g, qPrintable(s.t.errors));
        game::Game& g = *s.g;
        const Handle ring = carried(g, "copper ring");
        QVERIFY(perform(g, CommandKind::Wield, ring));
        g.advance();
        std::array<Handle, SL_BRACERS + 1> before{};
        for (int32_t slot = SL_READY; slot <= SL_BRACERS; ++slot)
            before[size_t(slot)] = inSlot(g, slot);
        const auto saved = g.save();
        QVERIFY(perform(g, CommandKind::TakeOff, ring));
        QVERIFY(!g.restore(saved));
        for (int32_t slot = SL_READY; slot <= SL_BRACERS; ++slot)
            QCOMPARE(inSlot(g, slot), before[size_t(slot)]);
        QCOMPARE(inSlot(g, SL_LRING), ring);
    }
};

INCURSION_TEST_MAIN(EquipmentTest)
#include "tst_equipment.moc"

} // namespace tst_equipment
