// Fields and terraforming in play, with original-style effects of our own:
// a mobile modifier field that grants its stati to whoever stands in it and
// follows its caster, the field's own EV_FIELDON/EV_FIELDOFF handlers and a
// silence's messages, fields that run out, a continual field striking each
// turn, the map functions scripts call (NewField, FieldAt, HasEffField,
// DispelField, RemoveEffField; GetTerraDC, GetTerraDmg, RemoveTerraXY),
// EA_TERRAFORM over a ball with EV_MAGIC_XY keeping a cell, its undoing when
// it runs out, and both kept by a save.
#include "support/effect_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/fields.h"
#include "game/rules.h"
#include "game/level.h"
#include "game/terraform.h"
#include "map/map.h"
#include "module/format_error.h"

#include <QtTest>

namespace tst_fields {

using namespace incursion;
using namespace incursion::test::effect_arena;
using game::Cell;

namespace {

const std::string kWorld = R"(
#define NULL_OBJ ((hObj)0)
#define NULL_ID ((rID)0)
#define NOSAVE 3
#define EA_TERRAFORM 5
#define EA_GENERIC 46
#define AR_FIELD 7
#define AR_MFIELD 9
#define AR_BARRIER 8
#define FI_MOBILE 2
#define FI_MODIFIER 4
#define FI_CONTINUAL 8
#define FI_SILENCE 0x1000
#define FI_DARKNESS 0x10000
#define TERRA_OPEN 9

Monster "dummy" : MA_ANIMAL
  { Image: white 'd'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d2 AD_PIERCE; Flags: M_HOSTILE; }

Effect "Warding Circle" : EA_GRANT
  { Level: 1; aval: AR_MFIELD; lval: 2; rval: FI_MODIFIER; xval: ADJUST; yval: A_DEF; pval: 2; dval: 40; }

Effect "Short Circle" : EA_GRANT
  { Level: 1; aval: AR_MFIELD; lval: 2; rval: FI_MODIFIER; xval: ADJUST; yval: A_DEF; pval: 2; dval: 8; }

Effect "Hush" : EA_GRANT
  { Level: 1; aval: AR_FIELD; lval: 3; rval: FI_SILENCE; xval: ADJUST; yval: A_DEF; pval: 2; dval: 40;
    On Event EV_FIELDON { EActor->GainPermStati(STUNNED, NULL_OBJ, SS_ENCH, 0, 1); return NOTHING; };
    On Event EV_FIELDOFF { EActor->GainPermStati(AFRAID, NULL_OBJ, SS_ENCH, 0, 1); return NOTHING; }; }

Effect "Biting Swarm" : EA_BLAST
  { Level: 1; aval: AR_FIELD; lval: 1; rval: FI_CONTINUAL; xval: AD_NORM; pval: 3d1; dval: 40; }

Effect "Quiet" : EA_GENERIC { Level: 1; }

Effect "Field Probe" : EA_GENERIC
  { Level: 1;
    On Event EV_EFFECT {
      EMap->NewField(FI_SILENCE, EActor->x, EActor->y, 2, 0, 0, $"Quiet", EActor);
      if (EMap->FieldAt(EActor->x + 2, EActor->y, FI_SILENCE) && !EMap->FieldAt(EActor->x + 3, EActor->y))
        EActor->GainPermStati(STUNNED, NULL_OBJ, SS_ENCH, 0, 1);
      if (EActor->HasEffField($"Quiet") && !EMap->FieldAt(EActor->x, EActor->y, FI_DARKNESS))
        EActor->GainPermStati(AFRAID, NULL_OBJ, SS_ENCH, 0, 1);
      if (EMap->DispelField(EActor->x, EActor->y, FI_SILENCE, NULL_ID, 0) && !EMap->FieldAt(EActor->x, EActor->y))
        EActor->GainPermStati(BLIND, NULL_OBJ, SS_ENCH, 0, 1);
      EMap->NewField(FI_SILENCE, EActor->x, EActor->y, 2, 0, 0, $"Quiet", EActor);
      EMap->RemoveEffField($"Quiet");
      return DONE;
      }; }

Effect "Stone Burst" : EA_TERRAFORM
  { Level: 1; aval: AR_BALL; lval: 1; xval: TERRA_OPEN; rval: $"pillar"; sval: NOSAVE; pval: 2d1; dval: 8;
    On Event EV_MAGIC_XY { if (e.EXVal == 12 && e.EYVal == 9) return DONE; return NOTHING; }; }

Effect "Wall of Stone" : EA_TERRAFORM
  { Level: 1; aval: AR_BARRIER; xval: TERRA_OPEN; rval: $"pillar"; sval: NOSAVE; dval: 8; }

Effect "Terra Probe" : EA_GENERIC
  { Level: 1;
    On Event EV_EFFECT {
      if (EMap->GetTerraDmg(12, 10) == 2 && EMap->GetTerraDmg(20, 10) == 10)
        EActor->GainPermStati(STUNNED, NULL_OBJ, SS_ENCH, 0, 1);
      if (EMap->GetTerraDC(12, 10) == 0 && EMap->GetTerraDC(20, 10) == 15)
        EActor->GainPermStati(AFRAID, NULL_OBJ, SS_ENCH, 0, 1);
      EMap->RemoveTerraXY(11, 10);
      return DONE;
      }; }
)";

// Passes `turns` game turns with the player resting.
void passTurns(game::Game& g, int turns)
{
    const uint64_t until = g.turn() + uint64_t(turns);
    while (g.turn() < until && !g.playerDead()) {
        g.perform(game::PlayerCommand::of(game::CommandKind::Rest));
        g.advance();
    }
}

// Keeps a monster still (paralysed), so the turns a test passes leave it where it was put.
void hold(game::Game& g, world::Handle h)
{
    if (game::Creature* c = g.creature(h))
        c->addStatus({game::rules::PARALYSIS, 0, 0, game::rules::SS_ENCH, -1, 0, world::kNoObject});
}

bool has(game::Game& g, world::Handle h, int32_t stati)
{
    const game::Creature* c = g.creature(h);
    return c && c->hasStatus(stati);
}

constexpr int32_t kStunned = game::rules::STUNNED;
constexpr int32_t kAfraid = game::rules::AFRAID;
constexpr int32_t kBlind = game::rules::BLIND;
constexpr int32_t kAdjust = game::rules::ADJUST;

} // namespace

