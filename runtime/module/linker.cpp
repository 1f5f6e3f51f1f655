#include "module/linker.h"

#include <algorithm>
#include <array>

namespace incursion::module {

namespace {

std::string quoted(std::string_view name)
{
    std::string out = "'";
    out += name;
    out += '\'';
    return out;
}

const std::string& stringAt(const ModuleImage& image, uint32_t index)
{
    static const std::string empty;
    return index < image.strings.size() ? image.strings[index] : empty;
}

// Declared slots first (a clash names both modules), then the lowest free
// slots for the others in load order.
void assignSlots(std::span<const ModuleImage* const> images, LinkedProgram& program)
{
    std::array<const ModuleImage*, kMaxLinkedSlot + 1> owner{};
    for (size_t i = 0; i < images.size(); ++i) {
        const ModuleImage& image = *images[i];
        if (!image.slot)
            continue;
        if (*image.slot > kMaxDeclaredSlot) {
            program.errors.push_back("module " + quoted(image.name) + " declares slot "
                                     + std::to_string(*image.slot) + ", but slots range over 0.."
                                     + std::to_string(kMaxDeclaredSlot));
            continue;
        }
        const uint8_t slot = linkedSlotOf(*image.slot);
        if (owner[slot]) {
            program.errors.push_back("modules " + quoted(owner[slot]->name) + " and " + quoted(image.name)
                                     + " both declare slot " + std::to_string(*image.slot));
            continue;
        }
        owner[slot] = &image;
        program.modules[i].slot = slot;
    }
    unsigned next = 1;
    for (size_t i = 0; i < images.size(); ++i) {
        if (images[i]->slot)
            continue;
        while (next <= kMaxLinkedSlot && owner[next])
            ++next;
        if (next > kMaxLinkedSlot) {
            program.errors.push_back("module " + quoted(images[i]->name) + " gets no slot: all "
                                     + std::to_string(kMaxLinkedSlot) + " slots are taken");
            continue;
        }
        owner[next] = images[i];
        program.modules[i].slot = uint8_t(next);
    }
}

void checkPrerequisites(std::span<const ModuleImage* const> images, LinkedProgram& program)
{
    std::unordered_map<std::string, size_t> position;     // folded module name -> first load position
    for (size_t i = 0; i < images.size(); ++i) {
        auto [it, inserted] = position.emplace(foldedName(images[i]->name), i);
        if (!inserted)
            program.errors.push_back("module " + quoted(images[i]->name) + " is loaded twice");
    }
    for (size_t i = 0; i < images.size(); ++i) {
        for (const std::string& needed : images[i]->prerequisites) {
            auto it = position.find(foldedName(needed));
            if (it == position.end())
                program.errors.push_back("module " + quoted(images[i]->name) + " needs module " + quoted(needed)
                                         + ", which is not loaded");
            else if (it->second >= i)
                program.errors.push_back("module " + quoted(images[i]->name) + " needs module " + quoted(needed)
                                         + ", which must be loaded before it");
        }
    }
}

} // namespace


std::optional<uint32_t> LinkedProgram::findFolded(size_t module, const std::string& key, uint32_t kinds) const
{
    if (module >= modules.size() || module >= byName_.size() || modules[module].slot == 0)
        return std::nullopt;
    auto it = byName_[module].find(key);
    if (it == byName_[module].end())
        return std::nullopt;
    for (const Candidate& c : it->second)
        if (kinds & (1u << static_cast<unsigned>(c.kind)))
            return resourceId(modules[module].slot, c.index);
    return std::nullopt;
}

std::optional<uint32_t> LinkedProgram::findResourceIn(size_t module, std::string_view name, uint32_t kinds) const
{
    return findFolded(module, foldedName(name), kinds);
}

std::optional<uint32_t> LinkedProgram::findResource(std::string_view name, uint32_t kinds) const
{
    const std::string key = foldedName(name);
    for (size_t m = 0; m < modules.size(); ++m)
        if (auto id = findFolded(m, key, kinds))
            return id;
    return std::nullopt;
}

std::optional<TextOrigin> LinkedProgram::textOrigin(int32_t handle) const
{
    if (handle < 0 || uint32_t(handle) >= textCount)
        return std::nullopt;
    // The last module whose base is <= handle (modules with no strings share a base).
    const auto after = std::upper_bound(modules.begin(), modules.end(), uint32_t(handle),
                                        [](uint32_t h, const LinkedModule& m) { return h < m.textBase; });
    const auto m = uint32_t(after - modules.begin()) - 1;
    return TextOrigin{m, uint32_t(handle) - modules[m].textBase};
}

LinkedProgram link(std::span<const ModuleImage* const> images)
{
    LinkedProgram program;
    program.modules.resize(images.size());
    for (size_t i = 0; i < images.size(); ++i) {
        program.modules[i].name = images[i]->name;
        program.modules[i].textBase = program.textCount;
        program.textCount += uint32_t(images[i]->strings.size());
    }
    if (images.size() > kMaxLinkedSlot)
        program.errors.push_back(std::to_string(images.size()) + " modules, but at most "
                                 + std::to_string(kMaxLinkedSlot) + " link together");
    assignSlots(images, program);
    checkPrerequisites(images, program);

    program.byName_.resize(images.size());
    for (size_t m = 0; m < images.size(); ++m) {
        const ModuleImage& image = *images[m];
        auto& index = program.byName_[m];
        for (uint32_t r = 0; r < image.resources.size(); ++r)
            index[foldedName(stringAt(image, image.resources[r].name))].push_back({image.resources[r].kind, r});
        // Kind order decides between kinds; stable keeps declaration order within one.
        for (auto& [name, candidates] : index)
            std::stable_sort(candidates.begin(), candidates.end(),
                             [](const auto& a, const auto& b) { return a.kind < b.kind; });
    }

    for (size_t m = 0; m < images.size(); ++m) {
        const ModuleImage& image = *images[m];
        LinkedModule& linked = program.modules[m];
        linked.externalIds.assign(image.externals.size(), 0);
        for (uint32_t e = 0; e < image.externals.size(); ++e) {
            const External& ext = image.externals[e];
            const std::string& name = stringAt(image, ext.name);
            const std::string key = foldedName(name);
            for (size_t other = 0; other < images.size() && !linked.externalIds[e]; ++other)
                if (other != m)
                    linked.externalIds[e] = program.findFolded(other, key, ext.kinds).value_or(0);
            if (!linked.externalIds[e])
                program.unresolved.push_back({m, e, image.name, name, ext.kinds});
        }
    }
    return program;
}

LinkedProgram link(std::span<const ModuleImage> images)
{
    std::vector<const ModuleImage*> pointers;
    pointers.reserve(images.size());
    for (const ModuleImage& image : images)
        pointers.push_back(&image);
    return link(pointers);
}

} // namespace incursion::module
