// SPDX-License-Identifier: MIT
// Czech: S (start) and C (cíl) mark the ends; a child is addressed as ty.
#include "page/languages/languages.hpp"

namespace mazesheet::page::languages {

namespace {

using P = Phrase;

constexpr Wording kPhrases[] = {
    {P::DefaultTitle, "Bludiště"},
    {P::SolutionSuffix, " (řešení)"},
    {P::NameDateLine, "Jméno: ______________________    Datum: ______________"},
    {P::AnswerKeyLine, "Správné řešení"},
    {P::MazeCaption, "Začni na S a najdi cestu do C."},
    {P::SolutionCaption, "Vybarvená cesta vede ze S do C."},
    {P::RouteCaption, "Čára ukazuje cestu ze S do C."},
    {P::PlayCaption, "Do políček své cesty ze S do C napiš jakékoli písmeno."},
    {P::PlayFactsCaption, "V každém políčku své cesty ze S do C vyber v jeho seznamu ✔."},
    {P::StartMark, "S"},
    {P::FinishMark, "C"},
    {P::InfoOne, "semínko {seed}"},
    {P::InfoOfSet, "Bludiště {number} z {count}, semínko {seed}"},
    {P::FooterMade, "{algorithm}, semínko {seed}"},
    {P::FooterBraided, "{algorithm}, semínko {seed}, smyčky {braid}"},
    {P::FooterSize, "bludiště {width} x {height}"},
    {P::FooterMaskSize, "bludiště {width} x {height} (tvar)"},
    {P::Credit, "vytvořeno programem mazesheet"},
    {P::VerdictEmpty, "Označ svou cestu ze S do C."},
    {P::VerdictSolved, "Vyřešeno!"},
    {P::VerdictWall, "Tady jdeš přes zeď."},
    {P::VerdictExtra, "Značky navíc: některé smaž."},
    {P::VerdictShorter, "To funguje, ale existuje kratší cesta."},
    {P::VerdictGoOn, "Pokračuj dál."},
    {P::RevealLabel, "Pro učitele: ukázat řešení?"},
    {P::RevealNo, "ne"},
    {P::RevealYes, "ano"},
    {P::CheckMarks, "značky"},
    {P::CheckStartNeighbours, "sousedé S"},
    {P::CheckFinishNeighbours, "sousedé C"},
    {P::CheckTwos, "políčka se 2"},
    {P::CheckBranches, "rozcestí"},
    {P::CheckLoneMarks, "osamělé značky"},
    {P::CheckLooseEnds, "volné konce"},
    {P::CheckAtWall, "u zdi"},
    {P::CheckShortest, "nejkratší cesta"},
    {P::SheetMaze, "Bludiště"},
    {P::SheetSolution, "Řešení"},
    {P::SheetCheck, "Kontrola"},
    {P::SheetStep, "Krok {step}"},
    {P::StepHeading, "Krok {step} z {steps}: hotovo {done} z {cells} políček"},
    {P::StepSubject, "Jak algoritmus {algorithm} staví bludiště"},
    {P::DocAnswersSuffix, " (řešení)"},
    {P::DocSubject, "Pracovní list s bludištěm"},
    {P::DocAnswersSubject, "Řešení bludišť"},
    {P::DocKeywords, "bludiště, {algorithm}"},
    {P::DocCommentOne, "Vytvořeno programem mazesheet: algoritmus {algorithm}, semínko {seeds}"},
    {P::DocCommentSet, "Vytvořeno programem mazesheet: počet bludišť {count}, algoritmus {algorithm}, semínka {seeds}"},
    {P::PlayHelp, "Nakresli svou cestu ze S do C prstem, perem nebo myší, nebo jdi šipkami."},
    {P::PlayRestart, "Začít znovu"},
    {P::PlayMoves, "Tahy: {moves}"},
    {P::PlayTime, "Čas: {time}"},
    {P::PlayMazeNumber, "Číslo bludiště"},
    {P::PlayWhere, "Řádek {row}, sloupec {column}."},
    {P::PlayWays, "Volno: {ways}."},
    {P::PlayUp, "nahoru"},
    {P::PlayRight, "doprava"},
    {P::PlayDown, "dolů"},
    {P::PlayLeft, "doleva"},
    {P::PlayDistance, "Kroků do C: {steps}."},
    {P::PlayAskDistance, "Jak daleko je C?"},
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

constexpr Language czech{"cs", "čeština", kPhrases, kLegends, kInstructions};

}  // namespace mazesheet::page::languages
