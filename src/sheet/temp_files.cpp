// SPDX-License-Identifier: MIT
#include "sheet/temp_files.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <system_error>
#include <unordered_map>
#include <vector>

namespace mazesheet::sheet::xlsx::temp {

#ifdef MAZESHEET_TEMP_FILES_IN_MEMORY

namespace {

// Past this many bytes a stream moves to a file of its own: what a class
// set's small sheets need stays in memory, while a large sheet's rows take
// the kernel's copies to disk, as before, rather than this program's.
constexpr std::size_t kMemoryLimit = std::size_t{64} << 10;

int firstFailure = 0;
bool reached = false;  // libxlsxwriter's calls come here

void failed(int error) {
    if (firstFailure == 0) firstFailure = error != 0 ? error : EIO;
}

// A new file in `directory` with no name (gone when closed); -1 on failure.
// O_TMPFILE makes it nameless from the start, so a run killed at any moment
// leaves nothing; where the file system cannot, a named file is unlinked at
// once (a run killed in between leaves a .mazesheet-part-XXXXXX file).
int anonymousFile(const std::string& directory) {
    const std::string folder = directory.empty() ? std::string(P_tmpdir) : directory;
#ifdef O_TMPFILE
    const int nameless = ::open(folder.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
    if (nameless >= 0) return nameless;
#endif
    std::string name = folder + "/.mazesheet-part-XXXXXX";
    const int fd = mkostemp(name.data(), O_CLOEXEC);
    if (fd >= 0) unlink(name.c_str());
    return fd;
}

// Calls `transfer` (pread or pwrite) until all `size` bytes have moved: a
// short transfer or an interrupted call goes on where it stopped.
template <typename Transfer, typename Char>
bool transferAll(Transfer transfer, int fd, Char* data, std::size_t size, off_t at) {
    while (size > 0) {
        const ssize_t n = transfer(fd, data, size, at);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        data += n;
        size -= static_cast<std::size_t>(n);
        at += n;
    }
    return true;
}

bool writeAll(int fd, const char* data, std::size_t size, off_t at) {
    return transferAll([](int f, const char* d, std::size_t n, off_t a) { return pwrite(f, d, n, a); }, fd, data,
                       size, at);
}

bool readAll(int fd, char* data, std::size_t size, off_t at) {
    return transferAll([](int f, char* d, std::size_t n, off_t a) { return pread(f, d, n, a); }, fd, data, size, at);
}

// Bytes in chunks of 8 KB, made as writes reach them and never moved (a
// vector that grows copies what it holds and zeroes what it adds).
class Chunks {
public:
    void write(std::size_t at, const char* data, std::size_t n) {
        while (n > 0) {
            const std::size_t index = at / kChunk;
            const std::size_t offset = at % kChunk;
            const std::size_t part = std::min(n, kChunk - offset);
            while (chunks_.size() <= index) chunks_.push_back(std::make_unique_for_overwrite<char[]>(kChunk));
            std::memcpy(chunks_[index].get() + offset, data, part);
            at += part;
            data += part;
            n -= part;
        }
    }

    void read(std::size_t at, char* out, std::size_t n) const {
        while (n > 0) {
            const std::size_t offset = at % kChunk;
            const std::size_t part = std::min(n, kChunk - offset);
            std::memcpy(out, chunks_[at / kChunk].get() + offset, part);
            at += part;
            out += part;
            n -= part;
        }
    }

    // The first `size` bytes to a file from `at` on.
    bool writeTo(int fd, std::size_t size, off_t at) const {
        for (std::size_t done = 0; done < size; done += kChunk) {
            const std::size_t part = std::min(kChunk, size - done);
            if (!writeAll(fd, chunks_[done / kChunk].get(), part, at + static_cast<off_t>(done))) return false;
        }
        return true;
    }

    void clear() { std::vector<std::unique_ptr<char[]>>().swap(chunks_); }

private:
    static constexpr std::size_t kChunk = 8192;
    std::vector<std::unique_ptr<char[]>> chunks_;
};

// The file parked streams share: their bytes one after another.
struct ParkFile {
    int fd = -1;
    std::string directory;
    off_t end = 0;
    int streams = 0;  // parked streams still open; the file is closed with the last
};
ParkFile parked;

// One temporary file's bytes: in memory, in a file of its own, or parked.
struct Bytes {
    std::string directory;
    Chunks memory;
    int fd = -1;            // its own file
    off_t parkedAt = -1;    // where its bytes start in the park file
    std::size_t size = 0;
    off_t position = 0;
    int streams = 0;        // FILE streams on these bytes

    ~Bytes() {
        if (fd >= 0) close(fd);
        if (parkedAt >= 0 && --parked.streams == 0) {
            close(parked.fd);
            parked = ParkFile{};
        }
    }

    bool toOwnFile() {
        fd = anonymousFile(directory);
        if (fd < 0 || !memory.writeTo(fd, size, 0)) return false;
        memory.clear();
        return true;
    }

    // Back in memory, for a write after parking (libxlsxwriter makes none).
    bool unpark() {
        char buffer[8192];
        for (std::size_t done = 0; done < size; done += sizeof buffer) {
            const std::size_t part = std::min(sizeof buffer, size - done);
            if (!readAll(parked.fd, buffer, part, parkedAt + static_cast<off_t>(done))) return false;
            memory.write(done, buffer, part);
        }
        parkedAt = -1;
        if (--parked.streams == 0) {
            close(parked.fd);
            parked = ParkFile{};
        }
        return true;
    }

    ssize_t read(char* out, std::size_t want) {
        if (position >= static_cast<off_t>(size)) return 0;
        const std::size_t n = std::min(want, size - static_cast<std::size_t>(position));
        bool ok = true;
        if (fd >= 0) ok = readAll(fd, out, n, position);
        else if (parkedAt >= 0) ok = readAll(parked.fd, out, n, parkedAt + position);
        else memory.read(static_cast<std::size_t>(position), out, n);
        if (!ok) {
            failed(errno);
            return -1;
        }
        position += static_cast<off_t>(n);
        return static_cast<ssize_t>(n);
    }

    ssize_t write(const char* data, std::size_t n) {
        const std::size_t end = static_cast<std::size_t>(position) + n;
        bool ok = true;
        if (parkedAt >= 0) ok = unpark();
        if (ok && fd < 0 && end > kMemoryLimit) ok = toOwnFile();
        if (ok && fd >= 0) {
            ok = writeAll(fd, data, n, position);
        } else if (ok) {
            // A write past the end leaves zeros between, as in a file.
            for (std::size_t gap = size; gap < static_cast<std::size_t>(position); ++gap) memory.write(gap, "", 1);
            memory.write(static_cast<std::size_t>(position), data, n);
        }
        if (!ok) {
            failed(errno);
            return 0;  // stdio's sign of a failed write
        }
        position += static_cast<off_t>(n);
        size = std::max(size, end);
        return static_cast<ssize_t>(n);
    }

    int seek(off64_t* offset, int whence) {
        off64_t base = 0;
        if (whence == SEEK_CUR) base = position;
        else if (whence == SEEK_END) base = static_cast<off64_t>(size);
        else if (whence != SEEK_SET) return -1;
        if (base + *offset < 0) return -1;
        position = static_cast<off_t>(base + *offset);
        *offset = position;
        return 0;
    }
};

// Which FILE streams are ours, and on what.
std::unordered_map<std::FILE*, Bytes*>& streams() {
    static std::unordered_map<std::FILE*, Bytes*> table;
    return table;
}

struct Cookie {
    Bytes* bytes;
    std::FILE* stream;
};

cookie_io_functions_t functions() {
    cookie_io_functions_t io{};
    io.read = [](void* c, char* out, std::size_t n) { return static_cast<Cookie*>(c)->bytes->read(out, n); };
    io.write = [](void* c, const char* data, std::size_t n) { return static_cast<Cookie*>(c)->bytes->write(data, n); };
    io.seek = [](void* c, off64_t* offset, int whence) { return static_cast<Cookie*>(c)->bytes->seek(offset, whence); };
    io.close = [](void* c) {
        auto* cookie = static_cast<Cookie*>(c);
        streams().erase(cookie->stream);
        if (--cookie->bytes->streams == 0) delete cookie->bytes;
        delete cookie;
        return 0;
    };
    return io;
}

std::FILE* openStream(Bytes* bytes) {
    auto* cookie = new Cookie{bytes, nullptr};
    std::FILE* stream = fopencookie(cookie, "w+", functions());
    if (stream == nullptr) {
        delete cookie;
        return nullptr;
    }
    cookie->stream = stream;
    ++bytes->streams;
    streams()[stream] = bytes;
    return stream;
}

}  // namespace

bool active() { return reached; }

std::FILE* park(std::FILE* stream) {
    const auto found = streams().find(stream);
    if (found == streams().end()) return stream;
    Bytes* bytes = found->second;
    if (std::fflush(stream) != 0) throw std::system_error(errno, std::generic_category(), "streamed rows");
    if (bytes->fd >= 0 || bytes->parkedAt >= 0) return stream;
    if (parked.fd >= 0 && parked.directory != bytes->directory) return stream;  // another workbook's
    if (parked.fd < 0) {
        parked.fd = anonymousFile(bytes->directory);
        if (parked.fd < 0) throw std::system_error(errno, std::generic_category(), "streamed rows");
        parked.directory = bytes->directory;
    }
    if (!bytes->memory.writeTo(parked.fd, bytes->size, parked.end)) {
        throw std::system_error(errno, std::generic_category(), "streamed rows");
    }
    bytes->parkedAt = parked.end;
    parked.end += static_cast<off_t>(bytes->size);
    ++parked.streams;
    bytes->memory.clear();
    // The same bytes through a new stream: a stdio buffer is made at a
    // stream's first use and lives as long as it, so the old one's (8 KB)
    // goes now and the new one's exists only while the rows are read back.
    std::FILE* fresh = openStream(bytes);
    if (fresh == nullptr) return stream;
    std::fclose(stream);
    return fresh;
}

bool closeIfOpen(std::FILE* stream) {
    if (streams().find(stream) == streams().end()) return false;
    std::fclose(stream);
    return true;
}

int takeFailure() {
    const int error = firstFailure;
    firstFailure = 0;
    return error;
}

}  // namespace mazesheet::sheet::xlsx::temp

// libxlsxwriter's hook for its temporary files (utility.c: "so it can be
// over-ridden with a user defined version").
extern "C" FILE* lxw_tmpfile(char* tmpdir) {
    using namespace mazesheet::sheet::xlsx::temp;
    reached = true;
    auto* bytes = new Bytes;
    if (tmpdir != nullptr) bytes->directory = tmpdir;
    std::FILE* stream = openStream(bytes);
    if (stream == nullptr) delete bytes;
    return stream;
}

#else

bool active() { return false; }
std::FILE* park(std::FILE* stream) { return stream; }
bool closeIfOpen(std::FILE*) { return false; }
int takeFailure() { return 0; }

}  // namespace mazesheet::sheet::xlsx::temp

#endif
