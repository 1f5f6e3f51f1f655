// A small, valid module image that uses every part of the format: every
// resource value kind, every constant kind, every opcode, line tables, locals,
// module variables, imports of each kind and an external reference. Shared by
// tst_module_file and the module_mutation tool (Qt-free on purpose).
#pragma once

#include "module/module_image.h"
#include "module/record_tags.h"

namespace incursion::test {

inline module::ModuleImage sampleModuleImage()
{
    using namespace incursion::module;
    using core::Opcode;
    using core::encodeABC;
    using core::encodeABx;
    using core::encodeAsBx;
    using core::encodeLoopExtra;
    auto tag = [](RecordTag t) { return static_cast<uint16_t>(t); };
    auto integer = [](int32_t v) { return Value{ValueKind::Integer, v}; };
    auto text = [](int32_t v) { return Value{ValueKind::Text, v}; };

    ModuleImage image;
    image.name = "Sample";
    image.fileName = "Sample.Mod";
    image.slot = 3;
    image.prerequisites = {"Core", "Monsters"};
    image.strings = {
        "",                                     // 0
        "goblin",                               // 1
        "short sword",                          // 2
        "On Death",                             // 3
        "Gear condition",                       // 4
        "Creature::cHP",                        // 5
        "int16",                                // 6
        "ThrowDmg",                             // 7
        "int32(int16,int16,string,hObj,...)",   // 8
        "orc chieftain",                        // 9
        "The goblin dies.\nWith a \"squeak\".",  // 10: escapes and a newline survive
        "x",                                    // 11
        "gDepth",                               // 12
        "kills",                                // 13
        "Creature::isAlive",                    // 14
        "bool()",                               // 15
        "goblin ambush",                        // 16
        "Encounter condition",                  // 17
        "elf",                                  // 18
        std::string("nul\0inside", 10),         // 19: strings are counted, not terminated
        "Image",                                // 20
        "HasFlag",                              // 21
    };
    image.sourceFiles = {"lib/goblins.irh", "lib/main.irc"};

    Resource goblin{ResourceKind::Monster, 1, {0, 12, 1}, {}, {}};
    goblin.fields = {
        {tag(RecordTag::Desc), {text(10)}},
        {tag(RecordTag::Depth), {integer(5)}},
        {tag(RecordTag::Flags), {integer(INT32_MIN), integer(-1), integer(INT32_MAX)}},
    };
    goblin.annotations = {
        {tag(RecordTag::Event), {integer(17), Value{ValueKind::Function, 0}}},
        {tag(RecordTag::Event), {integer(18), Value{ValueKind::Function, 0}}},
        {tag(RecordTag::DungeonSpecial), {Value{ValueKind::External, 0}, integer(100), integer(0)}},
        {tag(RecordTag::DungeonSpecial), {Value{ValueKind::Resource, 1}, integer(50), integer(3 << 16)}},
        {tag(RecordTag::Message), {integer(17), text(10), text(19)}},
    };
    Resource sword{ResourceKind::Item, 2, {0, 40, 3}, {}, {}};
    sword.fields = {{tag(RecordTag::Level), {integer(2)}}};
    sword.annotations = {{tag(RecordTag::Gear), {integer(0), integer(0), integer(0x0101), integer(0),
                                                 integer(0), integer(0), integer(0), integer(0), integer(0),
                                                 integer(0), Value{ValueKind::Function, 1}}}};
    Resource elf{ResourceKind::Race, 18, {1, 7, 9}, {{tag(RecordTag::BaseRace), {Value{ValueKind::Resource, 2}}}}, {}};
    Resource ambush{ResourceKind::Encounter, 16, {1, 90, 1}, {}, {}};
    image.resources = {goblin, sword, elf, ambush};

    // Every opcode once at least; registers r0..r5.
    core::Function handler;
    handler.kind = core::FunctionKind::EventHandler;
    handler.resource = 0;
    handler.name = 3;
    handler.registerCount = 6;
    handler.constants = {{core::ConstantKind::Integer, 100000}, {core::ConstantKind::Text, 10},
                         {core::ConstantKind::Resource, 1}, {core::ConstantKind::External, 0},
                         {core::ConstantKind::Integer, -7}};
    handler.code = {
        encodeAsBx(Opcode::LoadInt, 0, -3),             // 0
        encodeABx(Opcode::LoadConst, 1, 0),
        encodeABC(Opcode::Move, 2, 0, 0),
        encodeABC(Opcode::Add, 3, 0, 1),
        encodeABC(Opcode::Sub, 3, 3, 0),
        encodeABC(Opcode::Mul, 3, 3, 1),                // 5
        encodeABC(Opcode::Div, 3, 3, 1),
        encodeABC(Opcode::Mod, 3, 3, 1),
        encodeABC(Opcode::AddImm, 3, 3, uint8_t(-1)),
        encodeABC(Opcode::BitAnd, 4, 3, 0),
        encodeABC(Opcode::BitOr, 4, 4, 0),              // 10
        encodeABC(Opcode::BitXor, 4, 4, 0),
        encodeABC(Opcode::ShiftLeft, 4, 4, 0),
        encodeABC(Opcode::ShiftRight, 4, 4, 0),
        encodeABC(Opcode::Min, 4, 4, 0),
        encodeABC(Opcode::Max, 4, 4, 0),                // 15
        encodeABC(Opcode::Roll, 5, 0, 1),
        encodeABC(Opcode::Negate, 5, 5, 0),
        encodeABC(Opcode::Not, 5, 5, 0),
        encodeABC(Opcode::BitNot, 5, 5, 0),
        encodeABC(Opcode::Abs, 5, 5, 0),                // 20
        encodeABC(Opcode::Equal, 4, 0, 1),
        encodeABC(Opcode::NotEqual, 4, 0, 1),
        encodeABC(Opcode::Less, 4, 0, 1),
        encodeABC(Opcode::LessEqual, 4, 0, 1),
        encodeABC(Opcode::Trunc8, 4, 4, 0),             // 25
        encodeABC(Opcode::Trunc16, 4, 4, 0),
        encodeABC(Opcode::TruncU8, 4, 4, 0),
        encodeABC(Opcode::TruncU16, 4, 4, 0),
        encodeABC(Opcode::ToBool, 4, 4, 0),
        encodeAsBx(Opcode::JumpIfNot, 4, 2),            // 30 -> 33
        encodeAsBx(Opcode::JumpIf, 4, -2),              //    -> 30
        encodeAsBx(Opcode::Jump, 0, 0),                 //    -> 33
        encodeABx(Opcode::GetGlobal, 0, 0),
        encodeABx(Opcode::SetGlobal, 0, 1),
        encodeABx(Opcode::GetMember, 0, 0),             // 35
        encodeABx(Opcode::SetMember, 0, 0),             // r0, r1
        encodeABx(Opcode::CallHost, 2, 1),              // ThrowDmg(r2, r3, r4)
        encodeABC(Opcode::Extra, 3, 0, 0),
        encodeABx(Opcode::CallHost, 0, 2),              // r0.isAlive()
        encodeABC(Opcode::Extra, 1, 0, 0),              // 40
        encodeABC(Opcode::RectGet, 0, 5, 2),
        encodeABC(Opcode::RectSet, 5, 0, 3),
        encodeABx(Opcode::LoadConst, 1, 1),
        encodeABC(Opcode::Concat, 1, 1, 1),
        encodeABx(Opcode::LoadConst, 2, 2),             // 45
        encodeABx(Opcode::LoadConst, 2, 3),
        encodeABC(Opcode::ForPrep, 0, 1, 0),            //    -> 51 unless r0 < r1
        encodeLoopExtra(core::LoopTest::Less, 2),
        encodeABC(Opcode::ForLoop, 0, 1, 1),            //    -> 49 (an empty body) while ++r0 < r1
        encodeLoopExtra(core::LoopTest::Less, -2),        // 50
        encodeAsBx(Opcode::JumpIf, 0, 1),               //    -> 53
        encodeABC(Opcode::ReturnNothing, 0, 0, 0),
        encodeABC(Opcode::Return, 0, 0, 0),
    };
    handler.lines = {{0, 0, 14, 5}, {3, 0, 15, 9}, {30, 1, 200, 1}, {47, 0, 16, 5}};
    handler.locals = {{11, core::ValueType::Int32, 0, 0, 54}, {13, core::ValueType::String, 1, 1, 45},
                      {12, core::ValueType::Rect, 5, 20, 43}, {9, core::ValueType::Object, 2, 37, 37}};

    core::Function gear;
    gear.kind = core::FunctionKind::GearCondition;
    gear.resource = 1;
    gear.name = 4;
    gear.registerCount = 1;
    gear.constants = {{core::ConstantKind::Integer, 1}};
    gear.code = {
        encodeABx(Opcode::LoadConst, 0, 0),
        encodeABx(Opcode::GetMember, 0, 3),             // a resource variable
        encodeABx(Opcode::CallHost, 0, 4),              // a resource function
        encodeABC(Opcode::Extra, 1, 0, 0),
        encodeABC(Opcode::Return, 0, 0, 0),
    };
    gear.lines = {{0, 0, 41, 12}};

    core::Function condition;            // no registers, no constants, no debug information
    condition.kind = core::FunctionKind::EncounterCondition;
    condition.resource = 3;
    condition.name = 17;
    condition.code = {encodeABC(Opcode::ReturnNothing, 0, 0, 0)};
    core::Function script;               // a script function that calls itself: int16 f(int16 n) { return f(n); }
    script.kind = core::FunctionKind::ScriptFunction;
    script.name = 11;
    script.parameterCount = 1;
    script.result = core::ValueType::Int16;
    script.registerCount = 2;
    script.code = {
        encodeABC(Opcode::Move, 1, 0, 0),
        encodeABx(Opcode::Call, 1, 3),
        encodeABC(Opcode::Extra, 1, 0, 0),
        encodeABC(Opcode::Return, 1, 0, 0),
    };
    script.locals = {{11, core::ValueType::Int16, 0, 0, 4}};
    image.functions = {handler, gear, condition, script};

    image.variables = {{12, core::ValueType::Int16, std::nullopt}, {13, core::ValueType::UInt8, 0u},
                       {11, core::ValueType::Bool, 3u}};
    image.imports = {{Import::Kind::MemberVariable, 5, 6}, {Import::Kind::GlobalFunction, 7, 8},
                     {Import::Kind::MemberFunction, 14, 15}, {Import::Kind::ResourceVariable, 20, 6},
                     {Import::Kind::ResourceFunction, 21, 15}};
    image.externals = {{9, 1u << unsigned(ResourceKind::Monster) | 1u << unsigned(ResourceKind::NPC)}};
    return image;
}

} // namespace incursion::test
