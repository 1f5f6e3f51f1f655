// The message formatter: names with articles, proper names, the player as
// "you", pronouns by gender and number, plurals and quantities, colour runs,
// the unseen as "something", numbered arguments, and clear errors for
// malformed templates; then short message strings of the original corpus
// rendered with fake objects.
#include "game/message_format.h"

#include <QtTest>
#include "support/test_suite.h"

#include <map>
#include <string>
#include <vector>

namespace tst_message_format {

using namespace incursion;
using game::FormattedMessage;
using game::Gender;
using game::MessageArgument;
using game::MessageRun;
using game::MessageSubjects;
using game::ObjectName;

namespace {

constexpr world::Handle kGoblin = world::makeHandle(1, 1);
constexpr world::Handle kFang = world::makeHandle(2, 1);      // a proper name
constexpr world::Handle kPlayer = world::makeHandle(3, 1);
constexpr world::Handle kLoaves = world::makeHandle(4, 1);    // 6 cottonberry loaves
constexpr world::Handle kApple = world::makeHandle(5, 1);
constexpr world::Handle kUnseen = world::makeHandle(6, 1);    // an invisible stalker
constexpr world::Handle kQueen = world::makeHandle(7, 1);     // female
constexpr world::Handle kBoots = world::makeHandle(8, 1);     // a pair of boots
constexpr world::Handle kBoots2 = world::makeHandle(9, 1);    // 2 pairs of boots
constexpr world::Handle kArrows = world::makeHandle(10, 1);   // 3 arrows
constexpr world::Handle kSkeleton = world::makeHandle(11, 1); // "skeleton;mon"
constexpr world::Handle kPotion = world::makeHandle(12, 1);
constexpr world::Handle kTorches = world::makeHandle(15, 1);  // 2 torches, plural given by rule
constexpr world::Handle kGeese = world::makeHandle(16, 1);    // 4 geese, plural given by the item

constexpr module::ResourceId kMagicMissile = 0x01000007;

ObjectName named(std::string name, Gender gender = Gender::Neuter)
{
    ObjectName result;
    result.name = std::move(name);
    result.gender = gender;
    return result;
}

class FakeNames final : public game::NameSource {
public:
    FakeNames()
    {
        objects_[kGoblin] = named("goblin", Gender::Male);
        objects_[kFang] = named("Fang", Gender::Male);
        objects_[kFang].proper = true;
        objects_[kPlayer] = named("Aldric", Gender::Male);
        objects_[kPlayer].isPlayer = true;
        objects_[kLoaves] = named("cottonberry loaf");
        objects_[kLoaves].quantity = 6;
        objects_[kApple] = named("apple");
        objects_[kUnseen] = named("invisible stalker", Gender::Male);
        objects_[kUnseen].perceived = false;
        objects_[kQueen] = named("drow priestess", Gender::Female);
        objects_[kBoots] = named("boots of speed");
        objects_[kBoots].collective = "pair";
        objects_[kBoots2] = objects_[kBoots];
        objects_[kBoots2].quantity = 2;
        objects_[kArrows] = named("arrow");
        objects_[kArrows].quantity = 3;
        objects_[kSkeleton] = named("skeleton;mon");
        objects_[kPotion] = named("potion of fire");
        objects_[kTorches] = named("torch");
        objects_[kTorches].quantity = 2;
        objects_[kGeese] = named("goose");
        objects_[kGeese].plural = "geese of the marsh";   // the item's own spelling wins over the rules
        objects_[kGeese].quantity = 4;
    }

    std::optional<ObjectName> nameOf(world::Handle object) const override
    {
        auto it = objects_.find(object);
        return it == objects_.end() ? std::nullopt : std::optional(it->second);
    }

