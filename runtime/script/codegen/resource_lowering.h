// Lowers a resource declaration's header and entries into the module's
// records (fields and annotations, laid out as module/record_tags.def says),
// so the runtime can build its monsters, items, effects and maps from the
// module alone. Event handlers and gear / encounter conditions are compiled
// through the builder; constant-expression and sense errors are reported
// through it with the entry's position.
#pragma once

#include "module/module_image.h"
#include "script/ast.h"

#include <cstdint>

namespace incursion::script {

class ModuleBuilder;

// Fills out.fields and out.annotations; `index` is the resource's index in the
// module (the owner of the functions it compiles). The caller sets out.kind,
// out.name and out.position.
void lowerResource(ModuleBuilder& builder, const ast::Resource& resource, uint32_t index, module::Resource& out);

} // namespace incursion::script
