// SPDX-License-Identifier: MIT
// French: D (départ) and A (arrivée) mark the ends; a child is addressed as tu; a no-break space before : ! ?.
#include "page/languages/languages.hpp"

namespace mazesheet::page::languages {

namespace {

using P = Phrase;

constexpr Wording kPhrases[] = {
    {P::DefaultTitle, "Labyrinthe"},
    {P::SolutionSuffix, " (solution)"},
    {P::NameDateLine, "Nom\u00a0: ______________________    Date\u00a0: ______________"},
    {P::AnswerKeyLine, "Corrigé"},
    {P::MazeCaption, "Pars de D et trouve le chemin jusqu’à A."},
    {P::SolutionCaption, "Le chemin coloré va de D à A."},
    {P::RouteCaption, "La ligne montre le chemin de D à A."},
    {P::PlayCaption, "Tape une lettre dans chaque case de ton chemin de D à A."},
    {P::PlayFactsCaption, "Dans chaque case de ton chemin de D à A, choisis ✔ dans sa liste."},
    {P::StartMark, "D"},
    {P::FinishMark, "A"},
    {P::InfoOne, "graine {seed}"},
    {P::InfoOfSet, "Labyrinthe {number} sur {count}, graine {seed}"},
    {P::FooterMade, "{algorithm}, graine {seed}"},
    {P::FooterBraided, "{algorithm}, graine {seed}, boucles {braid}"},
    {P::FooterSize, "labyrinthe {width} x {height}"},
    {P::FooterMaskSize, "labyrinthe {width} x {height} (forme)"},
    {P::Credit, "créé avec mazesheet"},
    {P::VerdictEmpty, "Marque ton chemin de D à A."},
    {P::VerdictSolved, "Gagné\u00a0!"},
    {P::VerdictWall, "Là, tu traverses un mur."},
    {P::VerdictExtra, "Trop de marques\u00a0: enlèves-en quelques-unes."},
    {P::VerdictShorter, "Ça marche, mais il existe un chemin plus court."},
    {P::VerdictGoOn, "Continue."},
    {P::RevealLabel, "Pour l’enseignant\u00a0: montrer la solution\u00a0?"},
    {P::RevealNo, "non"},
    {P::RevealYes, "oui"},
    {P::CheckMarks, "marques"},
    {P::CheckStartNeighbours, "voisines de D"},
    {P::CheckFinishNeighbours, "voisines de A"},
    {P::CheckTwos, "cases à 2"},
    {P::CheckBranches, "embranchements"},
    {P::CheckLoneMarks, "marques isolées"},
    {P::CheckLooseEnds, "bouts libres"},
    {P::CheckAtWall, "contre un mur"},
    {P::CheckShortest, "chemin le plus court"},
    {P::SheetMaze, "Labyrinthe"},
    {P::SheetSolution, "Solution"},
    {P::SheetCheck, "Vérification"},
    {P::SheetStep, "Étape {step}"},
    {P::StepHeading, "Étape {step} sur {steps}\u00a0: {done} cases sur {cells} terminées"},
    {P::StepSubject, "Comment {algorithm} construit un labyrinthe"},
    {P::DocAnswersSuffix, " (solutions)"},
    {P::DocSubject, "Fiche labyrinthe"},
    {P::DocAnswersSubject, "Solutions des labyrinthes"},
    {P::DocKeywords, "labyrinthe, {algorithm}"},
    {P::DocCommentOne, "Créé avec mazesheet\u00a0: algorithme {algorithm}, graine {seeds}"},
    {P::DocCommentSet, "Créé avec mazesheet\u00a0: {count} labyrinthes, algorithme {algorithm}, graines {seeds}"},
    {P::PlayHelp, "Trace ton chemin de D à A avec le doigt, un stylet ou la souris, ou avance avec les flèches."},
    {P::PlayRestart, "Recommencer"},
    {P::PlayMoves, "Déplacements\u00a0: {moves}"},
    {P::PlayTime, "Temps\u00a0: {time}"},
    {P::PlayMazeNumber, "Numéro du labyrinthe"},
    {P::PlayWhere, "Ligne {row}, colonne {column}."},
    {P::PlayWays, "Ouvert\u00a0: {ways}."},
    {P::PlayUp, "en haut"},
    {P::PlayRight, "à droite"},
    {P::PlayDown, "en bas"},
    {P::PlayLeft, "à gauche"},
    {P::PlayDistance, "Pas jusqu’à A\u00a0: {steps}."},
    {P::PlayAskDistance, "À quelle distance est A\u00a0?"},
};

constexpr CoreWording kLegends[] = {
    {"not visited yet", "pas encore visitée"},
    {"on the stack", "sur la pile"},
    {"finished: off the stack", "terminée\u00a0: retirée de la pile"},
    {"no passage yet: a set of its own", "pas encore de passage\u00a0: un ensemble à elle seule"},
    {"a colour per set of joined cells (the 12 largest)", "une couleur par ensemble de cases reliées (les 12 plus grands)"},
    {"the smaller sets", "les ensembles plus petits"},
    {"finished: all in one set", "terminé\u00a0: tout dans un seul ensemble"},
    {"not in the maze", "pas encore dans le labyrinthe"},
    {"frontier: beside the maze", "frontière\u00a0: à côté du labyrinthe"},
    {"in the maze", "dans le labyrinthe"},
    {"the current random walk, loops erased", "la marche aléatoire en cours, sans ses boucles"},
    {"rows not reached yet", "lignes pas encore atteintes"},
    {"the random walker", "le marcheur aléatoire"},
    {"visited: in the maze", "visitée\u00a0: dans le labyrinthe"},
    {"the head of the walk", "la tête de la marche"},
    {"the row the hunt scans", "la ligne que la chasse parcourt"},
    {"the current run", "la série en cours"},
    {"finished", "terminée"},
    {"not reached yet", "pas encore atteinte"},
    {"opened north or west", "ouverte au nord ou à l’ouest"},
    {"in the active list", "dans la liste active"},
    {"finished: off the list", "terminée\u00a0: retirée de la liste"},
    {"waiting to be divided", "en attente d’être divisée"},
    {"the chamber being divided", "la salle en cours de division"},
    {"finished: one cell wide or high", "terminé\u00a0: une case de large ou de haut"},
};

constexpr CoreWording kInstructions[] = {
    {"Follow the right sums from S to F.", "Suis les additions justes de D à A."},
    {"Follow the right answers from S to F.", "Suis les bons résultats de D à A."},
    {"Follow the right number bonds from S to F.", "Suis les bonnes décompositions de D à A."},
    {"Follow the right times-table facts from S to F.", "Suis les multiplications justes de D à A."},
    {"Follow the right division facts from S to F.", "Suis les divisions justes de D à A."},
    {"Follow the multiples of {n} from S to F.", "Suis les multiples de {n} de D à A."},
    {"Follow the even numbers from S to F.", "Suis les nombres pairs de D à A."},
    {"Follow the odd numbers from S to F.", "Suis les nombres impairs de D à A."},
    {"Follow the true comparisons from S to F.", "Suis les comparaisons vraies de D à A."},
    {"Follow the true items from S to F.", "Suis les bonnes cases de D à A."},
};

}  // namespace

constexpr Language french{"fr", "français", kPhrases, kLegends, kInstructions};

}  // namespace mazesheet::page::languages
