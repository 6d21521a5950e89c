// SPDX-License-Identifier: MIT
// window.mazesheetZip(files): a .zip of [name, bytes] pairs, stored as they
// are (SVG pages and PNG pictures are what the page packs; a teacher's
// computer opens such a folder without any program). The same files give
// the same bytes: every member is dated 1980-01-01 00:00, the earliest date
// a zip can hold. window.mazesheetCrc32(bytes): the CRC-32 zip and PNG use.
(function () {
  'use strict';

  const CRC_TABLE = (() => {
    const table = new Uint32Array(256);
    for (let n = 0; n < 256; ++n) {
      let c = n;
      for (let k = 0; k < 8; ++k) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
    return table;
  })();

  function crc32(bytes) {
    let c = 0xffffffff;
    for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  }

  const DOS_DATE = (0 << 9) | (1 << 5) | 1;  // 1980-01-01
  const DOS_TIME = 0;

  // The fields a member's local header and its central directory entry share.
  function memberFields(view, at, member) {
    view.setUint16(at, 10, true);  // version needed: 1.0, stored
    view.setUint16(at + 2, 0x0800, true);  // names in UTF-8
    view.setUint16(at + 4, 0, true);  // stored, not compressed
    view.setUint16(at + 6, DOS_TIME, true);
    view.setUint16(at + 8, DOS_DATE, true);
    view.setUint32(at + 10, member.crc, true);
    view.setUint32(at + 14, member.bytes.length, true);
    view.setUint32(at + 18, member.bytes.length, true);
    view.setUint16(at + 22, member.name.length, true);
    view.setUint16(at + 24, 0, true);  // no extra field
  }

  function zip(files) {
    const encoder = new TextEncoder();
    const members = files.map(([name, bytes]) => ({name: encoder.encode(name), bytes, crc: crc32(bytes), offset: 0}));
    const local = members.reduce((sum, m) => sum + 30 + m.name.length + m.bytes.length, 0);
    const central = members.reduce((sum, m) => sum + 46 + m.name.length, 0);
    const out = new Uint8Array(local + central + 22);
    const view = new DataView(out.buffer);
    let at = 0;
    for (const member of members) {
      member.offset = at;
      view.setUint32(at, 0x04034b50, true);
      memberFields(view, at + 4, member);
      out.set(member.name, at + 30);
      out.set(member.bytes, at + 30 + member.name.length);
      at += 30 + member.name.length + member.bytes.length;
    }
    for (const member of members) {
      view.setUint32(at, 0x02014b50, true);
      view.setUint16(at + 4, 0x0314, true);  // made by: Unix, zip 2.0
      memberFields(view, at + 6, member);
      view.setUint16(at + 32, 0, true);  // no comment
      view.setUint16(at + 34, 0, true);  // disk 0
      view.setUint16(at + 36, 0, true);  // internal attributes
      view.setUint32(at + 38, (0o100644 << 16) >>> 0, true);  // a regular file, rw-r--r--
      view.setUint32(at + 42, member.offset, true);
      out.set(member.name, at + 46);
      at += 46 + member.name.length;
    }
    view.setUint32(at, 0x06054b50, true);
    view.setUint16(at + 4, 0, true);
    view.setUint16(at + 6, 0, true);
    view.setUint16(at + 8, members.length, true);
    view.setUint16(at + 10, members.length, true);
    view.setUint32(at + 12, central, true);
    view.setUint32(at + 16, local, true);
    view.setUint16(at + 20, 0, true);
    return out;
  }

  window.mazesheetCrc32 = crc32;
  window.mazesheetZip = zip;
})();
