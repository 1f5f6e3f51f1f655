// The font the studio draws game cells in (the playtest map, the vault painter).
#pragma once

#include <QFont>

namespace incursion::studio {

// Chosen rather than left to the system's monospace alias (which differs
// between machines and with it the cells' proportions): DejaVu Sans Mono,
// which the studio depends on (fonts-dejavu-core), else the system's
// fixed-pitch font.
QFont mapFont();

} // namespace incursion::studio
