// SPDX-License-Identifier: MIT
// Polish: S (start) and M (meta) mark the ends; a child is addressed as ty.
#include "page/languages/languages.hpp"

namespace mazesheet::page::languages {

namespace {

using P = Phrase;

constexpr Wording kPhrases[] = {
    {P::DefaultTitle, "Labirynt"},
    {P::SolutionSuffix, " (rozwiązanie)"},
    {P::NameDateLine, "Imię i nazwisko: ______________________    Data: ______________"},
    {P::AnswerKeyLine, "Klucz odpowiedzi"},
    {P::MazeCaption, "Zacznij od S i znajdź drogę do M."},
    {P::SolutionCaption, "Pokolorowana droga prowadzi od S do M."},
    {P::RouteCaption, "Linia pokazuje drogę od S do M."},
    {P::PlayCaption, "Wpisz dowolną literę w pola swojej drogi od S do M."},
    {P::PlayFactsCaption, "W każdym polu swojej drogi od S do M wybierz z jego listy ✔."},
    {P::StartMark, "S"},
    {P::FinishMark, "M"},
    {P::InfoOne, "ziarno {seed}"},
    {P::InfoOfSet, "Labirynt {number} z {count}, ziarno {seed}"},
    {P::FooterMade, "{algorithm}, ziarno {seed}"},
    {P::FooterBraided, "{algorithm}, ziarno {seed}, pętle {braid}"},
    {P::FooterSize, "labirynt {width} x {height}"},
    {P::FooterMaskSize, "labirynt {width} x {height} (kształt)"},
    {P::Credit, "utworzono w programie mazesheet"},
    {P::VerdictEmpty, "Zaznacz swoją drogę od S do M."},
    {P::VerdictSolved, "Rozwiązane!"},
    {P::VerdictWall, "Tu przechodzisz przez ścianę."},
    {P::VerdictExtra, "Za dużo znaków: usuń kilka."},
    {P::VerdictShorter, "Działa, ale jest krótsza droga."},
    {P::VerdictGoOn, "Idź dalej."},
    {P::RevealLabel, "Dla nauczyciela: pokazać rozwiązanie?"},
    {P::RevealNo, "nie"},
    {P::RevealYes, "tak"},
    {P::CheckMarks, "znaki"},
    {P::CheckStartNeighbours, "sąsiedzi S"},
    {P::CheckFinishNeighbours, "sąsiedzi M"},
    {P::CheckTwos, "pola z 2"},
    {P::CheckBranches, "rozgałęzienia"},
    {P::CheckLoneMarks, "samotne znaki"},
    {P::CheckLooseEnds, "luźne końce"},
    {P::CheckAtWall, "przy ścianie"},
    {P::CheckShortest, "najkrótsza droga"},
    {P::SheetMaze, "Labirynt"},
    {P::SheetSolution, "Rozwiązanie"},
    {P::SheetCheck, "Sprawdzenie"},
    {P::SheetStep, "Krok {step}"},
    {P::StepHeading, "Krok {step} z {steps}: gotowe pola: {done} z {cells}"},
    {P::StepSubject, "Jak {algorithm} buduje labirynt"},
    {P::DocAnswersSuffix, " (rozwiązania)"},
    {P::DocSubject, "Karta pracy z labiryntem"},
    {P::DocAnswersSubject, "Rozwiązania labiryntów"},
    {P::DocKeywords, "labirynt, {algorithm}"},
    {P::DocCommentOne, "Utworzono w programie mazesheet: algorytm {algorithm}, ziarno {seeds}"},
    {P::DocCommentSet, "Utworzono w programie mazesheet: liczba labiryntów {count}, algorytm {algorithm}, ziarna {seeds}"},
    {P::PlayHelp, "Narysuj swoją drogę od S do M palcem, rysikiem lub myszą albo idź strzałkami."},
    {P::PlayRestart, "Zacznij od nowa"},
    {P::PlayMoves, "Ruchy: {moves}"},
    {P::PlayTime, "Czas: {time}"},
    {P::PlayMazeNumber, "Numer labiryntu"},
    {P::PlayWhere, "Wiersz {row}, kolumna {column}."},
    {P::PlayWays, "Wolne: {ways}."},
    {P::PlayUp, "w górę"},
    {P::PlayRight, "w prawo"},
    {P::PlayDown, "w dół"},
    {P::PlayLeft, "w lewo"},
    {P::PlayDistance, "Kroki do M: {steps}."},
    {P::PlayAskDistance, "Jak daleko jest M?"},
};

constexpr CoreWording kLegends[] = {
    {"not visited yet", "jeszcze nieodwiedzone"},
    {"on the stack", "na stosie"},
    {"finished: off the stack", "gotowe: zdjęte ze stosu"},
    {"no passage yet: a set of its own", "jeszcze bez przejścia: osobny zbiór"},
    {"a colour per set of joined cells (the 12 largest)", "kolor dla każdego zbioru połączonych pól (12 największych)"},
    {"the smaller sets", "mniejsze zbiory"},
    {"finished: all in one set", "gotowe: wszystko w jednym zbiorze"},
    {"not in the maze", "jeszcze poza labiryntem"},
    {"frontier: beside the maze", "granica: obok labiryntu"},
    {"in the maze", "w labiryncie"},
    {"the current random walk, loops erased", "bieżący losowy spacer bez pętli"},
    {"rows not reached yet", "wiersze jeszcze nieosiągnięte"},
    {"the random walker", "losowy wędrowiec"},
    {"visited: in the maze", "odwiedzone: w labiryncie"},
    {"the head of the walk", "czoło spaceru"},
    {"the row the hunt scans", "wiersz, który przeszukuje polowanie"},
    {"the current run", "bieżący odcinek"},
    {"finished", "gotowe"},
    {"not reached yet", "jeszcze nieosiągnięte"},
    {"opened north or west", "otwarte na północ lub na zachód"},
    {"in the active list", "na liście aktywnych"},
    {"finished: off the list", "gotowe: zdjęte z listy"},
    {"waiting to be divided", "czeka na podział"},
    {"the chamber being divided", "dzielona właśnie komora"},
    {"finished: one cell wide or high", "gotowe: szerokie lub wysokie na jedno pole"},
};

constexpr CoreWording kInstructions[] = {
    {"Follow the right sums from S to F.", "Idź od S do M po poprawnych sumach."},
    {"Follow the right answers from S to F.", "Idź od S do M po poprawnych wynikach."},
    {"Follow the right number bonds from S to F.", "Idź od S do M po poprawnych rozkładach liczby."},
    {"Follow the right times-table facts from S to F.", "Idź od S do M po poprawnych działaniach z tabliczki mnożenia."},
    {"Follow the right division facts from S to F.", "Idź od S do M po poprawnych dzieleniach."},
    {"Follow the multiples of {n} from S to F.", "Idź od S do M po wielokrotnościach liczby {n}."},
    {"Follow the even numbers from S to F.", "Idź od S do M po liczbach parzystych."},
    {"Follow the odd numbers from S to F.", "Idź od S do M po liczbach nieparzystych."},
    {"Follow the true comparisons from S to F.", "Idź od S do M po prawdziwych porównaniach."},
    {"Follow the true items from S to F.", "Idź od S do M po poprawnych polach."},
};

}  // namespace

constexpr Language polish{"pl", "polski", kPhrases, kLegends, kInstructions};

}  // namespace mazesheet::page::languages
