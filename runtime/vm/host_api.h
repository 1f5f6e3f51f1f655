// The host API: C++ implementations of the names a module imports (`system`
// declarations), registered by name and kind and bound once when a program is
// loaded (program.h). See README.md, "Calls into the host".
#pragma once

#include "module/module_image.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>

namespace incursion::vm {

class Interpreter;

// One call from a script into the host. Plain data built on the interpreter's
// C++ stack: the arguments are the caller's registers, not copies.
struct HostCall {
    enum class Status : uint8_t {
        Ok,
        Failed,         // the host called fail(); the invocation stops with a script error
        NotImplemented, // the import is not bound (set by the interpreter's stand-in)
    };

    int32_t* args = nullptr;            // receiver first for members; a setter's new value after it
    uint32_t count = 0;                 // registers passed, receiver included
    Interpreter* interpreter = nullptr;
    void* context = nullptr;            // Interpreter::setHostContext(): the game
    Status status = Status::Ok;

    int32_t arg(uint32_t i) const { return args[i]; }
    // The bytes of the string (text or run-time string) passed as argument `i`;
    // valid until the next string is made.
    std::string_view string(uint32_t i) const;
    // A new run-time string holding `bytes`, to return as the call's result.
    // Over the sandbox's string-size limit it fails the call and returns 0.
    int32_t makeString(std::string_view bytes);
    // Stops the invocation with a script error carrying `message` and the
    // script stack; returns 0 so a host function can `return call.fail(...)`.
    int32_t fail(std::string message);
};

// Every kind of import is one plain function pointer: an indirect call, no
// std::function, no boxing (the target is <= 15 ns per host call).
using HostFunction = int32_t (*)(HostCall&);

// The host functions of one runtime, by import kind and exact name.
class HostApi {
public:
    using Kind = module::Import::Kind;

    struct Entry {
        HostFunction get = nullptr;     // the function, or a variable's getter
        HostFunction set = nullptr;     // a member variable's setter (may be absent: read-only)
        std::string signature;          // when not empty, imports must declare exactly this
    };

    // `signature` is the compiler's spelling ("int32(int16,string,hObj:-2,...)",
    // "int16" for variables); an import declared differently stays unbound.
    void addGlobalFunction(std::string name, HostFunction function, std::string signature = {});
    void addMemberFunction(std::string name, HostFunction function, std::string signature = {});   // hObj and string receivers
    void addResourceFunction(std::string name, HostFunction function, std::string signature = {});
    void addMemberVariable(std::string name, HostFunction get, HostFunction set = nullptr, std::string signature = {});
    void addResourceVariable(std::string name, HostFunction get, std::string signature = {});

    const Entry* find(Kind kind, std::string_view name) const;
    size_t size() const;

private:
    void add(Kind kind, std::string name, Entry entry);

    struct Hash {
        using is_transparent = void;
        size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
    };
    using Table = std::unordered_map<std::string, Entry, Hash, std::equal_to<>>;
    std::array<Table, 5> tables_;       // by Kind
};

} // namespace incursion::vm
