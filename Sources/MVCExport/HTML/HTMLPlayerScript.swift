/// The HTML player's script: plain JavaScript, no libraries, no network.
///
/// A step touches only what changes: the messages between the old and the new step (one, when
/// stepping), the two lifeline headings, two attributes of the body (which the style sheet
/// turns into the lifelines' highlight in every tile) and the scroll position. The diagram's
/// tiles are drawn by the browser only while in view.
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
      var steps = data.steps;
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

      // What each message number draws (its arrow, note and the replies after it).
      var drawn = {};
      Array.prototype.forEach.call(canvas.querySelectorAll(".tile [data-step]"), function (e) {
        var n = e.getAttribute("data-step");
        (drawn[n] || (drawn[n] = [])).push(e);
      });
      var statementStart = [];
      steps.forEach(function (step, index) {
        if (step.s >= 0 && statementStart[step.s] === undefined) { statementStart[step.s] = index; }
      });

      function format(template, values) {
        var next = 0;
        return template.replace(/%(?:(\d+)\$)?@/g, function (match, index) {
          var value = index ? values[Number(index) - 1] : values[next++];
          return value === undefined ? "" : String(value);
        });
      }

      // The step showing a message number: that message, or the first after it.
      function indexOf(number) {
        var low = 0, high = count - 1;
        while (low < high) {
          var middle = (low + high) >> 1;
          if (steps[middle].n < number) { low = middle + 1; } else { high = middle; }
        }
        return Math.max(0, low);
      }

      function each(index, action) {
        var list = drawn[steps[index].n];
        if (list) { for (var k = 0; k < list.length; k++) { action(list[k].classList); } }
      }

      // Past steps get `past`, the current one `current`; only the steps in between change.
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

      var zoom = 1;
      // Both ends of the arrow and its note in view: zoomed out when the arrow is wider than
      // the diagram's area (a phone), scrolled so that its row is clear of the headings.
      function place(info) {
        var width = diagram.clientWidth, height = diagram.clientHeight;
        var wanted = Math.max(0.3, Math.min(1, (width - 12) / (info.r - info.l + 24)));
        if (Math.abs(wanted - zoom) > 0.02 || (wanted === 1 && zoom !== 1)) {
          zoom = wanted;
          canvas.style.zoom = zoom === 1 ? "" : String(zoom);
        }
        var top = diagram.scrollTop, cover = headingsHeight * zoom;
        var y = info.y * zoom;
        if (y - 34 * zoom < top + cover || y + 52 * zoom > top + height) {
          diagram.scrollTop = Math.max(0, y - cover - (height - cover) / 3);
        }
        var left = info.l * zoom - 6, right = info.r * zoom + 6, scrolled = diagram.scrollLeft;
        if (left < scrolled || right > scrolled + width) {
          diagram.scrollLeft = Math.max(0, right - left > width ? left : (left + right - width) / 2);
        }
        if (checking) { check(info); }
      }

      // `#…&check` (the tests): whether the arrow, its badge, label and note are all in view,
      // below the headings, as drawn.
      var checking = /check/.test(window.location.hash);
      function check(info) {
        var area = diagram.getBoundingClientRect();
        var top = headings.getBoundingClientRect().bottom;
        var parts = (drawn[info.n] || []).filter(function (e) { return !e.classList.contains("reply"); });
        var inside = parts.length > 0 && parts.every(function (e) {
          var box = e.getBoundingClientRect();
          return box.left >= area.left - 1 && box.right <= area.right + 1 &&
            box.top >= top - 1 && box.bottom <= area.bottom + 1;
        });
        body.setAttribute("data-in-view", String(inside));
        body.setAttribute("data-zoom", String(zoom));
      }

      function show(index, fromAddress) {
        if (count === 0) { position.textContent = data.text.empty; return; }
        index = Math.max(0, Math.min(count - 1, index));
        var info = steps[index];
        if (index !== current) { mark(current, index); }
        current = index;
        lifelines.forEach(function (g) {
          var lifeline = Number(g.getAttribute("data-lifeline"));
          g.classList.toggle("sender", lifeline === info.from);
          g.classList.toggle("receiver", lifeline === info.to);
        });
        body.setAttribute("data-sender", String(info.from));
        body.setAttribute("data-receiver", String(info.to));
        slider.value = String(index + 1);
        position.textContent = format(data.text.position, [info.n, index + 1, count]);
        $("hop").textContent = info.hop;
        $("kind-role").textContent = info.kind + " · " + info.role;
        $("why").textContent = info.why;
        var flag = $("flag");
        flag.hidden = !info.flag;
        flag.textContent = info.flag || "";
        $("back").disabled = index <= 0;
        $("next").disabled = index >= count - 1;
        if (statementChoice && info.s >= 0 && statementChoice.value !== String(info.s)) {
          statementChoice.value = String(info.s);
        }
        body.setAttribute("data-current-step", String(info.n));
        place(info);
        if (!fromAddress) {
          var address = "#step=" + info.n;
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

      function toggle(button, className, closedWhenSet) {
        if (!button) { return; }
        function sync() {
          var set = body.classList.contains(className);
          button.setAttribute("aria-expanded", String(closedWhenSet ? !set : set));
        }
        button.addEventListener("click", function () {
          body.classList.toggle(className);
          sync();
          if (current >= 0) { place(steps[current]); }
        });
        sync();
      }
      var narrow = window.matchMedia && window.matchMedia("(max-width: 600px)").matches;
      if (narrow) { body.classList.add("collapsed", "world-closed"); }
      toggle($("details-toggle"), "collapsed", true);
      toggle($("world-toggle"), "world-closed", true);
      window.addEventListener("resize", function () { if (current >= 0) { place(steps[current]); } });

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
