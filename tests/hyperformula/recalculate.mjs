// SPDX-License-Identifier: MIT
// Recalculates workbooks with HyperFormula and prints the values asked for.
// Input (a JSON file): [{"name", "sheets": {SHEET: [[value or "=formula"
// or null, ...], ...]}, "cells": [[SHEET, row, col], ...]}] with 0-based
// rows and columns. Output: [{"name", "values": [...]}], each value a
// number, a string, a boolean, null, or {"error": "#NAME?"}.
import { readFileSync } from 'node:fs';
import { HyperFormula } from 'hyperformula';

const books = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const out = [];
for (const book of books) {
  // The GPL licence key: HyperFormula is used here as a test tool.
  const hf = HyperFormula.buildFromSheets(book.sheets, { licenseKey: 'gpl-v3' });
  const values = book.cells.map(([sheet, row, col]) => {
    const id = hf.getSheetId(sheet);
    if (id === undefined) throw new Error(`${book.name}: no sheet ${sheet}`);
    const value = hf.getCellValue({ sheet: id, row, col });
    if (value !== null && typeof value === 'object') return { error: String(value.value ?? value.type) };
    return value;
  });
  out.push({ name: book.name, values });
  hf.destroy();
}
process.stdout.write(JSON.stringify(out));
