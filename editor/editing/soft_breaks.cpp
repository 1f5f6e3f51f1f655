#include "editing/soft_breaks.h"

#include <algorithm>
#include <cstring>

namespace incursion::studio {

namespace {

bool isContinuationByte(char c)
{
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

// Where to cut a line after `from` so the chunk is about kChunk bytes: after
// a space if one is in the chunk's last quarter (the lexer sees fewer tokens
// cut), never inside a UTF-8 character.
qsizetype chunkEnd(const char* bytes, qsizetype from)
{
    const qsizetype hard = from + SoftBreaks::kChunk;
    for (qsizetype at = hard; at > hard - SoftBreaks::kChunk / 4; --at)
        if (bytes[at - 1] == ' ')
            return at;
    qsizetype at = hard;
    while (at > from + 1 && isContinuationByte(bytes[at]))
        --at;
    return at;
}

} // namespace

qsizetype SoftBreaks::longestLine(const QByteArray& bytes)
{
    qsizetype longest = 0, start = 0;
    while (start <= bytes.size()) {
        qsizetype end = bytes.indexOf('\n', start);
        if (end < 0)
            end = bytes.size();
        longest = std::max(longest, end - start);
        start = end + 1;
    }
    return longest;
}

bool SoftBreaks::hasLoneCR(const QByteArray& bytes)
{
    for (qsizetype at = bytes.indexOf(kBreak); at >= 0; at = bytes.indexOf(kBreak, at + 1))
        if (at + 1 == bytes.size() || bytes.at(at + 1) != '\n')
            return true;
    return false;
}

bool SoftBreaks::needed(const QByteArray& bytes)
{
    return bytes.size() > kLongLine && longestLine(bytes) > kLongLine && !hasLoneCR(bytes);
}

QByteArray SoftBreaks::withBreaks(const QByteArray& bytes)
{
    QByteArray out;
    out.reserve(bytes.size() + bytes.size() / kChunk + 1);
    qsizetype start = 0;
    while (start < bytes.size()) {
        qsizetype end = bytes.indexOf('\n', start);
        end = end < 0 ? bytes.size() : end + 1;
        qsizetype at = start;
        if (end - start > kLongLine) {
            for (const qsizetype cut : cutsIn(bytes.constData() + start, end - start)) {
                out.append(bytes.constData() + at, start + cut - at);
                out.append(kBreak);
                at = start + cut;
            }
        }
        out.append(bytes.constData() + at, end - at);
        start = end;
    }
    return out;
}

std::vector<qsizetype> SoftBreaks::cutsIn(const char* line, qsizetype length)
{
    std::vector<qsizetype> cuts;
    // The last chunk keeps at least a quarter chunk, so no line ends in a sliver.
    for (qsizetype at = 0; length - at > kChunk + kChunk / 4;) {
        at = chunkEnd(line, at);
        cuts.push_back(at);
    }
    return cuts;
}

void SoftBreaks::reset(bool active)
{
    active_ = active;
    positions_.clear();
}

void SoftBreaks::inserted(int position, const char* text, int length, char following)
{
    if (!active_ || !text)
        return;
    auto first = std::lower_bound(positions_.begin(), positions_.end(), position);
    for (auto it = first; it != positions_.end(); ++it)
        *it += length;
    std::vector<int> added;
    const char* const end = text + length;
    for (const char* found = text; (found = static_cast<const char*>(std::memchr(found, kBreak, size_t(end - found))));
         ++found)
        if ((found + 1 < end ? found[1] : following) != '\n')
            added.push_back(position + int(found - text));
    positions_.insert(first, added.begin(), added.end());
}

void SoftBreaks::removed(int position, int length)
{
    if (!active_)
        return;
    const auto first = std::lower_bound(positions_.begin(), positions_.end(), position);
    const auto last = std::lower_bound(first, positions_.end(), position + length);
    for (auto it = last; it != positions_.end(); ++it)
        *it -= length;
    positions_.erase(first, last);
}

int SoftBreaks::reclassify(int position, char byte, char next)
{
    if (!active_ || byte != kBreak)
        return 0;
    const auto at = std::lower_bound(positions_.begin(), positions_.end(), position);
    const bool isBreak = at != positions_.end() && *at == position;
    if (isBreak == (next != '\n'))
        return 0;
    if (isBreak)
        positions_.erase(at);
    else
        positions_.insert(at, position);
    return isBreak ? -1 : 1;
}

QByteArray SoftBreaks::documentText(const char* buffer, qsizetype size) const
{
    return documentText(buffer, 0, int(size));
}

QByteArray SoftBreaks::documentText(const char* text, int from, int length) const
{
    const auto first = std::lower_bound(positions_.begin(), positions_.end(), from);
    const auto last = std::lower_bound(first, positions_.end(), from + length);
    QByteArray out;
    out.reserve(length - int(last - first));
    int copied = from;
    for (auto it = first; it != last; ++it) {
        out.append(text + (copied - from), *it - copied);
        copied = *it + 1;
    }
    out.append(text + (copied - from), from + length - copied);
    return out;
}

int SoftBreaks::breaksBetween(int from, int to) const
{
    if (to <= from)
        return 0;
    const auto first = std::lower_bound(positions_.begin(), positions_.end(), from);
    return int(std::lower_bound(first, positions_.end(), to) - first);
}

bool SoftBreaks::isBreakAt(int editorPosition) const
{
    return std::binary_search(positions_.begin(), positions_.end(), editorPosition);
}

int SoftBreaks::toDocument(int editorPosition) const
{
    return editorPosition - breaksBetween(0, editorPosition);
}

int SoftBreaks::toEditor(int documentPosition) const
{
    // Break i sits at document position positions_[i] - i, which never
    // decreases with i: count the breaks before `documentPosition`.
    qsizetype low = 0, high = qsizetype(positions_.size());
    while (low < high) {
        const qsizetype middle = (low + high) / 2;
        if (positions_[size_t(middle)] - middle < documentPosition)
            low = middle + 1;
        else
            high = middle;
    }
    return documentPosition + int(low);
}

int SoftBreaks::toEditorStart(int documentPosition) const
{
    const int position = toEditor(documentPosition);
    return isBreakAt(position) ? position + 1 : position;
}

} // namespace incursion::studio
