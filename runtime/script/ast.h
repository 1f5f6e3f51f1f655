// The IncursionScript syntax tree.
//
// Nodes live in the module's arena and are trivially destructible; lists are
// spans into the same arena. Every node records the inclusive range of token
// indices (into LexedUnit::tokens) it was parsed from, which gives both the
// spelling location and the macro expansion of its first and last tokens.
// Names and literals are not copied: a node keeps the token index, and the
// token's `text`/`value` lead to the interned name, the decoded string or the
// number.
#pragma once

#include "core/resource_kind.h"
#include "token.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <optional>
#include <span>
#include <type_traits>
#include <vector>

namespace incursion::script {
struct LexedUnit;
class SourceManager;
}

namespace incursion::script::ast {

using TokenIndex = uint32_t;
constexpr TokenIndex kNoToken = UINT32_MAX;

struct Node {
    TokenIndex first = 0;   // first token of the node
    TokenIndex last = 0;    // last token of the node (inclusive)
};

// ---- expressions -----------------------------------------------------------
// One node type serves the data dialect's constant expressions and the code
// dialect's expressions; the parser only builds the forms each context allows.

enum class ExprKind : uint8_t {
    Number,         // token: Number (value)
    Char,           // token: CharConstant (value)
    String,         // token: String (text)
    True, False, Null,
    ResourceName,   // $"name": token is the String
    ResourceNumber, // $ cexpr3: operand
    Identifier,     // token: Identifier
    Paren,          // ( operand )
    Member,         // operand . name / operand -> name; token: the name
    Call,           // name(args); token: the name; operand null
    MemberCall,     // operand.name(args); token: the name
    RectField,      // operand @ name; token: the name
    Min, Max,       // min(lhs, rhs) / max(lhs, rhs)
    Unary,          // op operand (prefix) or operand op (postfix ++/--)
    Dice,           // lhs d rhs
    Cast,           // (type) operand; type in `type`
    Binary,         // lhs op rhs
    Conditional,    // operand ? lhs : rhs
    Assign,         // lhs op= rhs (op Assign for plain `=`)
    Comma,          // lhs , rhs
};

enum class Op : uint8_t {
    None,
    // unary
    Plus, Negate, Not, BitNot, Abs, PreIncrement, PreDecrement, PostIncrement, PostDecrement,
    // binary
    Mul, Div, Mod, Add, Sub, ShiftLeft, ShiftRight, Less, Greater, LessEqual, GreaterEqual,
    Equal, NotEqual, BitAnd, BitXor, BitOr, LogicalAnd, LogicalOr,
    // assignment
    Assign, AddAssign, SubAssign, MulAssign, DivAssign, ModAssign, AndAssign, OrAssign,
    ShiftLeftAssign, ShiftRightAssign, NegAssign,
};

enum class TypeName : uint8_t {
    None, Void, Bool, UInt8, UInt16, Int8, Int16, Int32, HObj, HText, RID, String, Rect,
};

struct Expr : Node {
    ExprKind kind = ExprKind::Number;
    Op op = Op::None;
    TypeName type = TypeName::None;     // Cast
    TokenIndex token = kNoToken;        // literal, identifier or member name; the operator of
                                        // Unary, Binary, Assign, Dice
    Expr* operand = nullptr;            // Unary, Paren, Member*, RectField, Cast, ResourceNumber, Conditional (condition)
    Expr* lhs = nullptr;
    Expr* rhs = nullptr;
    std::span<Expr*> args;              // Call, MemberCall
};

// ---- statements ------------------------------------------------------------

enum class StmtKind : uint8_t {
    Expression, If, For, While, DoWhile, Switch, Break, Continue, Block, Return,
};

struct Stmt;

struct SwitchCase : Node {
    Expr* label = nullptr;              // null for `default`
    std::span<Stmt*> body;
};

struct Stmt : Node {
    StmtKind kind = StmtKind::Expression;
    Expr* expr = nullptr;               // Expression, If/While/DoWhile/Switch condition, Return value
    Expr* init = nullptr;               // For
    Expr* step = nullptr;               // For (condition in expr)
    Stmt* body = nullptr;               // If (then), For, While, DoWhile
    Stmt* elseBody = nullptr;           // If
    std::span<Stmt*> statements;        // Block
    std::span<SwitchCase*> cases;       // Switch (default included, in source order)
};

struct VarDecl : Node {
    TypeName type = TypeName::None;
    bool isStatic = false;
    std::span<TokenIndex> names;        // identifier tokens
};

// `{ declarations statements }` of an event handler.
struct Routine : Node {
    std::span<VarDecl*> declarations;
    std::span<Stmt*> statements;
};

// ---- data-entry building blocks -------------------------------------------

struct Dice : Node {
    Expr* count = nullptr;              // null for a bonus-only dice_val
    Expr* sides = nullptr;
    Expr* bonus = nullptr;
    bool negativeBonus = false;         // `N d S + - B`
};

struct Colour : Node {
    TokenIndex modifier = kNoToken;     // bright / light / dark
    TokenIndex word = kNoToken;         // the colour word
    int32_t value = 0;                  // resolved 0..15
};

struct Glyph : Node {
    Colour* foreground = nullptr;
    TokenIndex image = kNoToken;        // CharConstant or Number
    Colour* background = nullptr;
};

// One `On Event` entry: events, then a handler or messages.
struct EventEntry : Node {
    std::span<Expr*> events;
    Routine* code = nullptr;
    std::span<TokenIndex> messages;     // String tokens (`/` variants)
};

struct ListItem : Node {
    Expr* value = nullptr;
    TokenIndex prefix = kNoToken;       // `~` or `!` (removal) when present
    TokenIndex qualifier = kNoToken;    // item Arm: weapon type word
};

struct AttributeValue : Node {
    TokenIndex attribute = kNoToken;    // Attribute token (value = A_STR..)
    Expr* value = nullptr;
};

struct AttackPart : Node {
    Dice* damage = nullptr;
    Expr* chance = nullptr;             // `n%` instead of dice
    Expr* damageType = nullptr;
    bool damageWord = false;            // `dmg`/`damage` written
    TokenIndex dcKeyword = kNoToken;    // DC / CR / Level in `( ... n )`
    Expr* dc = nullptr;
};

struct Attack : Node {
    Expr* type = nullptr;               // A_* constant
    Expr* resource = nullptr;           // `for $"res" [type]`
    AttackPart primary;                 // main part (damageType also used with resource)
    std::span<AttackPart*> also;        // `and ...` continuations
};

struct GearModifier : Node {
    enum Kind : uint8_t { With, Of, OfRandomRange, OfRandomLevel, OfRandom, At } kind = With;
    std::span<Expr*> qualities;         // With
    Expr* a = nullptr;                  // Of: resource; range/level: first; At: x
    Expr* b = nullptr;                  // range: second; At: y
};

struct GearItem : Node {
    TokenIndex separatorBefore = kNoToken;  // `else` token when this entry is an alternative
    Expr* condition = nullptr;          // `if (expr)`
    Expr* chance = nullptr;             // `n%`
    Dice* amount = nullptr;
    TokenIndex curse = kNoToken;        // cursed / blessed
    Expr* item = nullptr;               // $res, or level of `random n`
    bool random = false;
    Expr* plus = nullptr;               // `+n` / `-n`
    bool minus = false;
    std::span<GearModifier*> modifiers;
};

struct ConstantDef : Node {
    Expr* key = nullptr;
    Expr* value = nullptr;              // cexpr3 or resource reference
};

struct ListDef : Node {
    Expr* id = nullptr;
    std::span<Expr*> values;            // resource refs, cexpr4 values, strings
};

struct SpecialDef : Node {
    enum LevelForm : uint8_t { AtLevelN, AtNLevel, AtLevelDice } form = AtLevelN;
    Expr* chance = nullptr;
    Expr* resource = nullptr;
    Expr* level = nullptr;
    Dice* levelDice = nullptr;
};

struct LevelSpec : Node {
    enum Form : uint8_t { At, Every, EveryStarting } form = At;
    Expr* level = nullptr;              // `N [level]` or the start of `starting at N`
    Expr* every = nullptr;              // `every N level` (null for `every level`)
};

struct Grant : Node {
    TokenIndex keyword = kNoToken;      // Ability / Stati / Feat
    Expr* id = nullptr;
    Expr* param = nullptr;              // n or $res
    Expr* param2 = nullptr;             // `, n, m`
    LevelSpec level;
};

struct ValuePair : Node { Expr* first = nullptr; Expr* second = nullptr; };

struct TileModifier : Node {
    enum Kind : uint8_t {
        Flags, With, WithRandomItem, WithRandomMonster, Of, OfRandom, OfValue, As
    } kind = Flags;
    Expr* a = nullptr;                  // flags / resource / level / of-value / range start
    Expr* b = nullptr;                  // range end
    Glyph* glyph = nullptr;             // As
};

struct Tile : Node {
    TokenIndex character = kNoToken;    // CharConstant
    Expr* terrain = nullptr;
    std::span<TileModifier*> modifiers;
};

struct EncounterPart : Node {
    TokenIndex starter = kNoToken;      // `*`, `else` or `|`
    Expr* chance = nullptr;             // n%
    Expr* minCR = nullptr;              // <CR n+>
    Expr* weight = nullptr;             // [n]
    Expr* condition = nullptr;          // { expr }
    Expr* countMin = nullptr;           // n, n+, n-m (countMax)
    Expr* countMax = nullptr;
    bool countOpenEnded = false;        // n+
    Dice* countDice = nullptr;
    Expr* target = nullptr;             // $res or constant
    bool targetAny = false;             // `any MTYPE`
    Expr* target2 = nullptr;
    bool target2Any = false;
    std::span<Expr*> flags;             // [F | F, ...]
};

struct ArtifactPower : Node {
    enum Kind : uint8_t { Stati, Resource, ResourceAtSave, ResourceEvery, ResourcePerDay,
                          ResourcePerWeek, Innate, Feat } kind = Resource;
    Expr* a = nullptr;                  // stati id / resource / feat
    Expr* b = nullptr;                  // stati param / uses
    TokenIndex saveType = kNoToken;
    Dice* every = nullptr;
};

// ---- entries ---------------------------------------------------------------
// An entry's `kind` names its struct: Desc -> DescEntry, Value -> ValueEntry,
// Modifier -> ModifierEntry, ..., Regions -> RegionsEntry; Objects is a plain
// Entry. `keyword` is the token that decides the entry's meaning together with
// the resource kind (KwDepth, KwSpeed ...; the Attribute token for template
// attribute modifiers; kNoToken for attribute lists, bare expressions and
// keyed texts). Value-like entries of different resources share one struct:
// codegen switches on (resource kind, keyword).

enum class EntryKind : uint8_t {
    Desc,           // Desc: "text"
    Value,          // keyword value [second] (flags say which form)
    Modifier,       // template keyword mval (also attribute modifiers)
    BareExpression, // effect `cexpr;` (schools)
    KeyedText,      // race `cexpr3 : "text"`
    Glyph,          // Image/Glyph
    ColourValue,    // flavour Colour:, effect cval colour
    Stati,          // Stati[a, b, c, $res]
    List,           // keyword item item ... (flags, resists, feats, terrain, skills ...)
    Resources,      // keyword $a, $b ... (spells, fires, domains, favoured, walls ...)
    Attributes,     // Str 10, Dex 9 ...
    Attacks,
    Pairs,          // class Attk/Saves: type level, ...
    Gear,
    Grants,
    Events,
    Constants,
    Lists,
    Specials,
    Variables,      // resource-scope variable declaration
    Grid,
    Tiles,
    Regions,        // nested region entries
    Objects,
    Parts,          // encounter parts
    Powers,         // artifact Equip/Wield/Hit/Invoke for ...
};

struct Entry : Node {
    EntryKind kind = EntryKind::Value;
    TokenIndex keyword = kNoToken;      // the leading keyword (kind decides its role)
};

struct DescEntry : Entry { TokenIndex text = kNoToken; };

struct ValueEntry : Entry {
    enum Flag : uint8_t {
        Percent = 1,        // n%
        Plus = 2,           // leading `+` (`+Hit`, `Speed +n%`)
        Fraction = 4,       // n / m (second = denominator)
        Partial = 8,        // sval ... partial
        DiceWord = 16,      // class `HD d8`
        OpenEnded = 32,     // encounter `CR: n+`
        Range = 64,         // encounter `CR: n-m` / `n to m` (second = upper)
    };
    uint8_t flags = 0;
    TokenIndex secondKeyword = kNoToken;    // `Light Range`, `Base Chance`, `caster Level`
    Expr* value = nullptr;
    Expr* second = nullptr;             // fraction denominator, cost unit, purpose (n2), range end
    Dice* dice = nullptr;               // SDmg/LDmg/pval/Factor dice_val
    TokenIndex text = kNoToken;         // `As "monster"`
};

struct ModifierEntry : Entry {
    enum Mode : uint8_t { Add, Subtract, Set, Percent } mode = Add;
    Expr* value = nullptr;
    TokenIndex boundKeyword = kNoToken; // Min / Max / Near
    Expr* bound = nullptr;
    TokenIndex secondKeyword = kNoToken;    // `caster Level`
};

struct BareExpressionEntry : Entry { Expr* value = nullptr; };
struct KeyedTextEntry : Entry { Expr* key = nullptr; TokenIndex text = kNoToken; };
struct GlyphEntry : Entry { Glyph* glyph = nullptr; };
struct ColourEntry : Entry { Colour* colour = nullptr; };
struct StatiEntry : Entry { std::span<Expr*> values; Expr* resource = nullptr; };
struct ListEntry : Entry {
    Expr* bracketValue = nullptr;       // class `Skills[pts]`
    std::span<ListItem*> items;
};
struct ResourcesEntry : Entry { TokenIndex secondKeyword = kNoToken; std::span<Expr*> resources; };
struct AttributesEntry : Entry { std::span<AttributeValue*> values; };
struct AttacksEntry : Entry { std::span<Attack*> attacks; };
struct PairsEntry : Entry { std::span<ValuePair*> pairs; };
struct GearEntry : Entry { std::span<GearItem*> items; };
struct GrantsEntry : Entry { std::span<Grant*> grants; };
struct EventsEntry : Entry { std::span<EventEntry*> entries; };
struct ConstantsEntry : Entry { std::span<ConstantDef*> constants; };
struct ListsEntry : Entry { std::span<ListDef*> lists; };
struct SpecialsEntry : Entry { std::span<SpecialDef*> specials; };
struct VariablesEntry : Entry { VarDecl* declaration = nullptr; };
struct GridEntry : Entry { TokenIndex grid = kNoToken; };
struct TilesEntry : Entry { std::span<Tile*> tiles; };
struct RegionsEntry : Entry { std::span<Entry*> entries; };
struct PartsEntry : Entry { std::span<EncounterPart*> parts; };
struct PowersEntry : Entry { std::span<ArtifactPower*> powers; };

// Downcast after checking `kind` (the entry structs add no virtuals).
template <typename T> const T& as(const Entry& e) { return static_cast<const T&>(e); }

// ---- top level -------------------------------------------------------------

enum class DeclKind : uint8_t {
    Resource,       // also Text "name" { ... }
    ModuleName,     // Module "name";
    FileName,       // File "X.Mod";
    Slot,           // Slot n;
    CompilerFlags,  // Flags: n
    System,         // system ... ;
    GlobalVariables,
    Requires,       // Requires "module"; (our extension: a prerequisite module)
    Function,       // int32 f(int32 n) { ... } (our extension: a script function)
};

struct Decl : Node {
    DeclKind kind = DeclKind::Resource;
};

// `and EA_x { ... }` segment of an effect.
struct EffectSegment : Node {
    Expr* archetype = nullptr;
    std::span<Entry*> entries;
};

struct Resource : Decl {
    core::ResourceKind resourceKind = core::ResourceKind::Monster;
    TokenIndex keyword = kNoToken;      // Monster, Spell, Poison ...
    TokenIndex name = kNoToken;         // String token
    std::span<Expr*> sources;           // effect source prefix (`Wizard / Scroll Spell`)
    std::span<Expr*> header;            // values after `:` (mtypes, IType, archetype, RF flag ...)
    Expr* headerFor = nullptr;          // Template `: TType for MType`
    Expr* base = nullptr;               // Race `: $"base"`
    TokenIndex openBrace = kNoToken;
    TokenIndex closeBrace = kNoToken;   // kNoToken when the body is unterminated
    std::span<Entry*> entries;
    std::span<EffectSegment*> segments;
};

struct SettingDecl : Decl {             // Module / File / Slot / Flags / Requires
    TokenIndex keyword = kNoToken;
    TokenIndex text = kNoToken;         // Module, File, Requires
    Expr* value = nullptr;              // Slot, Flags
};

struct Parameter : Node {
    TypeName type = TypeName::None;
    Expr* objectType = nullptr;         // `hObj:T_X`
    TokenIndex name = kNoToken;
    Expr* defaultValue = nullptr;
};

struct SystemDecl : Decl {
    enum Form : uint8_t { Object, MemberVariable, MemberFunction, GlobalFunction } form = Object;
    TypeName type = TypeName::None;     // variable or return type
    Expr* objectType = nullptr;         // T_CLASS constant
    TokenIndex name = kNoToken;
    Expr* objectId = nullptr;           // Object: `== SOBJ_X`
    std::span<Parameter*> parameters;
    bool varargs = false;
};

struct GlobalVariablesDecl : Decl { VarDecl* declaration = nullptr; };

// `type name(type a, type b) { declarations statements }`: a function scripts
// can call (our extension; the original reserved a Routine table but had no
// syntax for it). Parameters have a type and a name, no defaults.
struct FunctionDecl : Decl {
    TypeName result = TypeName::None;
    TokenIndex name = kNoToken;
    std::span<Parameter*> parameters;
    Routine* body = nullptr;
};

// Bump allocator owning every node of a module.
class Arena {
public:
    Arena() = default;
    Arena(const Arena&) = delete;
    Arena& operator=(const Arena&) = delete;

