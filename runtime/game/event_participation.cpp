#include "game/event_participation.h"

#include <algorithm>

namespace incursion::game {

bool runtimeThrows(int32_t event)
{
    for (const ThrownEvent& thrown : kThrownEvents)
        if (thrown.event == event)
            return true;
    return false;
}

const EventParticipant* eventParticipant(core::ResourceKind kind)
{
    for (const EventParticipant& participant : kEventParticipants)
        if (participant.kind == kind)
            return &participant;
    return nullptr;
}

bool deliveredTo(core::ResourceKind kind, int32_t event)
{
    const EventParticipant* participant = eventParticipant(kind);
    if (!participant || (participant->deliveries & deliveryOf(event)) == 0)
        return false;
    if (participant->onlyEvents.empty())
        return true;
    const int32_t base = unwrapEvent(event).base;
    return std::find(participant->onlyEvents.begin(), participant->onlyEvents.end(), base)
           != participant->onlyEvents.end();
}

} // namespace incursion::game
