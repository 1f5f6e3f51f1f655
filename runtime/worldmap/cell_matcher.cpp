#include "worldmap/cell_matcher.h"

#include <algorithm>

namespace incursion::worldmap {

CellMatcher::CellMatcher(const Schema& schema, const Condition& condition)
{
    clear(true);
    for (const Condition::Term& term : condition.terms) {
        const Field& field = schema.fields[size_t(term.field)];
        auto& table = m_tables[size_t(field.channel)];
        for (int byte = 0; byte < 256; ++byte) {
            const int value = (byte >> field.shift) & field.mask();
            if (!std::binary_search(term.values.begin(), term.values.end(), value))
                table[size_t(byte)] = 0;
        }
    }
}

void CellMatcher::clear(bool value)
{
    for (auto& table : m_tables)
        table.fill(value ? 1 : 0);
}

} // namespace incursion::worldmap
