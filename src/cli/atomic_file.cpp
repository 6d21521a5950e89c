// SPDX-License-Identifier: MIT
#include "atomic_file.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <thread>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "input_files.hpp"
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
// A run record's first line: what makes it one, whatever its name.
constexpr std::string_view kRecordMarker = "mazesheet run record: temporary files of a run, removed when it ends\n";
// A record lists a few files; anything longer is not one of ours.
constexpr std::size_t kMaxRecordBytes = 64 * 1024;

// Why an existing `target` cannot be replaced by a file (lstat: what a
// rename would replace), or "".
std::string notReplaceable(const std::string& target) {
    struct stat info {};
    if (lstat(target.c_str(), &info) != 0 || S_ISREG(info.st_mode) || S_ISLNK(info.st_mode)) return "";
    if (S_ISDIR(info.st_mode)) return "it is a folder";
    return std::string("it is ") + specialFileKind(info.st_mode) + ", not a file; replacing it would replace the " +
           (S_ISFIFO(info.st_mode) ? "pipe" : S_ISSOCK(info.st_mode) ? "socket" : "device") + " itself";
}

std::string hexName(std::string_view name) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out;
    for (const char c : name) {
        const auto byte = static_cast<unsigned char>(c);
        out += kDigits[byte >> 4];
        out += kDigits[byte & 0xF];
    }
    return out;
}

// A record line's name back from hex; "" if it is not one.
std::string nameFromHex(std::string_view hex) {
    const auto value = [](char c) {
        return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    };
    std::string out;
    if (hex.size() % 2 != 0) return "";
    for (std::size_t i = 0; i < hex.size(); i += 2) {
        const int high = value(hex[i]);
        const int low = value(hex[i + 1]);
        if (high < 0 || low < 0) return "";
        out += static_cast<char>(high * 16 + low);
    }
    return out;
}

