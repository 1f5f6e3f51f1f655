// The object registry: handles with generations, O(1) create/lookup/destroy,
// the diagnosis of stale handles, grouping by map and unloading maps.
#include "world/object_registry.h"

#include <QtTest>
#include "support/test_suite.h"

#include <climits>
#include <memory>
#include <string>

namespace tst_object_registry {

using namespace incursion::world;

namespace {

// The simplest concrete object: the base's fields only.
class Thing : public GameObject {
public:
    Thing(ObjectKind kind, std::string thingName) : GameObject(kind) { name = std::move(thingName); }
};

Handle addThing(ObjectRegistry& registry, ObjectKind kind, const std::string& name, Handle map = kNoObject)
{
    return registry.add(std::make_unique<Thing>(kind, name), map);
}

QString diagnosis(const ObjectRegistry& registry, Handle handle)
{
    return QString::fromStdString(registry.diagnose(handle));
}

QList<Handle> objectsOn(const ObjectRegistry& registry, Handle map)
{
    const std::vector<Handle> handles = registry.objectsOn(map);
    return QList<Handle>(handles.begin(), handles.end());
}

} // namespace

class ObjectRegistryTest : public QObject {
    Q_OBJECT

private slots:
    void handleLayout()
    {
        QCOMPARE(makeHandle(5, 3), Handle(0x00300005));
        QCOMPARE(slotOf(0x00300005), 5u);
        QCOMPARE(generationOf(0x00300005), uint16_t(3));
        QCOMPARE(handleText(0x00300005), std::string("0x00300005"));
        QCOMPARE(describeHandle(0x00300005), std::string("0x00300005 (slot 5, generation 3)"));
        // The largest handle is still a positive int32, and no handle is below 2^20.
        QCOMPARE(makeHandle(kMaxSlots - 1, kMaxGeneration), Handle(INT32_MAX));
        QVERIFY(isObjectHandle(makeHandle(0, 1)));
        QVERIFY(!isObjectHandle(makeHandle(kMaxSlots - 1, 0)));
        QVERIFY(!isObjectHandle(0x80100000));
        for (Handle system = 1; system <= kLastSystemHandle; ++system) {
            QVERIFY(isSystemHandle(system));
            QVERIFY(!isObjectHandle(system));
        }
        QCOMPARE(systemObjectName(1), std::string_view("e"));
        QCOMPARE(systemObjectName(4), std::string_view("EActor"));
        QCOMPARE(systemObjectName(10), std::string_view("theGame"));
        QCOMPARE(systemObjectName(11), std::string_view());
    }

    void createLookupDestroy()
    {
        ObjectRegistry registry;
        const Handle sword = addThing(registry, ObjectKind::Item, "short sword");
        const Handle goblin = addThing(registry, ObjectKind::Creature, "goblin");
        QCOMPARE(sword, makeHandle(0, 1));
        QCOMPARE(goblin, makeHandle(1, 1));
        QCOMPARE(registry.objectCount(), size_t(2));

        GameObject* found = registry.find(goblin);
        QVERIFY(found);
        QCOMPARE(found->handle(), goblin);
        QCOMPARE(found->name, std::string("goblin"));
        QCOMPARE(found->kind(), ObjectKind::Creature);
        QCOMPARE(&registry.get(sword), registry.find(sword));
        QVERIFY(registry.diagnose(goblin).empty());

        registry.destroy(goblin, "slain");
        QVERIFY(!registry.find(goblin));
        QCOMPARE(registry.objectCount(), size_t(1));
        QVERIFY(registry.find(sword));
        QVERIFY_THROWS_EXCEPTION(HandleError, registry.get(goblin));
        QVERIFY_THROWS_EXCEPTION(HandleError, registry.destroy(goblin));

        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, registry.add(nullptr));
    }

