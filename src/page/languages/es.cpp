// SPDX-License-Identifier: MIT
// Spanish: S (salida) and M (meta) mark the ends; a child is addressed as tú.
#include "page/languages/languages.hpp"

namespace mazesheet::page::languages {

namespace {

using P = Phrase;

constexpr Wording kPhrases[] = {
    {P::DefaultTitle, "Laberinto"},
    {P::SolutionSuffix, " (solución)"},
    {P::NameDateLine, "Nombre: ______________________    Fecha: ______________"},
    {P::AnswerKeyLine, "Solucionario"},
    {P::MazeCaption, "Empieza en la S y encuentra el camino hasta la M."},
    {P::SolutionCaption, "El camino coloreado va de la S a la M."},
    {P::RouteCaption, "La línea muestra el camino de la S a la M."},
    {P::PlayCaption, "Escribe una letra en cada casilla de tu camino de la S a la M."},
    {P::PlayFactsCaption, "En cada casilla de tu camino de la S a la M, elige ✔ en su lista."},
    {P::StartMark, "S"},
    {P::FinishMark, "M"},
    {P::InfoOne, "semilla {seed}"},
    {P::InfoOfSet, "Laberinto {number} de {count}, semilla {seed}"},
    {P::FooterMade, "{algorithm}, semilla {seed}"},
    {P::FooterBraided, "{algorithm}, semilla {seed}, bucles {braid}"},
    {P::FooterSize, "laberinto {width} x {height}"},
    {P::FooterMaskSize, "laberinto {width} x {height} (forma)"},
    {P::Credit, "hecho con mazesheet"},
    {P::VerdictEmpty, "Marca tu camino de la S a la M."},
    {P::VerdictSolved, "¡Resuelto!"},
    {P::VerdictWall, "Eso atraviesa una pared."},
    {P::VerdictExtra, "Sobran marcas: quita algunas."},
    {P::VerdictShorter, "Funciona, pero hay un camino más corto."},
    {P::VerdictGoOn, "Sigue adelante."},
    {P::RevealLabel, "Docente: ¿mostrar la solución?"},
    {P::RevealNo, "no"},
    {P::RevealYes, "sí"},
    {P::CheckMarks, "marcas"},
    {P::CheckStartNeighbours, "vecinas de S"},
    {P::CheckFinishNeighbours, "vecinas de M"},
    {P::CheckTwos, "casillas con 2"},
    {P::CheckBranches, "ramificaciones"},
    {P::CheckLoneMarks, "marcas sueltas"},
    {P::CheckLooseEnds, "extremos sueltos"},
    {P::CheckAtWall, "junto a una pared"},
    {P::CheckShortest, "camino más corto"},
    {P::SheetMaze, "Laberinto"},
    {P::SheetSolution, "Solución"},
    {P::SheetCheck, "Comprobación"},
    {P::SheetStep, "Paso {step}"},
    {P::StepHeading, "Paso {step} de {steps}: {done} de {cells} casillas hechas"},
    {P::StepSubject, "Cómo construye {algorithm} un laberinto"},
    {P::DocAnswersSuffix, " (soluciones)"},
    {P::DocSubject, "Ficha de laberinto"},
    {P::DocAnswersSubject, "Soluciones de laberintos"},
    {P::DocKeywords, "laberinto, {algorithm}"},
    {P::DocCommentOne, "Creado con mazesheet: algoritmo {algorithm}, semilla {seeds}"},
    {P::DocCommentSet, "Creado con mazesheet: {count} laberintos, algoritmo {algorithm}, semillas {seeds}"},
    {P::PlayHelp, "Dibuja tu camino de la S a la M con el dedo, un lápiz o el ratón, o muévete con las flechas."},
    {P::PlayRestart, "Empezar de nuevo"},
    {P::PlayMoves, "Movimientos: {moves}"},
    {P::PlayTime, "Tiempo: {time}"},
    {P::PlayMazeNumber, "Número de laberinto"},
    {P::PlayWhere, "Fila {row}, columna {column}."},
    {P::PlayWays, "Libre: {ways}."},
    {P::PlayUp, "arriba"},
    {P::PlayRight, "derecha"},
    {P::PlayDown, "abajo"},
    {P::PlayLeft, "izquierda"},
    {P::PlayDistance, "Pasos hasta la M: {steps}."},
    {P::PlayAskDistance, "¿A qué distancia está la M?"},
};

constexpr CoreWording kLegends[] = {
    {"not visited yet", "sin visitar todavía"},
    {"on the stack", "en la pila"},
    {"finished: off the stack", "terminada: fuera de la pila"},
    {"no passage yet: a set of its own", "aún sin paso: un conjunto propio"},
    {"a colour per set of joined cells (the 12 largest)", "un color por conjunto de casillas unidas (los 12 mayores)"},
    {"the smaller sets", "los conjuntos más pequeños"},
    {"finished: all in one set", "terminado: todo en un conjunto"},
    {"not in the maze", "aún fuera del laberinto"},
    {"frontier: beside the maze", "frontera: junto al laberinto"},
    {"in the maze", "en el laberinto"},
    {"the current random walk, loops erased", "el paseo aleatorio actual, sin bucles"},
    {"rows not reached yet", "filas aún no alcanzadas"},
    {"the random walker", "el caminante aleatorio"},
    {"visited: in the maze", "visitada: en el laberinto"},
    {"the head of the walk", "la cabeza del paseo"},
    {"the row the hunt scans", "la fila que recorre la búsqueda"},
    {"the current run", "el tramo actual"},
    {"finished", "terminada"},
    {"not reached yet", "aún no alcanzada"},
    {"opened north or west", "abierta al norte o al oeste"},
    {"in the active list", "en la lista activa"},
    {"finished: off the list", "terminada: fuera de la lista"},
    {"waiting to be divided", "esperando a ser dividida"},
    {"the chamber being divided", "la cámara que se está dividiendo"},
    {"finished: one cell wide or high", "terminado: una casilla de ancho o de alto"},
};

constexpr CoreWording kInstructions[] = {
    {"Follow the right sums from S to F.", "Sigue las sumas correctas de la S a la M."},
    {"Follow the right answers from S to F.", "Sigue los resultados correctos de la S a la M."},
    {"Follow the right number bonds from S to F.", "Sigue las descomposiciones correctas de la S a la M."},
    {"Follow the right times-table facts from S to F.", "Sigue las multiplicaciones correctas de la S a la M."},
    {"Follow the right division facts from S to F.", "Sigue las divisiones correctas de la S a la M."},
    {"Follow the multiples of {n} from S to F.", "Sigue los múltiplos de {n} de la S a la M."},
    {"Follow the even numbers from S to F.", "Sigue los números pares de la S a la M."},
    {"Follow the odd numbers from S to F.", "Sigue los números impares de la S a la M."},
    {"Follow the true comparisons from S to F.", "Sigue las comparaciones verdaderas de la S a la M."},
    {"Follow the true items from S to F.", "Sigue las casillas correctas de la S a la M."},
};

}  // namespace

constexpr Language spanish{"es", "español", kPhrases, kLegends, kInstructions};

}  // namespace mazesheet::page::languages