class TestFields : public QObject {
    Q_OBJECT

    static std::unique_ptr<Arena> arena() { return startArena(kWorld); }

private slots:
    // AR_MFIELD makes one FI_MODIFIER|FI_MOBILE field around the caster; the
    // creatures in it (the caster too) are told EV_FIELDON and its EA_GRANT
    // segment gives them its stati; one stepping in gains it, stepping out
    // loses it; the field moves with its caster and those it leaves lose it.
    // rule: src/Magic.cpp, Magic::AField and MagicEvent (isEnter/isLeave);
    // src/Status.cpp, Map::NewField, Map::MoveField, Creature::FieldOn/FieldOff;
    // src/Display.cpp, Thing::PlaceAt; src/Effects.cpp, Magic::Grant.
    void mobileModifierField()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Cell s = a->start;
        const world::Handle near = place(g, "dummy", s.x + 1, s.y);
        const world::Handle far = place(g, "dummy", s.x + 7, s.y);
        const EffectOutcome out = use(g, "Warding Circle", world::kNoObject, s);
        QVERIFY(out.identifies);
        const std::vector<game::Field>& fields = g.level().magic.fields;
        QCOMPARE(fields.size(), size_t(1));
        QCOMPARE(fields[0].kinds, uint32_t(game::field_kind::FI_MODIFIER | game::field_kind::FI_MOBILE));
        QCOMPARE(fields[0].radius, 2);
        QCOMPARE(fields[0].x, s.x);
        QCOMPARE(fields[0].creator, g.player().handle());
        QVERIFY(has(g, near, kAdjust));
        QVERIFY(g.player().hasStatus(kAdjust));
        QVERIFY(!has(g, far, kAdjust));

