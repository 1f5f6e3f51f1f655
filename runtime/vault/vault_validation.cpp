#include "vault/vault_validation.h"

#include "map/connectivity.h"
#include "map/dungeon_generator.h"
#include "map/generation_error.h"
#include "module/resource_views.h"

#include <algorithm>
#include <set>

namespace incursion::vault {

namespace {

std::string describeCharacter(char c)
{
    if (c > ' ' && c < 127)
        return std::string("'") + c + "'";
    return "byte " + std::to_string(int(static_cast<unsigned char>(c)));
}

class Validator {
public:
    Validator(const Vault& vault, const script::CheckResult& front) : vault_(vault), sources_(*front.sources) {}

    void add(Problem::Severity severity, uint32_t offset, int x, int y, std::string message)
    {
        const script::LineColumn at = sources_.lineColumn({vault_.file, offset});
        problems_.push_back({severity, vault_.path, at.line, at.column, x, y, std::move(message)});
    }
    void addAt(Problem::Severity severity, const TextSpan& span, std::string message)
    {
        const script::LineColumn at = sources_.lineColumn({span.file, span.offset});
        problems_.push_back({severity, std::string(sources_.path(span.file)), at.line, at.column, -1, -1,
                             std::move(message)});
    }
    void addAtCell(Problem::Severity severity, int x, int y, std::string message)
    {
        const RowSource& row = vault_.rowSources[size_t(y)];
        const uint32_t offset = size_t(x) < row.cellOffsets.size() ? row.cellOffsets[size_t(x)] : row.end;
        add(severity, offset, x, y, std::move(message));
    }

    void checkSource(const script::CheckResult& front)
    {
        const int width = vault_.width();
        for (int y = 0; y < vault_.height(); ++y) {
            const int length = int(vault_.rows[size_t(y)].size());
            if (length != width)
                addAtCell(Problem::Severity::Error, std::min(length, width), y,
                          "Mismatched grid line: row " + std::to_string(y + 1) + " has " + std::to_string(length)
                              + " cells, but the first row has " + std::to_string(width));
        }
        for (int y = 0; y < vault_.height(); ++y)
            for (int x = 0; x < int(vault_.rows[size_t(y)].size()); ++x) {
                const char c = vault_.at(x, y);
                if (!meaningOf(vault_, c).known())
                    addAtCell(Problem::Severity::Error, x, y,
                              describeCharacter(c) + " has no meaning: no Tiles entry and no built-in meaning");
            }

        std::set<char> seen;
        for (const LegendEntry& entry : vault_.legend) {
            if (!seen.insert(entry.character).second && entry.span)
                addAt(Problem::Severity::Warning, *entry.span,
                      "the legend defines " + describeCharacter(entry.character) + " again; the first entry wins");
        }
        const Problem::Severity unknownName =
            vault_.hasPrerequisites ? Problem::Severity::Warning : Problem::Severity::Error;
        auto checkName = [&](const NameUse& use, const std::string& where) {
            if (!front.resourceIndex || front.resourceIndex->find(use.name) || !use.span.file)
                return;
            addAt(unknownName, use.span, where + " names $\"" + use.name + "\", which is no resource of the module");
        };
        for (const LegendEntry& entry : vault_.legend)
            for (const NameUse& use : entry.names)
                checkName(use, "the legend entry " + describeCharacter(entry.character));
        for (const auto& [use, keyword] : {std::pair{&vault_.walls, "Walls"}, {&vault_.floor, "Floor"},
                                          {&vault_.door, "Door"}})
            if (*use)
                checkName(**use, std::string("the region's ") + keyword);
    }

    void checkPlacement(const module::ResourceManager& manager)
    {
        const std::optional<module::ResourceId> region =
            manager.find(vault_.region, module::kindBit(module::ResourceKind::Region));
        if (!region)
            return;
        const std::vector<module::ResourceId> dungeons = manager.resources(module::kindBit(module::ResourceKind::Dungeon));
        if (dungeons.empty()) {
            addAt(Problem::Severity::Warning, vault_.grid, "the module has no Dungeon: placement is not checked");
            return;
        }
        const int width = vault_.width(), height = vault_.height();
        const std::string size = std::to_string(width) + "x" + std::to_string(height);
        std::optional<map::DungeonSettings> drawWith;
        for (const module::ResourceId dungeon : dungeons) {
            map::DungeonSettings settings;
            try {
                settings = map::readDungeonSettings(manager, dungeon);
            } catch (const map::GenerationError& error) {
                addAt(Problem::Severity::Warning, vault_.grid, error.what());
                continue;
            }
            const std::vector<module::DungeonSpecial> specials = module::view(manager, dungeon)->specials();
            const bool special = std::any_of(specials.begin(), specials.end(),
                                             [&](const module::DungeonSpecial& s) { return s.resource == *region; });
            const module::RegionView view = *module::view<module::RegionView>(manager, *region);
            // The generator's room choice: a grid region of ROOM_WEIGHTS that allows the vault shape.
            const bool room = std::any_of(settings.roomWeights.begin(), settings.roomWeights.end(),
                                          [&](const map::Weighted<module::ResourceId>& w) {
                                              return w.value == *region && w.weight > 0;
                                          })
                              && (view.roomTypes() == 0 || (view.roomTypes() & (1 << int(map::RoomShape::Vault))));
            if (special && !map::gridFitsLevel(settings, width, height))
                addAt(Problem::Severity::Error, vault_.grid,
                      "the " + size + " grid does not fit a " + std::to_string(settings.levelWidth) + "x"
                          + std::to_string(settings.levelHeight) + " level of Dungeon \"" + settings.dungeonName + "\" ("
                          + std::to_string(settings.panelWidth) + "x" + std::to_string(settings.panelHeight)
                          + " panels), which lists it in its Specials");
            if (room && !map::gridFitsPanel(settings, width, height))
                addAt(Problem::Severity::Warning, vault_.grid,
                      "the " + size + " grid is too big for a " + std::to_string(settings.panelWidth) + "x"
                          + std::to_string(settings.panelHeight) + " panel of Dungeon \"" + settings.dungeonName + "\""
                          + " less 2 cells each side (at most " + std::to_string(settings.panelWidth - 4) + "x"
                          + std::to_string(settings.panelHeight - 4) + "): it is never chosen as a room");
            if (!drawWith || special)
                drawWith = std::move(settings);
        }
        if (drawWith)
            checkReachability(manager, *region, *drawWith);
    }

