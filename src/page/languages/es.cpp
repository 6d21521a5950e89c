// SPDX-License-Identifier: MIT
// Spanish: S (salida) and M (meta) mark the ends; a child is addressed as tú.
#include "page/languages/languages.hpp"

namespace mazesheet::page::languages {

namespace {

constexpr Word kWords[] = {
    {"default-title", "Laberinto"},
    {"solution-suffix", " (solución)"},
    {"name-date-line", "Nombre: ______________________    Fecha: ______________"},
    {"answer-key-line", "Solucionario"},
    {"maze-caption", "Empieza en la S y encuentra el camino hasta la M."},
    {"solution-caption", "El camino coloreado va de la S a la M."},
    {"route-caption", "La línea muestra el camino de la S a la M."},
    {"play-caption", "Escribe una letra en cada casilla de tu camino de la S a la M."},
    {"play-facts-caption", "En cada casilla de tu camino de la S a la M, elige ✔ en su lista."},
    {"start-mark", "S"},
    {"finish-mark", "M"},
    {"info-one", "semilla {seed}"},
    {"info-of-set", "Laberinto {number} de {count}, semilla {seed}"},
    {"footer-made", "{algorithm}, semilla {seed}"},
    {"footer-braided", "{algorithm}, semilla {seed}, bucles {braid}"},
    {"footer-size", "laberinto {width} x {height}"},
    {"footer-mask-size", "laberinto {width} x {height} (forma)"},
    {"credit", "hecho con mazesheet"},
    {"poster-sheet", "{sheet}: columna {col}, fila {row}"},
    {"verdict-empty", "Marca tu camino de la S a la M."},
    {"verdict-solved", "¡Resuelto!"},
    {"verdict-wall", "Eso atraviesa una pared."},
    {"verdict-extra", "Sobran marcas: quita algunas."},
    {"verdict-shorter", "Funciona, pero hay un camino más corto."},
    {"verdict-go-on", "Sigue adelante."},
    {"reveal-label", "Docente: ¿mostrar la solución?"},
    {"reveal-no", "no"},
    {"reveal-yes", "sí"},
    {"check-marks", "marcas"},
    {"check-start-neighbours", "vecinas de S"},
    {"check-finish-neighbours", "vecinas de M"},
    {"check-twos", "casillas con 2"},
    {"check-branches", "ramificaciones"},
    {"check-lone-marks", "marcas sueltas"},
    {"check-loose-ends", "extremos sueltos"},
    {"check-at-wall", "junto a una pared"},
    {"check-shortest", "camino más corto"},
    {"sheet-maze", "Laberinto"},
    {"sheet-solution", "Solución"},
    {"sheet-check", "Comprobación"},
    {"sheet-step", "Paso {step}"},
    {"step-heading", "Paso {step} de {steps}: {done} de {cells} casillas hechas"},
    {"step-subject", "Cómo construye {algorithm} un laberinto"},
    {"doc-answers-suffix", " (soluciones)"},
    {"doc-subject", "Ficha de laberinto"},
    {"doc-answers-subject", "Soluciones de laberintos"},
    {"doc-keywords", "laberinto, {algorithm}"},
    {"doc-comment-one", "Creado con mazesheet: algoritmo {algorithm}, semilla {seeds}"},
    {"doc-comment-set", "Creado con mazesheet: {count} laberintos, algoritmo {algorithm}, semillas {seeds}"},
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

extern constexpr Language spanish{"es", "español", kWords, kLegends, kInstructions};

}  // namespace mazesheet::page::languages