    void handlesThatAreNoObjects()
    {
        ObjectRegistry registry;
        addThing(registry, ObjectKind::Item, "torch");
        QCOMPARE(diagnosis(registry, 0), QString("handle 0 is no object"));
        QCOMPARE(diagnosis(registry, 4),
                 QString("handle 4 is the system object EActor, which the event context resolves, not the object "
                         "registry"));
        QCOMPARE(diagnosis(registry, 42), QString("handle 42 is a reserved system handle"));
        QCOMPARE(diagnosis(registry, 0x200), QString("handle 0x00000200 is not an object handle"));
        QCOMPARE(diagnosis(registry, 0x80100000), QString("handle 0x80100000 is not an object handle"));
        QCOMPARE(diagnosis(registry, makeHandle(7, 1)),
                 QString("handle 0x00100007 (slot 7, generation 1) was never issued"));
        QVERIFY(!registry.find(4));
        QVERIFY(!registry.find(0));
    }

    void staleHandleAfterDestroy()
    {
        ObjectRegistry registry;
        registry.setTurn(42);
        const Handle sword = addThing(registry, ObjectKind::Item, "short sword");
        registry.destroy(sword, "dissolved by acid");
        const QString expected = "stale handle 0x00100000 (slot 0, generation 1): item \"short sword\" was destroyed "
                                 "on turn 42 (dissolved by acid)";
        QCOMPARE(diagnosis(registry, sword), expected);
        try {
            registry.get(sword);
            QFAIL("a stale handle resolved");
        } catch (const HandleError& error) {
            QCOMPARE(QString(error.what()), expected);
            QCOMPARE(error.handle, sword);
        }
        const Tombstone* tombstone = registry.tombstone(0);
        QVERIFY(tombstone);
        QCOMPARE(tombstone->generation, uint16_t(1));
        QCOMPARE(tombstone->kind, ObjectKind::Item);
        QCOMPARE(tombstone->turn, uint64_t(42));

        // No reason: no parentheses.
        const Handle torch = addThing(registry, ObjectKind::Item, "torch");
        registry.destroy(torch);
        QCOMPARE(diagnosis(registry, torch),
                 QString("stale handle 0x00200000 (slot 0, generation 2): item \"torch\" was destroyed on turn 42"));
    }

    void staleHandleAfterSlotReuse()
    {
        ObjectRegistry registry;
        registry.setTurn(3);
        const Handle sword = addThing(registry, ObjectKind::Item, "short sword");
        registry.destroy(sword, "picked up");
        registry.setTurn(7);
        const Handle goblin = addThing(registry, ObjectKind::Creature, "goblin");
        QCOMPARE(slotOf(goblin), slotOf(sword));
        QCOMPARE(generationOf(goblin), uint16_t(2));
        QVERIFY(!registry.find(sword));
        QCOMPARE(registry.find(goblin)->name, std::string("goblin"));
        QCOMPARE(diagnosis(registry, sword),
                 QString("stale handle 0x00100000 (slot 0, generation 1): item \"short sword\" was destroyed on turn 3 "
                         "(picked up); slot 0 now holds creature \"goblin\" (generation 2)"));

        // Reused twice: the first occupant is forgotten, the last one is named.
        registry.destroy(goblin, "slain");
        const Handle rat = addThing(registry, ObjectKind::Creature, "rat");
        QCOMPARE(generationOf(rat), uint16_t(3));
        QCOMPARE(diagnosis(registry, sword),
                 QString("stale handle 0x00100000 (slot 0, generation 1): slot 0 is at generation 3 and remembers "
                         "only its last destroyed occupant (generation 2: creature \"goblin\" was destroyed on turn 7 "
                         "(slain))"));
        QCOMPARE(diagnosis(registry, goblin),
                 QString("stale handle 0x00200000 (slot 0, generation 2): creature \"goblin\" was destroyed on turn 7 "
                         "(slain); slot 0 now holds creature \"rat\" (generation 3)"));
    }

    void freeSlotsAreReusedOldestFirst()
    {
        ObjectRegistry registry;
        Handle handles[4];
        for (int i = 0; i < 4; ++i)
            handles[i] = addThing(registry, ObjectKind::Item, "item " + std::to_string(i));
        registry.destroy(handles[2]);
        registry.destroy(handles[0]);
        QCOMPARE(slotOf(addThing(registry, ObjectKind::Item, "a")), 2u);
        QCOMPARE(slotOf(addThing(registry, ObjectKind::Item, "b")), 0u);
        QCOMPARE(slotOf(addThing(registry, ObjectKind::Item, "c")), 4u);
        QCOMPARE(registry.slotCount(), size_t(5));
    }

