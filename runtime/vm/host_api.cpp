#include "vm/host_api.h"

#include "vm/interpreter.h"

namespace incursion::vm {

std::string_view HostCall::string(uint32_t i) const
{
    return interpreter->stringBytes(args[i]);
}

int32_t HostCall::makeString(std::string_view bytes)
{
    const std::optional<int32_t> handle = interpreter->makeString(bytes);
    if (!handle) {
        const bool tooLong = bytes.size() > interpreter->limits().stringSize;
        return fail("the string made by the host function (" + std::to_string(bytes.size()) + " bytes) " +
                    (tooLong ? "is longer than the string size limit of " +
                                   std::to_string(interpreter->limits().stringSize) + " bytes"
                             : "would exceed the string memory limit of " +
                                   std::to_string(interpreter->limits().stringMemory) + " bytes"));
    }
    return *handle;
}

int32_t HostCall::fail(std::string message)
{
    status = Status::Failed;
    interpreter->setHostFailure(std::move(message));
    return 0;
}

void HostApi::add(Kind kind, std::string name, Entry entry)
{
    tables_[size_t(kind)].insert_or_assign(std::move(name), std::move(entry));
}

void HostApi::addGlobalFunction(std::string name, HostFunction function, std::string signature)
{
    add(Kind::GlobalFunction, std::move(name), {function, nullptr, std::move(signature)});
}

void HostApi::addMemberFunction(std::string name, HostFunction function, std::string signature)
{
    add(Kind::MemberFunction, std::move(name), {function, nullptr, std::move(signature)});
}

void HostApi::addResourceFunction(std::string name, HostFunction function, std::string signature)
{
    add(Kind::ResourceFunction, std::move(name), {function, nullptr, std::move(signature)});
}

void HostApi::addMemberVariable(std::string name, HostFunction get, HostFunction set, std::string signature)
{
    add(Kind::MemberVariable, std::move(name), {get, set, std::move(signature)});
}

void HostApi::addResourceVariable(std::string name, HostFunction get, std::string signature)
{
    add(Kind::ResourceVariable, std::move(name), {get, nullptr, std::move(signature)});
}

const HostApi::Entry* HostApi::find(Kind kind, std::string_view name) const
{
    if (size_t(kind) >= tables_.size())
        return nullptr;
    const Table& table = tables_[size_t(kind)];
    const auto it = table.find(name);
    return it == table.end() ? nullptr : &it->second;
}

size_t HostApi::size() const
{
    size_t n = 0;
    for (const Table& table : tables_)
        n += table.size();
    return n;
}

} // namespace incursion::vm
