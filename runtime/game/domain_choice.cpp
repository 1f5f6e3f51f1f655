#include "game/domain_choice.h"

#include "game/character_advance.h"
#include "game/character_api.h"
#include "game/character_rules.h"
#include "game/creature.h"
#include "game/event_ids.h"
#include "game/event_participation.h"
#include "game/game.h"
#include "game/player_prompts.h"
#include "game/religion.h"
#include "map/map.h"
#include "module/resource_views.h"
#include "vm/dice.h"

#include <algorithm>
#include <array>

namespace incursion::game::domain_choice {

namespace {

constexpr size_t kGodDomains = 12;      // the original's TGod::Domains[12]
constexpr int kChoices = 3;
constexpr size_t kMultitudeDraws = 8;

void gainDomain(Creature& c, ResourceId domain)
{
    // GainPermStati(HAS_DOMAIN, this, SS_CLAS, 0, 0, domain).
    c.addStatus(StatusEffect{rules::HAS_DOMAIN, 0, 0, rules::SS_CLAS, -1, domain, world::kNoObject});
}

bool isNamed(const Game& game, ResourceId id, std::string_view name)
{
    return character::sameName(map::displayName(game.resources().name(id)), name);
}

// The domains a god offers: its list (at most twelve); the Multitude
// instead gives Evil outright and offers eight others drawn from every
// domain with the character's formula seed, so the same character always
// gets the same eight (src/Create.cpp, the "Multitude kludge").
std::vector<ResourceId> domainsOffered(Game& game, Creature& c, const module::GodView& god, int& choices)
{
    std::vector<ResourceId> offered;
    for (ResourceId domain : god.domains())
        if (domain && module::view<module::DomainView>(game.resources(), domain) && offered.size() < kGodDomains)
            offered.push_back(domain);
    if (!isNamed(game, god.id(), "the Multitude"))
        return offered;
    const std::vector<ResourceId> all = game.resources().resources(module::kindBit(core::ResourceKind::Domain));
    const auto named = [&](std::string_view name) {
        const auto at = std::find_if(all.begin(), all.end(), [&](ResourceId d) { return isNamed(game, d, name); });
        return at == all.end() ? ResourceId(0) : *at;
    };
    const ResourceId evil = named("Evil"), good = named("Good");
    if (evil) {
        gainDomain(c, evil);
        --choices;
    }
    const size_t possible =
        size_t(std::count_if(all.begin(), all.end(), [&](ResourceId d) { return d != evil && d != good; }));
    std::vector<ResourceId> drawn;
    vm::SeededDice dice(uint64_t(uint32_t(c.state.formulaSeed)));
    while (drawn.size() < std::min(kMultitudeDraws, possible)) {
        const ResourceId pick = all[size_t(dice.roll(1, int32_t(all.size())) - 1)];
        if (pick != evil && pick != good && std::find(drawn.begin(), drawn.end(), pick) == drawn.end())
            drawn.push_back(pick);
    }
    return drawn;
}

} // namespace

std::vector<ResourceId> domainsOf(const Creature& c)
{
    std::vector<ResourceId> domains;
    for (const StatusEffect& s : c.stati)
        if (s.stati == rules::HAS_DOMAIN && s.effect)
            domains.push_back(s.effect);
    return domains;
}

std::optional<std::string> chooseDomains(Game& game, Creature& c)
{
    // rule: src/Create.cpp, Player::ChooseDomains.
    const auto god = module::view<module::GodView>(game.resources(), game.religion().god);
    if (!god)
        return "a priest's domains are its god's, and it worships none";
    int choices = kChoices;
    const std::vector<ResourceId> offered = domainsOffered(game, c, *god, choices);
    if (offered.empty())
        return "the god " + std::string(map::displayName(god->name())) + " grants no domains";
    for (int round = 0; round < choices; ++round) {
        const std::vector<ResourceId> had = domainsOf(c);
        MenuRequest request{"Choose a Domain:", {}, false};
        std::vector<ResourceId> candidates;
        for (ResourceId domain : offered) {
            if (std::find(had.begin(), had.end(), domain) != had.end())
                continue;
            // PEvent(EV_PREREQ, this, domain): -1 keeps the domain off the
            // menu (the Good domain of an evil priest); asked silently.
            EventInfo e;
            e.event = runtimeEvent<EV_PREREQ>;
            e.actor = e.victim = c.handle();
            e.eID = domain;
            game.silence();
            const int32_t answer = game.events().askResource(domain, e);
            game.unsilence();
            if (answer == ERROR)
                continue;
            const auto view = module::view<module::DomainView>(game.resources(), domain);
            request.options.push_back({std::string(map::displayName(view->name())), int32_t(candidates.size()),
                                       std::string(view->description())});
            candidates.push_back(domain);
        }
        if (candidates.empty()) {
            if (round > 0)
                return std::nullopt;    // fewer domains to have than choices: it has them all
            return "no domain of " + std::string(map::displayName(god->name())) + " accepts this character";
        }
        const std::optional<size_t> chosen = game.prompts().menu(request);
        if (!chosen || *chosen >= candidates.size())
            return "the answer to \"Choose a Domain:\" is none of its " + std::to_string(candidates.size()) +
                   " domains";
        gainDomain(c, candidates[*chosen]);
    }
    return std::nullopt;
}

std::optional<std::string> gainDomainLevels(Game& game, Creature& c, int32_t parameter, ResourceId source)
{
    // rule: src/Create.cpp, Player::GainAbility, case CA_DOMAINS.
    if (const auto view = module::view(game.resources(), source); view && view->kind() == core::ResourceKind::Domain)
        return "GainAbility(CA_DOMAINS): a domain grants domains (the original's \"Some idiot put CA_DOMAINS as a "
               "domain special ability!\")";
    CharacterSheet& sheet = *c.character;
    // Without domains chosen the priest still gains the ability's levels
    // (as the original's did), and its domain spells and grants are none.
    std::optional<std::string> refused;
    if (sheet.ability(rules::CA_DOMAINS) == 0)
        if ((refused = chooseDomains(game, c)))
            refused = "GainAbility(CA_DOMAINS): " + *refused;
    sheet.raiseAbility(rules::CA_DOMAINS, parameter);
    const int32_t level = sheet.ability(rules::CA_DOMAINS);
    // NSL: the domain level at which a new spell level opens; the original
    // read Spells[-1] (its DType byte, 0 in every domain) at the others.
    static constexpr std::array<int32_t, 21> kNewSpellLevel = {0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0,
                                                              0, 6, 0, 7, 0, 8, 0, 9, 0, 0};
    const int32_t spellLevel = level < int32_t(kNewSpellLevel.size()) ? kNewSpellLevel[size_t(level)] : 0;
    const std::vector<ResourceId> domains = domainsOf(c);
    if (spellLevel > 0)
        for (ResourceId domain : domains) {
            const auto view = module::view<module::DomainView>(game.resources(), domain);
            const std::vector<ResourceId> spells = view ? view->spells() : std::vector<ResourceId>{};
            if (size_t(spellLevel) > spells.size() || !spells[size_t(spellLevel - 1)])
                continue;
            const ResourceId spell = spells[size_t(spellLevel - 1)];
            const int32_t number = character_api::spellNumber(game.resources(), spell);
            if (number < 0)
                continue;
            sheet.addSpellFlags(number, rules::SP_DOMAIN | rules::SP_DIVINE | rules::SP_KNOWN);
            if (std::find(c.spells.begin(), c.spells.end(), spell) == c.spells.end())
                c.spells.push_back(spell);
        }
    for (ResourceId domain : domains)
        character::addAbilities(game, c, domain, level);
    return refused;
}

} // namespace incursion::game::domain_choice
