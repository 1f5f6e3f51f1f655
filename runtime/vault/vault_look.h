// How a vault's character looks in the game: the image (`Image:`) of what the
// legend entry or the region's Walls, Floor or Door name, the `with` thing on
// its terrain's background; else the character itself in a colour telling
// what it is (monsters light red, items yellow, unknown characters light red
// too, so they stand out). The vault painter and the vault formats' renderings
// both draw from it, so they agree with each other.
#pragma once

#include "module/record_tags.h"
#include "module/resource_manager.h"
#include "vault/vault_model.h"

namespace incursion::vault {

// `manager` may be null (no module built): every character then shows as itself.
module::Glyph cellGlyph(const Vault& vault, const module::ResourceManager* manager, char c);

} // namespace incursion::vault
