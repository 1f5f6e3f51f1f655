// Saved games and map files: byte-identical round trips, refusal of corrupt
// or truncated files with the section and offset, a deterministic mutation
// loop that never crashes, and maps taken out and brought back.
#include "world/save_file.h"

#include <QtTest>
#include "support/test_suite.h"

#include <zlib.h>

#include <random>
#include <set>
#include <string>
#include <vector>

namespace tst_save_file {

using namespace incursion::world;

namespace {

// A test object with state of its own: a label and a list of numbers.
class Crate : public GameObject {
public:
    Crate() : GameObject(ObjectKind::Item) {}

    std::string label;
    std::vector<int32_t> contents;

    void saveState(ByteWriter& out) const override
    {
        out.string(label);
        out.count(contents.size(), "content count");
        for (int32_t value : contents)
            out.i32(value);
    }
    void loadState(ByteReader& in) override
    {
        label = in.string("label");
        contents.resize(in.count(4, "content count"));
        for (int32_t& value : contents)
            value = in.i32("content");
    }
};

// A creature with hit points; maps use the base class's fields only.
class Beast : public GameObject {
public:
    Beast() : GameObject(ObjectKind::Creature) {}
    int32_t hitPoints = 0;
    void saveState(ByteWriter& out) const override { out.i32(hitPoints); }
    void loadState(ByteReader& in) override { hitPoints = in.i32("hit points"); }
};

class Place : public GameObject {
public:
    Place() : GameObject(ObjectKind::Map) {}
};

ObjectFactory testFactory()
{
    ObjectFactory factory;
    factory.add(ObjectKind::Item, [] { return std::make_unique<Crate>(); });
    factory.add(ObjectKind::Creature, [] { return std::make_unique<Beast>(); });
    factory.add(ObjectKind::Map, [] { return std::make_unique<Place>(); });
    return factory;
}

Handle addCrate(ObjectRegistry& registry, Handle map, const std::string& label, std::vector<int32_t> contents)
{
    auto& crate = registry.create<Crate>(map);
    crate.name = "crate";
    crate.label = label;
    crate.contents = std::move(contents);
    crate.x = int32_t(crate.contents.size());
    crate.y = -3;
    return crate.handle();
}

Handle addBeast(ObjectRegistry& registry, Handle map, const std::string& name, int32_t hitPoints)
{
    auto& beast = registry.create<Beast>(map);
    beast.name = name;
    beast.hitPoints = hitPoints;
    beast.x = hitPoints % 80;
    beast.y = hitPoints % 25;
    return beast.handle();
}

struct World {
    ObjectRegistry registry;
    SubsystemState subsystems;
    Handle town = kNoObject;
    Handle cave = kNoObject;
    Handle deep = kNoObject;
    Handle goblin = kNoObject;
    Handle goneRat = kNoObject;
};

// A registry with maps, objects in a non-trivial order, tombstones, a
// scrambled free list and, when asked, one map taken out.
World buildWorld(std::string* deepMapFile = nullptr)
{
    World world;
    ObjectRegistry& registry = world.registry;
    registry.setTurn(100);
    auto place = [&](const std::string& name) {
        auto& map = registry.create<Place>(kNoObject);
        map.name = name;
        return map.handle();
    };
    world.town = place("town");
    world.cave = place("cave");
    world.deep = place("deep");
    world.goblin = addBeast(registry, world.cave, "goblin", 7);
    world.goneRat = addBeast(registry, world.cave, "rat", 2);
    addCrate(registry, world.town, "bread", {1, 2, 3});
    const Handle chest = addCrate(registry, world.cave, "gold", {250});
    addBeast(registry, world.deep, "wyrm", 300);
    addCrate(registry, world.deep, "hoard", {9, 9, 9, 9});
    const Handle bat = addBeast(registry, world.town, "bat", 1);
    addBeast(registry, world.cave, "troll", 40);
    registry.setTurn(120);
    registry.destroy(world.goneRat, "eaten by the goblin");
    registry.destroy(bat, "");
    registry.moveToMap(chest, world.town);
    addBeast(registry, world.cave, "kobold", 5); // reuses the rat's slot
    registry.setTurn(133);
    if (deepMapFile)
        *deepMapFile = takeMapOut(registry, world.deep);
    world.subsystems.randomState = std::string("\x01\x02\x00\xff rng", 8);
    world.subsystems.blobs["messages"] = "You hear a distant roar.";
    world.subsystems.blobs["quests"] = std::string(3, '\0');
    return world;
}

QByteArray bytesOf(const std::string& bytes) { return QByteArray::fromStdString(bytes); }

// Recomputes the CRCs of every section the directory places inside the file,
// so a corruption of a section's contents gets past the checksum.
void fixCrcs(std::string& file)
{
    auto u32At = [&](size_t at) {
        uint32_t value = 0;
        for (int i = 3; i >= 0; --i)
            value = value << 8 | uint8_t(file[at + size_t(i)]);
        return value;
    };
    if (file.size() < 16)
        return;
    const uint32_t count = std::min<uint32_t>(u32At(12), 64);
    for (uint32_t i = 0; i < count && 16 + 16 * size_t(i) + 16 <= file.size(); ++i) {
        const size_t entry = 16 + 16 * size_t(i);
        const uint64_t offset = u32At(entry + 4);
        const uint64_t size = u32At(entry + 8);
        if (offset + size > file.size())
            continue;
        const uint32_t crc = uint32_t(crc32(0L, reinterpret_cast<const Bytef*>(file.data() + offset), uInt(size)));
        for (int b = 0; b < 4; ++b)
            file[entry + 12 + size_t(b)] = char(crc >> (8 * b));
    }
}

// The file offset of section `id`, from the directory.
size_t sectionOffset(const std::string& file, const std::string& id)
{
    for (size_t entry = 16; entry + 16 <= file.size(); entry += 16) {
        if (file.compare(entry, 4, id) == 0)
            return uint8_t(file[entry + 4]) | uint8_t(file[entry + 5]) << 8 | uint8_t(file[entry + 6]) << 16 |
                   size_t(uint8_t(file[entry + 7])) << 24;
    }
    return 0;
}

QString errorOf(const SaveReadResult& result)
{
    return result.error ? QString::fromStdString(result.error->describe()) : QString();
}

// What a loaded registry must satisfy whatever bytes it came from: every
// handle that resolves names its object, every map lists exactly its objects.
void verifyConsistent(const ObjectRegistry& registry)
{
    size_t live = 0;
    std::set<Handle> maps;
    registry.forEachObject([&](const GameObject& object) {
        QVERIFY(isObjectHandle(object.handle()));
        QCOMPARE(registry.find(object.handle()), &object);
        QVERIFY(registry.diagnose(object.handle()).empty());
        maps.insert(object.map());
        ++live;
    });
    QCOMPARE(live, registry.objectCount());
    size_t listed = 0;
    for (Handle map : maps) {
        for (Handle handle : registry.objectsOn(map)) {
            QCOMPARE(registry.get(handle).map(), map);
            ++listed;
        }
    }
    QCOMPARE(listed, live);
}

void expectNoError(const std::optional<FormatError>& error)
{
    QVERIFY2(!error, error ? error->describe().c_str() : "");
}

} // namespace

class SaveFileTest : public QObject {
    Q_OBJECT

private slots:
    void saveLoadSaveGivesIdenticalBytes()
    {
        std::string deepFile;
        World world = buildWorld(&deepFile);
        const std::string saved = writeSave(world.registry, world.subsystems);
        QCOMPARE(saved.substr(0, 8), std::string("INCSAV\x1A\0", 8));
        QCOMPARE(writeSave(world.registry, world.subsystems), saved);

        SaveReadResult loaded = readSave(saved, testFactory());
        QVERIFY2(loaded.ok(), qPrintable(errorOf(loaded)));
        QCOMPARE(bytesOf(writeSave(*loaded.registry, loaded.subsystems)), bytesOf(saved));
        QVERIFY(loaded.subsystems == world.subsystems);

        const ObjectRegistry& registry = *loaded.registry;
        QCOMPARE(registry.turn(), uint64_t(133));
        QCOMPARE(registry.objectCount(), world.registry.objectCount());
        QCOMPARE(registry.slotCount(), world.registry.slotCount());
        for (Handle map : {kNoObject, world.town, world.cave}) {
            QCOMPARE(registry.objectsOn(map), world.registry.objectsOn(map));
            for (Handle handle : registry.objectsOn(map)) {
                const GameObject& before = world.registry.get(handle);
                const GameObject& after = registry.get(handle);
                QCOMPARE(after.kind(), before.kind());
                QCOMPARE(after.name, before.name);
                QCOMPARE(after.x, before.x);
                QCOMPARE(after.y, before.y);
                QCOMPARE(after.map(), map);
            }
        }
        const auto* goblin = dynamic_cast<const Beast*>(registry.find(world.goblin));
        QVERIFY(goblin);
        QCOMPARE(goblin->hitPoints, 7);
        QCOMPARE(registry.diagnose(world.goneRat), world.registry.diagnose(world.goneRat));
        QCOMPARE(QString::fromStdString(registry.diagnose(world.goneRat)),
                 QString("stale handle 0x00100004 (slot 4, generation 1): creature \"rat\" was destroyed on turn 120 "
                         "(eaten by the goblin); slot 4 now holds creature \"kobold\" (generation 2)"));
        QCOMPARE(registry.unloadedMaps(), std::vector<Handle>({world.deep}));

        // Both go on identically: the free list order came back too.
        ObjectRegistry& original = world.registry;
        ObjectRegistry& copy = *loaded.registry;
        for (int i = 0; i < 3; ++i)
            QCOMPARE(addBeast(copy, world.town, "imp", i), addBeast(original, world.town, "imp", i));

        // The map taken out before saving comes back into the loaded game.
        expectNoError(bringMapBack(copy, deepFile, testFactory()));
        QCOMPARE(copy.countOn(world.deep), size_t(2));
        expectNoError(bringMapBack(original, deepFile, testFactory()));
        QCOMPARE(bytesOf(writeSave(copy, loaded.subsystems)), bytesOf(writeSave(original, world.subsystems)));
    }

