// SPDX-License-Identifier: MIT
// German: S (Start) and Z (Ziel) mark the ends; a child is addressed as du.
#include "page/languages/languages.hpp"

namespace mazesheet::page::languages {

namespace {

using P = Phrase;

constexpr Wording kPhrases[] = {
    {P::DefaultTitle, "Labyrinth"},
    {P::SolutionSuffix, " (Lösung)"},
    {P::NameDateLine, "Name: ______________________    Datum: ______________"},
    {P::AnswerKeyLine, "Lösungsblatt"},
    {P::MazeCaption, "Starte bei S und finde den Weg zu Z."},
    {P::SolutionCaption, "Der markierte Weg führt von S nach Z."},
    {P::RouteCaption, "Die Linie zeigt den Weg von S nach Z."},
    {P::PlayCaption, "Tippe in jedes Feld deines Wegs von S nach Z einen Buchstaben."},
    {P::PlayFactsCaption, "Wähle in jedem Feld deines Wegs von S nach Z in seiner Liste ✔."},
    {P::StartMark, "S"},
    {P::FinishMark, "Z"},
    {P::InfoOne, "Startwert {seed}"},
    {P::InfoOfSet, "Labyrinth {number} von {count}, Startwert {seed}"},
    {P::FooterMade, "{algorithm}, Startwert {seed}"},
    {P::FooterBraided, "{algorithm}, Startwert {seed}, Schleifen {braid}"},
    {P::FooterSize, "Labyrinth {width} x {height}"},
    {P::FooterMaskSize, "Labyrinth {width} x {height} (Form)"},
    {P::Credit, "erstellt mit mazesheet"},
    {P::VerdictEmpty, "Markiere deinen Weg von S nach Z."},
    {P::VerdictSolved, "Geschafft!"},
    {P::VerdictWall, "Hier geht es durch eine Wand."},
    {P::VerdictExtra, "Zu viele Markierungen: Nimm ein paar weg."},
    {P::VerdictShorter, "Das klappt, aber es gibt einen kürzeren Weg."},
    {P::VerdictGoOn, "Mach weiter."},
    {P::RevealLabel, "Lehrkraft: Lösung zeigen?"},
    {P::RevealNo, "nein"},
    {P::RevealYes, "ja"},
    {P::CheckMarks, "Markierungen"},
    {P::CheckStartNeighbours, "Nachbarn von S"},
    {P::CheckFinishNeighbours, "Nachbarn von Z"},
    {P::CheckTwos, "Felder mit 2"},
    {P::CheckBranches, "Abzweigungen"},
    {P::CheckLoneMarks, "einzelne Markierungen"},
    {P::CheckLooseEnds, "offene Enden"},
    {P::CheckAtWall, "an einer Wand"},
    {P::CheckShortest, "kürzester Weg"},
    {P::SheetMaze, "Labyrinth"},
    {P::SheetSolution, "Lösung"},
    {P::SheetCheck, "Prüfung"},
    {P::SheetStep, "Schritt {step}"},
    {P::StepHeading, "Schritt {step} von {steps}: {done} von {cells} Feldern fertig"},
    {P::StepSubject, "Wie {algorithm} ein Labyrinth baut"},
    {P::DocAnswersSuffix, " (Lösungen)"},
    {P::DocSubject, "Labyrinth-Arbeitsblatt"},
    {P::DocAnswersSubject, "Labyrinth-Lösungen"},
    {P::DocKeywords, "Labyrinth, {algorithm}"},
    {P::DocCommentOne, "Erstellt mit mazesheet: Algorithmus {algorithm}, Startwert {seeds}"},
    {P::DocCommentSet, "Erstellt mit mazesheet: {count} Labyrinthe, Algorithmus {algorithm}, Startwerte {seeds}"},
    {P::PlayHelp, "Zeichne deinen Weg von S nach Z mit dem Finger, einem Stift oder der Maus, oder geh mit den Pfeiltasten."},
    {P::PlayRestart, "Neu anfangen"},
    {P::PlayMoves, "Züge: {moves}"},
    {P::PlayTime, "Zeit: {time}"},
    {P::PlayMazeNumber, "Labyrinth Nummer"},
    {P::PlayWhere, "Zeile {row}, Spalte {column}."},
    {P::PlayWays, "Offen: {ways}."},
    {P::PlayUp, "nach oben"},
    {P::PlayRight, "nach rechts"},
    {P::PlayDown, "nach unten"},
    {P::PlayLeft, "nach links"},
    {P::PlayDistance, "Schritte bis Z: {steps}."},
    {P::PlayAskDistance, "Wie weit ist es bis Z?"},
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

constexpr Language german{"de", "Deutsch", kPhrases, kLegends, kInstructions};

}  // namespace mazesheet::page::languages
