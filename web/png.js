// SPDX-License-Identifier: MIT
// window.mazesheetPng(svgBytes, dpi): the page's SVG (as the command line
// draws it) drawn by the browser as PNG bytes, `dpi` pixels an inch of the
// paper the SVG is sized to (an A4 page at 300 dpi: 2480x3508 pixels), with
// the resolution in a pHYs chunk so that a word processor pastes it at its
// printed size. The browser sets the text with its own fonts: the command
// line's -o maze.png draws the same page with the PDF's fonts.
(function () {
  'use strict';

  function millimetres(value) {
    const found = /^([\d.]+)mm$/.exec(value || '');
    if (!found) throw new Error(`the picture's size is not in millimetres: ${value}`);
    return Number(found[1]);
  }

  // `png` with a pHYs chunk after its IHDR (the browser writes none).
  function withResolution(png, dpi) {
    const perMetre = Math.round(dpi / 0.0254);
    const chunk = new Uint8Array(21);
    const view = new DataView(chunk.buffer);
    view.setUint32(0, 9);
    chunk.set([0x70, 0x48, 0x59, 0x73], 4);  // "pHYs"
    view.setUint32(8, perMetre);
    view.setUint32(12, perMetre);
    chunk[16] = 1;  // the unit: the metre
    view.setUint32(17, window.mazesheetCrc32(chunk.subarray(4, 17)));
    const afterHeader = 8 + 25;  // the signature, then IHDR: length, type, 13 bytes, CRC
    const out = new Uint8Array(png.length + chunk.length);
    out.set(png.subarray(0, afterHeader), 0);
    out.set(chunk, afterHeader);
    out.set(png.subarray(afterHeader), afterHeader + chunk.length);
    return out;
  }

  async function svgToPng(svgBytes, dpi) {
    const text = new TextDecoder().decode(svgBytes);
    const root = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    const width = Math.round(millimetres(root.getAttribute('width')) / 25.4 * dpi);
    const height = Math.round(millimetres(root.getAttribute('height')) / 25.4 * dpi);
    const url = URL.createObjectURL(new Blob([svgBytes], {type: 'image/svg+xml'}));
    try {
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      context.drawImage(image, 0, 0, width, height);
      const blob = await new Promise((resolve, reject) => {
        canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('the browser could not make the PNG'))),
          'image/png');
      });
      return withResolution(new Uint8Array(await blob.arrayBuffer()), dpi);
    } finally {
      URL.revokeObjectURL(url);
    }
  }

  window.mazesheetPng = svgToPng;
})();
