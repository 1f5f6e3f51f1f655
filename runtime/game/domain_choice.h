// A priest's domains, as the original's Player::ChooseDomains and
// GainAbility(CA_DOMAINS) give them (src/Create.cpp): at the first level of
// CA_DOMAINS the player chooses three of its god's domains (the Multitude:
// Evil and two of eight drawn by the character's formula seed), each kept as
// a HAS_DOMAIN stati naming the Domain; every level of CA_DOMAINS makes the
// domain spell of a new spell level known and gives each domain's `Grants:`
// at the domain level. The domains then hear the character's EV_ADVANCE.
#pragma once

#include "module/resource_manager.h"

#include <optional>
#include <string>
#include <vector>

namespace incursion::game {

class Creature;
class Game;

namespace domain_choice {

using module::ResourceId;

// The domains `c` has (its HAS_DOMAIN stati), in the order it gained them.
std::vector<ResourceId> domainsOf(const Creature& c);

// Player::ChooseDomains: the god's domains the character has not got and
// whose EV_PREREQ does not answer -1 are offered in "Choose a Domain:"
// (not escapable), three times. Returns why no domain could be chosen.
std::optional<std::string> chooseDomains(Game& game, Creature& c);

// Player::GainAbility(CA_DOMAINS, parameter) granted by `source`: the
// domains chosen at the ability's first level, the ability raised, the
// domain spells of the new spell level known (SP_DOMAIN | SP_DIVINE |
// SP_KNOWN), each domain's grants. The reason when it cannot.
std::optional<std::string> gainDomainLevels(Game& game, Creature& c, int32_t parameter, ResourceId source);

} // namespace domain_choice
} // namespace incursion::game
