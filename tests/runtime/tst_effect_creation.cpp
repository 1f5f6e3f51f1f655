// EA_CREATION (rule: src/Effects.cpp, Magic::Creation): an item made known
// at the victim's feet or in its hands (CREA_WIELD), CREA_MANY making yval
// of them, CREA_TEMP making it SUMMONED for the duration, after which it
// winks out of existence (rule: src/Status.cpp, Item::StatiOff), a trap
// carrying an effect (CREA_TRAP) on the aimed cell (CREA_XY). Also
// T_THING::Initialize on a monster a script made (rule: src/Monster.cpp,
// Monster::Initialize) and T_TERM::EffectPrompt (rule: src/Term.cpp,
// TextTerm::EffectPrompt) choosing a target.
#include "support/effect_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/creature.h"
#include "game/feature_object.h"
#include "game/item.h"
#include "game/rules.h"

#include <QtTest>

namespace tst_effect_creation {

using namespace incursion;
using namespace incursion::test::effect_arena;
using world::Handle;

namespace {

const std::string kWorld = R"(
#define T_TRAP 12
#define NULL_OBJ ((hObj)0)
#define EA_CREATION 13
#define NOSAVE 3
#define Q_TAR 4
#define CREA_WIELD 0x01
#define CREA_DROP 0x04
#define CREA_TEMP 0x10
#define CREA_MANY 0x20
#define CREA_TRAP 0x40
#define CREA_XY 0x80
#define EF_DLONG 25

Feature "trap" : T_TRAP { Image: '^'; }
Item "loaf" : T_FOOD { Image: brown ','; Level: 1; Weight: 1; }
Item "force staff" : T_WEAPON { Image: cyan '|'; SDmg: 1d6; LDmg: 1d6; Level: 1; Weight: 10; }
Effect "dart trap" : EA_BLAST { Level: 1; xval: AD_PIERCE; pval: 3d1; sval: NOSAVE; }
Effect "Plenty" : EA_CREATION { Level: 1; xval: CREA_DROP | CREA_MANY; yval: 3; rval: $"loaf"; sval: NOSAVE; }
Effect "Decastave" : EA_CREATION
  { Level: 1; xval: CREA_WIELD | CREA_TEMP; rval: $"force staff"; pval: +6; sval: NOSAVE; Flags: EF_DLONG; }
Effect "Rune" : EA_CREATION { Level: 1; xval: CREA_TRAP | CREA_XY; rval: $"dart trap"; sval: NOSAVE; }
Effect "Fading Rune" : EA_CREATION
  { Level: 1; xval: CREA_TRAP | CREA_XY | CREA_TEMP; rval: $"dart trap"; sval: NOSAVE; Flags: EF_DLONG; }
Monster "golem" : MA_ANIMAL
  { Image: white 'g'; CR: 1; HD: 4; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_SLAM for 1d2 AD_BLUNT;
    On Event EV_INITIALIZE { EActor->IPrint("init"); EActor->GainPermStati(STUNNED, NULL_OBJ, SS_ENCH); return NOTHING; }; }
Monster "maker" : MA_ANIMAL
  { Image: white 'm'; CR: 1; HD: 1; Hit: 0; Def: 10; Spd: 100%; Mov: 100%;
    Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10;
    Attk: A_BITE for 1d2 AD_PIERCE;
    On Event EVICTIM(EV_SEARCH) {
      hObj h;
      h = CreateMonster($"golem");
      h->PlaceAt(EMap, e.EXVal, e.EYVal);
      h->Initialize();
      return DONE;
      };
    On Event EVICTIM(EV_CLOSE) {
      e.isHit = ETerm->EffectPrompt(e, Q_TAR, false, "Target:");
      e.vVal = e.EXVal;
      return DONE;
      }; }
)";

std::vector<const game::Item*> itemsAt(game::Game& g, int x, int y)
{
    std::vector<const game::Item*> out;
    for (Handle h : g.itemsAt(x, y))
        out.push_back(g.item(h));
    return out;
}

// Answers every menu with its last option.
struct LastOption : game::PromptHandler {
    bool yesNo(std::string_view) override { return true; }
    std::optional<char> choose(std::string_view, std::string_view choices) override { return choices.front(); }
    std::optional<size_t> menu(const game::MenuRequest& request) override
    {
        asked = request;
        return request.options.empty() ? std::nullopt : std::optional<size_t>(request.options.size() - 1);
    }
    std::optional<std::vector<size_t>> multiSelect(const game::MenuRequest&) override { return std::nullopt; }
    void show(std::string_view) override {}
    game::MenuRequest asked;
};

} // namespace

class TestEffectCreation : public QObject {
    Q_OBJECT

