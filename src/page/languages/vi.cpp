// SPDX-License-Identifier: MIT
// Vietnamese: B (bắt đầu) and Đ (đích) mark the ends; a child is addressed as em.
#include "page/languages/languages.hpp"

namespace mazesheet::page::languages {

namespace {

constexpr Word kWords[] = {
    {"default-title", "Mê cung"},
    {"solution-suffix", " (lời giải)"},
    {"name-date-line", "Họ tên: ______________________    Ngày: ______________"},
    {"answer-key-line", "Đáp án"},
    {"maze-caption", "Hãy bắt đầu từ B và tìm đường đến Đ."},
    {"solution-caption", "Đường tô màu dẫn từ B đến Đ."},
    {"route-caption", "Đường kẻ chỉ lối đi từ B đến Đ."},
    {"play-caption", "Gõ một chữ cái bất kỳ vào các ô trên đường đi của em từ B đến Đ."},
    {"play-facts-caption", "Ở mỗi ô trên đường đi của em từ B đến Đ, hãy chọn ✔ trong danh sách của ô."},
    {"start-mark", "B"},
    {"finish-mark", "Đ"},
    {"info-one", "hạt giống {seed}"},
    {"info-of-set", "Mê cung {number}/{count}, hạt giống {seed}"},
    {"footer-made", "{algorithm}, hạt giống {seed}"},
    {"footer-braided", "{algorithm}, hạt giống {seed}, vòng lặp {braid}"},
    {"footer-size", "mê cung {width} x {height}"},
    {"footer-mask-size", "mê cung {width} x {height} (hình)"},
    {"credit", "tạo bằng mazesheet"},
    {"poster-sheet", "{sheet}: cột {col}, hàng {row}"},
    {"verdict-empty", "Hãy đánh dấu đường đi của em từ B đến Đ."},
    {"verdict-solved", "Giải xong rồi!"},
    {"verdict-wall", "Chỗ này đi xuyên qua tường."},
    {"verdict-extra", "Thừa dấu: hãy xóa bớt."},
    {"verdict-shorter", "Được rồi, nhưng còn đường ngắn hơn."},
    {"verdict-go-on", "Tiếp tục nào."},
    {"reveal-label", "Giáo viên: hiện lời giải?"},
    {"reveal-no", "không"},
    {"reveal-yes", "có"},
    {"check-marks", "dấu"},
    {"check-start-neighbours", "ô cạnh B"},
    {"check-finish-neighbours", "ô cạnh Đ"},
    {"check-twos", "ô có 2"},
    {"check-branches", "chỗ rẽ nhánh"},
    {"check-lone-marks", "dấu lẻ loi"},
    {"check-loose-ends", "đầu hở"},
    {"check-at-wall", "cạnh tường"},
    {"check-shortest", "đường ngắn nhất"},
    {"sheet-maze", "Mê cung"},
    {"sheet-solution", "Lời giải"},
    {"sheet-check", "Kiểm tra"},
    {"sheet-step", "Bước {step}"},
    {"step-heading", "Bước {step}/{steps}: đã xong {done}/{cells} ô"},
    {"step-subject", "Cách {algorithm} tạo mê cung"},
    {"doc-answers-suffix", " (lời giải)"},
    {"doc-subject", "Phiếu bài tập mê cung"},
    {"doc-answers-subject", "Lời giải mê cung"},
    {"doc-keywords", "mê cung, {algorithm}"},
    {"doc-comment-one", "Tạo bằng mazesheet: thuật toán {algorithm}, hạt giống {seeds}"},
    {"doc-comment-set", "Tạo bằng mazesheet: {count} mê cung, thuật toán {algorithm}, hạt giống {seeds}"},
};

constexpr CoreWording kLegends[] = {
    {"not visited yet", "chưa đi qua"},
    {"on the stack", "trong ngăn xếp"},
    {"finished: off the stack", "xong: đã ra khỏi ngăn xếp"},
    {"no passage yet: a set of its own", "chưa có lối: một tập riêng"},
    {"a colour per set of joined cells (the 12 largest)", "mỗi tập ô nối nhau một màu (12 tập lớn nhất)"},
    {"the smaller sets", "các tập nhỏ hơn"},
    {"finished: all in one set", "xong: tất cả trong một tập"},
    {"not in the maze", "chưa ở trong mê cung"},
    {"frontier: beside the maze", "biên: sát mê cung"},
    {"in the maze", "trong mê cung"},
    {"the current random walk, loops erased", "bước đi ngẫu nhiên hiện tại, đã xóa vòng"},
    {"rows not reached yet", "các hàng chưa tới"},
    {"the random walker", "người đi ngẫu nhiên"},
    {"visited: in the maze", "đã đi qua: trong mê cung"},
    {"the head of the walk", "đầu của bước đi"},
    {"the row the hunt scans", "hàng đang được dò tìm"},
    {"the current run", "đoạn hiện tại"},
    {"finished", "xong"},
    {"not reached yet", "chưa tới"},
    {"opened north or west", "mở về phía bắc hoặc phía tây"},
    {"in the active list", "trong danh sách hoạt động"},
    {"finished: off the list", "xong: đã ra khỏi danh sách"},
    {"waiting to be divided", "đang chờ chia"},
    {"the chamber being divided", "phòng đang được chia"},
    {"finished: one cell wide or high", "xong: rộng hoặc cao một ô"},
};

constexpr CoreWording kInstructions[] = {
    {"Follow the right sums from S to F.", "Đi theo các phép cộng đúng từ B đến Đ."},
    {"Follow the right answers from S to F.", "Đi theo các kết quả đúng từ B đến Đ."},
    {"Follow the right number bonds from S to F.", "Đi theo các phép tách số đúng từ B đến Đ."},
    {"Follow the right times-table facts from S to F.", "Đi theo các phép nhân đúng từ B đến Đ."},
    {"Follow the right division facts from S to F.", "Đi theo các phép chia đúng từ B đến Đ."},
    {"Follow the multiples of {n} from S to F.", "Đi theo các bội của {n} từ B đến Đ."},
    {"Follow the even numbers from S to F.", "Đi theo các số chẵn từ B đến Đ."},
    {"Follow the odd numbers from S to F.", "Đi theo các số lẻ từ B đến Đ."},
    {"Follow the true comparisons from S to F.", "Đi theo các phép so sánh đúng từ B đến Đ."},
    {"Follow the true items from S to F.", "Đi theo các ô đúng từ B đến Đ."},
};

}  // namespace

extern constexpr Language vietnamese{"vi", "Tiếng Việt", kWords, kLegends, kInstructions};

}  // namespace mazesheet::page::languages
