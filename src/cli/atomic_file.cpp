// SPDX-License-Identifier: MIT
#include "atomic_file.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <vector>

#include "core/errors.hpp"
#include "signals.hpp"
#include "writers/writers.hpp"

namespace mazesheet::cli {

namespace {

std::string writeFailure(const std::string& target, int error) {
    return "cannot write " + target + ": " + (error == EISDIR ? "it is a folder" : core::systemErrorText(error));
}

std::string directoryOf(const std::string& path) {
    const auto slash = path.rfind('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

std::string baseName(const std::string& path) {
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

constexpr std::string_view kTemporaryMark = ".tmp-XXXXXX";
constexpr std::string_view kBackupMark = ".old-";

// ".NAME.EXT.tmp-XXXXXX" (or ".old-XXXXXX", an old target kept while a
// run replaced it), EXT an output format's.
bool isTemporaryName(std::string_view name) {
    constexpr std::size_t kRandom = 6;
    const std::size_t markAt = name.size() - std::min(name.size(), kTemporaryMark.size());
    if (name.size() < kTemporaryMark.size() + 2 || name.front() != '.') return false;
    const std::string_view mark = name.substr(markAt, kTemporaryMark.size() - kRandom);
    if (mark != kTemporaryMark.substr(0, kTemporaryMark.size() - kRandom) && mark != kBackupMark) return false;
    for (const char c : name.substr(name.size() - kRandom)) {
        if (!std::isalnum(static_cast<unsigned char>(c))) return false;
    }
    const std::string_view target = name.substr(1, markAt - 1);
    for (const render::Writer* writer : render::allWriters()) {
        for (const std::string_view extension : writer->extensions) {
            if (target.size() > extension.size() && target.ends_with(extension)) return true;
        }
    }
    return false;
}

// Swaps two names in one step where the file system can; false (errno set)
// where it cannot.
bool exchangeNames(const std::string& a, const std::string& b) {
#ifdef RENAME_EXCHANGE
    return renameat2(AT_FDCWD, a.c_str(), AT_FDCWD, b.c_str(), RENAME_EXCHANGE) == 0;
#else
    (void)a;
    (void)b;
    errno = EINVAL;
    return false;
#endif
}

}  // namespace

std::string temporaryName(const std::string& name, std::size_t nameMax) {
    // "." + NAME + ".tmp-XXXXXX" must fit where NAME alone fits: a long
    // name is cut (on a character boundary, so the temporary file's name is
    // still UTF-8); mkstemp's six random characters keep it unique.
    const std::size_t room = nameMax > kTemporaryMark.size() + 2 ? nameMax - kTemporaryMark.size() - 1 : 1;
    std::size_t keep = std::min(name.size(), room);
    while (keep > 0 && keep < name.size() && (static_cast<unsigned char>(name[keep]) & 0xC0) == 0x80) --keep;
    return "." + name.substr(0, keep) + std::string(kTemporaryMark);
}

std::size_t removeAbandonedTemporaries(const std::string& directory) {
    DIR* folder = opendir(directory.c_str());
    if (folder == nullptr) return 0;
    const std::time_t now = std::time(nullptr);
    std::size_t removed = 0;
    while (const dirent* entry = readdir(folder)) {
        if (!isTemporaryName(entry->d_name)) continue;
        const std::string path = directory + "/" + entry->d_name;
        const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY);
        if (fd < 0) continue;
        struct stat info {};
        const bool abandoned = fstat(fd, &info) == 0 && S_ISREG(info.st_mode) && info.st_uid == geteuid() &&
                               now - info.st_mtime >= kAbandonedAfterSeconds && flock(fd, LOCK_EX | LOCK_NB) == 0;
        // Removed while locked, so no run can take it up in between.
        if (abandoned && ::unlink(path.c_str()) == 0) ++removed;
        ::close(fd);
    }
    closedir(folder);
    return removed;
}

AtomicFile::AtomicFile(std::string target) : target_(std::move(target)) {
    struct stat info {};
    if (stat(target_.c_str(), &info) == 0 && S_ISDIR(info.st_mode)) throw std::runtime_error(writeFailure(target_, EISDIR));
    const std::string directory = directoryOf(target_);
    removeAbandonedTemporaries(directory);
    const long nameMax = pathconf(directory.c_str(), _PC_NAME_MAX);
    const std::size_t nameLimit = nameMax > 0 ? static_cast<std::size_t>(nameMax) : 255;
    const std::string pattern = directory + "/" + temporaryName(baseName(target_), nameLimit);
    std::vector<char> buffer(pattern.begin(), pattern.end());
    buffer.push_back('\0');
    // Created and registered for removal as one step: a signal in between
    // would leave the file behind.
    const signals::Held held;
    const int fd = mkostemp(buffer.data(), O_CLOEXEC);
    if (fd < 0) throw std::runtime_error(writeFailure(target_, errno));
    // Locked for as long as the run lasts: the sign that the file is live.
    flock(fd, LOCK_EX | LOCK_NB);
    lock_ = fd;
    // mkstemp creates the file private (0600); give it the permissions a
    // plain new file would get under the user's umask.
    const mode_t mask = umask(0);
    umask(mask);
    fchmod(fd, static_cast<mode_t>(0666 & ~mask));
    temporary_.assign(buffer.data());
    slot_ = signals::track(temporary_, target_);
}

AtomicFile::~AtomicFile() {
    if (appending_ != nullptr) std::fclose(appending_);
    if (!temporary_.empty()) {
        const signals::Held held;
        if (replaced_ == Replaced::Not) std::remove(temporary_.c_str());
        signals::untrack(slot_);
    }
    if (lock_ >= 0) ::close(lock_);
}

void AtomicFile::startWriting() { signals::writing(slot_); }

void AtomicFile::append(std::string_view content) {
    if (appending_ == nullptr) {
        appending_ = std::fopen(temporary_.c_str(), "wb");
        if (appending_ == nullptr) throw std::runtime_error(writeFailure(target_, errno));
    }
    if (std::fwrite(content.data(), 1, content.size(), appending_) != content.size()) {
        throw std::runtime_error(writeFailure(target_, errno));
    }
}

void AtomicFile::finishAppending() {
    if (appending_ == nullptr) return;
    std::FILE* file = appending_;
    appending_ = nullptr;
    const bool flushed = std::fflush(file) == 0;
    const int error = errno;
    if (std::fclose(file) != 0 || !flushed) throw std::runtime_error(writeFailure(target_, flushed ? errno : error));
}

void AtomicFile::checkReplaceable() const {
    struct stat info {};
    if (lstat(target_.c_str(), &info) == 0 && S_ISDIR(info.st_mode)) {
        errno = EISDIR;
        throw std::runtime_error(writeFailure(target_, EISDIR));
    }
    if (lstat(temporary_.c_str(), &info) != 0) {
        throw std::runtime_error(writeFailure(target_, errno) + " (its unfinished file " + temporary_ + " is gone)");
    }
    if (access(directoryOf(target_).c_str(), W_OK) != 0) throw std::runtime_error(writeFailure(target_, errno));
}

void AtomicFile::replace() {
    struct stat info {};
    if (lstat(target_.c_str(), &info) != 0) {
        if (std::rename(temporary_.c_str(), target_.c_str()) != 0) throw std::runtime_error(writeFailure(target_, errno));
        replaced_ = Replaced::New;
        return;
    }
    if (S_ISDIR(info.st_mode)) throw std::runtime_error(writeFailure(target_, EISDIR));
    // The old target goes to the temporary file's name in the same step.
    if (exchangeNames(temporary_, target_)) {
        replaced_ = Replaced::Exchanged;
        return;
    }
    // Where the file system cannot exchange: a second name for the old
    // target first, then the new one over it.
    backup_ = temporary_;
    backup_.replace(backup_.size() - kTemporaryMark.size(), kBackupMark.size(), kBackupMark);
    const bool kept = ::link(target_.c_str(), backup_.c_str()) == 0;
    if (!kept) backup_.clear();
    if (std::rename(temporary_.c_str(), target_.c_str()) != 0) {
        const int error = errno;
        if (kept) ::unlink(backup_.c_str());
        throw std::runtime_error(writeFailure(target_, error));
    }
    replaced_ = kept ? Replaced::Linked : Replaced::Renamed;
}

bool AtomicFile::undo() noexcept {
    bool undone = false;
    switch (replaced_) {
        case Replaced::Not: return true;
        case Replaced::New: undone = std::rename(target_.c_str(), temporary_.c_str()) == 0; break;
        case Replaced::Exchanged: undone = exchangeNames(temporary_, target_); break;
        case Replaced::Linked: undone = std::rename(backup_.c_str(), target_.c_str()) == 0; break;
        case Replaced::Renamed: undone = false; break;
    }
    // The new content is at the temporary file's name again (or gone), and
    // the destructor removes it.
    if (undone) replaced_ = Replaced::Not;
    return undone;
}

void AtomicFile::settle() noexcept {
    if (replaced_ == Replaced::Exchanged) ::unlink(temporary_.c_str());  // now the old target
    if (replaced_ == Replaced::Linked) ::unlink(backup_.c_str());
    signals::untrack(slot_);
}

void commitAll(const std::vector<AtomicFile*>& files) {
    // "a.xlsx, k.xlsx and s.jsonl are unchanged"
    const auto outcome = [&files](const std::vector<bool>& changed) {
        const auto list = [&](bool which) {
            std::vector<std::string> names;
            for (std::size_t i = 0; i < files.size(); ++i) {
                if (changed[i] == which) names.push_back(files[i]->target());
            }
            std::string text;
            for (std::size_t i = 0; i < names.size(); ++i) {
                text += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
            }
            return std::pair{text, names.size()};
        };
        const auto [kept, keptCount] = list(false);
        const auto [lost, lostCount] = list(true);
        std::string text = keptCount == 0 ? "" : "; " + kept + (keptCount == 1 ? " is" : " are") + " unchanged";
        if (lostCount > 0) text += "; " + lost + (lostCount == 1 ? " was" : " were") + " replaced and could not be put back";
        return text;
    };
    std::vector<bool> changed(files.size(), false);
    try {
        for (AtomicFile* file : files) file->finishAppending();
        for (AtomicFile* file : files) file->checkReplaceable();
    } catch (const std::runtime_error& e) {
        throw std::runtime_error(e.what() + outcome(changed));
    }
    for (std::size_t i = 0; i < files.size(); ++i) {
        try {
            files[i]->replace();
            changed[i] = true;
        } catch (const std::runtime_error& e) {
            for (std::size_t j = i; j-- > 0;) changed[j] = !files[j]->undo();
            throw std::runtime_error(e.what() + outcome(changed));
        }
    }
    for (AtomicFile* file : files) file->settle();
}

}  // namespace mazesheet::cli