        g.moveCreature(*g.creature(far), s.x + 2, s.y);     // two squares: inside
        QVERIFY(has(g, far, kAdjust));
        g.moveCreature(*g.creature(far), s.x + 7, s.y);
        QVERIFY(!has(g, far, kAdjust));

        g.moveCreature(g.player(), s.x + 5, s.y);   // the field follows: `near` 4 away, `far` 2
        QCOMPARE(g.level().magic.fields[0].x, s.x + 5);
        QVERIFY(!has(g, near, kAdjust));
        QVERIFY(has(g, far, kAdjust));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // A field's own effect takes part in EV_FIELDON and EV_FIELDOFF; a
    // silence tells the player; a field that is no FI_MODIFIER grants nothing.
    // rule: src/Event.cpp, ThrowField; src/Status.cpp, Creature::FieldOn/FieldOff.
    void fieldEventsReachTheFieldsEffect()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Cell s = a->start;
        const world::Handle outside = place(g, "dummy", s.x + 8, s.y);
        use(g, "Hush", world::kNoObject, s);
        QVERIFY(g.player().hasStatus(kStunned));
        QVERIFY(logHas(g, "Unearthly silence envelops you!"));
        QVERIFY(!g.player().hasStatus(kAdjust));
        QVERIFY(!has(g, outside, kStunned));
        g.moveCreature(*g.creature(outside), s.x + 3, s.y);
        QVERIFY(has(g, outside, kStunned));
        QVERIFY(!has(g, outside, kAfraid));
        g.moveCreature(*g.creature(outside), s.x + 4, s.y);
        QVERIFY(has(g, outside, kAfraid));
        // It does not move with its caster: the player walks out of it.
        g.moveCreature(g.player(), s.x + 10, s.y);
        QCOMPARE(g.level().magic.fields[0].x, s.x);
        QVERIFY(logHas(g, "Sounds return to the universe."));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // Durations count down each turn and a field goes when its count reaches
    // 1, telling those inside (their granted stati go); a lasting field stays.
    // rule: src/Status.cpp, Map::UpdateFields and Map::RemoveField.
    void fieldsRunOut()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Cell s = a->start;
        const world::Handle near = place(g, "dummy", s.x + 1, s.y);
        hold(g, near);
        use(g, "Short Circle", world::kNoObject, s);     // dval 8 rounds: 4 turns
        QCOMPARE(g.level().magic.fields.at(0).duration, 4);
        QVERIFY(has(g, near, kAdjust));
        passTurns(g, 2);
        QCOMPARE(g.level().magic.fields.size(), size_t(1));
        QCOMPARE(g.level().magic.fields[0].duration, 2);
        passTurns(g, 1);
        QVERIFY(g.level().magic.fields.empty());
        QVERIFY(!has(g, near, kAdjust));
        QVERIFY(!g.player().hasStatus(kAdjust));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // A continual field strikes the creatures inside it with its segment once a turn.
    // rule: src/Creature.cpp, Creature::DoTurn (FI_CONTINUAL); src/Magic.cpp, MagicStrike.
    void continualFieldStrikesEachTurn()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Cell s = a->start;
        const world::Handle victim = place(g, "dummy", s.x + 8, s.y);
        hold(g, victim);
        use(g, "Biting Swarm", world::kNoObject, {s.x + 8, s.y});
        QCOMPARE(hpOf(g, victim), 200);     // made, not yet struck
        passTurns(g, 1);
        QCOMPARE(hpOf(g, victim), 197);
        passTurns(g, 1);
        QCOMPARE(hpOf(g, victim), 194);
        QCOMPARE(g.player().hp, g.player().maxHp);      // outside it
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // The map functions of fields as scripts call them.
    // rule: src/Status.cpp, Map::NewField, Map::DispelField, Map::RemoveEffField,
    // Thing::HasEffField; inc/Inline.h, Map::FieldAt.
    void scriptsMakeFindAndDispelFields()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        use(g, "Field Probe", world::kNoObject, a->start);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QVERIFY(g.player().hasStatus(kStunned));    // FieldAt inside the radius, not beyond
        QVERIFY(g.player().hasStatus(kAfraid));     // HasEffField; FieldAt of another kind is false
        QVERIFY(g.player().hasStatus(kBlind));      // DispelField took it
        QVERIFY(g.level().magic.fields.empty());    // RemoveEffField took the second
    }

    // EA_TERRAFORM over a ball: the open cells turn to its rval terrain but
    // the one its EV_MAGIC_XY answers for; a creature there is pushed aside;
    // GetTerraDmg and GetTerraDC answer the use's dice and DC (10 and 15
    // elsewhere); RemoveTerraXY undoes the whole use.
    // rule: src/Effects.cpp, Magic::Terraform, Map::GetTerraDmg, GetTerraDC,
    // RemoveTerraXY, RemoveTerra; src/Magic.cpp, Magic::MagicXY.
    void terraformAndItsMapFunctions()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        map::Map& m = g.level().map();
        const module::ResourceId pillar = idOf(g, "pillar");
        const module::ResourceId floor = m.terrainResource(12, 10);
        const world::Handle standing = place(g, "dummy", 12, 10);
        const EffectOutcome out = use(g, "Stone Burst", world::kNoObject, {12, 10});
        QVERIFY(out.identifies);
        for (int y = 9; y <= 11; ++y)
            for (int x = 11; x <= 13; ++x)
                QCOMPARE(m.terrainResource(x, y), (x == 12 && y == 9) ? floor : pillar);
        const game::Creature* pushed = g.creature(standing);
        QVERIFY(pushed && !m.solid(pushed->x, pushed->y));
        QCOMPARE(g.level().magic.terraforms.size(), size_t(1));
        QCOMPARE(g.level().magic.terraformedCells.size(), size_t(8));

        use(g, "Terra Probe", world::kNoObject, a->start);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QVERIFY(g.player().hasStatus(kStunned));
        QVERIFY(g.player().hasStatus(kAfraid));
        for (int y = 9; y <= 11; ++y)
            for (int x = 11; x <= 13; ++x)
                QCOMPARE(m.terrainResource(x, y), floor);
        QVERIFY(g.level().magic.terraforms.empty());
        QVERIFY(g.level().magic.terraformedCells.empty());
    }

    // AR_BARRIER: aimed east, a wall rises across the cell east of the
    // caster, north and south until the arena's walls; aimed along a
    // diagonal, nothing forms and the player is told.
    // rule: src/Magic.cpp, Magic::ABarrier.
    void barrierRaisesAWallAcross()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const map::Map& m = g.level().map();
        const Cell s = a->start;      // the arena spans rows 4 to 16
        const module::ResourceId pillar = idOf(g, "pillar");
        const EffectOutcome diagonal = use(g, "Wall of Stone", world::kNoObject, {s.x + 3, s.y + 3});
        QCOMPARE(diagonal.result, game::ABORT);
        QVERIFY(g.level().magic.terraformedCells.empty());
        QVERIFY(logHas(g, "A barrier can only be raised straight north, south, east or west."));
        const EffectOutcome east = use(g, "Wall of Stone", world::kNoObject, {s.x + 5, s.y});
        QVERIFY(east.identifies);
        for (int y = 4; y <= 16; ++y) {
            QCOMPARE(m.terrainResource(s.x + 1, y), pillar);
            QVERIFY(m.terrainResource(s.x + 2, y) != pillar);
        }
        QCOMPARE(g.level().magic.terraformedCells.size(), size_t(13));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // A terraforming runs out: the record counts down each turn and at 1 the
    // cells get their old terrain back. A save keeps fields, terraformed
    // cells and their records: the loaded game saves the same bytes and
    // undoes the terraforming on the same turn.
    // rule: src/Effects.cpp, Map::UpdateTerra; inc/Map.h, Map::Serialize (Fields, TerraList, TerraXY).
    void terraformRunsOutAndSavesKeepIt()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const map::Map& m = g.level().map();
        const module::ResourceId floor = m.terrainResource(12, 10);
        use(g, "Stone Burst", world::kNoObject, {12, 10});     // dval 8 rounds: 4 turns
        use(g, "Warding Circle", world::kNoObject, a->start);
        QCOMPARE(g.level().magic.terraforms.at(0).duration, 4);
        passTurns(g, 1);
        const std::string bytes = g.save();

        test::MemoryBuild built =
            test::buildInMemory("game_test.irc", test::kGameTestPrelude + kWorld, test::RuntimeApi::Read);
        QVERIFY(built.image);
        std::vector<module::ModuleImage> images{*built.image};
        game::GameStart loaded = game::Game::load(images, bytes);
        QVERIFY2(loaded.game, loaded.errors.empty() ? "" : loaded.errors.front().c_str());
        game::Game& l = *loaded.game;
        QCOMPARE(l.save(), bytes);
        QCOMPARE(l.level().magic.fields.size(), size_t(1));
        QCOMPARE(l.level().magic.fields[0].creator, l.player().handle());
        QCOMPARE(l.level().magic.terraformedCells.size(), size_t(8));
        QCOMPARE(l.level().magic.terraforms.at(0).duration, 3);

        for (game::Game* each : {&g, &l}) {
            passTurns(*each, 2);
            QVERIFY(each->level().map().terrainResource(12, 10) != floor);
            passTurns(*each, 1);
            QCOMPARE(each->level().map().terrainResource(12, 10), floor);
            QVERIFY(each->level().magic.terraformedCells.empty());
        }
        QCOMPARE(l.save(), g.save());
    }

    // A level saved before fields and terraforming (level state 1: no magic
    // after the explored cells) still loads, with none; the current state
    // keeps a field.
    void levelStateOneStillLoads()
    {
        game::Level level(map::Map(8, 6, map::TerrainType{}), 3, 2);
        module::ByteWriter current;
        level.magic.fields.push_back({7, 4, 0, 2, 3, 1, 0, world::kNoObject});
        level.saveState(current);
        game::Level back;
        module::ByteReader readCurrent("level", current.bytes, 0);
        back.loadState(readCurrent);
        QCOMPARE(back.magic.fields.size(), size_t(1));
        QCOMPARE(back.magic.fields[0].effect, module::ResourceId(7));

        level.magic = {};
        module::ByteWriter old, noMagic;
        level.saveState(old);
        level.magic.save(noMagic);
        old.bytes.resize(old.bytes.size() - noMagic.bytes.size());     // what version 1 wrote
        old.bytes[0] = 1;
        game::Level loaded;
        module::ByteReader readOld("level", old.bytes, 0);
        loaded.loadState(readOld);
        QVERIFY(loaded.magic.empty());
        QCOMPARE(loaded.depth, 2);
        QCOMPARE(loaded.map().width(), 8);
    }

    // A save whose field lies outside its map is refused with the offset, not loaded.
    void corruptFieldIsRefused()
    {
        game::LevelMagic magic;
        magic.fields.push_back({1, 4, 0, 70, 3, 2, 0, world::kNoObject});
        module::ByteWriter out;
        magic.save(out);
        module::ByteReader in("level", out.bytes, 0);
        game::LevelMagic back;
        try {
            back.load(in, 64, 64, 1);
            QFAIL("a field outside the map was loaded");
        } catch (const module::FormatFailure& failure) {
            const std::string text = failure.error.describe();
            QVERIFY2(text.find("field at (70, 3) outside the map") != std::string::npos, text.c_str());
            QVERIFY2(failure.error.offset.has_value(), text.c_str());
        }
    }
};

INCURSION_TEST_MAIN(TestFields)
#include "tst_fields.moc"
} // namespace tst_fields