    std::string resourceName(module::ResourceId resource) const override
    {
        return resource == kMagicMissile ? "magic missile;spell" : "?";
    }

private:
    std::map<world::Handle, ObjectName> objects_;
};

const FakeNames& names()
{
    static const FakeNames fake;
    return fake;
}

FormattedMessage render(const char* text, MessageSubjects subjects = {}, std::vector<MessageArgument> arguments = {})
{
    return game::formatMessage(text, subjects, arguments, names());
}

QString plain(const char* text, MessageSubjects subjects = {}, std::vector<MessageArgument> arguments = {})
{
    const FormattedMessage message = render(text, subjects, std::move(arguments));
    if (message.error)
        return QStringLiteral("ERROR: ") + QString::fromStdString(message.error->message);
    return QString::fromStdString(message.plainText());
}

MessageSubjects actorVictim(world::Handle actor, world::Handle victim = world::kNoObject,
                            world::Handle item = world::kNoObject, world::Handle item2 = world::kNoObject)
{
    return {actor, victim, item, item2};
}

} // namespace

class TestMessageFormat : public QObject {
    Q_OBJECT

private slots:
    void articlesAndSentenceStart_data();
    void articlesAndSentenceStart();
    void properNames();
    void playerIsYou();
    void pronouns_data();
    void pronouns();
    void verbEnding();
    void pluralsAndQuantities();
    void pluralRules_data();
    void pluralRules();
    void unseenObjects();
    void colourRuns();
    void argumentsAndNumbers();
    void subjectsFromEvent();
    void errors_data();
    void errors();
    void corpusMessages_data();
    void corpusMessages();
};

void TestMessageFormat::articlesAndSentenceStart_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("definite") << "You hit the <EVictim>." << "You hit the goblin.";
    QTest::newRow("definite at start") << "The <EVictim> dies." << "The goblin dies.";
    QTest::newRow("lower-case article at start") << "the <EVictim> dies." << "The goblin dies.";
    QTest::newRow("bare name at start") << "<EVictim> dies." << "Goblin dies.";
    QTest::newRow("after a full stop") << "It hurts. the <EVictim> dies." << "It hurts. The goblin dies.";
    QTest::newRow("after an exclamation") << "Boom! <EVictim> flees." << "Boom! Goblin flees.";
    QTest::newRow("a before consonant") << "You see a <EItem>." << "You see a goblin.";
    QTest::newRow("a before vowel") << "You see a <EItem2>." << "You see an apple.";
    QTest::newRow("an before consonant") << "You see an <EItem>." << "You see a goblin.";
    QTest::newRow("An at start") << "An <EItem2> rolls away." << "An apple rolls away.";
    QTest::newRow("A at start, consonant") << "An <EItem> rolls away." << "A goblin rolls away.";
    QTest::newRow("article inside a word is text") << "Sofa <EItem>" << "Sofa goblin";
    QTest::newRow("possessive") << "The <EItem>'s club breaks." << "The goblin's club breaks.";
    QTest::newRow("possessive, bare quote") << "The <EItem>' club breaks." << "The goblin's club breaks.";
}

void TestMessageFormat::articlesAndSentenceStart()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(plain(text.toUtf8().constData(), actorVictim(kFang, kGoblin, kGoblin, kApple)), expected);
}

void TestMessageFormat::properNames()
{
    const MessageSubjects fang = actorVictim(kFang, kGoblin);
    QCOMPARE(plain("The <EActor> bites the <EVictim>.", fang), QStringLiteral("Fang bites the goblin."));
    QCOMPARE(plain("You see a <EActor>.", fang), QStringLiteral("You see Fang."));
    QCOMPARE(plain("The goblin fears the <EActor>.", fang), QStringLiteral("The goblin fears Fang."));
    QCOMPARE(plain("The <EActor>'s fur bristles.", fang), QStringLiteral("Fang's fur bristles."));
    // The disambiguating tail of a resource name is never shown.
    QCOMPARE(plain("The <EActor> rattles.", actorVictim(kSkeleton)), QStringLiteral("The skeleton rattles."));
}

