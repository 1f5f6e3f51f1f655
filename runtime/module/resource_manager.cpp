#include "module/resource_manager.h"

#include "module/module_file.h"
#include "module/module_verifier.h"

#include <cstdio>
#include <stdexcept>

namespace incursion::module {

namespace {

std::string hexId(ResourceId id)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "0x%08X", unsigned(id));
    return buffer;
}

} // namespace

// ---- loading -------------------------------------------------------------------

ResourceLoadResult ResourceManager::loadFiles(std::span<const std::string> paths)
{
    std::vector<LoadedModule> modules;
    std::vector<std::string> errors;
    for (const std::string& path : paths) {
        ModuleReadResult read = readModuleFile(path);
        if (!read.ok()) {
            errors.push_back(read.error ? read.error->describe() : path + ": cannot be read");
            continue;
        }
        modules.push_back({std::move(*read.image), path});
    }
    if (!errors.empty())
        return {nullptr, std::move(errors)};
    return link(std::move(modules));
}

ResourceLoadResult ResourceManager::loadImages(std::vector<ModuleImage> images)
{
    std::vector<LoadedModule> modules;
    std::vector<std::string> errors;
    for (ModuleImage& image : images) {
        if (std::optional<FormatError> error = verifyImage(image)) {
            errors.push_back("module '" + image.name + "': " + error->describe());
            continue;
        }
        modules.push_back({std::move(image), {}});
    }
    if (!errors.empty())
        return {nullptr, std::move(errors)};
    return link(std::move(modules));
}

ResourceLoadResult ResourceManager::link(std::vector<LoadedModule> modules)
{
    std::unique_ptr<ResourceManager> manager(new ResourceManager);
    manager->modules_ = std::move(modules);
    std::vector<const ModuleImage*> images;
    for (LoadedModule& module : manager->modules_)
        images.push_back(&module.image);
    manager->linked_ = module::link(images);
    if (!manager->linked_.ok())
        return {nullptr, manager->linked_.errors};
    manager->moduleBySlot_.fill(-1);
    for (size_t m = 0; m < manager->linked_.modules.size(); ++m)
        manager->moduleBySlot_[manager->linked_.modules[m].slot] = int16_t(m);
    return {std::move(manager), {}};
}

// ---- modules ---------------------------------------------------------------------

std::optional<size_t> ResourceManager::moduleOfSlot(uint8_t slot) const
{
    const int16_t module = moduleBySlot_[slot];
    return module < 0 ? std::nullopt : std::optional<size_t>(size_t(module));
}

std::optional<size_t> ResourceManager::findModule(std::string_view name) const
{
    const std::string key = foldedName(name);
    for (size_t m = 0; m < modules_.size(); ++m)
        if (foldedName(modules_[m].image.name) == key)
            return m;
    return std::nullopt;
}

// ---- resources by ID ----------------------------------------------------------------

size_t ResourceManager::resourceCount() const
{
    size_t count = 0;
    for (const LoadedModule& module : modules_)
        count += module.image.resources.size();
    return count;
}

std::optional<ResourceLocation> ResourceManager::locate(ResourceId id) const
{
    const std::optional<size_t> module = moduleOfSlot(slotOfResourceId(id));
    const uint32_t index = indexOfResourceId(id);
    if (!module || index >= modules_[*module].image.resources.size())
        return std::nullopt;
    return ResourceLocation{*module, index};
}

const Resource* ResourceManager::resource(ResourceId id) const
{
    const std::optional<ResourceLocation> where = locate(id);
    return where ? &modules_[where->module].image.resources[where->index] : nullptr;
}

const Resource& ResourceManager::at(ResourceId id) const
{
    if (const Resource* found = resource(id))
        return *found;
    throw std::out_of_range(whyUnknown(id));
}

std::optional<size_t> ResourceManager::moduleOf(ResourceId id) const
{
    const std::optional<ResourceLocation> where = locate(id);
    return where ? std::optional<size_t>(where->module) : std::nullopt;
}

std::optional<ResourceKind> ResourceManager::kind(ResourceId id) const
{
    const Resource* found = resource(id);
    return found ? std::optional<ResourceKind>(found->kind) : std::nullopt;
}

std::string_view ResourceManager::name(ResourceId id) const
{
    const std::optional<ResourceLocation> where = locate(id);
    return where ? text(where->module, modules_[where->module].image.resources[where->index].name)
                 : std::string_view{};
}

std::optional<ResourcePosition> ResourceManager::position(ResourceId id) const
{
    const std::optional<ResourceLocation> where = locate(id);
    if (!where)
        return std::nullopt;
    const ModuleImage& image = modules_[where->module].image;
    const SourcePosition& p = image.resources[where->index].position;
    const std::string_view file = p.file < image.sourceFiles.size() ? image.sourceFiles[p.file] : std::string_view{};
    return ResourcePosition{file, p.line, p.column};
}

std::string ResourceManager::describe(ResourceId id) const
{
    const Resource* found = resource(id);
    if (!found)
        return whyUnknown(id);
    return std::string(core::resourceKindName(found->kind)) + " \"" + std::string(name(id)) + "\"";
}

std::string ResourceManager::whyUnknown(ResourceId id) const
{
    if (id == 0)
        return "resource ID 0 names no resource";
    const std::optional<size_t> module = moduleOfSlot(slotOfResourceId(id));
    if (!module)
        return "no module has slot " + std::to_string(slotOfResourceId(id)) + " (resource ID " + hexId(id) + ")";
    const size_t count = modules_[*module].image.resources.size();
    if (indexOfResourceId(id) >= count)
        return "module '" + modules_[*module].image.name + "' has " + std::to_string(count)
               + " resources, so resource ID " + hexId(id) + " names none of them";
    return {};
}

