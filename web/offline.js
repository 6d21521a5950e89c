// SPDX-License-Identifier: MIT
// Makes the page work offline and installable: registers the service worker
// (sw.js) where a page may have one (served over HTTPS or from localhost;
// not opened from disk, where the page needs no network anyway).
(function () {
  'use strict';
  if (!('serviceWorker' in navigator) || !/^https?:$/.test(location.protocol)) return;
  navigator.serviceWorker.register('sw.js').catch((error) => {
    document.body.dataset.offline = 'unavailable';
    console.warn(`mazesheet: the page will not work offline: ${error.message}`);
  });
})();
