// SPDX-License-Identifier: MIT
// The Play view: the maze of the form's options (or every maze of a class
// set) played on screen, in a dialog over the page. The engine writes the
// page to hand out (`-o NAME.html`, as `mazesheet` does); the view plays
// the data in it with the same player (play.js), and Save hands out those
// very bytes. app.js attaches the form:
//   mazesheetPlayView.attach({args(name), files(), stem(), words(line), refusal()})
(function () {
  'use strict';

  const $ = (id) => document.getElementById(id);
  let form = null;
  let player = null;
  let made = null;  // {name, bytes}: the page to hand out
  let opened = 0;   // which opening a run's answer belongs to

  function say(text) {
    $('play-message').textContent = text;
    $('play-dialog').dataset.state = text ? 'refused' : $('play-dialog').dataset.state;
  }

  function download(name, bytes) {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([bytes], {type: 'text/html'}));
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  }

  async function open() {
    const dialog = $('play-dialog');
    opened += 1;
    const mine = opened;
    if (player !== null) player.destroy();
    player = null;
    made = null;
    $('play-save').disabled = true;
    $('play-message').textContent = '';
    $('play-state').textContent = 'Getting the maze ready…';
    dialog.dataset.state = 'busy';
    dialog.showModal();
    const refusal = form.refusal();
    if (refusal) {
      $('play-state').textContent = '';
      say(refusal);
      return;
    }
    const name = `${form.stem()}-play.html`;
    let result;
    try {
      result = await window.mazesheet.run(form.args(name), {files: form.files()});
    } catch (error) {
      if (mine === opened) say(`The engine stopped: ${error.message}`);
      return;
    }
    if (mine !== opened || !dialog.open) return;
    $('play-state').textContent = '';
    if (result.status !== 0) {
      say(result.stderr.filter((line) => !/^mazesheet: (wrote|warning:)/.test(line)).map(form.words).join(' '));
      return;
    }
    const bytes = result.files[name];
    // The page's data, read from its text: parsing the whole page would have
    // its <style> refused by this page's Content-Security-Policy (a console
    // error). The data holds no "<" (the writer escapes it).
    const text = new TextDecoder().decode(bytes);
    const opening = '<script type="application/json" id="mazesheet-play-data">';
    const from = text.indexOf(opening) + opening.length;
    const data = JSON.parse(text.slice(from, text.indexOf('</script>', from)));
    player = window.MazesheetPlay.mount($('play-area'), data, {headingLevel: 2});
    made = {name, bytes};
    $('play-save').disabled = false;
    dialog.dataset.state = 'ready';
    player.focus();
  }

  function attach(page) {
    form = page;
    $('play-open').addEventListener('click', open);
    $('play-close').addEventListener('click', () => $('play-dialog').close());
    $('play-save').addEventListener('click', () => {
      if (made !== null) download(made.name, made.bytes);
    });
    $('play-dialog').addEventListener('close', () => {
      opened += 1;  // a run still going is no longer wanted
      if (player !== null) player.destroy();
      player = null;
      $('play-dialog').dataset.state = 'closed';
      $('play-open').focus();
    });
  }

  window.mazesheetPlayView = {attach};
})();
