// SPDX-License-Identifier: MIT
// Czech: S (start) and C (cíl) mark the ends; a child is addressed as ty.
#include "page/languages/languages.hpp"

namespace mazesheet::page::languages {

namespace {

constexpr Word kWords[] = {
    {"default-title", "Bludiště"},
    {"solution-suffix", " (řešení)"},
    {"name-date-line", "Jméno: ______________________    Datum: ______________"},
    {"answer-key-line", "Správné řešení"},
    {"maze-caption", "Začni na S a najdi cestu do C."},
    {"solution-caption", "Vybarvená cesta vede ze S do C."},
    {"route-caption", "Čára ukazuje cestu ze S do C."},
    {"play-caption", "Do políček své cesty ze S do C napiš jakékoli písmeno."},
    {"play-facts-caption", "V každém políčku své cesty ze S do C vyber v jeho seznamu ✔."},
    {"start-mark", "S"},
    {"finish-mark", "C"},
    {"info-one", "semínko {seed}"},
    {"info-of-set", "Bludiště {number} z {count}, semínko {seed}"},
    {"footer-made", "{algorithm}, semínko {seed}"},
    {"footer-braided", "{algorithm}, semínko {seed}, smyčky {braid}"},
    {"footer-size", "bludiště {width} x {height}"},
    {"footer-mask-size", "bludiště {width} x {height} (tvar)"},
    {"credit", "vytvořeno programem mazesheet"},
    {"poster-sheet", "{sheet}: sloupec {col}, řádek {row}"},
    {"verdict-empty", "Označ svou cestu ze S do C."},
    {"verdict-solved", "Vyřešeno!"},
    {"verdict-wall", "Tady jdeš přes zeď."},
    {"verdict-extra", "Značky navíc: některé smaž."},
    {"verdict-shorter", "To funguje, ale existuje kratší cesta."},
    {"verdict-go-on", "Pokračuj dál."},
    {"reveal-label", "Pro učitele: ukázat řešení?"},
    {"reveal-no", "ne"},
    {"reveal-yes", "ano"},
    {"check-marks", "značky"},
    {"check-start-neighbours", "sousedé S"},
    {"check-finish-neighbours", "sousedé C"},
    {"check-twos", "políčka se 2"},
    {"check-branches", "rozcestí"},
    {"check-lone-marks", "osamělé značky"},
    {"check-loose-ends", "volné konce"},
    {"check-at-wall", "u zdi"},
    {"check-shortest", "nejkratší cesta"},
    {"sheet-maze", "Bludiště"},
    {"sheet-solution", "Řešení"},
    {"sheet-check", "Kontrola"},
    {"sheet-step", "Krok {step}"},
    {"step-heading", "Krok {step} z {steps}: hotovo {done} z {cells} políček"},
    {"step-subject", "Jak algoritmus {algorithm} staví bludiště"},
    {"doc-answers-suffix", " (řešení)"},
    {"doc-subject", "Pracovní list s bludištěm"},
    {"doc-answers-subject", "Řešení bludišť"},
    {"doc-keywords", "bludiště, {algorithm}"},
    {"doc-comment-one", "Vytvořeno programem mazesheet: algoritmus {algorithm}, semínko {seeds}"},
    {"doc-comment-set", "Vytvořeno programem mazesheet: počet bludišť {count}, algoritmus {algorithm}, semínka {seeds}"},
};

constexpr CoreWording kLegends[] = {
    {"not visited yet", "dosud nenavštívené"},
    {"on the stack", "na zásobníku"},
    {"finished: off the stack", "hotové: mimo zásobník"},
    {"no passage yet: a set of its own", "zatím bez průchodu: samostatná množina"},
    {"a colour per set of joined cells (the 12 largest)", "každá množina spojených políček svou barvou (12 největších)"},
    {"the smaller sets", "menší množiny"},
    {"finished: all in one set", "hotovo: vše v jedné množině"},
    {"not in the maze", "ještě mimo bludiště"},
    {"frontier: beside the maze", "hranice: vedle bludiště"},
    {"in the maze", "v bludišti"},
    {"the current random walk, loops erased", "právě probíhající náhodná procházka bez smyček"},
    {"rows not reached yet", "řádky, kam se ještě nedošlo"},
    {"the random walker", "náhodný chodec"},
    {"visited: in the maze", "navštívené: v bludišti"},
    {"the head of the walk", "čelo procházky"},
    {"the row the hunt scans", "řádek, který se právě prohledává"},
    {"the current run", "právě tvořený úsek"},
    {"finished", "hotové"},
    {"not reached yet", "ještě nedosažené"},
    {"opened north or west", "otevřené na sever nebo na západ"},
    {"in the active list", "v aktivním seznamu"},
    {"finished: off the list", "hotové: mimo seznam"},
    {"waiting to be divided", "čeká na rozdělení"},
    {"the chamber being divided", "právě dělená komora"},
    {"finished: one cell wide or high", "hotovo: jedno políčko široké nebo vysoké"},
};

constexpr CoreWording kInstructions[] = {
    {"Follow the right sums from S to F.", "Jdi ze S do C po správných součtech."},
    {"Follow the right answers from S to F.", "Jdi ze S do C po správných výsledcích."},
    {"Follow the right number bonds from S to F.", "Jdi ze S do C po správných rozkladech čísla."},
    {"Follow the right times-table facts from S to F.", "Jdi ze S do C po správných příkladech násobilky."},
    {"Follow the right division facts from S to F.", "Jdi ze S do C po správných příkladech dělení."},
    {"Follow the multiples of {n} from S to F.", "Jdi ze S do C po násobcích čísla {n}."},
    {"Follow the even numbers from S to F.", "Jdi ze S do C po sudých číslech."},
    {"Follow the odd numbers from S to F.", "Jdi ze S do C po lichých číslech."},
    {"Follow the true comparisons from S to F.", "Jdi ze S do C po pravdivých porovnáních."},
    {"Follow the true items from S to F.", "Jdi ze S do C po správných políčkách."},
};

}  // namespace

extern constexpr Language czech{"cs", "čeština", kWords, kLegends, kInstructions};

}  // namespace mazesheet::page::languages
