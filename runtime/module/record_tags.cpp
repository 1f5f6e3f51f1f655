#include "record_tags.h"

namespace incursion::module {

std::string_view tagName(RecordTag tag)
{
    switch (tag) {
#define RECORD_TAG(Name, Number, Display, Layout) case RecordTag::Name: return Display;
#include "record_tags.def"
    }
    return "?";
}

std::string_view tagLayout(RecordTag tag)
{
    switch (tag) {
#define RECORD_TAG(Name, Number, Display, Layout) case RecordTag::Name: return Layout;
#include "record_tags.def"
    }
    return {};
}

std::optional<RecordTag> tagFromNumber(uint16_t number)
{
    switch (number) {
#define RECORD_TAG(Name, Number, Display, Layout) case Number: return RecordTag::Name;
#include "record_tags.def"
    }
    return std::nullopt;
}

} // namespace incursion::module