    void checkReachability(const module::ResourceManager& manager, module::ResourceId region,
                           const map::DungeonSettings& settings)
    {
        const int width = vault_.width(), height = vault_.height();
        constexpr int kMargin = 2;      // the map's edge ring, and a ring tunnels may use around the vault
        const map::TerrainType rock = map::terrainTypeOf(*module::view<module::TerrainView>(manager, settings.rock));
        map::Map level(width + 2 * kMargin, height + 2 * kMargin, rock);
        map::LevelCanvas canvas(level, manager);
        map::LevelRandom random(1);
        std::optional<int32_t> start;
        map::VaultPlacement placed;
        try {
            placed = map::drawVault(canvas, random, settings, region, kMargin, kMargin, 1, &start);
        } catch (const std::exception& error) {
            // GenerationError for bad module data; the map's own limits throw std::out_of_range and the like.
            addAt(Problem::Severity::Error, vault_.grid, std::string("the generator refuses the grid: ") + error.what());
            return;
        }
        const map::Components components = map::findComponents(level);

        // Cells a tunnel may dig from outside: not protected, off the map's edge.
        const int levelWidth = level.width();
        std::vector<uint8_t> dug(size_t(level.cellCount()), 0);
        std::vector<int> queue{levelWidth + 1};
        dug[size_t(levelWidth + 1)] = 1;
        constexpr int kSteps[4][2] = {{0, -1}, {-1, 0}, {1, 0}, {0, 1}};
        std::vector<uint8_t> reached(size_t(components.count()), 0);
        if (start && components.label[size_t(*start)] >= 0)
            reached[size_t(components.label[size_t(*start)])] = 1;
        for (size_t head = 0; head < queue.size(); ++head) {
            const int cx = queue[head] % levelWidth, cy = queue[head] / levelWidth;
            for (const auto& step : kSteps) {
                const int x = cx + step[0], y = cy + step[1];
                if (!canvas.interior(x, y))
                    continue;
                const int cell = y * levelWidth + x;
                if (components.label[size_t(cell)] >= 0)
                    reached[size_t(components.label[size_t(cell)])] = 1;
                if (!dug[size_t(cell)] && !canvas.noCut(x, y)) {
                    dug[size_t(cell)] = 1;
                    queue.push_back(cell);
                }
            }
        }

        // One problem per unreached group, at its first cell in grid order.
        std::vector<int> firstX(size_t(components.count()), -1), firstY(size_t(components.count()), -1);
        std::vector<int> count(size_t(components.count()), 0);
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x) {
                const int cx = kMargin + (placed.flippedX ? width - 1 - x : x);
                const int cy = kMargin + (placed.flippedY ? height - 1 - y : y);
                const int32_t label = components.label[size_t(cy * levelWidth + cx)];
                if (label < 0 || reached[size_t(label)])
                    continue;
                if (count[size_t(label)]++ == 0) {
                    firstX[size_t(label)] = x;
                    firstY[size_t(label)] = y;
                }
            }
        for (int32_t label = 0; label < components.count(); ++label)
            if (count[size_t(label)] > 0)
                addAtCell(Problem::Severity::Warning, firstX[size_t(label)], firstY[size_t(label)],
                          std::to_string(count[size_t(label)]) + " open cell" + (count[size_t(label)] == 1 ? "" : "s")
                              + " from here cannot be reached from the vault's doors, its '%' skin or its edge");
    }

    std::vector<Problem> take() { return std::move(problems_); }

private:
    const Vault& vault_;
    const script::SourceManager& sources_;
    std::vector<Problem> problems_;
};

} // namespace

std::string Problem::text() const
{
    std::string out = path + ":" + std::to_string(line) + ":" + std::to_string(column) + ": "
                      + (isError() ? "error: " : "warning: ") + message;
    if (x >= 0)
        out += " [cell " + std::to_string(x) + "," + std::to_string(y) + "]";
    return out;
}

std::vector<Problem> validateVault(const Vault& vault, const script::CheckResult& front,
                                   const module::ResourceManager* manager)
{
    Validator validator(vault, front);
    validator.checkSource(front);
    const std::vector<Problem> source = validator.take();
    std::vector<Problem> problems = source;
    // The generator refuses what the source checks find; drawing is only worth it without them.
    if (manager && !hasErrors(source) && vault.height() > 0) {
        Validator placement(vault, front);
        placement.checkPlacement(*manager);
        const std::vector<Problem> more = placement.take();
        problems.insert(problems.end(), more.begin(), more.end());
    }
    return problems;
}

bool hasErrors(const std::vector<Problem>& problems)
{
    return std::any_of(problems.begin(), problems.end(), [](const Problem& p) { return p.isError(); });
}

} // namespace incursion::vault
