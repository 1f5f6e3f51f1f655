#include "game/event_participation.h"

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
    return participant && (participant->deliveries & deliveryOf(event)) != 0;
}

} // namespace incursion::game
