// The original's message queues (game/message_queue.h): scripts set one with
// T_MAP::SetQueue and what the player reads is gathered into one line,
// printed by PrintQueue once no longer gathering; the engine gathers a
// blow's and a blast's consequences after their own message, and a ball's
// words into one line told when it has reached every victim.
#include "support/effect_arena.h"
#include "support/game_fixture.h"
#include "support/test_suite.h"

#include "game/message_queue.h"

#include <QtTest>

#include <algorithm>

namespace tst_message_queue {

using namespace incursion;
using namespace incursion::test::effect_arena;

namespace {

const std::string kWorld = R"(
#define QUEUE_DAMAGE_MSG 2
#define QUEUE_AREA_EFFECT 3
#define NOSAVE 3
#define Q_LOC 2

int16 heldText;

Monster "herald" : MA_ANIMAL
  { Image: white 'h'; CR: 1; HD: 1; Hit: 0; Def: 10;
    Attk: A_BITE for 1d2 AD_PIERCE;
    On Event EVICTIM(EV_TALK) {
      EMap->SetQueue(QUEUE_DAMAGE_MSG);
      e.vVal = EMap->QueueNum();
      EActor->IPrint("The first.");
      EActor->IPrint("The second.");
      EMap->PrintQueue(QUEUE_DAMAGE_MSG);
      EMap->UnsetQueue(QUEUE_DAMAGE_MSG);
      e.vDmg = EMap->QueueNum();
      EActor->IPrint("Straight away.");
      EMap->PrintQueue(QUEUE_DAMAGE_MSG);
      return DONE;
      };
    On Event EVICTIM(EV_SEARCH) {
      EMap->SetQueue(QUEUE_DAMAGE_MSG);
      EMap->UnsetQueue(QUEUE_AREA_EFFECT);
      return DONE;
      };
    On Event EVICTIM(EV_ZAP) {
      EMap->SetQueue(QUEUE_AREA_EFFECT);
      EActor->IPrint("Left behind.");
      return DONE;
      };
  }

Monster "goblin" : MA_GOBLINOID
  { Image: green 'g'; CR: 1; HD: 1; Hit: 0; Def: 10;
    Attk: A_BITE for 1d2 AD_PIERCE; }

Effect "Fireball" : EA_BLAST { Level: 3; xval: AD_FIRE; pval: 10d1; sval: NOSAVE; aval: AR_BALL; lval: 2; qval: Q_LOC; }
)";

std::vector<std::string> linesSince(const game::Game& g, uint64_t before)
{
    std::vector<std::string> lines;
    const uint64_t first = g.messagesLogged() - g.log().size();
    for (uint64_t i = std::max(before, first); i < g.messagesLogged(); ++i)
        lines.push_back(g.log()[size_t(i - first)].text());
    return lines;
}

} // namespace