ResourceId ResourceManager::idOf(size_t module, uint32_t index) const
{
    if (module >= modules_.size() || index >= modules_[module].image.resources.size())
        return 0;
    return resourceId(linked_.modules[module].slot, index);
}

std::vector<ResourceId> ResourceManager::resources(uint32_t kinds) const
{
    std::vector<ResourceId> ids;
    for (size_t m = 0; m < modules_.size(); ++m) {
        const auto& resources = modules_[m].image.resources;
        for (uint32_t r = 0; r < resources.size(); ++r)
            if (kinds & kindBit(resources[r].kind))
                ids.push_back(resourceId(linked_.modules[m].slot, r));
    }
    return ids;
}

// ---- values ----------------------------------------------------------------------

ResourceId ResourceManager::externalId(size_t module, uint32_t external) const
{
    if (module >= linked_.modules.size() || external >= linked_.modules[module].externalIds.size())
        return 0;
    return linked_.modules[module].externalIds[external];
}

ResolvedValue ResourceManager::resolve(size_t module, const Value& value) const
{
    ResolvedValue out;
    switch (value.kind) {
    case ValueKind::Integer:
        out.number = value.value;
        break;
    case ValueKind::Text:
        out.kind = ValueKind::Text;
        out.number = textHandle(module, uint32_t(value.value));
        out.text = text(module, uint32_t(value.value));
        break;
    case ValueKind::Resource:
        out.kind = ValueKind::Resource;
        out.resource = idOf(module, uint32_t(value.value));
        break;
    case ValueKind::External:
        out.kind = ValueKind::Resource;
        out.resource = externalId(module, uint32_t(value.value));
        out.unresolved = out.resource == 0;
        break;
    case ValueKind::Function:
        out.kind = ValueKind::Function;
        out.number = value.value;
        break;
    }
    return out;
}

std::string_view ResourceManager::text(size_t module, uint32_t index) const
{
    if (module >= modules_.size() || index >= modules_[module].image.strings.size())
        return {};
    return modules_[module].image.strings[index];
}

int32_t ResourceManager::textHandle(size_t module, uint32_t index) const
{
    if (module >= modules_.size() || index >= modules_[module].image.strings.size())
        return -1;
    return int32_t(linked_.modules[module].textBase + index);
}

std::string_view ResourceManager::text(int32_t handle) const
{
    const std::optional<TextOrigin> origin = linked_.textOrigin(handle);
    return origin ? text(origin->module, origin->index) : std::string_view{};
}

// ---- report ------------------------------------------------------------------------

ResourceLoadReport ResourceManager::report() const
{
    ResourceLoadReport report;
    for (size_t m = 0; m < modules_.size(); ++m) {
        const ModuleImage& image = modules_[m].image;
        ModuleLoadReport& out = report.modules.emplace_back();
        out.name = image.name;
        out.path = modules_[m].path;
        out.slot = linked_.modules[m].slot;
        for (const Resource& resource : image.resources)
            ++out.resourcesByKind[size_t(resource.kind)];
        out.resourceCount = image.resources.size();
        for (const UnresolvedExternal& u : linked_.unresolved)
            if (u.module == m)
                out.unresolved.push_back(u);
        for (const Import& import : image.imports)
            out.imports.push_back({import.kind, std::string(text(m, import.name)), std::string(text(m, import.signature))});
    }
    return report;
}

size_t ResourceLoadReport::resourceCount() const
{
    size_t count = 0;
    for (const ModuleLoadReport& module : modules)
        count += module.resourceCount;
    return count;
}

size_t ResourceLoadReport::unresolvedCount() const
{
    size_t count = 0;
    for (const ModuleLoadReport& module : modules)
        count += module.unresolved.size();
    return count;
}

std::string ResourceLoadReport::text() const
{
    std::string out;
    for (const ModuleLoadReport& module : modules) {
        out += "Module \"" + module.name + "\"";
        if (!module.path.empty())
            out += " (" + module.path + ")";
        out += ": slot " + std::to_string(module.slot) + ", " + std::to_string(module.resourceCount) + " resources\n";
        for (size_t k = 0; k < module.resourcesByKind.size(); ++k)
            if (module.resourcesByKind[k])
                out += "  " + std::string(core::resourceKindPlural(ResourceKind(k))) + ": "
                       + std::to_string(module.resourcesByKind[k]) + "\n";
        out += "  Unresolved external references: " + std::to_string(module.unresolved.size()) + "\n";
        for (const UnresolvedExternal& u : module.unresolved) {
            out += "    $\"" + u.name + "\"";
            if ((u.kinds & kAllResourceKinds) != kAllResourceKinds) {
                std::string kinds;
                for (size_t k = 0; k < core::kResourceKindCount; ++k)
                    if (u.kinds & (1u << k))
                        kinds += (kinds.empty() ? "" : " or ") + std::string(core::resourceKindName(ResourceKind(k)));
                out += " (" + kinds + ")";
            }
            out += "\n";
        }
        out += "  Imported API names: " + std::to_string(module.imports.size()) + "\n";
        for (const ModuleLoadReport::ImportedName& import : module.imports)
            out += "    " + import.name + " (" + std::string(importKindName(import.kind)) + ", " + import.signature + ")\n";
    }
    return out;
}

} // namespace incursion::module