    void emptyRegistryRoundTrips()
    {
        const std::string saved = writeSave(ObjectRegistry(), SubsystemState());
        SaveReadResult loaded = readSave(saved, ObjectFactory());
        QVERIFY2(loaded.ok(), qPrintable(errorOf(loaded)));
        QCOMPARE(loaded.registry->objectCount(), size_t(0));
        QCOMPARE(writeSave(*loaded.registry, loaded.subsystems), saved);
    }

    void saveFilesOnDisk()
    {
        QTemporaryDir directory;
        const std::string path = directory.filePath("game.sav").toStdString();
        World world = buildWorld();
        expectNoError(writeSaveFile(path, world.registry, world.subsystems));
        SaveReadResult loaded = readSaveFile(path, testFactory());
        QVERIFY2(loaded.ok(), qPrintable(errorOf(loaded)));
        QCOMPARE(writeSave(*loaded.registry, loaded.subsystems), writeSave(world.registry, world.subsystems));

        const std::string missing = directory.filePath("none.sav").toStdString();
        QCOMPARE(errorOf(readSaveFile(missing, testFactory())),
                 QString::fromStdString(missing + ": cannot read the file: it does not exist"));
        QCOMPARE(errorOf(readSaveFile(directory.path().toStdString(), testFactory())),
                 directory.path() + ": not a regular file");

        std::string corrupt = writeSave(world.registry, world.subsystems);
        corrupt[sectionOffset(corrupt, "OBJS") + 5] ^= 0x10;
        QFile file(QString::fromStdString(path));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(corrupt.data(), qint64(corrupt.size()));
        file.close();
        const QString error = errorOf(readSaveFile(path, testFactory()));
        QVERIFY2(error.startsWith(QString::fromStdString(path + ": section OBJS, offset 0x")), qPrintable(error));
        QVERIFY2(error.contains("CRC mismatch"), qPrintable(error));
    }