class MessageQueueTest : public QObject {
    Q_OBJECT

private slots:
    // rule: src/Message.cpp: Map::SetQueue pushes the queue (QueueNum reads
    // it), Player::__IPrint gathers each message into it followed by a space,
    // Player::DumpQueue prints nothing while the queue is still the one
    // gathering, and once unset prints all it holds as one message.
    void aScriptsQueueGathersOneLine()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const world::Handle herald = test::spawnNextToPlayer(g, "herald");
        const uint64_t before = g.messagesLogged();
        const game::EventInfo e = test::throwAt(g, game::EV_TALK, g.player().handle(), herald);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        QCOMPARE(int(e.vVal), 2);
        QCOMPARE(int(e.vDmg), 0);
        QCOMPARE(linesSince(g, before), (std::vector<std::string>{"Straight away.", "The first. The second."}));
    }

    // rule: src/Message.cpp, Map::UnsetQueue: unsetting a queue other than
    // the one set last is an error ("Print Queue Stack corruption!"). A queue
    // a script leaves set gives its text up at the next actor's turn (the
    // runtime's guard: nothing is swallowed for good or carried into a save).
    void aMismatchedUnsetIsAnErrorAndALeftQueueGivesUp()
    {
        test::TestGame t = test::startTestGame(kWorld);
        QVERIFY2(t.game, qPrintable(t.errors));
        game::Game& g = *t.game;
        g.advance();
        const world::Handle herald = test::spawnNextToPlayer(g, "herald");
        test::throwAt(g, game::EV_SEARCH, g.player().handle(), herald);
        QCOMPARE(g.scriptErrors().size(), size_t(1));
        QVERIFY2(g.scriptErrors().front().find("stack corrupted") != std::string::npos, test::firstScriptError(g));

        g.advance();        // the queue left set is let go at the next turn
        QCOMPARE(g.messageQueues().current(), int16_t(0));
        const uint64_t before = g.messagesLogged();
        test::throwAt(g, game::EV_ZAP, g.player().handle(), herald);
        QCOMPARE(g.messageQueues().current(), int16_t(game::QUEUE_AREA_EFFECT));
        QVERIFY(linesSince(g, before).empty());
        QVERIFY(g.perform(game::PlayerCommand{}));
        g.advance();
        const std::vector<std::string> after = linesSince(g, before);
        QVERIFY(std::find(after.begin(), after.end(), "Left behind.") != after.end());
        QCOMPARE(g.messageQueues().current(), int16_t(0));
    }

    // rule: src/Effects.cpp, Magic::Blast (QUEUE_BLAST_MSG: the damage's
    // words printed after the blast's own) and src/Magic.cpp,
    // Magic::ABallBeamBolt (QUEUE_AREA_EFFECT: a ball's words gathered and
    // told as one line once it has reached every victim): a fireball on
    // three goblins reads as three lines of what it did, then one line.
    void aBallOnThreeGoblinsReadsAsTheOriginal()
    {
        std::unique_ptr<Arena> a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const Cell centre{a->start.x + 6, a->start.y};
        for (int dy = -1; dy <= 1; ++dy)
            place(g, "goblin", centre.x, centre.y + dy, 5);
        const uint64_t before = g.messagesLogged();
        use(g, "Fireball", world::kNoObject, centre);
        QVERIFY2(g.scriptErrors().empty(), test::firstScriptError(g));
        const std::vector<std::string> lines = linesSince(g, before);
        QVERIFY2(lines.size() >= 4, qPrintable(QString::number(lines.size())));
        const std::string strike = "The Fireball strikes the goblin.";
        QCOMPARE(lines.back(), strike + " " + strike + " " + strike);
        for (size_t i = 0; i + 1 < lines.size(); ++i)
            QVERIFY2(lines[i].find("strikes") == std::string::npos, lines[i].c_str());
        QCOMPARE(g.messageQueues().current(), int16_t(0));
    }

    // rule: src/Fight.cpp, Creature::Strike (QUEUE_DAMAGE_MSG around EV_HIT)
    // and Creature::AttackMsg (the queue printed after the attack's message):
    // a blow that kills reads "hits", then what the damage did, on one line.
    void aBlowsConsequencesFollowItsMessage()
    {
        std::unique_ptr<Arena> a = startArena(kWorld);
        QVERIFY2(a->t.game, qPrintable(a->t.errors));
        game::Game& g = a->g();
        const world::Handle goblin = place(g, "goblin", a->start.x + 1, a->start.y, 1);
        uint64_t before = g.messagesLogged();
        for (int tries = 0; tries < 60 && g.creature(goblin) && g.creature(goblin)->alive(); ++tries) {
            g.advance();
            before = g.messagesLogged();
            g.perform(game::PlayerCommand::move(2));     // east, into the goblin
        }
        QVERIFY(!g.creature(goblin) || !g.creature(goblin)->alive());
        const std::vector<std::string> lines = linesSince(g, before);
        const auto hit = std::find_if(lines.begin(), lines.end(),
                                      [](const std::string& l) { return l.find("the goblin.") != std::string::npos; });
        QVERIFY(hit != lines.end());
        QVERIFY(hit + 1 != lines.end());
        QVERIFY2((hit + 1)->find("goblin") != std::string::npos, (hit + 1)->c_str());
    }
};

INCURSION_TEST_MAIN(MessageQueueTest)
#include "tst_message_queue.moc"

} // namespace tst_message_queue