void TestMessageFormat::playerIsYou()
{
    QCOMPARE(plain("The <EActor> hits the <EVictim>.", actorVictim(kGoblin, kPlayer)),
             QStringLiteral("The goblin hits you."));
    QCOMPARE(plain("The <EActor> hit<s:EActor> the <EVictim>.", actorVictim(kPlayer, kGoblin)),
             QStringLiteral("You hit the goblin."));
    QCOMPARE(plain("The <EActor> hit<s:EActor> the <EVictim>.", actorVictim(kGoblin, kPlayer)),
             QStringLiteral("The goblin hits you."));
    QCOMPARE(plain("The <EVictim>'s armour dents.", actorVictim(kGoblin, kPlayer)),
             QStringLiteral("Your armour dents."));
    QCOMPARE(plain("The <EActor> grabs <his:EVictim> arm and shakes <him:EVictim>.", actorVictim(kGoblin, kPlayer)),
             QStringLiteral("The goblin grabs your arm and shakes you."));
    QCOMPARE(plain("<he:EActor> cannot.", actorVictim(kPlayer)), QStringLiteral("You cannot."));
}

void TestMessageFormat::pronouns_data()
{
    QTest::addColumn<quint32>("object");
    QTest::addColumn<QString>("expected");
    QTest::newRow("male") << quint32(kGoblin) << "He lifts his club at him.";
    QTest::newRow("female") << quint32(kQueen) << "She lifts her club at her.";
    QTest::newRow("neuter") << quint32(kApple) << "It lifts its club at it.";
    QTest::newRow("plural stack") << quint32(kArrows) << "They lift their club at them.";
    QTest::newRow("plural noun") << quint32(kBoots) << "They lift their club at them.";
    QTest::newRow("unseen") << quint32(kUnseen) << "It lifts its club at it.";
    QTest::newRow("player") << quint32(kPlayer) << "You lift your club at you.";
}

void TestMessageFormat::pronouns()
{
    QFETCH(quint32, object);
    QFETCH(QString, expected);
    QCOMPARE(plain("<he:EActor> lift<s:EActor> <his:EActor> club at <him:EActor>.", actorVictim(object)), expected);
    // <she:...> is <he:...>, and tags are not case-sensitive.
    QCOMPARE(plain("<SHE:eactor> lift<S:EACTOR> <His:EActor> club at <him:EActor>.", actorVictim(object)), expected);
}

void TestMessageFormat::verbEnding()
{
    QCOMPARE(plain("The <EItem> glow<s:EItem>.", actorVictim(kGoblin, world::kNoObject, kApple)),
             QStringLiteral("The apple glows."));
    QCOMPARE(plain("The <EItem> glow<s:EItem>.", actorVictim(kGoblin, world::kNoObject, kArrows)),
             QStringLiteral("The 3 arrows glow."));
    QCOMPARE(plain("The <EItem> glow<s:EItem>.", actorVictim(kGoblin, world::kNoObject, kBoots)),
             QStringLiteral("The boots of speed glow."));
}

void TestMessageFormat::pluralsAndQuantities()
{
    const MessageSubjects loaves = actorVictim(kPlayer, world::kNoObject, kLoaves);
    QCOMPARE(plain("You eat a <EItem>.", loaves), QStringLiteral("You eat 6 cottonberry loaves."));
    QCOMPARE(plain("You eat the <EItem>.", loaves), QStringLiteral("You eat the 6 cottonberry loaves."));
    QCOMPARE(plain("<EItem> taken.", loaves), QStringLiteral("6 cottonberry loaves taken."));
    QCOMPARE(plain("The <EItem>' crust is hard.", loaves), QStringLiteral("The 6 cottonberry loaves' crust is hard."));
    QCOMPARE(plain("You drop a <EItem>.", actorVictim(kPlayer, world::kNoObject, kTorches)),
             QStringLiteral("You drop 2 torches."));
    QCOMPARE(plain("You drop a <EItem>.", actorVictim(kPlayer, world::kNoObject, kGeese)),
             QStringLiteral("You drop 4 geese of the marsh."));
    // Nouns that are plural themselves are counted in pairs.
    QCOMPARE(plain("You find a <EItem>.", actorVictim(kPlayer, world::kNoObject, kBoots)),
             QStringLiteral("You find a pair of boots of speed."));
    QCOMPARE(plain("You wear the <EItem>.", actorVictim(kPlayer, world::kNoObject, kBoots)),
             QStringLiteral("You wear the boots of speed."));
    QCOMPARE(plain("You find a <EItem>.", actorVictim(kPlayer, world::kNoObject, kBoots2)),
             QStringLiteral("You find 2 pairs of boots of speed."));
}