    static std::unique_ptr<Arena> arena() { return startArena(kWorld); }

private slots:
    // CREA_DROP | CREA_MANY: yval loaves at the victim's feet, known.
    void itemsAtTheVictimsFeet()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const game::Creature& self = g.player();
        use(g, "Plenty", self.handle());
        const std::vector<const game::Item*> lying = itemsAt(g, self.x, self.y);
        QCOMPARE(lying.size(), size_t(1));
        QCOMPARE(lying[0]->name, std::string("loaf"));
        QCOMPARE(lying[0]->quantity, 3);
        QVERIFY(lying[0]->known != 0);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // CREA_WIELD | CREA_TEMP: the staff is in the victim's pack, plus
    // min(5, 6 / 3); when its duration runs out it winks out of existence.
    void aConjuredItemWinksOut()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        game::Creature& self = g.player();
        const size_t carried = self.inventory.size();
        use(g, "Decastave", self.handle(), {-1, -1}, 1);
        QCOMPARE(self.inventory.size(), carried + 1);
        const game::Item* staff = g.item(self.inventory.back());
        QCOMPARE(staff->name, std::string("force staff"));
        QCOMPARE(int(staff->plus), 2);
        QCOMPARE(staff->stati.size(), size_t(1));
        QCOMPARE(staff->stati[0].stati, int32_t(game::rules::SUMMONED));
        const int32_t turns = staff->stati[0].turnsLeft;
        QVERIFY(turns > 0);
        for (int i = 0; i < 4 * turns && self.inventory.size() > carried; ++i) {
            g.perform(game::PlayerCommand::of(game::CommandKind::Rest));
            g.advance();
        }
        QCOMPARE(self.inventory.size(), carried);
        QVERIFY(logHas(g, "The force staff +2 winks out of existence."));
    }

    // CREA_TRAP | CREA_XY: a hidden trap carrying the effect on the aimed cell
    // (under the creature aimed at).
    void aTrapOnTheAimedCell()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const int x = a->start.x + 3, y = a->start.y;
        use(g, "Rune", place(g, "maker", x, y), {x, y});
        const map::Feature* feature = g.level().map().featureAt(x, y);
        QVERIFY(feature && feature->kind == map::FeatureKind::Trap && (feature->state & map::kFeatureHidden));
        const game::FeatureObject* trap = g.featureObject(g.featureObjectAt(g.level(), x, y));
        QCOMPARE(trap->trapEffect, idOf(g, "dart trap"));
    }

    // CREA_TRAP | CREA_TEMP (the Symbol spells): the trap is SUMMONED for
    // the duration, and then winks out of existence, gone from the map
    // (rule: src/Effects.cpp, Magic::Creation; src/Feature.cpp, Feature::StatiOff).
    void aConjuredTrapWinksOut()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const int x = a->start.x + 3, y = a->start.y;
        use(g, "Fading Rune", place(g, "maker", x, y), {x, y}, 1);
        const game::FeatureObject* trap = g.featureObject(g.featureObjectAt(g.level(), x, y));
        QVERIFY(trap);
        QCOMPARE(trap->stati.size(), size_t(1));
        QCOMPARE(trap->stati[0].stati, int32_t(game::rules::SUMMONED));
        const int32_t turns = trap->stati[0].turnsLeft;
        QVERIFY(turns > 0);
        for (int i = 0; i < 4 * turns && g.level().map().featureAt(x, y); ++i) {
            g.perform(game::PlayerCommand::of(game::CommandKind::Rest));
            g.advance();
        }
        QVERIFY(!g.level().map().featureAt(x, y));
        QVERIFY(!g.featureObjectAt(g.level(), x, y));
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
    }

    // Initialize(): the monster's EV_INITIALIZE runs, its hit points full.
    void initializeAMadeMonster()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Handle maker = place(g, "maker", a->start.x + 2, a->start.y);
        game::EventInfo e;
        e.event = game::EV_SEARCH;
        e.actor = e.victim = maker;
        e.EXVal = int16_t(a->start.x + 4);
        e.EYVal = int16_t(a->start.y);
        g.throwEvent(e);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        const game::Creature* golem = g.creatureAt(a->start.x + 4, a->start.y);
        QVERIFY(golem);
        QVERIFY(golem->hasStatus(game::rules::STUNNED));
        QCOMPARE(golem->hp, golem->maxHp);
    }

    // EffectPrompt(e, Q_TAR): the player picks among what they perceive,
    // themselves first, then the nearest; the choice becomes ETarget and its cell.
    void effectPromptChoosesATarget()
    {
        auto a = arena();
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        LastOption chooser;
        g.setPromptHandler(&chooser);
        const Handle maker = place(g, "maker", a->start.x + 2, a->start.y);
        const Handle far = place(g, "golem", a->start.x + 6, a->start.y);
        g.updatePlayerView();
        game::EventInfo e;
        e.event = game::EV_CLOSE;
        e.actor = g.player().handle();
        e.victim = maker;
        g.throwEvent(e);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QVERIFY(e.isHit);
        QCOMPARE(int(e.vVal), a->start.x + 6);
        QCOMPARE(e.victim, far);
        QCOMPARE(chooser.asked.options.size(), size_t(3));
        QCOMPARE(chooser.asked.options[0].text, std::string("yourself"));
        g.setPromptHandler(nullptr);
    }
};

INCURSION_TEST_MAIN(TestEffectCreation)
#include "tst_effect_creation.moc"
} // namespace tst_effect_creation