bool writeAll(int fd, std::string_view bytes) {
    while (!bytes.empty()) {
        const ssize_t n = ::write(fd, bytes.data(), bytes.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

// This run's own records (device, inode): never taken for an ended run's,
// also where locks only pretend to work (WebAssembly's file system).
std::vector<std::pair<dev_t, ino_t>>& ownRecords() {
    static std::vector<std::pair<dev_t, ino_t>> records;
    return records;
}

bool isOwnRecord(const struct stat& info) {
    const auto& own = ownRecords();
    return std::find(own.begin(), own.end(), std::pair{info.st_dev, info.st_ino}) != own.end();
}

// Removes the files an ended run's record at `path` lists, then the record;
// returns how many files it removed. A record still locked (its run is
// alive), not this user's, or without the marker is left alone.
std::size_t removeRecorded(const std::string& directory, const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY);
    if (fd < 0) return 0;
    std::size_t removed = 0;
    struct stat info {};
    struct stat now {};
    // Locked, then checked to be still the file at that name: another run
    // may have removed it (and a new one taken the name) meanwhile.
    if (fstat(fd, &info) == 0 && S_ISREG(info.st_mode) && info.st_uid == geteuid() && !isOwnRecord(info) &&
        info.st_size <= static_cast<off_t>(kMaxRecordBytes) && flock(fd, LOCK_EX | LOCK_NB) == 0 &&
        lstat(path.c_str(), &now) == 0 && now.st_ino == info.st_ino && now.st_dev == info.st_dev) {
        std::string text(kMaxRecordBytes, '\0');
        const ssize_t n = ::pread(fd, text.data(), text.size(), 0);
        text.resize(n > 0 ? static_cast<std::size_t>(n) : 0);
        if (text.starts_with(kRecordMarker)) {
            std::string_view lines = std::string_view(text).substr(kRecordMarker.size());
            while (!lines.empty()) {
                const std::size_t end = lines.find('\n');
                if (end == std::string_view::npos) break;  // a line cut short: the run died writing it
                const std::string_view line = lines.substr(0, end);
                lines.remove_prefix(end + 1);
                const std::size_t space = line.find(' ');
                if (space == std::string_view::npos) continue;
                const std::string inode(line.substr(0, space));
                const std::string name = nameFromHex(line.substr(space + 1));
                if (name.empty() || name.find('/') != std::string::npos || name == "." || name == "..") continue;
                const std::string listed = directory + "/" + name;
                struct stat file {};
                if (lstat(listed.c_str(), &file) == 0 && S_ISREG(file.st_mode) && file.st_uid == geteuid() &&
                    file.st_dev == info.st_dev && std::to_string(file.st_ino) == inode && ::unlink(listed.c_str()) == 0) {
                    ++removed;
                }
            }
            ::unlink(path.c_str());  // while locked, so no run can take it up in between
        }
    }
    ::close(fd);
    return removed;
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

// A run's record in one folder: made with the run's first temporary file
// there, locked while the run lasts, removed once the last of those files
// is settled or removed.
class RunRecord {
public:
    // The record for `directory`, made now if this run has none there yet.
    static std::shared_ptr<RunRecord> in(const std::string& directory, const std::string& target) {
        auto& known = records();
        for (auto it = known.begin(); it != known.end();) {
            if (auto record = it->lock()) {
                if (record->directory_ == directory) return record;
                ++it;
            } else {
                it = known.erase(it);
            }
        }
        auto record = std::shared_ptr<RunRecord>(new RunRecord(directory, target));
        known.push_back(record);
        return record;
    }

    ~RunRecord() {
        const signals::Held held;
        ::unlink(path_.c_str());
        signals::untrack(slot_);
        auto& own = ownRecords();
        own.erase(std::remove(own.begin(), own.end(), identity_), own.end());
        ::close(fd_);  // and so the lock
    }
    RunRecord(const RunRecord&) = delete;
    RunRecord& operator=(const RunRecord&) = delete;

    // Lists the file `name` in the folder, whose inode is `inode`. Call
    // with the signals held, right after the file is made (or right before
    // a name of the run is given to another file). False (errno
    // set) if the line could not be written.
    bool list(const std::string& name, ino_t inode) {
        return writeAll(fd_, std::to_string(inode) + " " + hexName(name) + "\n");
    }

private:
    RunRecord(std::string directory, const std::string& target) : directory_(std::move(directory)) {
        std::string pattern = directory_ + "/" + std::string(kRunRecordPrefix) + "XXXXXX";
        const signals::Held held;
        fd_ = mkostemp(pattern.data(), O_CLOEXEC | O_APPEND);
        if (fd_ < 0) throw std::runtime_error(writeFailure(target, errno));
        path_ = pattern;
        slot_ = signals::trackRecord(path_);
        struct stat info {};
        if (fstat(fd_, &info) == 0) identity_ = {info.st_dev, info.st_ino};
        ownRecords().push_back(identity_);
        // Locked before the marker is written: a clean-up that meets the
        // record before then finds no marker and leaves it.
        while (flock(fd_, LOCK_EX) != 0 && errno == EINTR) {
        }
        if (!writeAll(fd_, kRecordMarker)) {
            const int error = errno;
            ::unlink(path_.c_str());
            signals::untrack(slot_);
            ::close(fd_);
            throw std::runtime_error(writeFailure(target, error));
        }
    }

    static std::vector<std::weak_ptr<RunRecord>>& records() {
        static std::vector<std::weak_ptr<RunRecord>> known;
        return known;
    }

    std::string directory_;
    std::string path_;
    std::pair<dev_t, ino_t> identity_{};
    int fd_ = -1;
    int slot_ = -1;
};

namespace {

// The targets' folders, each locked (flock, exclusive) while alive: a
// commit happens whole between another run's. Folders are locked in one
// order (device, inode), so two runs never wait for each other. Where the
// file system has no such locks (some network file systems), the commit
// goes on without.
class FolderLocks {
public:
    explicit FolderLocks(const std::vector<AtomicFile*>& files) {
        std::vector<std::pair<std::pair<dev_t, ino_t>, int>> folders;
        for (const AtomicFile* file : files) {
            const int fd = ::open(directoryOf(file->target()).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
            struct stat info {};
            if (fd < 0) continue;  // the commit's own checks say why
            if (fstat(fd, &info) != 0) {
                ::close(fd);
                continue;
            }
            folders.push_back({{info.st_dev, info.st_ino}, fd});
        }
        std::sort(folders.begin(), folders.end());
        for (std::size_t i = 0; i < folders.size(); ++i) {
            if (i > 0 && folders[i].first == folders[i - 1].first) {
                ::close(folders[i].second);
                continue;
            }
            fds_.push_back(folders[i].second);
            // Waiting with the signals free: SIGINT still ends the run.
            while (flock(fds_.back(), LOCK_EX) != 0 && errno == EINTR) {
            }
        }
    }
    ~FolderLocks() {
        for (const int fd : fds_) ::close(fd);
    }
    FolderLocks(const FolderLocks&) = delete;
    FolderLocks& operator=(const FolderLocks&) = delete;

private:
    std::vector<int> fds_;
};

// MAZESHEET_TEST_COMMIT_DELAY_MS, or 0.
long commitDelayMs() {
    const char* value = std::getenv(kCommitDelayVariable);
    if (value == nullptr) return 0;
    char* end = nullptr;
    const long ms = std::strtol(value, &end, 10);
    return end != value && *end == '\0' && ms > 0 ? ms : 0;
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
    std::vector<std::string> recordNames;
    while (const dirent* entry = readdir(folder)) {
        const std::string_view name = entry->d_name;
        if (name.starts_with(kRunRecordPrefix)) recordNames.emplace_back(name);
    }
    closedir(folder);
    std::size_t removed = 0;
    for (const std::string& name : recordNames) removed += removeRecorded(directory, directory + "/" + name);
    return removed;
}

AtomicFile::AtomicFile(std::string target) : target_(std::move(target)) {
    if (const std::string why = notReplaceable(target_); !why.empty()) {
        throw std::runtime_error("cannot write " + target_ + ": " + why);
    }
    const std::string directory = directoryOf(target_);
    removeAbandonedTemporaries(directory);
    record_ = RunRecord::in(directory, target_);
    const long nameMax = pathconf(directory.c_str(), _PC_NAME_MAX);
    const std::size_t nameLimit = nameMax > 0 ? static_cast<std::size_t>(nameMax) : 255;
    const std::string pattern = directory + "/" + temporaryName(baseName(target_), nameLimit);
    std::vector<char> buffer(pattern.begin(), pattern.end());
    buffer.push_back('\0');
    // Created, listed in the record and registered for removal as one
    // step: a signal in between would leave the file behind.
    const signals::Held held;
    const int fd = mkostemp(buffer.data(), O_CLOEXEC);
    if (fd < 0) throw std::runtime_error(writeFailure(target_, errno));
    struct stat info {};
    if (fstat(fd, &info) != 0 || !record_->list(baseName(buffer.data()), info.st_ino)) {
        const int error = errno;
        ::unlink(buffer.data());
        ::close(fd);
        throw std::runtime_error(writeFailure(target_, error));
    }
    fd_ = fd;
    // mkstemp creates the file private (0600); give it the permissions a
    // plain new file would get under the user's umask.
    const mode_t mask = umask(0);
    umask(mask);
    fchmod(fd, static_cast<mode_t>(0666 & ~mask));
    temporary_.assign(buffer.data());
    slot_ = signals::track(temporary_, target_);
}

AtomicFile::~AtomicFile() {
    if (appending_ != nullptr) std::fclose(appending_);  // and fd_ with it
    else if (fd_ >= 0) ::close(fd_);
    if (!temporary_.empty()) {
        const signals::Held held;
        if (replaced_ == Replaced::Not) std::remove(temporary_.c_str());
        signals::untrack(slot_);
    }
}

void AtomicFile::startWriting() { signals::writing(slot_); }

void AtomicFile::append(std::string_view content) {
    if (appending_ == nullptr) {
        appending_ = fdopen(fd_, "wb");
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
    fd_ = -1;  // closed with the stream
    const bool flushed = std::fflush(file) == 0;
    const int error = errno;
    if (std::fclose(file) != 0 || !flushed) throw std::runtime_error(writeFailure(target_, flushed ? errno : error));
}

void AtomicFile::checkReplaceable() const {
    if (const std::string why = notReplaceable(target_); !why.empty()) {
        throw std::runtime_error("cannot write " + target_ + ": " + why);
    }
    struct stat info {};
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
    if (const std::string why = notReplaceable(target_); !why.empty()) {
        throw std::runtime_error("cannot write " + target_ + ": " + why);
    }
    // The old target goes to the temporary file's name in the same step:
    // listed under that name first, so a run killed before settle() leaves
    // nothing its record does not prove. (A record that cannot take the line,
    // a full disk, does not stop the replacement.)
    record_->list(baseName(temporary_), info.st_ino);
    if (exchangeNames(temporary_, target_)) {
        replaced_ = Replaced::Exchanged;
        return;
    }
    // Where the file system cannot exchange: a second name for the old
    // target first (listed in the run's record before it is made), then
    // the new one over it.
    backup_ = temporary_;
    backup_.replace(backup_.size() - kTemporaryMark.size(), kBackupMark.size(), kBackupMark);
    record_->list(baseName(backup_), info.st_ino);
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
    } catch (const std::runtime_error& e) {
        throw std::runtime_error(e.what() + outcome(changed));
    }
    // Another run's commit into these folders ends first; then every
    // replacement happens whole or not at all, with the signals held.
    const FolderLocks locks(files);
    const signals::Held held;
    try {
        for (AtomicFile* file : files) file->checkReplaceable();
    } catch (const std::runtime_error& e) {
        throw std::runtime_error(e.what() + outcome(changed));
    }
    const long delayMs = commitDelayMs();
    for (std::size_t i = 0; i < files.size(); ++i) {
        try {
            files[i]->replace();
            changed[i] = true;
        } catch (const std::runtime_error& e) {
            for (std::size_t j = i; j-- > 0;) changed[j] = !files[j]->undo();
            throw std::runtime_error(e.what() + outcome(changed));
        }
        if (delayMs > 0 && i + 1 < files.size()) std::this_thread::sleep_for(std::chrono::milliseconds(delayMs));
    }
    for (AtomicFile* file : files) file->settle();
}

}  // namespace mazesheet::cli
