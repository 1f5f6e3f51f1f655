// module_mutation [--count N] [--seed S] [FILE.mod]
//
// Feeds deterministic random corruptions of a valid .mod file (FILE, or the
// built-in sample image) to the reader. Every variant must either be refused
// with an error or load, pass verifyImage() and write back to the same bytes;
// a crash, an exception or an inconsistent load is a failure (exit code 1).
// Half the variants corrupt a section's contents and then rebuild the
// directory and CRCs, so the section parsers and the verifier see them rather
// than only the CRC check.
#include "module/module_file.h"
#include "module/module_verifier.h"
#include "support/sample_module.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <map>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace incursion::module;

// Values that tend to sit on the edges of counts, indices and operand fields.
constexpr uint32_t kInterestingWords[] = {0, 1, 2, 3, 4, 5, 7, 8, 15, 16, 255, 256, 257, 0x7FFF, 0x8000, 0xFFFF,
                                          0x10000, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFE, 0xFFFFFFFF};
constexpr uint8_t kInterestingBytes[] = {0, 1, 2, 3, 0x0F, 0x10, 0x20, 0x29, 0x2A, 0x2B, 0x7F, 0x80, 0xFE, 0xFF};

class Mutator {
public:
    explicit Mutator(uint64_t seed) : random(seed) {}

    uint64_t below(uint64_t bound) { return bound == 0 ? 0 : random() % bound; }
    bool chance(unsigned percent) { return below(100) < percent; }

    // One random change of `bytes`, which may become empty.
    void mutateBytes(std::string& bytes) {
        const size_t size = bytes.size();
        switch (below(size == 0 ? 1 : 8)) {
        case 0: { // insert random bytes
            std::string inserted(size_t(1 + below(8)), '\0');
            for (char& c : inserted)
                c = char(below(256));
            bytes.insert(size_t(below(size + 1)), inserted);
            break;
        }
        case 1: // flip bits
            for (uint64_t n = 1 + below(4); n > 0; --n)
                bytes[size_t(below(size))] ^= char(1u << below(8));
            break;
        case 2: // set a byte to an edge value or a random one
            bytes[size_t(below(size))] =
                char(chance(50) ? kInterestingBytes[below(std::size(kInterestingBytes))] : below(256));
            break;
        case 3: { // set a little-endian word: counts, indices, whole instructions
            const uint32_t word = chance(60) ? kInterestingWords[below(std::size(kInterestingWords))]
                                             : uint32_t(random());
            const size_t at = size_t(below(size));
            for (size_t i = 0; i < 4 && at + i < size; ++i)
                bytes[at + i] = char(word >> (8 * i));
            break;
        }
        case 4: // truncate
            bytes.resize(size_t(below(size)));
            break;
        case 5: { // delete a range
            const size_t at = size_t(below(size));
            bytes.erase(at, size_t(1 + below(std::min<size_t>(size - at, 32))));
            break;
        }
        case 6: { // duplicate a range somewhere else
            const size_t from = size_t(below(size));
            const std::string range = bytes.substr(from, size_t(1 + below(std::min<size_t>(size - from, 64))));
            bytes.insert(size_t(below(size + 1)), range);
            break;
        }
        case 7: { // nudge one byte up or down (an operand by one register, a count by one)
            char& c = bytes[size_t(below(size))];
            c = char(c + (chance(50) ? 1 : -1));
            break;
        }
        }
    }

    // A file whose header, directory and CRCs are consistent but whose
    // contents (or list of sections) are corrupt.
    std::string mutateSections(std::string_view file, const std::vector<SectionInfo>& directory) {
        std::vector<Section> sections;
        for (const SectionInfo& info : directory)
            sections.push_back({info.id, std::string(file.substr(info.offset, info.size))});
        if (chance(8)) {
            const size_t a = size_t(below(sections.size())), b = size_t(below(sections.size()));
            switch (below(4)) {
            case 0: sections.erase(sections.begin() + std::ptrdiff_t(a)); break;
            case 1: sections.insert(sections.begin() + std::ptrdiff_t(b), sections[a]); break;
            case 2: std::swap(sections[a], sections[b]); break;
            case 3: sections[a].id[size_t(below(4))] ^= char(1u << below(8)); break;
            }
        } else {
            for (uint64_t n = 1 + (chance(25) ? below(3) : 0); n > 0; --n)
                mutateBytes(sections[size_t(below(sections.size()))].bytes);
        }
        return assembleModule(sections);
    }