    void corruptSavesAreRefusedWithSectionAndOffset()
    {
        const World world = buildWorld();
        const std::string saved = writeSave(world.registry, world.subsystems);
        const ObjectFactory factory = testFactory();
        auto refusal = [&](std::string bytes, bool fix) {
            if (fix)
                fixCrcs(bytes);
            SaveReadResult result = readSave(bytes, factory);
            return errorOf(result);
        };
        const size_t slotAt = sectionOffset(saved, "SLOT");
        const size_t objectsAt = sectionOffset(saved, "OBJS");

        QCOMPARE(refusal("", false), QString("header, offset 0x0: not an Incursion save file (bad magic)"));
        QCOMPARE(refusal(saved.substr(0, 20), false),
                 QString("directory, offset 0x10: file ends inside the section directory (20 bytes)"));
        std::string version = saved;
        version[8] = 2;
        QCOMPARE(refusal(version, false),
                 QString("header, offset 0x8: format version 2 is not supported (this reader reads version 1)"));
        std::string renamed = saved;
        renamed.replace(16 + 16 * 2, 4, "MAPX");
        QCOMPARE(refusal(renamed, false), QString("directory, offset 0x30: unknown section id 'MAPX' (expected 'MAPS')"));
        QVERIFY(refusal(saved.substr(0, saved.size() - 1), false).startsWith("directory, offset 0x"));

        std::string flipped = saved;
        flipped[slotAt + 9] ^= 1;
        QVERIFY(refusal(flipped, false).startsWith(
            QString("section SLOT, offset %1: CRC mismatch").arg("0x" + QString::number(slotAt, 16))));

        // Corruptions past the checksum: the contents themselves are checked.
        std::string generation = saved;
        generation[slotAt + 8 + 4 + 1] = 0; // slot 0's generation: 0
        generation[slotAt + 8 + 4 + 2] = 0;
        QCOMPARE(refusal(generation, true),
                 QString("section SLOT, offset 0x%1: slot 0 has generation 0, outside 1..2047")
                     .arg(slotAt + 8 + 4 + 1, 0, 16));
        std::string huge = saved;
        for (int i = 0; i < 4; ++i)
            huge[slotAt + 8 + size_t(i)] = char(0xFF);
        QVERIFY(refusal(huge, true).startsWith(QString("section SLOT, offset 0x%1: slot count 4294967295 exceeds "
                                                       "what the remaining")
                                                   .arg(slotAt + 8, 0, 16)));
        // The first object's kind (map count, map, object count, handle, then kind).
        std::string kind = saved;
        kind[objectsAt + 16] = 99;
        kind[objectsAt + 17] = 0;
        QCOMPARE(refusal(kind, true),
                 QString("section OBJS, offset 0x%1: no object factory for object kind 99").arg(objectsAt + 16, 0, 16));
        // A section's bytes cut short, with the directory made to agree.
        std::string shortObjects = saved.substr(0, objectsAt) + saved.substr(objectsAt, 6) +
                                   saved.substr(sectionOffset(saved, "RAND"));
        {
            auto put = [&](size_t at, uint32_t value) {
                for (int b = 0; b < 4; ++b)
                    shortObjects[at + size_t(b)] = char(value >> (8 * b));
            };
            const uint32_t cut = uint32_t(sectionOffset(saved, "RAND") - objectsAt - 6);
            put(16 + 16 * 3 + 8, 6);
            put(16 + 16 * 4 + 4, uint32_t(sectionOffset(saved, "RAND")) - cut);
            put(16 + 16 * 5 + 4, uint32_t(sectionOffset(saved, "BLOB")) - cut);
        }
        QCOMPARE(refusal(shortObjects, true),
                 QString("section OBJS, offset 0x%1: map count 4 exceeds what the remaining 2 bytes can hold")
                     .arg(objectsAt, 0, 16));
    }

