/// The HTML player's script: plain JavaScript, no libraries, no network.
enum HTMLPlayerScript {
  static let source = #"""
    (function () {
      "use strict";
      var errors = 0;
      window.addEventListener("error", function () {
        errors += 1;
        document.body.setAttribute("data-errors", String(errors));
      });
      var data = JSON.parse(document.getElementById("trace-data").textContent);
      var steps = data.steps;
      var count = steps.length;
      var current = count > 0 ? 1 : 0;
      var timer = null;
      var $ = function (id) { return document.getElementById(id); };
      var slider = $("slider"), position = $("position"), playButton = $("play");
      // The lifelines' headings stay in view while a long diagram scrolls: a copy of the top
      // of the diagram, without its messages, sticks to the top of the scrolling area.
      (function keepHeadingsInView() {
        var area = document.querySelector("main.diagram");
        var svg = area ? area.querySelector("svg") : null;
        var heading = svg ? svg.querySelector("g.lifeline .heading") : null;
        if (!heading || !heading.getBBox) { return; }
        var box = heading.getBBox();
        var bottom = Math.ceil(box.y + box.height + 6);
        var width = svg.getAttribute("width");
        var copy = svg.cloneNode(true);
        Array.prototype.forEach.call(copy.querySelectorAll("g.msg, g.note, g.reply"),
          function (g) { g.parentNode.removeChild(g); });
        Array.prototype.forEach.call(copy.querySelectorAll("[id]"),
          function (e) { e.removeAttribute("id"); });
        copy.removeAttribute("id");
        copy.setAttribute("height", String(bottom));
        copy.setAttribute("viewBox", "0 0 " + width + " " + bottom);
        var holder = document.createElement("div");
        holder.className = "headings";
        holder.setAttribute("aria-hidden", "true");
        holder.style.width = width + "px";
        holder.style.height = bottom + "px";
        holder.appendChild(copy);
        area.insertBefore(holder, svg);
        svg.style.marginTop = (-bottom) + "px";
      })();
      var messages = Array.prototype.slice.call(document.querySelectorAll("g.msg"));
      var extras = Array.prototype.slice.call(document.querySelectorAll("g.note, g.reply"));
      var lifelines = Array.prototype.slice.call(document.querySelectorAll("g.lifeline"));

      function format(template, values) {
        var next = 0;
        return template.replace(/%(?:(\d+)\$)?@/g, function (match, index) {
          var value = index ? values[Number(index) - 1] : values[next++];
          return value === undefined ? "" : String(value);
        });
      }

      function mark(element, step) {
        element.classList.toggle("past", step < current);
        element.classList.toggle("current", step === current);
        element.classList.toggle("future", step > current);
      }

      function show(step) {
        if (count === 0) { position.textContent = data.text.empty; return; }
        current = Math.max(1, Math.min(count, step));
        var info = steps[current - 1];
        messages.forEach(function (g) { mark(g, Number(g.getAttribute("data-step"))); });
        extras.forEach(function (g) { mark(g, Number(g.getAttribute("data-step"))); });
        lifelines.forEach(function (g) {
          var index = Number(g.getAttribute("data-lifeline"));
          g.classList.toggle("sender", index === info.from);
          g.classList.toggle("receiver", index === info.to);
        });
        slider.value = String(current);
        position.textContent = format(data.text.stepOf, [current, count]);
        $("hop").textContent = info.hop;
        $("kind-role").textContent = info.kind + " · " + info.role;
        $("why").textContent = info.why;
        var flag = $("flag");
        flag.hidden = !info.flag;
        flag.textContent = info.flag || "";
        $("back").disabled = current <= 1;
        $("next").disabled = current >= count;
        document.body.setAttribute("data-current-step", String(current));
        var element = $("step-" + current);
        if (element && element.scrollIntoView) {
          element.scrollIntoView({ block: "nearest", inline: "nearest" });
        }
      }

      function stop() {
        if (timer !== null) { clearInterval(timer); timer = null; }
        playButton.textContent = data.text.play;
        document.body.classList.remove("playing");
      }

      function play() {
        if (count === 0) { return; }
        if (current >= count) { show(1); }
        playButton.textContent = data.text.pause;
        document.body.classList.add("playing");
        timer = setInterval(function () {
          if (current >= count) { stop(); return; }
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
      slider.addEventListener("input", function () { stop(); show(Number(slider.value)); });
      document.addEventListener("keydown", function (event) {
        if (event.target && event.target.tagName === "SELECT") { return; }
        if (event.key === "ArrowRight") { stop(); show(current + 1); }
        else if (event.key === "ArrowLeft") { stop(); show(current - 1); }
        else if (event.key === "Home") { stop(); show(1); }
        else if (event.key === "End") { stop(); show(count); }
        else if (event.key === " ") {
          event.preventDefault();
          if (timer === null) { play(); } else { stop(); }
        } else { return; }
      });

      var hash = window.location.hash;
      var requested = /step=(\d+)/.exec(hash);
      document.body.classList.add("playing-ready");
      show(requested ? Number(requested[1]) : 1);
      if (/play/.test(hash)) { play(); }
    })();

    """#
}
