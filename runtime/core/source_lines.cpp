#include "core/source_lines.h"

namespace incursion::core {

std::vector<uint32_t> lineStartOffsets(std::string_view text)
{
    std::vector<uint32_t> starts{0};
    const auto size = static_cast<uint32_t>(text.size());
    for (uint32_t i = 0; i < size; ++i)
        if (text[i] == '\n' || (text[i] == '\r' && (i + 1 == size || text[i + 1] != '\n')))
            starts.push_back(i + 1);
    return starts;
}

std::string_view lineOf(std::string_view text, const std::vector<uint32_t>& starts, uint32_t line)
{
    if (line == 0 || line > starts.size())
        return {};
    const uint32_t begin = starts[line - 1];
    uint32_t end = line < starts.size() ? starts[line] - 1 : static_cast<uint32_t>(text.size());
    if (end > begin && text[end - 1] == '\r')
        --end;
    return text.substr(begin, end - begin);
}

} // namespace incursion::core