    // Thousands of deterministic corruptions: each is refused with a section
    // and an offset, or loads to a consistent registry that saves back to the
    // very same bytes (the format is canonical). None may crash.
    void mutatedSavesNeverCrash()
    {
        const World world = buildWorld();
        const std::string saved = writeSave(world.registry, world.subsystems);
        const ObjectFactory factory = testFactory();
        std::mt19937 random(20261122);
        auto below = [&](size_t bound) { return size_t(random() % bound); };
        int refused = 0;
        int accepted = 0;
        for (int variant = 0; variant < 4000; ++variant) {
            std::string bytes = saved;
            const int kind = variant % 4;
            bool mustRefuse = false;
            if (kind == 0) {                // one bit flipped, CRC left as it was
                bytes[below(bytes.size())] ^= char(1 << below(8));
                mustRefuse = true;
            } else if (kind == 1) {         // truncated
                bytes.resize(below(bytes.size()));
                mustRefuse = true;
            } else if (kind == 2) {         // bits flipped inside sections, CRCs fixed
                const size_t first = sectionOffset(saved, "SLOT");
                for (size_t n = 1 + below(3); n > 0; --n)
                    bytes[first + below(bytes.size() - first)] ^= char(1 << below(8));
                fixCrcs(bytes);
            } else {                        // a byte set to an edge value, CRCs fixed
                static const char edges[] = {0, 1, 2, char(0x7F), char(0x80), char(0xFF)};
                bytes[below(bytes.size())] = edges[below(sizeof edges)];
                fixCrcs(bytes);
            }
            const SaveReadResult result = readSave(bytes, factory);
            if (!result.ok()) {
                ++refused;
                QVERIFY(result.error);
                QVERIFY2(!result.error->section.empty() && result.error->offset,
                         qPrintable(QString("variant %1: %2").arg(variant).arg(errorOf(result))));
                QVERIFY(!result.error->message.empty());
                continue;
            }
            QVERIFY2(!mustRefuse || bytes == saved, qPrintable(QString("variant %1 was accepted").arg(variant)));
            ++accepted;
            QCOMPARE(bytesOf(writeSave(*result.registry, result.subsystems)), bytesOf(bytes));
            verifyConsistent(*result.registry);
        }
        qInfo("%d corrupted saves refused, %d accepted (identical or canonical)", refused, accepted);
        QVERIFY(refused > 3000);
    }

