#include "game/creature_state.h"

#include "module/binary_io.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <vector>

namespace incursion::game {

namespace {

bool sameWordIgnoringCase(std::string_view a, std::string_view b)
{
    const auto lower = [](char c) { return std::tolower(static_cast<unsigned char>(c)); };
    return std::ranges::equal(a, b, [&](char x, char y) { return lower(x) == lower(y); });
}

// Words that come before a name without being one.
constexpr std::array kTitles = {
    "Mr.", "Mr", "Ms.", "Ms", "Miss", "Mister", "Dr.", "Dr", "Doctor", "Sir", "Lady", "Baron", "Count", "Duke",
    "King", "Viscount", "Baroness", "Countess", "Duchess", "Queen", "Emperor", "Ambassidor", "Chairman",
    "Chairwoman", "Chairperson", "Chair", "Empress", "Father", "Mother", "Brother", "Sister", "Saint", "St.", "St",
    "Bishop", "Cardinal", "Pope", "Guru", "Imam", "Director", "Captain", "Sergeant", "Admiral", "Commodore",
    "Lieutenant", "Ensign", "Abbot", "Madam", "Madame", "Commander", "Lord", "Magister", "Magistrate",
    "Guildmaster", "Guildsman", "Apprentice", "Journeyman", "Private", "Secretary", "Secretary-General",
    "Chamberlain", "Provincial", "Rector", "Overseer", "Custodian", "Operative", "Agent", "Seneschal", "Prince",
    "Princess", "Baronet", "Czar", "Tzar", "Tsar", "Voivode"};
// A monk's name is an epithet and a noun, and the two go together.
constexpr std::array kMonkEpithets = {
    "Scarlet", "Ebon", "Righteous", "Jade", "Iron", "Excelent", "Graceful", "Unfolding", "Revealed", "Ivory",
    "Harmonious", "Furious", "Transcendant", "Resplendant", "River", "Flawless", "Immaculate", "August",
    "Fivefold", "Eightfold"};

template <size_t N>
bool isOneOf(std::string_view word, const std::array<const char*, N>& words)
{
    return std::ranges::any_of(words, [word](const char* w) { return sameWordIgnoringCase(word, w); });
}

} // namespace

std::string firstNameOf(std::string_view fullName)
{
    std::vector<std::string_view> words;
    size_t at = 0;
    while (words.size() < 3) {
        while (at < fullName.size() && std::isspace(static_cast<unsigned char>(fullName[at])))
            ++at;
        if (at == fullName.size())
            break;
        const size_t start = at;
        while (at < fullName.size() && !std::isspace(static_cast<unsigned char>(fullName[at])))
            ++at;
        words.push_back(fullName.substr(start, at - start));
    }
    if (words.empty())
        return "Nameless";
    if (words.size() == 1)
        return std::string(words[0]);   // one word is the name, even a title ("King" the dog)
    if (isOneOf(words[0], kTitles))
        return std::string(words[1]);
    if (isOneOf(words[0], kMonkEpithets)) {
        const size_t first = fullName.find_first_not_of(" \t\n\r\f\v");
        const size_t last = fullName.find_last_not_of(" \t\n\r\f\v");
        return std::string(fullName.substr(first, last - first + 1));
    }
    return std::string(words[0]);
}

void CreatureState::save(module::ByteWriter& out) const
{
    out.u16(flags);
    out.string(named);
    out.i32(heldTimeout);
    out.i32(formulaSeed);
}

void CreatureState::load(module::ByteReader& in)
{
    flags = in.u16("state flags");
    if (flags & state_flags::kDerived)
        in.fail("state flags hold bits kept elsewhere");
    named = in.string("name");
    heldTimeout = in.i32("held timeout");
    if (heldTimeout < -1)
        in.fail("held timeout " + std::to_string(heldTimeout) + " is below -1");
    formulaSeed = in.i32("formula seed");
}

} // namespace incursion::game
