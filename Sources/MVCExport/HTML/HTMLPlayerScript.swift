/// The HTML player's script: plain JavaScript, no libraries, no network.
///
/// The page holds the diagram's tiles empty; the script draws a tile from the data
/// (``PlayerData``) when it comes near the view, with the markup the standalone SVG has. A step
/// reads the layout once, before it changes anything, then touches only what changes: the
/// messages between the old and the new step (one, when stepping), the two lifelines'
/// headings, two attributes of the body (which the style sheet turns into the lifelines'
/// highlight in every tile), the panel's text and the scroll position.
enum HTMLPlayerScript {
  static let source = #"""
    (function () {
      "use strict";
      var errors = 0;
      window.addEventListener("error", function () {
        errors += 1;
        document.body.setAttribute("data-errors", String(errors));
      });
      var started = performance.now();
      var data = JSON.parse(document.getElementById("trace-data").textContent);
      var steps = data.steps, strings = data.strings, draw = data.draw, pieces = data.pieces;
      var count = steps.length;
      var current = -1;
      var timer = null;
      var $ = function (id) { return document.getElementById(id); };
      var body = document.body;
      var slider = $("slider"), position = $("position"), playButton = $("play");
      var diagram = $("diagram"), canvas = $("canvas");
      var statementChoice = $("statement");
      var headings = canvas.querySelector(".headings");
      var headingsHeight = parseFloat(headings.style.height) || 0;
      var lifelines = Array.prototype.slice.call(headings.querySelectorAll("g.lifeline"));
      var tiles = Array.prototype.slice.call(canvas.querySelectorAll(".tile"));
      var ends = [$("end-left"), $("end-right")];
      // A step's fields (see PlayerData).
      var N = 0, FROM = 1, TO = 2, S = 3, Y = 4, L = 5, R = 6, LABEL = 7, KIND = 8, ROLE = 9,
        WHY = 10, FLAG = 11;

      // What each step draws (its arrow, note and the replies after it), once its tile is drawn.
      var drawn = [];
      var statementStart = [];
      steps.forEach(function (step, index) {
        if (step[S] >= 0 && statementStart[step[S]] === undefined) { statementStart[step[S]] = index; }
      });

      function format(template, values) {
        var next = 0;
        return template.replace(/%(?:(\d+)\$)?@/g, function (match, index) {
          var value = index ? values[Number(index) - 1] : values[next++];
          return value === undefined ? "" : String(value);
        });
      }

      // Text for markup, as the SVG writer escapes it (and without the characters XML forbids).
      function esc(text) {
        return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
          .replace(/[&<>"']/g, function (c) {
            return { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;" }[c];
          });
      }
      // A coordinate as the SVG writes it: at most one decimal.
      function f(value) { return String(Math.round(value * 10) / 10); }

      // The class a drawn part of step `k` starts with.
      function state(k) {
        return k < 0 || current < 0 ? "" : k < current ? " past" : k === current ? " current" : "";
      }

      function badge(out, n, x, y, colour) {
        var w = Math.max(17, String(n).length * 6.2 + 8);
        out.push('<rect class="badge" x="' + f(x - w / 2) + '" y="' + f(y - 8.5) + '" width="' +
          f(w) + '" height="17" rx="8.5" fill="' + colour + '"/>\n<text class="number" x="' +
          f(x) + '" y="' + f(y + 3.5) + '" text-anchor="middle" font-size="10" ' +
          'font-weight="bold" fill="#FFFFFF">' + n + "</text>\n");
      }

      // The tile being drawn, from its top to its bottom.
      var tileTop = 0, tileBottom = 0;

      function message(out, p, k, loop) {
        if (k < 0) { return; }
        var step = steps[k], style = p[7], flagged = (style & 1) !== 0, y = p[2];
        var colour = flagged ? draw.flagged : draw.ink;
        var marker = "mvcsh-" + ((style & 2) ? "open" : "head") + (flagged ? "-flag" : "");
        var stroke = ' stroke="' + colour + '" stroke-width="1.4"' +
          ((style & 4) ? ' stroke-dasharray="6 4"' : "") + ' marker-end="url(#' + marker + ')"/>\n';
        // An arrow reaching into two tiles is drawn in both; the tile its line is in names it.
        var named = y >= tileTop && y < tileBottom ? '" id="step-' + step[N] : "";
        out.push('<g class="msg' + (flagged ? " flagged" : "") + state(k) + named +
          '" data-step="' + step[N] + '" data-from="' + step[FROM] + '" data-to="' +
          step[TO] + '">\n');
        var label = esc(strings[step[LABEL]]);
        var fill = flagged ? ' fill="' + colour + '">' : ">";
        if (loop) {
          out.push('<path class="arrow" d="M' + f(p[3]) + "," + f(y) + " H" + f(p[4]) + " V" +
            f(y + 14) + " H" + f(p[5]) + '" fill="none"' + stroke);
          out.push('<text class="label" x="' + f(p[4] + 6) + '" y="' + f(y + 11) + '"' + fill +
            label + "</text>\n");
        } else {
          out.push('<line class="arrow" x1="' + f(p[3]) + '" y1="' + f(y) + '" x2="' + f(p[4]) +
            '" y2="' + f(y) + '"' + stroke);
          out.push('<text class="label" x="' + f(p[5]) + '" y="' + f(y - 6) +
            '" text-anchor="middle"' + fill + label + "</text>\n");
        }
        badge(out, step[N], p[6], y, colour);
        out.push("</g>\n");
      }

      function piece(out, p, kinds) {
        var k = p[1], number = k >= 0 ? steps[k][N] : 0;
        switch (p[0]) {
          case 0:
            out.push('<rect class="activation" x="' + f(p[2]) + '" y="' + f(p[3]) +
              '" width="10" height="' + f(p[4]) + '" fill="' + draw.fill[p[1]] + '" stroke="' +
              draw.stroke[p[1]] + '" stroke-width="1"/>\n');
            return;
          case 1: case 2:
            if (k < 0) { return; }
            message(out, p, k, p[0] === 2);
            break;
          case 3:
            out.push('<g class="note' + state(k) + '" data-step="' + number + '">\n<rect x="' +
              f(p[3]) + '" y="' + f(p[2]) + '" width="' + f(p[4]) + '" height="20" fill="' +
              draw.note + '" stroke="' + draw.flagged + '" stroke-width="0.8"/>\n<text x="' +
              f(p[5]) + '" y="' + f(p[2] + 14) + '" text-anchor="middle" fill="' + draw.flagged +
              '">' + esc(strings[p[6]]) + "</text>\n</g>\n");
            break;
          case 4:
            out.push('<g class="reply' + state(k) + '" data-step="' + number + '">\n<line x1="' +
              f(p[3]) + '" y1="' + f(p[2]) + '" x2="' + f(p[4]) + '" y2="' + f(p[2]) +
              '" stroke="' + draw.ink + '" stroke-width="1.2" stroke-dasharray="5 4" ' +
              'marker-end="url(#mvcsh-open)"/>\n<text x="' + f((p[3] + p[4]) / 2) + '" y="' +
              f(p[2] - 5) + '" text-anchor="middle" font-size="11" fill="#607D8B">' +
              esc(data.text.reply) + "</text>\n</g>\n");
            break;
          default:
            return;
        }
        kinds.push(k);
      }

      // Draws tile `index` from the data, once.
      function drawTile(index) {
        var tile = tiles[index];
        if (!tile || tile.hasAttribute("data-drawn")) { return; }
        var t = data.tiles[index], top = t[0], height = t[1], bottom = top + height;
        tileTop = top;
        tileBottom = bottom;
        var width = f(draw.width);
        var out = ['<svg xmlns="http://www.w3.org/2000/svg" width="' + width + '" height="' +
          f(height) + '" viewBox="0 ' + f(top) + " " + width + " " + f(height) + '" ' + draw.svg +
          '>\n<rect class="background" x="0" y="' + f(top) + '" width="' + width + '" height="' +
          f(height) + '" fill="#FFFFFF"/>\n'];
        for (var i = 0; i < draw.x.length; i++) {
          out.push('<line class="ll ll-' + i + '" x1="' + f(draw.x[i]) + '" y1="' +
            f(Math.max(top, draw.top)) + '" x2="' + f(draw.x[i]) + '" y2="' +
            f(Math.min(bottom, draw.bottom)) + '" stroke="#B0BEC5" stroke-dasharray="4 4"/>\n');
        }
        var kinds = [];
        t[2].forEach(function (p) { piece(out, pieces[p], kinds); });
        out.push("</svg>\n");
        tile.innerHTML = out.join("");
        tile.setAttribute("data-drawn", "");
        var parts = tile.querySelectorAll("[data-step]");
        for (var j = 0; j < parts.length && j < kinds.length; j++) {
          if (kinds[j] >= 0) { (drawn[kinds[j]] || (drawn[kinds[j]] = [])).push(parts[j]); }
        }
      }

      // The tiles between two heights of the drawing.
      function drawBetween(top, bottom) {
        var low = 0, high = data.tiles.length - 1;
        while (low < high) {
          var middle = (low + high + 1) >> 1;
          if (data.tiles[middle][0] <= top) { low = middle; } else { high = middle - 1; }
        }
        for (var i = low; i < data.tiles.length && data.tiles[i][0] < bottom; i++) { drawTile(i); }
      }

      if (window.IntersectionObserver) {
        var observer = new IntersectionObserver(function (entries) {
          entries.forEach(function (entry) {
            if (entry.isIntersecting) {
              drawTile(Number(entry.target.getAttribute("data-tile")));
              observer.unobserve(entry.target);
            }
          });
        }, { root: diagram, rootMargin: "800px 400px" });
        tiles.forEach(function (tile) { observer.observe(tile); });
      } else {
        tiles.forEach(function (tile, index) { drawTile(index); });
      }

      // The step showing a message number: that message, or the first after it.
      function indexOf(number) {
        var low = 0, high = count - 1;
        while (low < high) {
          var middle = (low + high) >> 1;
          if (steps[middle][N] < number) { low = middle + 1; } else { high = middle; }
        }
        return Math.max(0, low);
      }

      function each(index, action) {
        var list = drawn[index];
        if (list) { for (var k = 0; k < list.length; k++) { action(list[k].classList); } }
      }

      // Past steps get `past`, the current one `current`; only the steps in between change
      // (tiles drawn later start with the right classes).
      function mark(from, to) {
        var i;
        if (from >= 0) { each(from, function (c) { c.remove("current"); }); }
        if (from < 0) {
          for (i = 0; i < to; i++) { each(i, function (c) { c.add("past"); }); }
        } else if (to > from) {
          for (i = from; i < to; i++) { each(i, function (c) { c.add("past"); }); }
        } else {
          for (i = to; i <= from; i++) { each(i, function (c) { c.remove("past"); }); }
        }
        each(to, function (c) { c.remove("past"); c.add("current"); });
      }

      // The diagram zooms out until the arrow fits (a phone), but never below `minimumZoom`
      // (its text would be too small to read): a wider arrow is scrolled to its label and note,
      // and each end out of view is named at the diagram's edge, at the arrow's height.
      var zoom = 1, minimumZoom = 0.6;

      // Where the view is, read before the step changes anything (no layout in between).
      function measure() {
        return {
          width: diagram.clientWidth, height: diagram.clientHeight,
          top: diagram.scrollTop, left: diagram.scrollLeft,
          x: diagram.offsetLeft + diagram.clientLeft, y: diagram.offsetTop + diagram.clientTop,
          outer: diagram.parentNode.clientWidth
        };
      }

      function place(step, view) {
        var width = view.width, height = view.height;
        var span = step[R] - step[L];
        var fitting = (width - 12) / (span + 24);
        var wanted = Math.max(minimumZoom, Math.min(1, fitting));
        if (Math.abs(wanted - zoom) > 0.02 || (wanted === 1 && zoom !== 1)) {
          zoom = wanted;
          canvas.style.zoom = zoom === 1 ? "" : String(zoom);
        }
        var cover = headingsHeight * zoom, y = step[Y] * zoom, top = view.top;
        if (y - 34 * zoom < top + cover || y + 52 * zoom > top + height) {
          top = Math.max(0, y - cover - (height - cover) / 3);
          diagram.scrollTop = top;
        }
        var left = step[L] * zoom - 6, right = step[R] * zoom + 6, scrolled = view.left;
        var fits = right - left <= width;
        if (!fits) {
          // The label and the note are centred between the two lifelines.
          var middle = (draw.x[step[FROM]] + draw.x[step[TO]]) / 2 * zoom;
          scrolled = Math.max(0, middle - width / 2);
          diagram.scrollLeft = scrolled;
        } else if (left < scrolled || right > scrolled + width) {
          scrolled = Math.max(0, (left + right - width) / 2);
          diagram.scrollLeft = scrolled;
        }
        drawBetween(top / zoom - 200, (top + height) / zoom + 200);
        view.top = top;
        view.left = scrolled;
        placeEnds(step, view, fits);
        return fits;
      }

      // Each end of an arrow too wide for the view, when out of view, named at the diagram's
      // edge at the arrow's height.
      function placeEnds(step, view, fits) {
        var a = draw.x[step[FROM]] * zoom, b = draw.x[step[TO]] * zoom, y = step[Y] * zoom;
        var sides = [
          { x: Math.min(a, b), lifeline: a <= b ? step[FROM] : step[TO] },
          { x: Math.max(a, b), lifeline: a <= b ? step[TO] : step[FROM] }
        ];
        sides.forEach(function (side, index) {
          var chip = ends[index];
          if (!chip) { return; }
          var out = index === 0 ? side.x < view.left + 4 : side.x > view.left + view.width - 4;
          var row = y - view.top;
          if (fits || !out || row < headingsHeight * zoom || row > view.height) {
            if (!chip.hidden) { chip.hidden = true; }
            return;
          }
          var name = strings[data.names[side.lifeline]];
          chip.textContent = index === 0 ? "◀ " + name : name + " ▶";
          chip.className = "end " + (index === 0 ? "left" : "right") + " " +
            (side.lifeline === step[FROM] ? "sender" : "receiver");
          chip.style.top = Math.round(view.y + row - 11) + "px";
          chip.style.left = index === 0 ? Math.round(view.x + 2) + "px" : "";
          chip.style.right = index === 0 ? "" :
            Math.round(view.outer - view.x - view.width + 2) + "px";
          chip.hidden = false;
        });
      }

      // `#…&check` (the tests): whether the arrow, its badge, label and note are all in view,
      // below the headings, as drawn; for an arrow too wide for a phone, whether its label and
      // note are, and each end is in view or named at the edge.
      var checking = /check/.test(window.location.hash);
      function check(step, fits) {
        var area = diagram.getBoundingClientRect();
        var top = headings.getBoundingClientRect().bottom;
        function inside(box) {
          return box.width > 0 && box.left >= area.left - 1 && box.right <= area.right + 1 &&
            box.top >= top - 1 && box.bottom <= area.bottom + 1;
        }
        var parts = (drawn[current] || []).filter(function (e) {
          return !e.classList.contains("reply");
        });
        var seen;
        if (fits) {
          seen = parts.length > 0 && parts.every(function (e) { return inside(e.getBoundingClientRect()); });
        } else {
          var texts = [];
          parts.forEach(function (e) {
            var text = e.classList.contains("msg") ? e.querySelector(".label") : e.querySelector("text");
            if (text) { texts.push(text); }
          });
          seen = texts.length > 0 && texts.every(function (e) { return inside(e.getBoundingClientRect()); });
          [step[FROM], step[TO]].forEach(function (lifeline) {
            var x = area.left + draw.x[lifeline] * zoom - diagram.scrollLeft;
            var named = ends.some(function (chip) {
              return chip && !chip.hidden &&
                chip.textContent.indexOf(strings[data.names[lifeline]]) >= 0 &&
                inside(chip.getBoundingClientRect());
            });
            if (!(x >= area.left && x <= area.right) && !named) { seen = false; }
          });
        }
        body.setAttribute("data-in-view", String(seen));
        body.setAttribute("data-fits", String(fits));
        body.setAttribute("data-zoom", String(zoom));
      }

      var shownSender = -1, shownReceiver = -1;
      function show(index, fromAddress) {
        if (count === 0) { position.textContent = data.text.empty; return; }
        index = Math.max(0, Math.min(count - 1, index));
        var step = steps[index];
        var view = measure();
        var previous = current;
        current = index;
        var fits = place(step, view);
        if (index !== previous) { mark(previous, index); }
        [shownSender, shownReceiver, step[FROM], step[TO]].forEach(function (lifeline) {
          var g = lifelines[lifeline];
          if (!g) { return; }
          g.classList.toggle("sender", lifeline === step[FROM]);
          g.classList.toggle("receiver", lifeline === step[TO]);
        });
        shownSender = step[FROM];
        shownReceiver = step[TO];
        body.setAttribute("data-sender", String(step[FROM]));
        body.setAttribute("data-receiver", String(step[TO]));
        slider.value = String(index + 1);
        position.textContent = format(data.text.position, [step[N], index + 1, count]);
        $("hop").textContent = "[" + step[N] + "] " + strings[data.names[step[FROM]]] + " → " +
          strings[data.names[step[TO]]] + ": " + strings[step[LABEL]];
        $("kind-role").textContent = strings[step[KIND]] + " · " + strings[step[ROLE]];
        $("why").textContent = strings[step[WHY]];
        var flag = $("flag");
        flag.hidden = step[FLAG] < 0;
        flag.textContent = step[FLAG] < 0 ? "" : strings[step[FLAG]];
        $("back").disabled = index <= 0;
        $("next").disabled = index >= count - 1;
        if (statementChoice && step[S] >= 0 && statementChoice.value !== String(step[S])) {
          statementChoice.value = String(step[S]);
        }
        body.setAttribute("data-current-step", String(step[N]));
        if (checking) { check(step, fits); }
        if (!fromAddress) {
          var address = "#step=" + step[N];
          if (window.location.hash !== address && window.history && history.replaceState) {
            try { history.replaceState(null, "", address); } catch (e) { /* a sandboxed page */ }
          }
        }
      }

      function label(button, icon, word) {
        button.querySelector(".icon").textContent = icon;
        button.querySelector(".word").textContent = word;
      }

      function stop() {
        if (timer !== null) { clearInterval(timer); timer = null; }
        label(playButton, "▶", data.text.play);
        body.classList.remove("playing");
      }

      function play() {
        if (count === 0) { return; }
        if (current >= count - 1) { show(0); }
        label(playButton, "❚❚", data.text.pause);
        body.classList.add("playing");
        timer = setInterval(function () {
          if (current >= count - 1) { stop(); return; }
          show(current + 1);
        }, Number($("speed").value));
      }

      $("next").addEventListener("click", function () { stop(); show(current + 1); });
      $("back").addEventListener("click", function () { stop(); show(current - 1); });
      playButton.addEventListener("click", function () {
        if (timer === null) { play(); } else { stop(); }
      });
      $("speed").addEventListener("change", function () {
        if (timer !== null) { stop(); play(); }
      });
      slider.addEventListener("input", function () { stop(); show(Number(slider.value) - 1); });
      if (statementChoice) {
        statementChoice.addEventListener("change", function () {
          var start = statementStart[Number(statementChoice.value)];
          if (start !== undefined) { stop(); show(start); }
        });
      }
      document.addEventListener("keydown", function (event) {
        var target = event.target, tag = target && target.tagName;
        if (tag === "SELECT" || (tag === "INPUT" && target !== slider)) { return; }
        if (tag === "BUTTON" && (event.key === " " || event.key === "Enter")) { return; }
        var onSlider = target === slider;
        var key = event.key;
        // One key, one step: the slider's own handling of the key is replaced by the player's.
        if (key === "ArrowRight" || (onSlider && key === "ArrowUp")) { stop(); show(current + 1); }
        else if (key === "ArrowLeft" || (onSlider && key === "ArrowDown")) {
          stop(); show(current - 1);
        }
        else if (key === "Home") { stop(); show(0); }
        else if (key === "End") { stop(); show(count - 1); }
        else if (key === " ") { if (timer === null) { play(); } else { stop(); } }
        else { return; }
        event.preventDefault();
      });
      window.addEventListener("hashchange", function () {
        var requested = /step=(\d+)/.exec(window.location.hash);
        if (requested) { stop(); show(indexOf(Number(requested[1])), true); }
      });
      // Scrolled by hand: the ends' names follow.
      var scrolling = false;
      diagram.addEventListener("scroll", function () {
        if (scrolling || current < 0) { return; }
        scrolling = true;
        requestAnimationFrame(function () {
          scrolling = false;
          var step = steps[current], view = measure();
          placeEnds(step, view, (step[R] - step[L]) * zoom + 12 <= view.width);
        });
      }, { passive: true });

      function toggle(button, className, closedWhenSet) {
        if (!button) { return; }
        function sync() {
          var set = body.classList.contains(className);
          button.setAttribute("aria-expanded", String(closedWhenSet ? !set : set));
        }
        button.addEventListener("click", function () {
          body.classList.toggle(className);
          sync();
          if (current >= 0) { show(current, true); }
        });
        sync();
      }
      var narrow = window.matchMedia && window.matchMedia("(max-width: 600px)").matches;
      if (narrow) { body.classList.add("collapsed", "world-closed"); }
      toggle($("details-toggle"), "collapsed", true);
      toggle($("world-toggle"), "world-closed", true);
      window.addEventListener("resize", function () { if (current >= 0) { show(current, true); } });

      var hash = window.location.hash;
      var requested = /step=(\d+)/.exec(hash);
      body.classList.add("playing-ready");
      show(requested ? indexOf(Number(requested[1])) : 0, true);
      if (/play/.test(hash)) { play(); }
      body.setAttribute("data-script-ms", String(Math.round(performance.now() - started)));

      // `#bench`: how long the page took to be drawn, and how long steps take (make bench).
      if (/bench/.test(hash)) {
        requestAnimationFrame(function () {
          setTimeout(function () {
            body.setAttribute("data-open-ms", String(Math.round(performance.now())));
            var times = [], start = current;
            for (var k = 1; k <= 200 && start + k < count; k++) {
              var before = performance.now();
              show(start + k);
              void diagram.scrollTop;
              void document.body.getBoundingClientRect();
              times.push(performance.now() - before);
            }
            var total = times.reduce(function (a, b) { return a + b; }, 0);
            body.setAttribute("data-step-ms", (total / Math.max(times.length, 1)).toFixed(2));
            body.setAttribute("data-step-max-ms", Math.max.apply(null, times.concat([0])).toFixed(2));
          }, 0);
        });
      }
    })();

    """#
}
