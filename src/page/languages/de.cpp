// SPDX-License-Identifier: MIT
// German: S (Start) and Z (Ziel) mark the ends; a child is addressed as du.
#include "page/languages/languages.hpp"

namespace mazesheet::page::languages {

namespace {

constexpr Word kWords[] = {
    {"default-title", "Labyrinth"},
    {"solution-suffix", " (Lösung)"},
    {"name-date-line", "Name: ______________________    Datum: ______________"},
    {"answer-key-line", "Lösungsblatt"},
    {"maze-caption", "Starte bei S und finde den Weg zu Z."},
    {"solution-caption", "Der markierte Weg führt von S nach Z."},
    {"route-caption", "Die Linie zeigt den Weg von S nach Z."},
    {"play-caption", "Tippe in jedes Feld deines Wegs von S nach Z einen Buchstaben."},
    {"play-facts-caption", "Wähle in jedem Feld deines Wegs von S nach Z in seiner Liste ✔."},
    {"start-mark", "S"},
    {"finish-mark", "Z"},
    {"info-one", "Startwert {seed}"},
    {"info-of-set", "Labyrinth {number} von {count}, Startwert {seed}"},
    {"footer-made", "{algorithm}, Startwert {seed}"},
    {"footer-braided", "{algorithm}, Startwert {seed}, Schleifen {braid}"},
    {"footer-size", "Labyrinth {width} x {height}"},
    {"footer-mask-size", "Labyrinth {width} x {height} (Form)"},
    {"credit", "erstellt mit mazesheet"},
    {"poster-sheet", "{sheet}: Spalte {col}, Zeile {row}"},
    {"verdict-empty", "Markiere deinen Weg von S nach Z."},
    {"verdict-solved", "Geschafft!"},
    {"verdict-wall", "Hier geht es durch eine Wand."},
    {"verdict-extra", "Zu viele Markierungen: Nimm ein paar weg."},
    {"verdict-shorter", "Das klappt, aber es gibt einen kürzeren Weg."},
    {"verdict-go-on", "Mach weiter."},
    {"reveal-label", "Lehrkraft: Lösung zeigen?"},
    {"reveal-no", "nein"},
    {"reveal-yes", "ja"},
    {"check-marks", "Markierungen"},
    {"check-start-neighbours", "Nachbarn von S"},
    {"check-finish-neighbours", "Nachbarn von Z"},
    {"check-twos", "Felder mit 2"},
    {"check-branches", "Abzweigungen"},
    {"check-lone-marks", "einzelne Markierungen"},
    {"check-loose-ends", "offene Enden"},
    {"check-at-wall", "an einer Wand"},
    {"check-shortest", "kürzester Weg"},
    {"sheet-maze", "Labyrinth"},
    {"sheet-solution", "Lösung"},
    {"sheet-check", "Prüfung"},
    {"sheet-step", "Schritt {step}"},
    {"step-heading", "Schritt {step} von {steps}: {done} von {cells} Feldern fertig"},
    {"step-subject", "Wie {algorithm} ein Labyrinth baut"},
    {"doc-answers-suffix", " (Lösungen)"},
    {"doc-subject", "Labyrinth-Arbeitsblatt"},
    {"doc-answers-subject", "Labyrinth-Lösungen"},
    {"doc-keywords", "Labyrinth, {algorithm}"},
    {"doc-comment-one", "Erstellt mit mazesheet: Algorithmus {algorithm}, Startwert {seeds}"},
    {"doc-comment-set", "Erstellt mit mazesheet: {count} Labyrinthe, Algorithmus {algorithm}, Startwerte {seeds}"},
};

constexpr CoreWording kLegends[] = {
    {"not visited yet", "noch nicht besucht"},
    {"on the stack", "auf dem Stapel"},
    {"finished: off the stack", "fertig: vom Stapel genommen"},
    {"no passage yet: a set of its own", "noch kein Durchgang: eine eigene Menge"},
    {"a colour per set of joined cells (the 12 largest)", "eine Farbe je Menge verbundener Felder (die 12 größten)"},
    {"the smaller sets", "die kleineren Mengen"},
    {"finished: all in one set", "fertig: alle in einer Menge"},
    {"not in the maze", "noch nicht im Labyrinth"},
    {"frontier: beside the maze", "Rand: neben dem Labyrinth"},
    {"in the maze", "im Labyrinth"},
    {"the current random walk, loops erased", "der aktuelle Zufallsweg, Schleifen entfernt"},
    {"rows not reached yet", "Zeilen, die noch nicht erreicht sind"},
    {"the random walker", "der zufällige Wanderer"},
    {"visited: in the maze", "besucht: im Labyrinth"},
    {"the head of the walk", "die Spitze des Wegs"},
    {"the row the hunt scans", "die Zeile, die die Suche durchgeht"},
    {"the current run", "der aktuelle Abschnitt"},
    {"finished", "fertig"},
    {"not reached yet", "noch nicht erreicht"},
    {"opened north or west", "nach Norden oder Westen geöffnet"},
    {"in the active list", "in der aktiven Liste"},
    {"finished: off the list", "fertig: von der Liste genommen"},
    {"waiting to be divided", "wartet auf die Teilung"},
    {"the chamber being divided", "die Kammer, die gerade geteilt wird"},
    {"finished: one cell wide or high", "fertig: ein Feld breit oder hoch"},
};

constexpr CoreWording kInstructions[] = {
    {"Follow the right sums from S to F.", "Folge den richtigen Summen von S nach Z."},
    {"Follow the right answers from S to F.", "Folge den richtigen Ergebnissen von S nach Z."},
    {"Follow the right number bonds from S to F.", "Folge den richtigen Zerlegungen von S nach Z."},
    {"Follow the right times-table facts from S to F.", "Folge den richtigen Einmaleins-Aufgaben von S nach Z."},
    {"Follow the right division facts from S to F.", "Folge den richtigen Divisionsaufgaben von S nach Z."},
    {"Follow the multiples of {n} from S to F.", "Folge den Vielfachen von {n} von S nach Z."},
    {"Follow the even numbers from S to F.", "Folge den geraden Zahlen von S nach Z."},
    {"Follow the odd numbers from S to F.", "Folge den ungeraden Zahlen von S nach Z."},
    {"Follow the true comparisons from S to F.", "Folge den richtigen Vergleichen von S nach Z."},
    {"Follow the true items from S to F.", "Folge den richtigen Feldern von S nach Z."},
};

}  // namespace

extern constexpr Language german{"de", "Deutsch", kWords, kLegends, kInstructions};

}  // namespace mazesheet::page::languages