    void generationWrapsAround()
    {
        ObjectRegistry registry;
        Handle first = kNoObject;
        Handle previous = kNoObject;
        for (int round = 1; round <= kMaxGeneration; ++round) {
            const Handle handle = addThing(registry, ObjectKind::Item, "coin");
            QCOMPARE(generationOf(handle), uint16_t(round));
            QVERIFY(isObjectHandle(handle));
            if (round == 1)
                first = handle;
            previous = handle;
            registry.destroy(handle);
        }
        QCOMPARE(previous, makeHandle(0, kMaxGeneration));
        // After 2047 the slot starts again at 1, never 0: the handle stays above the system range.
        const Handle wrapped = addThing(registry, ObjectKind::Item, "coin");
        QCOMPARE(wrapped, makeHandle(0, 1));
        QCOMPARE(wrapped, first);
        QCOMPARE(registry.slotCount(), size_t(1));
        QVERIFY(!registry.find(previous));
        QCOMPARE(diagnosis(registry, previous),
                 QString("stale handle 0x7ff00000 (slot 0, generation 2047): item \"coin\" was destroyed on turn 0; "
                         "slot 0 now holds item \"coin\" (generation 1)"));
    }

    void tombstonesAreBounded()
    {
        ObjectRegistry registry;
        const std::string longName(1000, 'x');
        // 199 ASCII bytes then a two-byte character: the cut must not split it.
        const std::string reason = std::string(199, 'r') + "\xC3\xA9" + "tail";
        const Handle handle = addThing(registry, ObjectKind::Creature, longName);
        registry.destroy(handle, reason);
        const Tombstone* tombstone = registry.tombstone(slotOf(handle));
        QVERIFY(tombstone);
        QCOMPARE(tombstone->description.size(), ObjectRegistry::kMaxTombstoneText);
        QCOMPARE(tombstone->description.substr(0, 10), std::string("creature \""));
        QCOMPARE(tombstone->reason, std::string(199, 'r'));
    }

    void objectsAreGroupedByMap()
    {
        ObjectRegistry registry;
        const Handle cave = addThing(registry, ObjectKind::Map, "cave");
        const Handle tower = addThing(registry, ObjectKind::Map, "tower");
        const Handle bat = addThing(registry, ObjectKind::Creature, "bat", cave);
        const Handle rope = addThing(registry, ObjectKind::Item, "rope", cave);
        const Handle mage = addThing(registry, ObjectKind::Creature, "mage", tower);
        const Handle orb = addThing(registry, ObjectKind::Item, "orb", cave);

        QCOMPARE(objectsOn(registry, kNoObject), QList<Handle>({cave, tower}));
        QCOMPARE(objectsOn(registry, cave), QList<Handle>({bat, rope, orb}));
        QCOMPARE(objectsOn(registry, tower), QList<Handle>({mage}));
        QCOMPARE(registry.find(rope)->map(), cave);

        // Moving appends to the target map.
        registry.moveToMap(rope, tower);
        QCOMPARE(registry.find(rope)->map(), tower);
        QCOMPARE(objectsOn(registry, cave), QList<Handle>({bat, orb}));
        QCOMPARE(objectsOn(registry, tower), QList<Handle>({mage, rope}));

        // Destroying unlinks, from the middle, the start and the end.
        const Handle imp = addThing(registry, ObjectKind::Creature, "imp", tower);
        registry.destroy(rope);
        QCOMPARE(objectsOn(registry, tower), QList<Handle>({mage, imp}));
        registry.destroy(mage);
        registry.destroy(imp);
        QCOMPARE(objectsOn(registry, tower), QList<Handle>());
        QCOMPARE(registry.countOn(tower), size_t(0));
        QCOMPARE(registry.countOn(cave), size_t(2));

        // forEachOn may destroy or move the object it visits.
        const Handle wolf = addThing(registry, ObjectKind::Creature, "wolf", cave);
        QStringList visited;
        registry.forEachOn(cave, [&](GameObject& object) {
            visited << QString::fromStdString(object.name);
            if (object.name == "bat")
                registry.destroy(object.handle(), "eaten");
            else if (object.name == "orb")
                registry.moveToMap(object.handle(), tower);
        });
        QCOMPARE(visited, QStringList({"bat", "orb", "wolf"}));
        QCOMPARE(objectsOn(registry, cave), QList<Handle>({wolf}));
        QCOMPARE(objectsOn(registry, tower), QList<Handle>({orb}));
        QVERIFY_THROWS_EXCEPTION(HandleError, registry.moveToMap(bat, tower));
    }

