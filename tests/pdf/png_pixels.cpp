// SPDX-License-Identifier: MIT
// A PNG's pixels as a binary PPM (P6) on standard output, read by libpng,
// for the Python tests, which would take half a minute to undo the filters
// of a 300 dpi page themselves.
//   png_pixels FILE.png > FILE.ppm
#include <png.h>

#include <cstdio>
#include <cstring>
#include <vector>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: png_pixels FILE.png\n");
        return 2;
    }
    png_image image;
    std::memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (png_image_begin_read_from_file(&image, argv[1]) == 0) {
        std::fprintf(stderr, "png_pixels: %s: %s\n", argv[1], image.message);
        return 1;
    }
    image.format = PNG_FORMAT_RGB;
    std::vector<png_byte> pixels(PNG_IMAGE_SIZE(image));
    if (png_image_finish_read(&image, nullptr, pixels.data(), 0, nullptr) == 0) {
        std::fprintf(stderr, "png_pixels: %s: %s\n", argv[1], image.message);
        return 1;
    }
    std::printf("P6\n%u %u\n255\n", image.width, image.height);
    std::fwrite(pixels.data(), 1, pixels.size(), stdout);
    return std::fflush(stdout) == 0 ? 0 : 1;
}