    std::string mutateFile(const std::string& file) {
        std::string variant = file;
        for (uint64_t n = 1 + (chance(25) ? below(3) : 0); n > 0; --n)
            mutateBytes(variant);
        return variant;
    }

private:
    std::mt19937_64 random;
};

int usage() {
    std::fprintf(stderr, "usage: module_mutation [--count N] [--seed S] [FILE.mod]\n");
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    uint64_t count = 10000;
    uint64_t seed = 1;
    std::string path;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if ((arg == "--count" || arg == "--seed") && i + 1 < argc) {
            char* end = nullptr;
            const uint64_t value = std::strtoull(argv[++i], &end, 10);
            if (*end != '\0')
                return usage();
            (arg == "--count" ? count : seed) = value;
        } else if (!arg.starts_with("-") && path.empty()) {
            path = arg;
        } else {
            return usage();
        }
    }

    std::string original;
    if (path.empty()) {
        original = writeModule(incursion::test::sampleModuleImage());
    } else {
        const ModuleReadResult read = readModuleFile(path);
        if (!read.ok()) {
            std::fprintf(stderr, "module_mutation: %s\n", read.error->describe().c_str());
            return 2;
        }
        original = writeModule(*read.image);
    }
    const ModuleReadResult base = readModule(original);
    if (!base.ok()) {
        std::fprintf(stderr, "module_mutation: the original does not load: %s\n", base.error->describe().c_str());
        return 1;
    }

    Mutator mutator(seed);
    uint64_t rejected = 0, loaded = 0, failures = 0, unchanged = 0;
    std::map<std::string, uint64_t> rejectedBySection;
    for (uint64_t n = 0; n < count; ++n) {
        const bool keepCrcs = mutator.chance(50);
        const std::string variant = keepCrcs ? mutator.mutateSections(original, base.sections)
                                             : mutator.mutateFile(original);
        if (variant == original)
            ++unchanged;
        try {
            const ModuleReadResult read = readModule(variant);
            if (!read.ok()) {
                ++rejected;
                ++rejectedBySection[read.error->section];
                if (read.error->message.empty() || read.error->section.empty()) {
                    ++failures;
                    std::fprintf(stderr, "variant %llu: refused without a section and message\n",
                                 static_cast<unsigned long long>(n));
                }
                continue;
            }
            ++loaded;
            if (auto error = verifyImage(*read.image)) {
                ++failures;
                std::fprintf(stderr, "variant %llu: loaded but fails verification: %s\n",
                             static_cast<unsigned long long>(n), error->describe().c_str());
            } else if (writeModule(*read.image) != variant) {
                ++failures;
                std::fprintf(stderr, "variant %llu: loaded but does not write back to the same bytes\n",
                             static_cast<unsigned long long>(n));
            }
        } catch (const std::exception& e) {
            ++failures;
            std::fprintf(stderr, "variant %llu: exception: %s\n", static_cast<unsigned long long>(n), e.what());
        }
    }

    std::printf("%llu variants: %llu rejected, %llu loaded and verified (%llu identical to the original)\n",
                static_cast<unsigned long long>(count), static_cast<unsigned long long>(rejected),
                static_cast<unsigned long long>(loaded - failures), static_cast<unsigned long long>(unchanged));
    std::printf("rejected by section:");
    for (const auto& [section, n] : rejectedBySection)
        std::printf(" %s %llu", section.c_str(), static_cast<unsigned long long>(n));
    std::printf("\n");
    if (failures > 0)
        std::printf("%llu FAILURES\n", static_cast<unsigned long long>(failures));
    return failures > 0 ? 1 : 0;
}