    void unloadedMapKeepsHandles()
    {
        ObjectRegistry registry;
        const Handle cave = addThing(registry, ObjectKind::Map, "cave");
        const Handle bat = addThing(registry, ObjectKind::Creature, "bat", cave);
        const Handle rope = addThing(registry, ObjectKind::Item, "rope", cave);
        const Handle coin = addThing(registry, ObjectKind::Item, "coin");

        std::vector<std::unique_ptr<GameObject>> objects = registry.unloadMap(cave);
        QCOMPARE(objects.size(), size_t(2));
        QCOMPARE(objects[0]->name, std::string("bat"));
        QCOMPARE(objects[1]->name, std::string("rope"));
        QVERIFY(!registry.isMapLoaded(cave));
        QCOMPARE(registry.unloadedMaps(), std::vector<Handle>({cave}));
        QCOMPARE(registry.objectCount(), size_t(2));
        QCOMPARE(registry.reservedCount(cave), size_t(2));
        QVERIFY(registry.isReservedFor(bat, cave));
        QVERIFY(!registry.find(bat));
        QCOMPARE(diagnosis(registry, bat),
                 QString("handle 0x00100001 (slot 1, generation 1): map 0x00100000 is not loaded; bring the map back "
                         "before using its objects"));

        // Reserved slots are not reused; nothing joins an unloaded map.
        const Handle lamp = addThing(registry, ObjectKind::Item, "lamp");
        QCOMPARE(slotOf(lamp), 4u);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, addThing(registry, ObjectKind::Item, "key", cave));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, registry.moveToMap(coin, cave));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, registry.unloadMap(cave));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, registry.unloadMap(kNoObject));

        // Coming back: exactly the reserved handles, else nothing changes.
        std::vector<std::pair<Handle, std::unique_ptr<GameObject>>> wrong;
        wrong.emplace_back(bat, std::move(objects[0]));
        wrong.emplace_back(bat, std::move(objects[1]));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, registry.reloadMap(cave, std::move(wrong)));
        QVERIFY(!registry.isMapLoaded(cave));

        std::vector<std::pair<Handle, std::unique_ptr<GameObject>>> back;
        back.emplace_back(rope, std::make_unique<Thing>(ObjectKind::Item, "rope"));
        back.emplace_back(bat, std::make_unique<Thing>(ObjectKind::Creature, "bat"));
        registry.reloadMap(cave, std::move(back));
        QVERIFY(registry.isMapLoaded(cave));
        QCOMPARE(registry.find(bat)->name, std::string("bat"));
        QCOMPARE(registry.find(bat)->map(), cave);
        QCOMPARE(objectsOn(registry, cave), QList<Handle>({rope, bat}));
        QCOMPARE(registry.objectCount(), size_t(5));
        QVERIFY(registry.unloadedMaps().empty());
    }

    void factoryMakesObjectsByKind()
    {
        ObjectFactory factory;
        factory.add(ObjectKind::Item, [] { return std::make_unique<Thing>(ObjectKind::Item, ""); });
        QVERIFY(factory.knows(ObjectKind::Item));
        QVERIFY(!factory.knows(ObjectKind::Creature));
        QCOMPARE(factory.make(ObjectKind::Item)->kind(), ObjectKind::Item);
        QVERIFY(!factory.make(ObjectKind::Creature));
        QCOMPARE(kindName(ObjectKind(99)), std::string("object kind 99"));
    }
};

INCURSION_TEST_MAIN(ObjectRegistryTest)
#include "tst_object_registry.moc"
} // namespace tst_object_registry
