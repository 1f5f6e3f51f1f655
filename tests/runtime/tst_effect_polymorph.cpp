// EA_POLYMORPH and Shapeshift: a creature taking another monster's shape
// (its body, attacks and abilities) for as long as its POLYMORPH stati lasts,
// returning to itself when the stati runs out or is dispelled, a natural
// change by script that lasts, and saves made in another shape.
#include "support/effect_arena.h"
#include "support/game_fixture.h"
#include "support/memory_build.h"
#include "support/test_suite.h"

#include "game/creature.h"
#include "game/player_command.h"
#include "game/shapeshift.h"
#include "game/spell_engine.h"

#include <QtTest>

namespace tst_effect_polymorph {

using namespace incursion;
using namespace incursion::test::effect_arena;

namespace {

const std::string kWorld = R"(
#define NOSAVE 3
#define Q_TAR 4
#define EA_POLYMORPH 32
#define EA_GENERIC 46
#define M_NOHANDS 3
#define POLYMORPH 103
#define NULL_OBJ ((hObj)0)
#define MA_DRAGON 37

Monster "brute" : MA_ANIMAL
  { Image: red 'B'; CR: 4; HD: 4; Hit: 3; Def: 12; Spd: 100%; Mov: 100%;
    Str 18, Dex 10, Con 16, Int 8, Wis 9, Cha 7;
    Attk: A_SLAM for 2d6 AD_BLUNT; Flags: M_HOSTILE; }
Monster "toad" : MA_ANIMAL
  { Image: green 't'; CR: 1; HD: 1; Hit: 0; Def: 14; Spd: 50%; Mov: 50%;
    Str 3, Dex 12, Con 11, Int 1, Wis 12, Cha 4;
    Attk: A_BITE for 1d2 AD_PIERCE; Flags: M_HOSTILE, M_NOHANDS; }
Monster "newt" : MA_ANIMAL
  { Image: green 'n'; CR: 1; HD: 1; Hit: 0; Def: 12; Spd: 100%; Mov: 100%;
    Str 2, Dex 13, Con 9, Int 1, Wis 10, Cha 3;
    Attk: A_BITE for 1d2 AD_PIERCE; Flags: M_HOSTILE; }
Monster "wyrmling" : MA_DRAGON
  { Image: red 'w'; CR: 1; HD: 1; Hit: 0; Def: 15; Spd: 100%; Mov: 100%;
    Str 12, Dex 10, Con 12, Int 8, Wis 10, Cha 10;
    Attk: A_BITE for 1d4 AD_PIERCE; Flags: M_HOSTILE; }
Effect "Scramble" : EA_POLYMORPH { Level: 1; sval: NOSAVE; qval: Q_TAR; }
Effect "Toadify" : EA_POLYMORPH { Level: 1; rval: $"toad"; sval: NOSAVE; qval: Q_TAR; dval: 3; }
Effect "Wild Shape" : EA_GENERIC
  { Level: 1; qval: Q_TAR;
    On Event EV_MAGIC_HIT { EVictim->Shapeshift($"toad", true, NULL_OBJ); return DONE; }; }
Effect "Return" : EA_GENERIC
  { Level: 1; qval: Q_TAR;
    On Event EV_MAGIC_HIT { EVictim->Shapeshift(EVictim->tmID, false, NULL_OBJ); return DONE; }; }
)";

int restUntilTurn(game::Game& g, uint64_t turn)
{
    int rests = 0;
    while (g.turn() < turn && g.advance() == game::GameStatus::PlayerToAct && rests < 1000) {
        g.perform(game::PlayerCommand::of(game::CommandKind::Rest));
        ++rests;
    }
    return rests;
}

} // namespace

class TestEffectPolymorph : public QObject {
    Q_OBJECT