    template <typename T> T* make() {
        static_assert(std::is_trivially_destructible_v<T>);
        return new (allocate(sizeof(T), alignof(T))) T();
    }
    template <typename T> std::span<T> copy(std::span<const T> items) {
        static_assert(std::is_trivially_copyable_v<T>);
        if (items.empty())
            return {};
        T* out = static_cast<T*>(allocate(sizeof(T) * items.size(), alignof(T)));
        std::uninitialized_copy(items.begin(), items.end(), out);
        return {out, items.size()};
    }
    template <typename T> T* makeArray(size_t n) {
        static_assert(std::is_trivially_destructible_v<T>);
        return new (allocate(sizeof(T) * n, alignof(T))) T[n]();
    }
    size_t bytesUsed() const { return used_; }

private:
    void* allocate(size_t size, size_t align);
    std::vector<std::unique_ptr<std::byte[]>> blocks_;
    std::byte* cursor_ = nullptr;
    size_t remaining_ = 0;
    size_t used_ = 0;
};

struct Module {
    Arena arena;
    std::vector<Decl*> declarations;
};

// Location helpers: where a node starts and ends as the user sees it (the
// outermost macro use for tokens produced by expansions).
SourceLocation displayLocation(const LexedUnit& unit, const SourceManager& sources, TokenIndex token);
// Display location just past the end of `token` (for expanded tokens: just
// past the whole outermost macro use, arguments included).
SourceLocation displayEnd(const LexedUnit& unit, const SourceManager& sources, TokenIndex token);

// The bytes a run of nodes' tokens was written as: from where `first` starts
// to where `last` ends as the user sees them (outermost macro uses, so a
// macro use counts whole), when both ends are in one file in that order;
// nullopt otherwise. A GridEntry's `grid` token alone gives the raw
// `{: ... :}` text; an entry's first and last tokens give the whole entry.
std::optional<SourceRange> writtenRange(const LexedUnit& unit, const SourceManager& sources, TokenIndex first,
                                        TokenIndex last);

std::string_view typeNameSpelling(TypeName type);
std::string_view opSpelling(Op op);

} // namespace incursion::script::ast
