// SPDX-License-Identifier: MIT
// Polish: S (start) and M (meta) mark the ends; a child is addressed as ty.
#include "page/languages/languages.hpp"

namespace mazesheet::page::languages {

namespace {

constexpr Word kWords[] = {
    {"default-title", "Labirynt"},
    {"solution-suffix", " (rozwiązanie)"},
    {"name-date-line", "Imię i nazwisko: ______________________    Data: ______________"},
    {"answer-key-line", "Klucz odpowiedzi"},
    {"maze-caption", "Zacznij od S i znajdź drogę do M."},
    {"solution-caption", "Pokolorowana droga prowadzi od S do M."},
    {"route-caption", "Linia pokazuje drogę od S do M."},
    {"play-caption", "Wpisz dowolną literę w pola swojej drogi od S do M."},
    {"play-facts-caption", "W każdym polu swojej drogi od S do M wybierz z jego listy ✔."},
    {"start-mark", "S"},
    {"finish-mark", "M"},
    {"info-one", "ziarno {seed}"},
    {"info-of-set", "Labirynt {number} z {count}, ziarno {seed}"},
    {"footer-made", "{algorithm}, ziarno {seed}"},
    {"footer-braided", "{algorithm}, ziarno {seed}, pętle {braid}"},
    {"footer-size", "labirynt {width} x {height}"},
    {"footer-mask-size", "labirynt {width} x {height} (kształt)"},
    {"credit", "utworzono w programie mazesheet"},
    {"poster-sheet", "{sheet}: kolumna {col}, wiersz {row}"},
    {"verdict-empty", "Zaznacz swoją drogę od S do M."},
    {"verdict-solved", "Rozwiązane!"},
    {"verdict-wall", "Tu przechodzisz przez ścianę."},
    {"verdict-extra", "Za dużo znaków: usuń kilka."},
    {"verdict-shorter", "Działa, ale jest krótsza droga."},
    {"verdict-go-on", "Idź dalej."},
    {"reveal-label", "Dla nauczyciela: pokazać rozwiązanie?"},
    {"reveal-no", "nie"},
    {"reveal-yes", "tak"},
    {"check-marks", "znaki"},
    {"check-start-neighbours", "sąsiedzi S"},
    {"check-finish-neighbours", "sąsiedzi M"},
    {"check-twos", "pola z 2"},
    {"check-branches", "rozgałęzienia"},
    {"check-lone-marks", "samotne znaki"},
    {"check-loose-ends", "luźne końce"},
    {"check-at-wall", "przy ścianie"},
    {"check-shortest", "najkrótsza droga"},
    {"sheet-maze", "Labirynt"},
    {"sheet-solution", "Rozwiązanie"},
    {"sheet-check", "Sprawdzenie"},
    {"sheet-step", "Krok {step}"},
    {"step-heading", "Krok {step} z {steps}: gotowe pola: {done} z {cells}"},
    {"step-subject", "Jak {algorithm} buduje labirynt"},
    {"doc-answers-suffix", " (rozwiązania)"},
    {"doc-subject", "Karta pracy z labiryntem"},
    {"doc-answers-subject", "Rozwiązania labiryntów"},
    {"doc-keywords", "labirynt, {algorithm}"},
    {"doc-comment-one", "Utworzono w programie mazesheet: algorytm {algorithm}, ziarno {seeds}"},
    {"doc-comment-set", "Utworzono w programie mazesheet: liczba labiryntów {count}, algorytm {algorithm}, ziarna {seeds}"},
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

extern constexpr Language polish{"pl", "polski", kWords, kLegends, kInstructions};

}  // namespace mazesheet::page::languages
