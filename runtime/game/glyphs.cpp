#include "game/glyphs.h"

#include <cstddef>
#include <iterator>

namespace incursion::game {

namespace {

// Named glyphs from GLYPH_FIRST (256), in the original's order.
constexpr char32_t kNamedGlyphs[] = {
    U'@', U'&', U'~', U'░', U'~', U'#', U'~', U'*',     // person bulk water fog ice web lava blast
    U'#', U'#', U'█', U'I', U'*', U'+', U'=', U'I',     // wall rock solid pillar viewpoint grave shelf pillar2
    U'!', U'?', U'"', U')', U'-', U'_', U'-', U'%',     // potion scroll amulet weapon rod staff wand food
    U'%', U'+', U'~', U'[', U'[', U'[', U')', U']',     // corpse book torch l/m/h armour shield gauntlets
    U']', U']', U'[', U']', U']', U'(', U'&', U']',     // helmet headband boots bracers girdle clothes contain crown
    U'%', U'*', U'=', U'"', U'&', U'-', U']', U',',     // dust deck ring amulet figure horn eyes herb
    U',', U'*', U'$', U'(', U'|', U'}', U'&', U'~',     // mush gem coin tool sword bow junk chest
    U'(', U'\'', U'&', U'&', U'_', U'{', U'\\', U'^',    // cloak statue pile multi altar fountain throne symbol
    U'#', U':', U'=', U'·', U'·', U'+', U'+', U'\'',    // hedge rubble bridge floor floor2 vdoor hdoor odoor
    U'\'', U'^', U'0', U'1', U'1', U'#', U'#', U'#',    // bdoor pit portal store guild store walls
    U'<', U'>', U'♣', U'✓', U'π', U'?', U'%', U'%',     // ustairs dstairs tree check furniture unknown trash bones
    U'✓', U'^', U'^', U'/', U'↑', U'↓', U'→', U'←',     // checkmark trap disarmed arrow arrows
    U'@', U'@', U'@', U'@', U'&', U'&', U'&', U'&',     // guard townie townscum town npc demons devils
    U'&', U'@', U'@', U'@', U'@', U'@', U'@', U'│',     // fiend player human elf dwarf gnome hobbit vline
    U'─', U'÷', U'≈', U'■',                             // hline divide approximately black square
};
constexpr int kFirstNamedGlyph = 256;

constexpr uint32_t kPalette[16] = {
    0x000000, 0x1f3fbf, 0x1f9f1f, 0x1f9f9f, 0xbf1f1f, 0x9f1f9f, 0x9f6f1f, 0xb0b0b0,
    0x606060, 0x5f7fff, 0x5fff5f, 0x5fffff, 0xff5f5f, 0xff5fff, 0xffff5f, 0xffffff,
};

} // namespace

char32_t glyphCharacter(int32_t id)
{
    if (id >= 32 && id < kFirstNamedGlyph)
        return char32_t(id);
    const int32_t named = id - kFirstNamedGlyph;
    if (named >= 0 && std::size_t(named) < std::size(kNamedGlyphs))
        return kNamedGlyphs[named];
    return U'?';
}

char glyphAscii(int32_t id)
{
    const char32_t c = glyphCharacter(id);
    if (c < 127)
        return char(c);
    switch (c) {
    case U'░': case U'█': case U'■': return '#';
    case U'·': return '.';
    case U'│': return '|';
    case U'─': return '-';
    case U'♣': return 'T';
    default: return '?';
    }
}

uint32_t colourRgb(int colour)
{
    return kPalette[colour & 15];
}

} // namespace incursion::game