    void mapTakenOutAndBroughtBack()
    {
        World world = buildWorld();
        ObjectRegistry& registry = world.registry;
        const std::vector<Handle> caveObjects = registry.objectsOn(world.cave);
        QCOMPARE(caveObjects.size(), size_t(3));
        const std::string before = writeSave(registry, world.subsystems);

        const std::string caveFile = takeMapOut(registry, world.cave);
        QCOMPARE(caveFile.substr(0, 8), std::string("INCMAP\x1A\0", 8));
        QVERIFY(!registry.isMapLoaded(world.cave));
        QVERIFY(registry.objectsOn(world.cave).empty());
        QVERIFY(!registry.find(world.goblin));
        QCOMPARE(QString::fromStdString(registry.diagnose(world.goblin)),
                 QString("handle 0x00100003 (slot 3, generation 1): map 0x00100001 is not loaded; bring the map back "
                         "before using its objects"));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, takeMapOut(registry, world.cave));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, takeMapOut(registry, kNoObject));

        // The game with the map out saves and loads like any other.
        const std::string withMapOut = writeSave(registry, world.subsystems);
        SaveReadResult loaded = readSave(withMapOut, testFactory());
        QVERIFY2(loaded.ok(), qPrintable(errorOf(loaded)));
        QCOMPARE(writeSave(*loaded.registry, loaded.subsystems), withMapOut);
        QCOMPARE(loaded.registry->diagnose(world.goblin), registry.diagnose(world.goblin));

