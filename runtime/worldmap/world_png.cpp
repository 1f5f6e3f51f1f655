#include "worldmap/world_png.h"

#include <png.h>

#include <array>
#include <cerrno>
#include <csetjmp>
#include <cstdio>
#include <cstring>
#include <memory>
#include <vector>

namespace incursion::worldmap {
namespace {

// libpng reports errors by longjmp out of its calls. Everything the jump
// crosses is plain data (the state below, the png structs); the C++ objects
// (the pixel vector) live in the callers, so no destructor is skipped.
struct PngState {
    std::FILE* file = nullptr;
    std::array<png_byte, 25> header{};      // IHDR, read ahead to check the size first
    size_t headerLength = 0;
    size_t headerServed = 0;
    size_t offset = 0;              // bytes read or written so far
    bool truncated = false;
    char message[256] = {};
};

[[noreturn]] void onError(png_structp png, png_const_charp message)
{
    auto* state = static_cast<PngState*>(png_get_error_ptr(png));
    if (!state->message[0])
        std::snprintf(state->message, sizeof state->message, "%s", message);
    png_longjmp(png, 1);
}

void onWarning(png_structp, png_const_charp) {}

void readBytes(png_structp png, png_bytep data, size_t length)
{
    auto* state = static_cast<PngState*>(png_get_io_ptr(png));
    size_t got = 0;
    while (state->headerServed < state->headerLength && got < length)
        data[got++] = state->header[state->headerServed++];
    got += std::fread(data + got, 1, length - got, state->file);
    state->offset += got;
    if (got != length) {
        state->truncated = true;
        std::snprintf(state->message, sizeof state->message, "the file ends early (truncated after byte %zu)",
                      state->offset);
        png_error(png, "truncated");
    }
}

void writeBytes(png_structp png, png_bytep data, size_t length)
{
    auto* state = static_cast<PngState*>(png_get_io_ptr(png));
    if (std::fwrite(data, 1, length, state->file) != length) {
        std::snprintf(state->message, sizeof state->message, "cannot write (%s)", std::strerror(errno));
        png_error(png, "write failed");
    }
    state->offset += length;
}

void flushBytes(png_structp png)
{
    auto* state = static_cast<PngState*>(png_get_io_ptr(png));
    std::fflush(state->file);
}

struct FileCloser {
    void operator()(std::FILE* file) const { std::fclose(file); }
};

// What the header says, and why the image cannot be a world when it cannot.
struct Header {
    png_uint_32 width = 0;
    png_uint_32 height = 0;
    int bitDepth = 0;
    int colourType = 0;
    bool hasTransparency = false;
};

std::string refusal(const Header& header)
{
    const bool grey = !(header.colourType & PNG_COLOR_MASK_COLOR);
    if (header.bitDepth == 16)
        return "16 bits per channel: the low 8 bits of every " + std::string(grey ? "grey value" : "channel") +
               " would be lost (a world is 8-bit RGB)";
    if (grey)
        return std::string("a grey image") + (header.colourType & PNG_COLOR_MASK_ALPHA ? " with alpha" : "") +
               ": it has one " + std::to_string(header.bitDepth) +
               "-bit value per pixel, not the red, green and blue bytes of a world (the red, green and blue bits "
               "would all be copies of it)";
    return {};
}

// Reads the image into `pixels` (3 bytes per pixel). Returns false with
// the error state's message set on any failure, or `refused` set. Holds no C++ object across libpng calls.
bool decode(png_structp png, png_infop info, Header& header, std::optional<WorldGrid>& grid,
            std::vector<uint8_t>& rgba, std::vector<png_bytep>& rows, std::string& refused)
{
    if (setjmp(png_jmpbuf(png)))
        return false;
    png_set_sig_bytes(png, 8);
    // A bad CRC in any chunk, ancillary ones too, refuses the file.
    png_set_crc_action(png, PNG_CRC_ERROR_QUIT, PNG_CRC_ERROR_QUIT);
    // Our own size check (below) names the limit; libpng allocates no rows before it.
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_set_chunk_malloc_max(png, 8u << 20);
    png_read_info(png, info);
    int interlace = 0;
    png_get_IHDR(png, info, &header.width, &header.height, &header.bitDepth, &header.colourType, &interlace, nullptr,
                 nullptr);
    header.hasTransparency = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (std::string problem = WorldGrid::sizeProblem(header.width, header.height); !problem.empty()) {
        refused = problem;
        return false;
    }
    if (std::string problem = refusal(header); !problem.empty()) {
        refused = problem;
        return false;
    }
    if (header.colourType == PNG_COLOR_TYPE_PALETTE)
        png_set_palette_to_rgb(png);
    // A colour key or palette alpha becomes an alpha channel, checked below.
    if (header.hasTransparency)
        png_set_tRNS_to_alpha(png);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    const size_t channels = png_get_channels(png, info);
    const size_t cells = size_t(header.width) * header.height;
    rows.resize(header.height);
    grid.emplace(int(header.width), int(header.height));
    if (channels == 3) {
        // RGB rows go straight into the grid.
        for (png_uint_32 y = 0; y < header.height; ++y)
            rows[y] = grid->bytes().data() + size_t(y) * header.width * 3;
    } else {
        rgba.resize(cells * 4);
        for (png_uint_32 y = 0; y < header.height; ++y)
            rows[y] = rgba.data() + size_t(y) * header.width * 4;
    }
    png_read_image(png, rows.data());
    png_read_end(png, nullptr);
    return true;
}

} // namespace

WorldReadResult readWorldPng(const std::string& path)
{
    std::unique_ptr<std::FILE, FileCloser> file(std::fopen(path.c_str(), "rb"));
    if (!file)
        return {std::nullopt, path + ": cannot open (" + std::strerror(errno) + ")"};
    png_byte signature[8] = {};
    const size_t got = std::fread(signature, 1, sizeof signature, file.get());
    if (got < sizeof signature || png_sig_cmp(signature, 0, sizeof signature) != 0)
        return {std::nullopt, path + ": not a PNG file (it does not start with the PNG signature)"};

    // The IHDR chunk's size is checked before libpng sees it, so a header
    // claiming a huge image is refused at once, whatever follows it.
    PngState state;
    state.file = file.get();
    state.offset = sizeof signature;
    state.headerLength = std::fread(state.header.data(), 1, state.header.size(), file.get());
    if (state.headerLength == state.header.size() && std::memcmp(state.header.data() + 4, "IHDR", 4) == 0) {
        const auto be32 = [&](size_t at) {
            return uint32_t(state.header[at]) << 24 | uint32_t(state.header[at + 1]) << 16 |
                   uint32_t(state.header[at + 2]) << 8 | uint32_t(state.header[at + 3]);
        };
        if (std::string problem = WorldGrid::sizeProblem(be32(8), be32(12)); !problem.empty())
            return {std::nullopt, path + ": " + problem};
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state, onError, onWarning);
    png_infop info = png ? png_create_info_struct(png) : nullptr;
    if (!info) {
        png_destroy_read_struct(&png, nullptr, nullptr);
        return {std::nullopt, path + ": out of memory starting libpng"};
    }
    png_set_read_fn(png, &state, readBytes);
    Header header;
    std::optional<WorldGrid> grid;
    std::vector<uint8_t> rgba;
    std::vector<png_bytep> rows;
    std::string refused;
    const bool ok = decode(png, info, header, grid, rgba, rows, refused);
    png_destroy_read_struct(&png, &info, nullptr);
    if (!refused.empty())
        return {std::nullopt, path + ": " + refused};
    if (!ok)
        return {std::nullopt, path + ": damaged PNG: " + state.message +
                                  (state.truncated ? "" : " (at byte " + std::to_string(state.offset) + ")")};

    if (!rgba.empty()) {
        uint8_t* out = grid->bytes().data();
        const size_t cells = grid->cellCount();
        for (size_t i = 0; i < cells; ++i) {
            const uint8_t* in = rgba.data() + i * 4;
            if (in[3] != 255)
                return {std::nullopt, path + ": translucent: pixel " + std::to_string(i % header.width) + "," +
                                          std::to_string(i / header.width) + " has alpha " + std::to_string(in[3]) +
                                          "; its 8 alpha bits would be lost (a world is opaque RGB)"};
            std::memcpy(out + i * 3, in, 3);
        }
    }
    return {std::move(grid), {}};
}

namespace {

bool encode(png_structp png, png_infop info, const WorldGrid& grid, std::vector<png_bytep>& rows)
{
    if (setjmp(png_jmpbuf(png)))
        return false;
    png_set_IHDR(png, info, png_uint_32(grid.width()), png_uint_32(grid.height()), 8, PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    png_write_image(png, rows.data());
    png_write_end(png, nullptr);
    return true;
}

} // namespace

std::string writeWorldPng(const std::string& path, const WorldGrid& grid)
{
    // Written beside the target and renamed over it: a failed write leaves
    // the old file as it was (it may be the world that was read).
    const std::string temporary = path + ".incworld-new";
    std::unique_ptr<std::FILE, FileCloser> file(std::fopen(temporary.c_str(), "wb"));
    if (!file)
        return path + ": cannot create (" + std::strerror(errno) + ")";
    PngState state;
    state.file = file.get();
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, onError, onWarning);
    png_infop info = png ? png_create_info_struct(png) : nullptr;
    if (!info) {
        png_destroy_write_struct(&png, nullptr);
        std::remove(temporary.c_str());
        return path + ": out of memory starting libpng";
    }
    png_set_write_fn(png, &state, writeBytes, flushBytes);
    std::vector<png_bytep> rows(size_t(grid.height()));
    // libpng only reads the rows it is given to write.
    auto* data = const_cast<uint8_t*>(grid.bytes().data());
    for (int y = 0; y < grid.height(); ++y)
        rows[size_t(y)] = data + size_t(y) * size_t(grid.width()) * 3;
    bool ok = encode(png, info, grid, rows);
    png_destroy_write_struct(&png, &info);
    std::string error = ok ? std::string() : std::string(state.message);
    if (ok && (std::fflush(file.get()) != 0 || std::ferror(file.get())))
        error = std::string("cannot write (") + std::strerror(errno) + ")";
    if (std::fclose(file.release()) != 0 && error.empty())
        error = std::string("cannot write (") + std::strerror(errno) + ")";
    if (error.empty() && std::rename(temporary.c_str(), path.c_str()) != 0)
        error = std::string("cannot replace the file (") + std::strerror(errno) + ")";
    if (!error.empty()) {
        std::remove(temporary.c_str());
        return path + ": " + error;
    }
    return {};
}

} // namespace incursion::worldmap