void TestMessageFormat::pluralRules_data()
{
    QTest::addColumn<QString>("singular");
    QTest::addColumn<QString>("plural");
    QTest::newRow("regular") << "goblin" << "goblins";
    QTest::newRow("-ch") << "torch" << "torches";
    QTest::newRow("-x") << "box" << "boxes";
    QTest::newRow("-ss") << "cutlass" << "cutlasses";
    QTest::newRow("consonant y") << "ruby" << "rubies";
    QTest::newRow("vowel y") << "key" << "keys";
    QTest::newRow("loaf") << "cottonberry loaf" << "cottonberry loaves";
    QTest::newRow("staff") << "quarterstaff" << "quarterstaves";
    QTest::newRow("dwarf, capital kept") << "Dwarf" << "Dwarves";
    QTest::newRow("-man") << "watchman" << "watchmen";
    QTest::newRow("human is regular") << "human" << "humans";
    QTest::newRow("irregular word") << "child" << "children";
    QTest::newRow("invariant") << "drow" << "drow";
    QTest::newRow("head noun before of") << "potion of cure light wounds" << "potions of cure light wounds";
    QTest::newRow("head noun before named") << "sword named Grief" << "swords named Grief";
    QTest::newRow("irregular head noun") << "loaf of cottonberry bread" << "loaves of cottonberry bread";
    QTest::newRow("empty") << "" << "";
}

void TestMessageFormat::pluralRules()
{
    QFETCH(QString, singular);
    QFETCH(QString, plural);
    QCOMPARE(QString::fromStdString(game::pluralOf(singular.toStdString())), plural);
}

void TestMessageFormat::unseenObjects()
{
    const MessageSubjects unseen = actorVictim(kUnseen, kGoblin);
    FormattedMessage message = render("The <EActor> hits the <EVictim>.", unseen);
    QCOMPARE(QString::fromStdString(message.plainText()), QStringLiteral("Something hits the goblin."));
    QCOMPARE(message.seenObjects, 1);
    QCOMPARE(message.unseenObjects, 1);
    QVERIFY(message.perceived());

    QCOMPARE(plain("You are hit by a <EActor>.", unseen), QStringLiteral("You are hit by something."));
    QCOMPARE(plain("The <EActor>'s claws rake you.", unseen), QStringLiteral("Its claws rake you."));
    QCOMPARE(plain("The goblin hits <him:EActor>.", unseen), QStringLiteral("The goblin hits it."));

    // Only about the unseen: the caller prints nothing.
    message = render("The <EActor> sways and weaves <his:EActor> body.", unseen);
    QCOMPARE(QString::fromStdString(message.plainText()), QStringLiteral("Something sways and weaves its body."));
    QCOMPARE(message.seenObjects, 0);
    QCOMPARE(message.unseenObjects, 2);
    QVERIFY(!message.perceived());

    // A message naming no object is always worth showing.
    QVERIFY(render("The floor shakes.").perceived());
    // The player always perceives themself.
    QVERIFY(render("<EActor> stumble.", actorVictim(kPlayer)).perceived());
}

