// SPDX-License-Identifier: MIT
#include "pdf/drawing_process.hpp"

#include <fcntl.h>
#include <malloc.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <vector>

#include "core/errors.hpp"

namespace mazesheet::pdf {

namespace {

// The calls, one byte each, then their values as the machine holds them
// (both ends are the same program).
enum Op : char {
    kBeginPage = 'B',
    kEndPage = 'b',
    kBeginGrid = 'G',
    kEndGrid = 'g',
    kBeginWindow = 'W',
    kEndWindow = 'w',
    kFillRect = 'R',
    kFramedRect = 'r',
    kBeginLines = 'L',
    kLine = 'l',
    kEndLines = 'e',
    kPolyline = 'P',
    kPolygon = 'p',
    kArc = 'a',
    kText = 'T',
    kOpen = 'O',    // a new document: its font, title, language and keywords
    kSync = 'S',    // reply kSynced or kFailed once everything before is drawn
    kFinish = 'Z',  // finish the document; reply kFinished or kFailed
};
// The drawing process's replies.
enum Reply : char { kData = 'D', kSynced = 'K', kFinished = 'E', kFailed = 'F' };

constexpr std::size_t kQueueBytes = 64 * 1024;
// The stack of each thread the module starts (fontconfig's deepest use is
// far less).
constexpr std::size_t kThreadStackBytes = 1 << 20;
constexpr std::size_t kErrorTail = 4096;

template <typename Value>
void put(std::string& out, Value value) {
    char bytes[sizeof(Value)];
    std::memcpy(bytes, &value, sizeof(Value));
    out.append(bytes, sizeof(Value));
}

// ---- the drawing process ----

// Writes all of `bytes` to the socket; false if the program is gone.
bool sendAll(int fd, const char* bytes, std::size_t size) {
    while (size > 0) {
        const ssize_t n = ::send(fd, bytes, size, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        bytes += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

bool sendFrame(int fd, char kind, std::string_view payload) {
    std::string frame(1, kind);
    if (kind == kData || kind == kFailed) put(frame, static_cast<std::uint32_t>(payload.size()));
    frame.append(payload);
    return sendAll(fd, frame.data(), frame.size());
}

// The commands as they arrive, read a buffer at a time.
class CommandReader {
public:
    explicit CommandReader(int fd) : fd_(fd) {}

    // The next `size` bytes; ends the process when the program has gone.
    const char* take(std::size_t size) {
        while (buffer_.size() - at_ < size) {
            if (at_ > 0) {
                buffer_.erase(0, at_);
                at_ = 0;
            }
            char chunk[64 * 1024];
            const ssize_t n = ::read(fd_, chunk, sizeof chunk);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) ::_exit(0);
            buffer_.append(chunk, static_cast<std::size_t>(n));
        }
        const char* out = buffer_.data() + at_;
        at_ += size;
        return out;
    }
    template <typename Value>
    Value value() {
        Value out;
        std::memcpy(&out, take(sizeof(Value)), sizeof(Value));
        return out;
    }

private:
    int fd_;
    std::string buffer_;
    std::size_t at_ = 0;
};

// A polyline's or a polygon's points: their count, then each x and y.
std::vector<page::Point> readPoints(CommandReader& in) {
    std::vector<page::Point> points(in.value<std::uint32_t>());
    for (page::Point& point : points) {
        point.x = in.value<double>();
        point.y = in.value<double>();
    }
    return points;
}

void putPoints(std::string& out, std::span<const page::Point> points) {
    put(out, static_cast<std::uint32_t>(points.size()));
    for (const page::Point& point : points) {
        put(out, point.x);
        put(out, point.y);
    }
}

struct ChildSink {
    int fd;
    static bool write(void* closure, const char* bytes, std::size_t size) noexcept {
        return sendFrame(static_cast<ChildSink*>(closure)->fd, kData, std::string_view(bytes, size));
    }
};

// The signals of the program's own faults keep whatever handles them (the
// default, or a sanitizer's report); every other handler is the program's
// and must not run here (it removes the program's temporary files and
// prints its lines).
bool programFault(int number) {
    return number == SIGSEGV || number == SIGBUS || number == SIGFPE || number == SIGILL || number == SIGTRAP ||
           number == SIGABRT || number == SIGSYS;
}

// Makes the forked process a drawing process: the default signal
// handlers, no files of the program's, the socket as descriptor 3, and
// threads that fit under a memory limit.
void becomeDrawingProcess(int socket, int errorWrite) {
    for (int number = 1; number < NSIG; ++number) {
        if (programFault(number) || number == SIGKILL || number == SIGSTOP) continue;
        struct sigaction action {};
        if (sigaction(number, nullptr, &action) != 0 || action.sa_handler == SIG_IGN) continue;
        action.sa_handler = SIG_DFL;
        action.sa_flags = 0;
        sigaction(number, &action, nullptr);
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    prctl(PR_SET_PDEATHSIG, SIGKILL);  // ends with the program, however it ends
    // fontconfig prints to standard error (and FC_DEBUG to standard output):
    // both go to the program, which keeps them off the terminal.
    ::dup2(errorWrite, STDOUT_FILENO);
    ::dup2(errorWrite, STDERR_FILENO);
    ::dup2(socket, 3);
    ::close_range(4, ~0U, 0);  // the program's files (its outputs, their locks) are not this process's

    // Pango starts threads of its own ("[pango] FcInit", "FcFontSetSort").
    // A thread's stack takes RLIMIT_STACK's 8 MB of address space, and its
    // first allocation a malloc arena's 64 MB, which a memory limit (ulimit
    // -v) may not hold: glib then ends the process. Small stacks and one
    // arena keep the module's needs near what it uses.
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) == 0) {
        pthread_attr_setstacksize(&attributes, kThreadStackBytes);
        pthread_setattr_default_np(&attributes);
        pthread_attr_destroy(&attributes);
    }
    mallopt(M_ARENA_MAX, 1);
}

[[noreturn]] void drawingProcess(const Module& module, int socket, int errorWrite, const std::string& font) {
    becomeDrawingProcess(socket, errorWrite);
    const int fd = 3;
    alarm(kFontLoadSeconds);  // a stalled fontconfig ends the process (SIGALRM), which the program reports
    std::string failure = module.prepareFonts(font.c_str());
    alarm(0);
    ChildSink sink{fd};
    Document* document = nullptr;
    const auto reply = [&](char done) {
        if (failure.empty() && document != nullptr && *document->failure() != '\0') failure = document->failure();
        const bool sent = failure.empty() ? sendFrame(fd, done, {}) : sendFrame(fd, kFailed, failure);
        if (!sent) ::_exit(0);
    };
    CommandReader in(fd);
    // After a failure the calls are read and dropped: the program learns of
    // it at its next check, and ends this process.
    page::Canvas* canvas = nullptr;
    for (;;) {
        const char op = *in.take(1);
        if (!failure.empty()) canvas = nullptr;
        switch (op) {
            case kOpen: {
                const auto field = [&in]() {
                    const auto size = in.value<std::uint32_t>();
                    return std::string(in.take(size), size);
                };
                const std::string documentFont = field();
                const std::string title = field();
                const std::string language = field();
                const std::string keywords = field();
                delete document;
                document = nullptr;
                if (failure.empty()) {
                    const DocumentInfo info{documentFont.c_str(), title.c_str(), language.c_str(), keywords.c_str()};
                    document = module.open(ByteSink{&sink, ChildSink::write}, info);
                    if (document == nullptr) failure = "the PDF module (" + module.path + ") made no document";
                }
                canvas = document;
                break;
            }
            case kBeginPage: {
                const auto width = in.value<double>();
                const auto height = in.value<double>();
                if (canvas) canvas->beginPage(width, height);
                break;
            }
            case kEndPage:
                if (canvas) canvas->endPage();
                break;
            case kBeginGrid: {
                const auto x = in.value<double>();
                const auto y = in.value<double>();
                const auto cell = in.value<double>();
                const auto lines = in.value<page::GridLines>();
                if (canvas) canvas->beginGrid(x, y, cell, lines);
                break;
            }
            case kEndGrid:
                if (canvas) canvas->endGrid();
                break;
            case kBeginWindow: {
                const auto dx = in.value<double>();
                const auto dy = in.value<double>();
                const auto clip = in.value<page::Box>();
                if (canvas) canvas->beginWindow(dx, dy, clip);
                break;
            }
            case kEndWindow:
                if (canvas) canvas->endWindow();
                break;
            case kFillRect:
            case kFramedRect: {
                double box[4];
                std::memcpy(box, in.take(sizeof box), sizeof box);
                const auto fill = in.value<page::Colour>();
                if (canvas && op == kFillRect) canvas->fillRect(box[0], box[1], box[2], box[3], fill);
                if (canvas && op == kFramedRect) canvas->framedRect(box[0], box[1], box[2], box[3], fill);
                break;
            }
            case kBeginLines: {
                const auto width = in.value<double>();
                const auto colour = in.value<page::Colour>();
                if (canvas) canvas->beginLines(width, colour);
                break;
            }
            case kLine: {
                double ends[4];
                std::memcpy(ends, in.take(sizeof ends), sizeof ends);
                if (canvas) canvas->line(ends[0], ends[1], ends[2], ends[3]);
                break;
            }
            case kEndLines:
                if (canvas) canvas->endLines();
                break;
            case kArc: {
                double arc[5];
                std::memcpy(arc, in.take(sizeof arc), sizeof arc);
                if (canvas) canvas->arc(arc[0], arc[1], arc[2], arc[3], arc[4]);
                break;
            }
            case kPolygon: {
                const std::vector<page::Point> points = readPoints(in);
                const auto fill = in.value<page::Colour>();
                if (canvas) canvas->fillPolygon(points, fill);
                break;
            }
            case kPolyline: {
                const std::vector<page::Point> points = readPoints(in);
                const auto width = in.value<double>();
                const auto colour = in.value<page::Colour>();
                if (canvas) canvas->polyline(points, width, colour);
                break;
            }
            case kText: {
                page::Point at;
                at.x = in.value<double>();
                at.y = in.value<double>();
                page::TextStyle style;
                style.pt = in.value<double>();
                style.bold = in.value<char>() != 0;
                style.colour = in.value<page::Colour>();
                style.anchor = static_cast<page::Anchor>(in.value<char>());
                const auto size = in.value<std::uint32_t>();
                const std::string text(in.take(size), size);
                if (canvas) canvas->text(at, text, style);
                break;
            }
            case kSync:
                reply(kSynced);
                break;
            case kFinish:
                if (document != nullptr && failure.empty()) document->finish();
                reply(kFinished);
                canvas = nullptr;
                break;
            default:
                sendFrame(fd, kFailed, "the PDF drawing process received a call it does not know");
                ::_exit(0);
        }
    }
}

// ---- the program's side ----

std::string signalName(int number) {
    if (const char* name = sigabbrev_np(number)) return std::string("SIG") + name;
    return "signal " + std::to_string(number);
}

// The memory limit (ulimit -v) in MB, or 0 when there is none.
unsigned long long memoryLimitMb() {
    struct rlimit limit {};
    if (getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return 0;
    return static_cast<unsigned long long>(limit.rlim_cur) >> 20;
}

}  // namespace

void DrawingProcess::start(const std::string& font) {
    const auto cannotStart = [&](int error) {
        stop();
        return std::runtime_error("cannot write " + name() + ": cannot start the PDF drawing process: " +
                                  core::systemErrorText(error));
    };
    int pair[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0) throw cannotStart(errno);
    socket_ = pair[0];
    int errors[2];
    if (::pipe2(errors, O_CLOEXEC) != 0) {
        const int error = errno;
        ::close(pair[1]);
        throw cannotStart(error);
    }
    errorPipe_ = errors[0];
    child_ = ::fork();
    if (child_ == 0) {
        ::close(pair[0]);
        ::close(errors[0]);
        drawingProcess(module_, pair[1], errors[1], font);
    }
    const int forkError = errno;
    ::close(pair[1]);
    ::close(errors[1]);
    if (child_ < 0) throw cannotStart(forkError);
    ::fcntl(socket_, F_SETFL, ::fcntl(socket_, F_GETFL) | O_NONBLOCK);
    ::fcntl(errorPipe_, F_SETFL, ::fcntl(errorPipe_, F_GETFL) | O_NONBLOCK);
    repliesSeen_ = 0;
    received_.clear();
    errors_.clear();
}

void DrawingProcess::open(render::Sink& sink, const DocumentStrings& document) {
    sink_ = &sink;
    failure_.clear();
    commands_.clear();
    if (child_ < 0) start(document.font);
    commands_ += kOpen;
    for (const std::string* field : {&document.font, &document.title, &document.language, &document.keywords}) {
        put(commands_, static_cast<std::uint32_t>(field->size()));
        commands_.append(*field);
    }
}

std::string DrawingProcess::name() const { return sink_ != nullptr ? sink_->name() : "the PDF"; }

DrawingProcess::~DrawingProcess() { stop(); }

void DrawingProcess::stop() noexcept {
    if (child_ > 0) {
        ::kill(child_, SIGKILL);
        while (::waitpid(child_, nullptr, 0) < 0 && errno == EINTR) {
        }
        child_ = -1;
    }
    if (socket_ >= 0) ::close(socket_);
    if (errorPipe_ >= 0) ::close(errorPipe_);
    socket_ = errorPipe_ = -1;
}

void DrawingProcess::readErrors() {
    char chunk[4096];
    for (;;) {
        const ssize_t n = ::read(errorPipe_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        errors_.append(chunk, static_cast<std::size_t>(n));
        if (errors_.size() > kErrorTail) errors_.erase(0, errors_.size() - kErrorTail);
    }
}

bool DrawingProcess::readReplies() {
    char chunk[64 * 1024];
    bool open = true;
    for (;;) {
        const ssize_t n = ::recv(socket_, chunk, sizeof chunk, 0);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
        if (n <= 0) {
            open = false;  // what came before the end is handled all the same
            break;
        }
        received_.append(chunk, static_cast<std::size_t>(n));
    }
    std::size_t at = 0;
    while (at < received_.size()) {
        const char kind = received_[at];
        if (kind == kSynced || kind == kFinished) {
            ++repliesSeen_;
            ++at;
            continue;
        }
        if (received_.size() - at < 1 + sizeof(std::uint32_t)) break;
        std::uint32_t size = 0;
        std::memcpy(&size, received_.data() + at + 1, sizeof size);
        if (received_.size() - at < 1 + sizeof size + size) break;
        const std::string_view payload(received_.data() + at + 1 + sizeof size, size);
        at += 1 + sizeof size + size;
        if (kind == kData) {
            sink_->write(payload);
        } else {
            if (failure_.empty()) failure_ = payload;
            ++repliesSeen_;
        }
    }
    received_.erase(0, at);
    return open;
}

void DrawingProcess::died() {
    int status = 0;
    while (::waitpid(child_, &status, 0) < 0 && errno == EINTR) {
    }
    child_ = -1;
    readErrors();
    std::string why;
    if (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM) {
        why = "fontconfig did not load the fonts within " + std::to_string(kFontLoadSeconds) + " s";
    } else if (WIFSIGNALED(status)) {
        why = "the PDF module (cairo, Pango, fontconfig) failed: killed by " + signalName(WTERMSIG(status));
    } else {
        why = "the PDF drawing process ended early (exit status " + std::to_string(WEXITSTATUS(status)) + ")";
    }
    // What fontconfig and glib print when memory runs out (allocations, a
    // thread's stack); never shown, only summed up.
    for (const char* sign : {"out of memory", "failed to allocate", "Cannot allocate", "creating thread"}) {
        if (errors_.find(sign) != std::string::npos) {
            why += ", short of memory";
            break;
        }
    }
    if (const unsigned long long limit = memoryLimitMb()) {
        why += "; the memory limit (ulimit -v) is " + std::to_string(limit) + " MB: try a larger one";
    }
    stop();
    throw std::runtime_error("cannot write " + name() + ": " + why);
}

void DrawingProcess::failed() {
    // The module's state after a failure is unknown: the next document gets a new process.
    stop();
    throw std::runtime_error("cannot write " + name() + ": " + failure_);
}

void DrawingProcess::exchange(int replies) {
    while (!commands_.empty() || repliesSeen_ < replies) {
        if (child_ < 0) throw std::runtime_error("cannot write " + name() + ": the PDF drawing process ended");
        pollfd watched[2] = {{socket_, static_cast<short>(POLLIN | (commands_.empty() ? 0 : POLLOUT)), 0},
                             {errorPipe_, POLLIN, 0}};
        if (::poll(watched, 2, -1) < 0) {
            if (errno == EINTR) continue;
            throw std::runtime_error("cannot write " + name() + ": " + core::systemErrorText(errno));
        }
        if (watched[1].revents != 0) readErrors();
        if ((watched[0].revents & (POLLIN | POLLHUP | POLLERR)) != 0 && !readReplies() &&
            (!commands_.empty() || repliesSeen_ < replies)) {
            died();
        }
        if ((watched[0].revents & POLLOUT) != 0 && !commands_.empty()) {
            const ssize_t n = ::send(socket_, commands_.data(), commands_.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
            if (n > 0) commands_.erase(0, static_cast<std::size_t>(n));
            else if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) died();
        }
    }
}

void DrawingProcess::check() {
    commands_ += kSync;
    exchange(repliesSeen_ + 1);
    if (!failure_.empty()) failed();
}

void DrawingProcess::finish() {
    commands_ += kFinish;
    exchange(repliesSeen_ + 1);
    if (!failure_.empty()) failed();
    sink_ = nullptr;
}

void DrawingProcess::beginPage(double width, double height) {
    commands_ += kBeginPage;
    put(commands_, width);
    put(commands_, height);
}

void DrawingProcess::endPage() {
    commands_ += kEndPage;
    exchange(0);
}

void DrawingProcess::beginGrid(double x, double y, double cell, page::GridLines lines) {
    commands_ += kBeginGrid;
    put(commands_, x);
    put(commands_, y);
    put(commands_, cell);
    put(commands_, lines);
}

void DrawingProcess::endGrid() { commands_ += kEndGrid; }

void DrawingProcess::beginWindow(double dx, double dy, const page::Box& clip) {
    commands_ += kBeginWindow;
    put(commands_, dx);
    put(commands_, dy);
    put(commands_, clip);
}

void DrawingProcess::endWindow() { commands_ += kEndWindow; }

void DrawingProcess::fillRect(double x, double y, double width, double height, page::Colour fill) {
    commands_ += kFillRect;
    for (const double value : {x, y, width, height}) put(commands_, value);
    put(commands_, fill);
    if (commands_.size() > kQueueBytes) exchange(0);
}

void DrawingProcess::framedRect(double x, double y, double width, double height, page::Colour fill) {
    commands_ += kFramedRect;
    for (const double value : {x, y, width, height}) put(commands_, value);
    put(commands_, fill);
}

void DrawingProcess::beginLines(double width, page::Colour colour) {
    commands_ += kBeginLines;
    put(commands_, width);
    put(commands_, colour);
}

void DrawingProcess::line(double x0, double y0, double x1, double y1) {
    commands_ += kLine;
    for (const double value : {x0, y0, x1, y1}) put(commands_, value);
    if (commands_.size() > kQueueBytes) exchange(0);
}

void DrawingProcess::endLines() { commands_ += kEndLines; }

void DrawingProcess::fillPolygon(std::span<const page::Point> points, page::Colour fill) {
    commands_ += kPolygon;
    putPoints(commands_, points);
    put(commands_, fill);
    if (commands_.size() > kQueueBytes) exchange(0);
}

void DrawingProcess::arc(double cx, double cy, double radius, double from, double to) {
    commands_ += kArc;
    for (const double value : {cx, cy, radius, from, to}) put(commands_, value);
    if (commands_.size() > kQueueBytes) exchange(0);
}

void DrawingProcess::polyline(std::span<const page::Point> points, double width, page::Colour colour) {
    commands_ += kPolyline;
    putPoints(commands_, points);
    put(commands_, width);
    put(commands_, colour);
    if (commands_.size() > kQueueBytes) exchange(0);
}

void DrawingProcess::text(page::Point at, std::string_view text, const page::TextStyle& style) {
    commands_ += kText;
    put(commands_, at.x);
    put(commands_, at.y);
    put(commands_, style.pt);
    put(commands_, static_cast<char>(style.bold ? 1 : 0));
    put(commands_, style.colour);
    put(commands_, static_cast<char>(style.anchor));
    put(commands_, static_cast<std::uint32_t>(text.size()));
    commands_.append(text);
    if (commands_.size() > kQueueBytes) exchange(0);
}

}  // namespace mazesheet::pdf
