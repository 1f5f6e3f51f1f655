#include "game/character_sex.h"

namespace incursion::game {

std::optional<CharacterSex> characterSexNamed(std::string_view name)
{
    if (name == "male")
        return CharacterSex::Male;
    if (name == "female")
        return CharacterSex::Female;
    return std::nullopt;
}

std::string_view characterSexName(CharacterSex sex)
{
    switch (sex) {
    case CharacterSex::Male: return "male";
    case CharacterSex::Female: return "female";
    case CharacterSex::Unchosen: break;
    }
    return {};
}

} // namespace incursion::game
