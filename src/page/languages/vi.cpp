// SPDX-License-Identifier: MIT
// Vietnamese: B (bắt đầu) and Đ (đích) mark the ends; a child is addressed as em.
#include "page/languages/languages.hpp"

namespace mazesheet::page::languages {

namespace {

using P = Phrase;

constexpr Wording kPhrases[] = {
    {P::DefaultTitle, "Mê cung"},
    {P::SolutionSuffix, " (lời giải)"},
    {P::NameDateLine, "Họ tên: ______________________    Ngày: ______________"},
    {P::AnswerKeyLine, "Đáp án"},
    {P::MazeCaption, "Hãy bắt đầu từ B và tìm đường đến Đ."},
    {P::SolutionCaption, "Đường tô màu dẫn từ B đến Đ."},
    {P::RouteCaption, "Đường kẻ chỉ lối đi từ B đến Đ."},
    {P::PlayCaption, "Gõ một chữ cái bất kỳ vào các ô trên đường đi của em từ B đến Đ."},
    {P::PlayFactsCaption, "Ở mỗi ô trên đường đi của em từ B đến Đ, hãy chọn ✔ trong danh sách của ô."},
    {P::StartMark, "B"},
    {P::FinishMark, "Đ"},
    {P::InfoOne, "hạt giống {seed}"},
    {P::InfoOfSet, "Mê cung {number}/{count}, hạt giống {seed}"},
    {P::FooterMade, "{algorithm}, hạt giống {seed}"},
    {P::FooterBraided, "{algorithm}, hạt giống {seed}, vòng lặp {braid}"},
    {P::FooterSize, "mê cung {width} x {height}"},
    {P::FooterMaskSize, "mê cung {width} x {height} (hình)"},
    {P::Credit, "tạo bằng mazesheet"},
    {P::VerdictEmpty, "Hãy đánh dấu đường đi của em từ B đến Đ."},
    {P::VerdictSolved, "Giải xong rồi!"},
    {P::VerdictWall, "Chỗ này đi xuyên qua tường."},
    {P::VerdictExtra, "Thừa dấu: hãy xóa bớt."},
    {P::VerdictShorter, "Được rồi, nhưng còn đường ngắn hơn."},
    {P::VerdictGoOn, "Tiếp tục nào."},
    {P::RevealLabel, "Giáo viên: hiện lời giải?"},
    {P::RevealNo, "không"},
    {P::RevealYes, "có"},
    {P::CheckMarks, "dấu"},
    {P::CheckStartNeighbours, "ô cạnh B"},
    {P::CheckFinishNeighbours, "ô cạnh Đ"},
    {P::CheckTwos, "ô có 2"},
    {P::CheckBranches, "chỗ rẽ nhánh"},
    {P::CheckLoneMarks, "dấu lẻ loi"},
    {P::CheckLooseEnds, "đầu hở"},
    {P::CheckAtWall, "cạnh tường"},
    {P::CheckShortest, "đường ngắn nhất"},
    {P::SheetMaze, "Mê cung"},
    {P::SheetSolution, "Lời giải"},
    {P::SheetCheck, "Kiểm tra"},
    {P::SheetStep, "Bước {step}"},
    {P::StepHeading, "Bước {step}/{steps}: đã xong {done}/{cells} ô"},
    {P::StepSubject, "Cách {algorithm} tạo mê cung"},
    {P::DocAnswersSuffix, " (lời giải)"},
    {P::DocSubject, "Phiếu bài tập mê cung"},
    {P::DocAnswersSubject, "Lời giải mê cung"},
    {P::DocKeywords, "mê cung, {algorithm}"},
    {P::DocCommentOne, "Tạo bằng mazesheet: thuật toán {algorithm}, hạt giống {seeds}"},
    {P::DocCommentSet, "Tạo bằng mazesheet: {count} mê cung, thuật toán {algorithm}, hạt giống {seeds}"},
    {P::PlayHelp, "Hãy vẽ đường đi của em từ B đến Đ bằng ngón tay, bút hoặc chuột, hoặc đi bằng các phím mũi tên."},
    {P::PlayRestart, "Chơi lại"},
    {P::PlayMoves, "Số bước đi: {moves}"},
    {P::PlayTime, "Thời gian: {time}"},
    {P::PlayMazeNumber, "Số mê cung"},
    {P::PlayWhere, "Hàng {row}, cột {column}."},
    {P::PlayWays, "Đường mở: {ways}."},
    {P::PlayUp, "lên"},
    {P::PlayRight, "sang phải"},
    {P::PlayDown, "xuống"},
    {P::PlayLeft, "sang trái"},
    {P::PlayDistance, "Số bước đến Đ: {steps}."},
    {P::PlayAskDistance, "Đ còn cách bao xa?"},
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

constexpr Language vietnamese{"vi", "Tiếng Việt", kPhrases, kLegends, kInstructions};

}  // namespace mazesheet::page::languages