        // A corrupt map file changes nothing: here the first object's handle
        // (after the object count) names slot 2 instead of 3.
        std::string corrupt = caveFile;
        const size_t handleAt = sectionOffset(caveFile, "OBJS") + 4;
        corrupt[handleAt] ^= 1;
        const auto crcError = bringMapBack(registry, corrupt, testFactory());
        QVERIFY(crcError);
        QCOMPARE(crcError->section, std::string("OBJS"));
        QVERIFY(QString::fromStdString(crcError->message).startsWith("CRC mismatch"));
        QVERIFY(!registry.isMapLoaded(world.cave));
        fixCrcs(corrupt);
        QCOMPARE(QString::fromStdString(bringMapBack(registry, corrupt, testFactory())->describe()),
                 QString("section OBJS, offset 0x%1: object handle 0x00100002 (slot 2, generation 1) is not "
                         "reserved for map 0x00100001")
                     .arg(handleAt, 0, 16));
        QVERIFY(!registry.isMapLoaded(world.cave));

        // A file for another map, or for a map that is loaded, is refused.
        const std::string townFile = takeMapOut(world.registry, world.town);
        QCOMPARE(QString::fromStdString(bringMapBack(*loaded.registry, townFile, testFactory())->describe()),
                 QString("section MAPI, offset 0x30: map 0x00100000 is not unloaded in this game"));

        expectNoError(bringMapBack(registry, caveFile, testFactory()));
        expectNoError(bringMapBack(registry, townFile, testFactory()));
        QCOMPARE(registry.objectsOn(world.cave), caveObjects);
        QCOMPARE(registry.find(world.goblin)->name, std::string("goblin"));
        QCOMPARE(dynamic_cast<Beast*>(registry.find(world.goblin))->hitPoints, 7);
        QCOMPARE(bytesOf(writeSave(registry, world.subsystems)), bytesOf(before));
        QCOMPARE(QString::fromStdString(bringMapBack(registry, caveFile, testFactory())->describe()),
                 QString("section MAPI, offset 0x30: map 0x00100001 is not unloaded in this game"));
    }

    void mutatedMapFilesNeverCrash()
    {
        World world = buildWorld();
        const std::string caveFile = takeMapOut(world.registry, world.cave);
        const std::string before = writeSave(world.registry, world.subsystems);
        const ObjectFactory factory = testFactory();
        std::mt19937 random(4);
        int accepted = 0;
        for (int variant = 0; variant < 1500; ++variant) {
            std::string bytes = caveFile;
            if (variant % 3 == 0) {
                bytes.resize(random() % bytes.size());
            } else {
                bytes[random() % bytes.size()] ^= char(1 << (random() % 8));
                if (variant % 3 == 2)
                    fixCrcs(bytes);
            }
            const auto error = bringMapBack(world.registry, bytes, factory);
            if (error) {
                QVERIFY2(!error->section.empty() && error->offset, qPrintable(QString::fromStdString(error->describe())));
                QCOMPARE(writeSave(world.registry, world.subsystems), before); // unchanged
                continue;
            }
            ++accepted;
            verifyConsistent(world.registry);
            QCOMPARE(world.registry.countOn(world.cave), size_t(3));
            const std::string again = takeMapOut(world.registry, world.cave);
            QCOMPARE(bytesOf(again), bytesOf(bytes));
        }
        qInfo("%d mutated map files accepted", accepted);
    }
};

INCURSION_TEST_MAIN(SaveFileTest)
#include "tst_save_file.moc"
} // namespace tst_save_file
