// Event participants for tests: every object of an event brings the handlers
// of one resource (a monster), nothing else takes part.
#pragma once

#include "game/event_system.h"

#include <vector>

namespace incursion::test {

class SameResourceParticipants final : public game::EventParticipants {
public:
    module::ResourceId resource = 0;

    std::vector<game::ScriptedResource> resourcesOf(world::Handle object) const override
    {
        return object ? std::vector<game::ScriptedResource>{{resource, 0}} : std::vector<game::ScriptedResource>{};
    }
};

} // namespace incursion::test
