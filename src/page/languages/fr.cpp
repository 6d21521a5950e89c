// SPDX-License-Identifier: MIT
// French: D (départ) and A (arrivée) mark the ends; a child is addressed as tu; a no-break space before : ! ?.
#include "page/languages/languages.hpp"

namespace mazesheet::page::languages {

namespace {

constexpr Word kWords[] = {
    {"default-title", "Labyrinthe"},
    {"solution-suffix", " (solution)"},
    {"name-date-line", "Nom\u00a0: ______________________    Date\u00a0: ______________"},
    {"answer-key-line", "Corrigé"},
    {"maze-caption", "Pars de D et trouve le chemin jusqu’à A."},
    {"solution-caption", "Le chemin coloré va de D à A."},
    {"route-caption", "La ligne montre le chemin de D à A."},
    {"play-caption", "Tape une lettre dans chaque case de ton chemin de D à A."},
    {"play-facts-caption", "Dans chaque case de ton chemin de D à A, choisis ✔ dans sa liste."},
    {"start-mark", "D"},
    {"finish-mark", "A"},
    {"info-one", "graine {seed}"},
    {"info-of-set", "Labyrinthe {number} sur {count}, graine {seed}"},
    {"footer-made", "{algorithm}, graine {seed}"},
    {"footer-braided", "{algorithm}, graine {seed}, boucles {braid}"},
    {"footer-size", "labyrinthe {width} x {height}"},
    {"footer-mask-size", "labyrinthe {width} x {height} (forme)"},
    {"credit", "créé avec mazesheet"},
    {"poster-sheet", "{sheet} : colonne {col}, ligne {row}"},
    {"verdict-empty", "Marque ton chemin de D à A."},
    {"verdict-solved", "Gagné\u00a0!"},
    {"verdict-wall", "Là, tu traverses un mur."},
    {"verdict-extra", "Trop de marques\u00a0: enlèves-en quelques-unes."},
    {"verdict-shorter", "Ça marche, mais il existe un chemin plus court."},
    {"verdict-go-on", "Continue."},
    {"reveal-label", "Pour l’enseignant\u00a0: montrer la solution\u00a0?"},
    {"reveal-no", "non"},
    {"reveal-yes", "oui"},
    {"check-marks", "marques"},
    {"check-start-neighbours", "voisines de D"},
    {"check-finish-neighbours", "voisines de A"},
    {"check-twos", "cases à 2"},
    {"check-branches", "embranchements"},
    {"check-lone-marks", "marques isolées"},
    {"check-loose-ends", "bouts libres"},
    {"check-at-wall", "contre un mur"},
    {"check-shortest", "chemin le plus court"},
    {"sheet-maze", "Labyrinthe"},
    {"sheet-solution", "Solution"},
    {"sheet-check", "Vérification"},
    {"sheet-step", "Étape {step}"},
    {"step-heading", "Étape {step} sur {steps}\u00a0: {done} cases sur {cells} terminées"},
    {"step-subject", "Comment {algorithm} construit un labyrinthe"},
    {"doc-answers-suffix", " (solutions)"},
    {"doc-subject", "Fiche labyrinthe"},
    {"doc-answers-subject", "Solutions des labyrinthes"},
    {"doc-keywords", "labyrinthe, {algorithm}"},
    {"doc-comment-one", "Créé avec mazesheet\u00a0: algorithme {algorithm}, graine {seeds}"},
    {"doc-comment-set", "Créé avec mazesheet\u00a0: {count} labyrinthes, algorithme {algorithm}, graines {seeds}"},
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

extern constexpr Language french{"fr", "français", kWords, kLegends, kInstructions};

}  // namespace mazesheet::page::languages