    static std::unique_ptr<Arena> arena() { return startArena(kWorld); }

private slots:
    // A monster polymorphed takes its new form's body: image, attacks, Def,
    // speeds, flags and (a magical change) all six abilities; its hit points
    // keep their proportion; it answers to the form's name; it carries a
    // POLYMORPH stati of the effect's duration and returns to itself, every
    // value as it was, when the stati runs out ("The <EVictim> changes into
    // a <Str1>!" only for a random form). Rules: src/Effects.cpp,
    // Magic::Polymorph and Creature::Shapeshift; src/Values.cpp,
    // Creature::CalcValues (monsters under POLYMORPH take TMON(mID)->Attr);
    // src/Status.cpp, Creature::StatiOff POLYMORPH.
    void polymorphChangesTheBodyAndReverts()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle h = place(g, "brute", a->start.x + 2, a->start.y, 40);
        game::Creature& brute = *g.creature(h);
        brute.hp = 30;
        const std::array<int32_t, 6> attributes = brute.attributes;
        const std::vector<int32_t> flags = brute.flags;
        const int32_t defence = brute.defence, speed = brute.speed;
        const std::string name = brute.name;
        const EffectOutcome out = use(g, "Toadify", h);
        QCOMPARE(out.creaturesAffected, 1);
        QCOMPARE(brute.monster, idOf(g, "toad"));
        QCOMPARE(game::shapeshift::trueMonster(brute), idOf(g, "brute"));
        QCOMPARE(brute.name, std::string("toad"));
        QCOMPARE(brute.attributes, (std::array<int32_t, 6>{3, 12, 11, 1, 12, 4}));
        QCOMPARE(brute.defence, 14);
        QCOMPARE(brute.speed, 50);
        QCOMPARE(brute.attacks.size(), size_t(1));
        QCOMPARE(brute.attacks[0].parts[0].damageType, 12);     // AD_PIERCE: the toad's bite
        QVERIFY(brute.hasFlag(3));                               // M_NOHANDS
        QCOMPARE(brute.hp, 30);                                  // 75% of 40 stays 75% of 40
        const game::StatusEffect* held = brute.status(game::shapeshift::kPolymorphStati);
        QVERIFY(held);
        QCOMPARE(held->effect, idOf(g, "Toadify"));
        QVERIFY(held->turnsLeft > 0);

        restUntilTurn(g, g.turn() + uint64_t(held->turnsLeft) + 1);
        game::Creature* back = g.creature(h);
        QVERIFY(back);
        QVERIFY(!back->hasStatus(game::shapeshift::kPolymorphStati));
        QVERIFY(!back->trueForm);
        QCOMPARE(back->monster, idOf(g, "brute"));
        QCOMPARE(back->name, name);
        QCOMPARE(back->attributes, attributes);
        QCOMPARE(back->defence, defence);
        QCOMPARE(back->speed, speed);
        QCOMPARE(back->attacks.size(), size_t(1));
        QCOMPARE(back->attacks[0].parts[0].damageType, 13);     // the slam again
        QCOMPARE(back->flags, flags);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // Without a form of its own the polymorph picks one at random of the
    // monsters for polymorphing (PUR_POLY) of CR max(0, CR - 4) / 2 to
    // max(1, CR / 2), never a dragon, and says what it became; the game's
    // dice pick it, so the same seed picks the same forms (rule:
    // src/Effects.cpp, Magic::Polymorph).
    void aRandomFormFollowsTheSeed()
    {
        auto forms = [](uint64_t seed) {
            game::GameOptions options;
            options.seed = seed;
            auto a = std::make_unique<Arena>();
            a->t = test::startTestGame(kWorld, options);
            a->t.game->advance();
            a->start = carveArena(*a->t.game, 4, 4, 24, 13);
            game::Game& g = a->g();
            const world::Handle h = place(g, "brute", a->start.x + 2, a->start.y);
            std::vector<std::string> names;
            for (int i = 0; i < 12; ++i) {
                use(g, "Scramble", h);
                names.push_back(g.creature(h)->name);
            }
            names.push_back(logHas(g, "The brute changes into a ") ? "told" : "untold");
            return names;
        };
        const std::vector<std::string> once = forms(9);
        QCOMPARE(forms(9), once);
        for (size_t i = 0; i + 1 < once.size(); ++i)
            QVERIFY2(once[i] == "toad" || once[i] == "newt", once[i].c_str());
        QCOMPARE(once.back(), std::string("told"));
    }

