#include "token.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>
#include <unordered_map>
#include <vector>

namespace incursion::script {
namespace {

// Plain arrays: deducing std::array from 266 elements exceeds clang's fold-expression limit.
constexpr std::string_view kTokenNames[] = {
#define TOKEN(Name) std::string_view(#Name),
#include "token_kinds.def"
};

constexpr std::string_view kPunctSpellings[] = {
#define TOKEN(Name) std::string_view(),
#define PUNCT(Name, Spelling) std::string_view(Spelling),
#include "token_kinds.def"
};

enum class Group : uint8_t { Other, Punct, Code, Data };
constexpr Group kGroups[] = {
#define TOKEN(Name) Group::Other,
#define PUNCT(Name, Spelling) Group::Punct,
#define KEYWORD_CODE(Name) Group::Code,
#define KEYWORD_DATA(Name) Group::Data,
#include "token_kinds.def"
};

constexpr KeywordSpelling kCodeSpellings[] = {
#define SPELLING_CODE(Name, Spelling) {Tok::Name, Spelling},
#include "token_kinds.def"
};

constexpr KeywordSpelling kDataSpellings[] = {
#define SPELLING_DATA(Name, Spelling) {Tok::Name, Spelling},
#include "token_kinds.def"
};

constexpr WordSpelling kWords[] = {
#define WORD(Class, Value, Spelling) {WordClass::Class, Value, Spelling},
#include "token_kinds.def"
};

} // namespace

std::string_view tokenKindName(Tok kind)
{
    switch (kind) {
    case Tok::EndOfFile: return "end of file";
    case Tok::Invalid: return "invalid token";
    case Tok::Identifier: return "identifier";
    case Tok::Number: return "number";
    case Tok::CharConstant: return "character constant";
    case Tok::String: return "string literal";
    case Tok::Grid: return "map grid";
    case Tok::Attribute: return "attribute name";
    case Tok::Colour: return "colour name";
    case Tok::Direction: return "direction";
    case Tok::WeaponType: return "weapon type";
    case Tok::SaveType: return "saving throw type";
    case Tok::Dice: return "'d'";
    case Tok::KwWield: return "'Wield'";
    default: break;
    }
    // Punctuators and keywords are named by their spelling in quotes: "';'", "'Monster'".
    static const std::vector<std::string> quoted = [] {
        std::vector<std::string> names(std::size(kTokenNames));
        for (size_t i = 0; i < names.size(); ++i) {
            const std::string_view spelling = tokenSpelling(static_cast<Tok>(i));
            names[i] = spelling.empty() ? std::string(kTokenNames[i]) : "'" + std::string(spelling) + "'";
        }
        return names;
    }();
    const auto index = static_cast<size_t>(kind);
    return index < quoted.size() ? std::string_view(quoted[index]) : std::string_view("invalid token");
}

std::string_view tokenSpelling(Tok kind)
{
    const auto index = static_cast<size_t>(kind);
    if (index >= std::size(kGroups))
        return {};
    if (kGroups[index] == Group::Punct)
        return kPunctSpellings[index];
    for (const auto& s : kCodeSpellings)
        if (s.kind == kind)
            return s.spelling;
    for (const auto& s : kDataSpellings)
        if (s.kind == kind)
            return s.spelling;
    if (kind == Tok::Dice)
        return "d";
    return {};
}

bool isCodeKeyword(Tok kind)
{
    const auto index = static_cast<size_t>(kind);
    return index < std::size(kGroups) && kGroups[index] == Group::Code;
}

bool isDataKeyword(Tok kind)
{
    const auto index = static_cast<size_t>(kind);
    return index < std::size(kGroups) && kGroups[index] == Group::Data;
}

bool isTypeKeyword(Tok kind)
{
    switch (kind) {
    case Tok::KwInt8: case Tok::KwInt16: case Tok::KwInt32: case Tok::KwString: case Tok::KwHText:
    case Tok::KwHObj: case Tok::KwRID: case Tok::KwRect: case Tok::KwBool: case Tok::KwUInt8: case Tok::KwUInt16:
        return true;
    default:
        return false;
    }
}

std::optional<core::ResourceKind> resourceKindOfKeyword(Tok kind)
{
    switch (kind) {
    case Tok::KwMonster: return core::ResourceKind::Monster;
    case Tok::KwItem: return core::ResourceKind::Item;
    case Tok::KwFeature: return core::ResourceKind::Feature;
    case Tok::KwEffect: case Tok::KwSpell: case Tok::KwPoison: case Tok::KwDisease: return core::ResourceKind::Effect;
    case Tok::KwArtifact: return core::ResourceKind::Artifact;
    case Tok::KwQuest: return core::ResourceKind::Quest;
    case Tok::KwDungeon: return core::ResourceKind::Dungeon;
    case Tok::KwNPC: return core::ResourceKind::NPC;
    case Tok::KwClass: return core::ResourceKind::Class;
    case Tok::KwRace: return core::ResourceKind::Race;
    case Tok::KwDomain: return core::ResourceKind::Domain;
    case Tok::KwGod: return core::ResourceKind::God;
    case Tok::KwRegion: return core::ResourceKind::Region;
    case Tok::KwTerrain: return core::ResourceKind::Terrain;
    case Tok::KwText: return core::ResourceKind::Text;
    case Tok::KwTemplate: return core::ResourceKind::Template;
    case Tok::KwFlavour: return core::ResourceKind::Flavor;
    case Tok::KwBehaviour: return core::ResourceKind::Behaviour;
    case Tok::KwEncounter: return core::ResourceKind::Encounter;
    default: return std::nullopt;
    }
}

std::optional<int32_t> multiplierWordValue(std::string_view word)
{
    if (word.size() == 2 && (word[0] == 'x' || word[0] == 'X') && word[1] >= '1' && word[1] <= '5')
        return word[1] - '0';
    return std::nullopt;
}

std::span<const KeywordSpelling> codeKeywordSpellings() { return kCodeSpellings; }
std::span<const KeywordSpelling> dataKeywordSpellings() { return kDataSpellings; }
std::span<const WordSpelling> dataWordSpellings() { return kWords; }

namespace {

std::string lowered(std::string_view word)
{
    std::string s(word);
    for (char& c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// Case-insensitive tables keyed by the lowercased spelling; built once.
template <typename Entry, size_t N>
std::unordered_map<std::string, Entry> foldedIndex(const Entry (&entries)[N])
{
    std::unordered_map<std::string, Entry> index;
    for (const Entry& e : entries)
        index.emplace(lowered(e.spelling), e);
    return index;
}

} // namespace

std::optional<Tok> findCodeKeyword(std::string_view word, bool caseSensitive)
{
    static const std::unordered_map<std::string_view, Tok> exact = [] {
        std::unordered_map<std::string_view, Tok> index;
        for (const auto& s : kCodeSpellings)
            index.emplace(s.spelling, s.kind);
        return index;
    }();
    static const auto folded = foldedIndex(kCodeSpellings);
    if (word.size() > 16)
        return std::nullopt;
    if (caseSensitive) {
        auto it = exact.find(word);
        return it == exact.end() ? std::nullopt : std::optional<Tok>(it->second);
    }
    auto it = folded.find(lowered(word));
    return it == folded.end() ? std::nullopt : std::optional<Tok>(it->second.kind);
}

std::optional<Tok> findDataKeyword(std::string_view word)
{
    static const auto folded = foldedIndex(kDataSpellings);
    if (word.size() > 16)
        return std::nullopt;
    auto it = folded.find(lowered(word));
    return it == folded.end() ? std::nullopt : std::optional<Tok>(it->second.kind);
}

std::optional<WordSpelling> findDataWord(std::string_view word)
{
    static const auto folded = foldedIndex(kWords);
    if (word.size() > 16)
        return std::nullopt;
    auto it = folded.find(lowered(word));
    return it == folded.end() ? std::nullopt : std::optional<WordSpelling>(it->second);
}

} // namespace incursion::script