void TestMessageFormat::colourRuns()
{
    FormattedMessage message = render("You cast <9><Res><7>.", {}, {MessageArgument::ofResource(kMagicMissile)});
    QVERIFY(message.ok());
    const std::vector<MessageRun> expected{
        {MessageRun::kDefaultColour, "You cast "}, {9, "magic missile"}, {7, "."}};
    QCOMPARE(message.runs.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(message.runs[i].colour, expected[i].colour);
        QCOMPARE(QString::fromStdString(message.runs[i].text), QString::fromStdString(expected[i].text));
    }

    // A colour tag with nothing after it leaves no run; two tags in a row
    // keep the last; equal neighbours merge; the first letter is a capital
    // even after a colour tag.
    message = render("<12><15>the <EActor> burns<7>", actorVictim(kGoblin));
    QCOMPARE(message.runs.size(), size_t(1));
    QCOMPARE(message.runs[0].colour, 15);
    QCOMPARE(QString::fromStdString(message.runs[0].text), QStringLiteral("The goblin burns"));
    message = render("<7>a<7>b");
    QCOMPARE(message.runs.size(), size_t(1));
    QCOMPARE(QString::fromStdString(message.runs[0].text), QStringLiteral("Ab"));

    // "<<" is a literal '<'.
    QCOMPARE(plain("1 <<= 2"), QStringLiteral("1 <= 2"));
    // An empty template gives no runs.
    QVERIFY(render("").runs.empty());
}

void TestMessageFormat::argumentsAndNumbers()
{
    // Untagged numbers take the next argument; numbered tags pick one; the
    // numbering runs through one list whatever the kinds.
    QCOMPARE(plain("<Num> of <Num> hits.", {}, {MessageArgument::ofNumber(3), MessageArgument::ofNumber(-4)}),
             QStringLiteral("3 of -4 hits."));
    QCOMPARE(plain("<Str2> <Num1> <Str2>", {}, {MessageArgument::ofNumber(7), MessageArgument::ofText("x")}),
             QStringLiteral("X 7 x"));
    QCOMPARE(plain("You hit the <hObj> for <Num> damage.", {},
                   {MessageArgument::ofObject(kGoblin), MessageArgument::ofNumber(12)}),
             QStringLiteral("You hit the goblin for 12 damage."));
    QCOMPARE(plain("The <hObj2> hits the <hObj1>; <his:hObj1> arm bleeds.", {},
                   {MessageArgument::ofObject(kQueen), MessageArgument::ofObject(kGoblin)}),
             QStringLiteral("The goblin hits the drow priestess; her arm bleeds."));
    QCOMPARE(plain("You feel <hText>revitalized!", {}, {MessageArgument::ofText("very ")}),
             QStringLiteral("You feel very revitalized!"));
    QCOMPARE(plain("<Rid> fades.", {}, {MessageArgument::ofResource(kMagicMissile)}),
             QStringLiteral("Magic missile fades."));
}

void TestMessageFormat::subjectsFromEvent()
{
    game::EventInfo e;
    e.actor = kGoblin;
    e.victim = kFang;
    e.item = kApple;
    e.item2 = kArrows;
    QCOMPARE(plain("The <EActor> throws an <EItem> and a <EItem2> at the <ETarget>.", MessageSubjects::of(e)),
             QStringLiteral("The goblin throws an apple and 3 arrows at Fang."));
}

void TestMessageFormat::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("offset");
    QTest::newRow("unclosed at end") << "The <EActor" << "unclosed '<' at offset 4" << 4;
    QTest::newRow("unclosed before another tag") << "a <EActor <EVictim>" << "unclosed '<' at offset 2" << 2;
    QTest::newRow("lone <") << "1 < 2" << "unclosed '<' at offset 2" << 2;
    QTest::newRow("empty tag") << "x <> y" << "empty tag <> at offset 2" << 2;
    QTest::newRow("unknown tag") << "The <EFoo> sings." << "unknown tag <EFoo> at offset 4" << 4;
    QTest::newRow("unknown pronoun") << "<its:EActor>" << "unknown tag <its:EActor> at offset 0" << 0;
    QTest::newRow("unknown subject of pronoun") << "<his:EFoo>" << "unknown tag <his:EFoo> at offset 0" << 0;
    QTest::newRow("her is ambiguous") << "Hit <her:EVictim>"
                                      << "<her:EVictim> at offset 4 is ambiguous: write <his:EVictim> or <him:EVictim>"
                                      << 4;
    QTest::newRow("reversed pronoun") << "prove <EActor:his> mettle"
                                      << "<EActor:his> at offset 6 has its parts reversed: write <his:EActor>" << 6;
    QTest::newRow("colour out of range") << "<16>red" << "<16> at offset 0 is not a colour (0 to 15)" << 0;
    QTest::newRow("missing subject") << "The <EVictim> dies." << "<EVictim> at offset 4: the event has no victim" << 4;
    QTest::newRow("missing argument") << "<Num> and <Num>" << "<Num> at offset 10: argument 2 is missing (1 given)"
                                      << 10;
    QTest::newRow("wrong argument kind") << "<Str>" << "<Str> at offset 0: argument 1 is a number, not text" << 0;
    QTest::newRow("object argument not an object") << "the <hObj>"
                                                   << "<hObj> at offset 4: argument 1 is a number, not an object" << 4;
    QTest::newRow("argument zero") << "<Num0>" << "<Num0> at offset 0 names argument 0; arguments count from 1" << 0;
    QTest::newRow("unknown object") << "<hObj2>" << "<hObj2> at offset 0: object 0x00100063 is unknown" << 0;
}