    // A character takes the form's Strength, Dexterity and Constitution and
    // keeps its Intelligence, Wisdom and Charisma (src/Values.cpp,
    // CalcValues: "the physical attributes change"); a POLYMORPH stati taken
    // away by any means ends the shape, and the player is told
    // (src/Status.cpp, Creature::StatiOff POLYMORPH).
    void aCharacterKeepsItsMind()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        game::Creature& self = g.player();
        self.attributes = {14, 13, 15, 17, 16, 8};
        use(g, "Toadify", self.handle());
        QCOMPARE(self.attributes, (std::array<int32_t, 6>{3, 12, 11, 17, 16, 8}));
        self.removeStatus(game::shapeshift::kPolymorphStati);
        restUntilTurn(g, g.turn() + 2);
        QVERIFY(!g.player().trueForm);
        QCOMPARE(g.player().attributes, (std::array<int32_t, 6>{14, 13, 15, 17, 16, 8}));
        QVERIFY(logHas(g, "You return to your normal form."));
    }

    // A script's Shapeshift is a natural change: no POLYMORPH stati, so it
    // lasts; a monster keeps the better of its own abilities and the form's
    // (src/Values.cpp, CalcValues). tmID stays its own monster, and a
    // Shapeshift into it brings it back.
    void scriptedShapeshiftLasts()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle h = place(g, "brute", a->start.x + 2, a->start.y);
        use(g, "Wild Shape", h);
        QCOMPARE(g.creature(h)->monster, idOf(g, "toad"));
        QCOMPARE(g.creature(h)->attributes, (std::array<int32_t, 6>{18, 12, 16, 8, 12, 7}));
        restUntilTurn(g, g.turn() + 20);
        QCOMPARE(g.creature(h)->monster, idOf(g, "toad"));
        use(g, "Return", h);
        QCOMPARE(g.creature(h)->monster, idOf(g, "brute"));
        QCOMPARE(g.creature(h)->attributes, (std::array<int32_t, 6>{18, 10, 16, 8, 9, 7}));
        QVERIFY(!g.creature(h)->trueForm);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // A game saved while a creature is polymorphed loads in the same state
    // (save -> load -> save gives the same bytes), and the loaded creature
    // still returns to itself when its stati runs out.
    void savedDuringAPolymorph()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle h = place(g, "brute", a->start.x + 2, a->start.y);
        use(g, "Toadify", h);
        const std::string bytes = g.save();
        test::MemoryBuild built = test::buildInMemory("game_test.irc", test::kGameTestPrelude + kWorld,
                                                      test::RuntimeApi::Read);
        QVERIFY(built.image);
        std::vector<module::ModuleImage> images{*built.image};
        game::GameStart loaded = game::Game::load(images, bytes);
        QVERIFY2(loaded.game, loaded.errors.empty() ? "" : loaded.errors.front().c_str());
        QCOMPARE(loaded.game->save(), bytes);
        game::Game& l = *loaded.game;
        const game::Creature* toad = l.creature(h);
        QVERIFY(toad && toad->trueForm);
        QCOMPARE(toad->monster, idOf(l, "toad"));
        QCOMPARE(toad->trueForm->monster, idOf(l, "brute"));
        QCOMPARE(toad->trueForm->attributes, (std::array<int32_t, 6>{18, 10, 16, 8, 9, 7}));
        const int32_t turns = toad->status(game::shapeshift::kPolymorphStati)->turnsLeft;
        restUntilTurn(l, l.turn() + uint64_t(turns) + 1);
        QCOMPARE(l.creature(h)->monster, idOf(l, "brute"));
        QCOMPARE(l.creature(h)->name, std::string("brute"));
    }

    // A creature saved before shapes were kept (state version 5) loads in
    // its own shape; a shapeshifted one's true form round-trips.
    void creatureStateVersions()
    {
        game::Creature c;
        c.name = "brute";
        module::ByteWriter out;
        c.saveState(out);
        module::ByteWriter training;
        c.training.save(training);
        module::ByteWriter state;
        c.state.save(state);
        module::ByteWriter alertness;
        c.alertness.save(alertness);
        module::ByteWriter worn;
        c.equipment.save(worn);
        std::string old = out.bytes;
        old[0] = 5;
        // Version 16 added the training's spent skill points (24 bytes at its offset 95).
        old.erase(old.size() - 4 - worn.bytes.size() - alertness.bytes.size() - state.bytes.size() - 1 -
                      training.bytes.size() + 95,
                  24);
        old.resize(old.size() - 4);                         // version 15 added the leader (a handle) at the end,
        old.resize(old.size() - worn.bytes.size());         // version 10 the Equipment before it,
        old.resize(old.size() - alertness.bytes.size());    // version 9 the turns out of a fight before it,
        old.resize(old.size() - state.bytes.size());        // version 8 the CreatureState before them,
        old.resize(old.size() - 1);     // version 6 the shapeshifted flag before it
        // and version 7 dropped the party's breed count, before the training
        old.insert(old.size() - (training.bytes.size() - 24), std::string(4, '\0'));
        game::Creature fromOld;
        fromOld.trueForm = game::TrueForm{};
        module::ByteReader oldIn("creature", old, 0);
        fromOld.loadState(oldIn);
        QVERIFY(!fromOld.trueForm);
        QCOMPARE(oldIn.remaining(), size_t(0));

        c.trueForm = game::TrueForm{};
        c.trueForm->monster = 42;
        c.trueForm->name = "ogre";
        c.trueForm->attributes = {19, 8, 15, 6, 10, 7};
        c.trueForm->flags = {3, 55};
        c.trueForm->heldByStati = true;
        module::ByteWriter shaped;
        c.saveState(shaped);
        game::Creature loaded;
        module::ByteReader in("creature", shaped.bytes, 0);
        loaded.loadState(in);
        QVERIFY(loaded.trueForm);
        QCOMPARE(loaded.trueForm->monster, module::ResourceId(42));
        QCOMPARE(loaded.trueForm->name, std::string("ogre"));
        QCOMPARE(loaded.trueForm->attributes, c.trueForm->attributes);
        QCOMPARE(loaded.trueForm->flags, c.trueForm->flags);
        QVERIFY(loaded.trueForm->heldByStati);
    }
};

INCURSION_TEST_MAIN(TestEffectPolymorph)
#include "tst_effect_polymorph.moc"
} // namespace tst_effect_polymorph
