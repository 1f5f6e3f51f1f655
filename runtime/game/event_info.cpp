#include "game/event_info.h"

namespace incursion::game {

bool EventInfo::setParticipant(int32_t index, world::Handle object)
{
    switch (index) {
    case 0: actor = object; return true;
    case 1: victim = object; return true;
    case 2: item = object; return true;
    case 3: item2 = object; return true;
    }
    return false;
}

const EventField* findEventField(std::string_view name)
{
    for (const EventField& field : kEventFields)
        if (field.name == name)
            return &field;
    return nullptr;
}

} // namespace incursion::game