void TestMessageFormat::errors()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    QFETCH(int, offset);
    const std::vector<MessageArgument> arguments{MessageArgument::ofNumber(1),
                                                 MessageArgument::ofObject(world::makeHandle(99, 1))};
    const bool twoArguments = text.contains("hObj2");
    const FormattedMessage result = game::formatMessage(
        text.toStdString(), actorVictim(kGoblin), twoArguments ? std::span(arguments) : std::span(arguments).first(1),
        names());
    QVERIFY(result.error);
    QCOMPARE(QString::fromStdString(result.error->message), message);
    QCOMPARE(int(result.error->offset), offset);
    QVERIFY(result.runs.empty());
}

void TestMessageFormat::corpusMessages_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    // Strings from the original module's data, with actor goblin, victim
    // Fang, item 3 arrows, item2 apple, arguments (potion of fire, 40).
    QTest::newRow("throws") << "The <EActor> throws an <EItem>." << "The goblin throws 3 arrows.";
    QTest::newRow("slips") << "An <EActor> slips on the ice!" << "A goblin slips on the ice!";
    QTest::newRow("hands") << "The <EActor>'s hands glow black!" << "The goblin's hands glow black!";
    QTest::newRow("collapses") << "The <EVictim> collapses, dead." << "Fang collapses, dead.";
    QTest::newRow("bite") << "Your bite tears at the <EVictim>'s shield!" << "Your bite tears at Fang's shield!";
    QTest::newRow("holds ground") << "The <EVictim> holds <his:EVictim> ground!" << "Fang holds his ground!";
    QTest::newRow("dips") << "The <EActor> dips <his:EActor> <EItem> in the fountain."
                          << "The goblin dips his 3 arrows in the fountain.";
    QTest::newRow("crushing") << "You roll over the <EVictim>, crushing <him:EVictim>."
                              << "You roll over Fang, crushing him.";
    QTest::newRow("swept away") << "The <EActor> drops an <EItem2>, and it is quickly swept away."
                                << "The goblin drops an apple, and it is quickly swept away.";
    QTest::newRow("explodes") << "<12>Your <hObj> explodes!<7>" << "Your potion of fire explodes!";
    QTest::newRow("taken") << "<hObj> taken." << "Potion of fire taken.";
    QTest::newRow("autorest") << "AutoRest: <Num2> turns." << "AutoRest: 40 turns.";
    QTest::newRow("stop striking") << "Stop striking the <hObj> after <Num> tries?"
                                   << "Stop striking the potion of fire after 40 tries?";
    QTest::newRow("heart") << "having <his:hObj> heart ripped out by a peryton"
                           << "Having its heart ripped out by a peryton";
}

void TestMessageFormat::corpusMessages()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(plain(text.toUtf8().constData(), actorVictim(kGoblin, kFang, kArrows, kApple),
                   {MessageArgument::ofObject(kPotion), MessageArgument::ofNumber(40)}),
             expected);
}

INCURSION_TEST_MAIN(TestMessageFormat)
#include "tst_message_format.moc"
} // namespace tst_message_format
