/// The report's style sheet and script, inline in its page (no external files, fonts or network).
enum ReportAssets {
    static let css = #"""
    :root { color-scheme: light dark; --fail: #d70015; --pass: #248a3d; --line: #8884; --bg2: #8881; }
    * { box-sizing: border-box; }
    [hidden] { display: none !important; }
    body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; padding: 16px 24px 64px; max-width: 1600px; }
    h1 { font-size: 22px; margin: 0 0 4px; }
    h2.group { font-size: 15px; text-transform: uppercase; letter-spacing: .06em; opacity: .7; margin: 32px 0 8px; }
    h3 { font-size: 18px; margin: 0 0 4px; }
    code { font: 12px ui-monospace, monospace; }
    .paths, .options, .details, .numbers { margin: 2px 0; opacity: .85; }
    table.summary { border-collapse: collapse; width: 100%; margin-top: 12px; }
    table.summary th, table.summary td { text-align: left; padding: 3px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
    table.summary td.numbers { font-size: 12px; opacity: .8; }
    tr.fail td.result, section.fail .badge { color: var(--fail); font-weight: 600; }
    tr.pass td.result, section.pass .badge { color: var(--pass); }
    section.transition { border: 1px solid var(--line); border-radius: 10px; padding: 14px 16px; margin: 12px 0; }
    section.fail { border-left: 6px solid var(--fail); }
    section.pass { border-left: 6px solid var(--pass); }
    section:focus { outline: 2px solid #0a84ff; }
    ul.failures { margin: 6px 0; padding-left: 20px; color: var(--fail); font: 12px/1.5 ui-monospace, monospace; }
    .viewer { margin-top: 10px; min-height: 120px; }
    .placeholder { opacity: .6; }
    .modes { display: flex; gap: 4px; margin-bottom: 8px; flex-wrap: wrap; }
    .modes button, .nav button { font: inherit; padding: 3px 10px; border: 1px solid var(--line); border-radius: 6px; background: var(--bg2); cursor: pointer; color: inherit; }
    .modes button[aria-selected="true"] { background: #0a84ff; color: white; border-color: #0a84ff; }
    .stage { display: flex; gap: 12px; align-items: flex-start; flex-wrap: wrap; }
    .stage figure { margin: 0; }
    .stage figcaption { font-size: 12px; opacity: .7; margin-bottom: 2px; }
    .stage img, .overlay { max-height: 72vh; max-width: 100%; display: block; }
    .checker { background: repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    .overlay { position: relative; display: inline-block; user-select: none; touch-action: none; }
    .overlay img.base { display: block; max-height: 72vh; max-width: 100%; }
    .overlay img.top { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
    .overlay.slider { cursor: ew-resize; }
    .overlay .split-line { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: #0a84ff; pointer-events: none; }
    .overlay .tag { position: absolute; top: 4px; font-size: 11px; background: #000a; color: white; padding: 1px 6px; border-radius: 4px; pointer-events: none; }
    .missing { display: flex; align-items: center; justify-content: center; width: 200px; height: 120px; border: 1px dashed var(--fail); color: var(--fail); font-size: 12px; text-align: center; padding: 8px; }
    .note { font-size: 12px; opacity: .75; }
    img.faded { opacity: .25; }
    .controls { display: flex; align-items: center; gap: 8px; margin: 4px 0 8px; font-size: 12px; }
    .nav { display: flex; align-items: center; gap: 8px; margin-top: 8px; flex-wrap: wrap; }
    .nav input.scrubber { flex: 1; min-width: 200px; }
    .frame-label { font: 12px ui-monospace, monospace; min-width: 30ch; }
    .ticks { display: flex; gap: 2px; margin-top: 6px; flex-wrap: wrap; }
    .ticks button { width: 14px; height: 14px; padding: 0; border: 1px solid var(--line); border-radius: 3px; background: var(--pass); opacity: .55; cursor: pointer; }
    .ticks button.fail { background: var(--fail); opacity: .9; }
    .ticks button.current { outline: 2px solid #0a84ff; outline-offset: 1px; opacity: 1; }
    details.sheets { margin-top: 12px; }
    details.sheets .pair { display: flex; gap: 12px; flex-wrap: wrap; margin-top: 6px; }
    details.sheets img { max-width: 100%; max-height: 60vh; display: block; }
    details.sheets figure { margin: 0; flex: 1 1 300px; }
    """#

    static let script = #"""
    "use strict";
    (function () {
      const data = JSON.parse(document.getElementById("report-data").textContent);
      const transitions = new Map(data.transitions.map((t) => [t.id, t]));
      const viewers = new Map();
      const WHY_NO_DIFF = {
        identical: "identical, no pixel differs", notCompared: "not compared, the manifest differs",
        missingInActual: "missing from the actual frames", missingInGolden: "missing from the golden folder",
        sizeMismatch: "the sizes differ", unreadable: "a file cannot be read", notChecked: "not checked",
      };
      const MODES = [["side", "Side by side"], ["slider", "Slider"], ["onion", "Onion skin"], ["diff", "Diff"]];

      function el(tag, attrs, children) {
        const e = document.createElement(tag);
        for (const [k, v] of Object.entries(attrs || {})) {
          if (k === "text") e.textContent = v; else e.setAttribute(k, v);
        }
        for (const c of children || []) e.appendChild(c);
        return e;
      }

      // One image slot: an <img> whose src is set only when it is shown (so a report of thousands
      // of frames loads only what is looked at), or a note when that side has no such frame.
      function slot(cls, alt) {
        const img = el("img", { class: cls, alt: alt });
        const missing = el("div", { class: "missing" });
        missing.hidden = true;
        return {
          img, missing,
          set(src, note) {
            if (src) {
              if (img.getAttribute("src") !== src) img.setAttribute("src", src);
              img.hidden = false; missing.hidden = true;
            } else {
              img.removeAttribute("src");
              img.hidden = true; missing.hidden = false; missing.textContent = note;
            }
          },
        };
      }

      // Builds the viewer of `host`'s transition (once), opening at `initial` ({index, mode}) or
      // at the transition's start frame, side by side.
      function build(host, initial) {
        const t = transitions.get(host.dataset.t);
        if (!t || viewers.has(t.id)) return viewers.get(t && t.id);
        host.textContent = "";
        if (t.frames.length === 0) {
          host.appendChild(el("p", { class: "note", text: "No frames on either side." }));
          return null;
        }
        const start = initial && initial.index != null ? initial.index : t.start;
        const state = { index: Math.max(0, Math.min(start, t.frames.length - 1)), mode: (initial && initial.mode) || "side", split: 50, opacity: 50 };

        const modes = el("div", { class: "modes", role: "tablist" });
        const modeButtons = MODES.map(([mode, label]) => {
          const b = el("button", { type: "button", role: "tab", "data-mode": mode, text: label });
          b.addEventListener("click", () => { state.mode = mode; render(); });
          modes.appendChild(b);
          return b;
        });

        // Side by side.
        const sExp = slot("", "expected"), sAct = slot("", "actual"), sDiff = slot("", "diff");
        const side = el("div", { class: "stage side" }, [
          el("figure", {}, [el("figcaption", { text: "expected" }), sExp.img, sExp.missing]),
          el("figure", {}, [el("figcaption", { text: "actual" }), sAct.img, sAct.missing]),
          el("figure", {}, [el("figcaption", { text: "diff" }), sDiff.img, sDiff.missing]),
        ]);

        // Slider: the actual frame over the expected one, clipped at a draggable split.
        const slBase = slot("base", "expected"), slTop = slot("top", "actual");
        const splitLine = el("div", { class: "split-line" });
        const slider = el("div", { class: "overlay slider checker" }, [slBase.img, slBase.missing, slTop.img, splitLine,
          el("span", { class: "tag", style: "left:4px", text: "expected" }), el("span", { class: "tag", style: "right:4px", text: "actual" })]);
        const splitInput = el("input", { type: "range", class: "split", min: "0", max: "100", value: "50", "aria-label": "split" });
        const sliderBox = el("div", { class: "stage slider-mode" }, [el("div", {}, [
          el("div", { class: "controls" }, [el("span", { text: "expected ◀ drag ▶ actual" }), splitInput]), slider])]);
        function setSplit(p) {
          state.split = Math.max(0, Math.min(100, p));
          slTop.img.style.clipPath = "inset(0 0 0 " + state.split + "%)";
          splitLine.style.left = state.split + "%";
          splitInput.value = String(Math.round(state.split));
        }
        splitInput.addEventListener("input", () => setSplit(Number(splitInput.value)));
        let dragging = false;
        slider.addEventListener("pointerdown", (e) => { dragging = true; slider.setPointerCapture(e.pointerId); drag(e); });
        slider.addEventListener("pointermove", (e) => { if (dragging) drag(e); });
        slider.addEventListener("pointerup", () => { dragging = false; });
        function drag(e) {
          const r = slider.getBoundingClientRect();
          if (r.width > 0) setSplit(((e.clientX - r.left) / r.width) * 100);
        }

        // Onion skin: the actual frame over the expected one at a chosen opacity.
        const onBase = slot("base", "expected"), onTop = slot("top", "actual");
        const onion = el("div", { class: "overlay onion checker" }, [onBase.img, onBase.missing, onTop.img]);
        const opacityInput = el("input", { type: "range", class: "opacity", min: "0", max: "100", value: "50", "aria-label": "opacity of the actual frame" });
        const opacityLabel = el("span", { text: "actual at 50 %" });
        opacityInput.addEventListener("input", () => { state.opacity = Number(opacityInput.value); render(); });
        const onionBox = el("div", { class: "stage onion-mode" }, [el("div", {}, [
          el("div", { class: "controls" }, [el("span", { text: "expected" }), opacityInput, opacityLabel]), onion])]);

        // Diff alone.
        const dImg = slot("", "diff");
        const diffNote = el("p", { class: "note" });
        const diffBox = el("div", { class: "stage diff-mode" }, [el("figure", {}, [diffNote, dImg.img, dImg.missing])]);

        // The scrubber: one position for both sequences.
        const scrubber = el("input", { type: "range", class: "scrubber", min: "0", max: String(t.frames.length - 1), value: String(state.index), "aria-label": "frame" });
        scrubber.addEventListener("input", () => { setPlaying(false); show(Number(scrubber.value)); });
        const prev = el("button", { type: "button", class: "prev", text: "◀", title: "previous frame (←)" });
        const next = el("button", { type: "button", class: "next", text: "▶", title: "next frame (→)" });
        prev.addEventListener("click", () => { setPlaying(false); show(state.index - 1); });
        next.addEventListener("click", () => { setPlaying(false); show(state.index + 1); });
        const label = el("span", { class: "frame-label" });
        const ticks = el("div", { class: "ticks", "aria-label": "frames" });
        const tickButtons = t.frames.map((f, i) => {
          const b = el("button", { type: "button", class: "tick" + (f.passed ? "" : " fail"), title: f.label, "data-index": String(i) });
          b.addEventListener("click", () => show(i));
          ticks.appendChild(b);
          return b;
        });
        const frameStatus = el("p", { class: "note frame-status" });

        // Play: both sequences from one position, at the render's frame rate, looping (the last
        // frame held a moment). A frame advances only once every image shown for the current one
        // has loaded, so expected and actual never drift apart while the browser catches up.
        const fps = t.fps > 0 ? t.fps : 30;
        const play = el("button", { type: "button", class: "play", text: "▶ play", title: "play both at " + fps + " fps, looping (space)" });
        const player = { timer: null };
        function shownImages() {
          return [sExp, sAct, sDiff, slBase, slTop, onBase, onTop, dImg].map((s) => s.img).filter((img) => !img.hidden && img.getAttribute("src"));
        }
        function preload(i) {
          const f = t.frames[i];
          if (f) [f.expected, f.actual, f.diff].forEach((src) => { if (src) { const im = new Image(); im.src = src; } });
        }
        // NB: timers, not animation frames: a hidden tab and a headless browser's virtual time
        // both run timers; the time to the next frame counts from when this one was shown.
        function tick() {
          if (!player.timer) return;
          if (!shownImages().every((img) => img.complete)) { player.timer = setTimeout(tick, 5); return; }
          show(state.index === t.frames.length - 1 ? 0 : state.index + 1);
          preload(state.index + 1);
          host.dataset.steps = String(Number(host.dataset.steps || 0) + 1);
          player.timer = setTimeout(tick, state.index === t.frames.length - 1 ? Math.max(1000, 1000 / fps) : 1000 / fps);
        }
        function setPlaying(on) {
          if (on === !!player.timer) return;
          if (on) player.timer = setTimeout(tick, 1000 / fps);
          else { clearTimeout(player.timer); player.timer = null; }
          host.dataset.playing = String(on);
          play.textContent = on ? "❚❚ pause" : "▶ play";
        }
        play.addEventListener("click", () => setPlaying(!player.timer));
        const nav = el("div", { class: "nav" }, [play, prev, scrubber, next, label]);

        host.append(modes, side, sliderBox, onionBox, diffBox, nav, ticks, frameStatus);

        function missingNote(f, which) {
          return which === "expected" ? "no " + f.file + " in the golden folder" : "no " + f.file + " in the actual frames";
        }

        function render() {
          const f = t.frames[state.index];
          host.dataset.mode = state.mode;
          host.dataset.frame = String(state.index);
          modeButtons.forEach((b) => b.setAttribute("aria-selected", String(b.dataset.mode === state.mode)));
          side.hidden = state.mode !== "side";
          sliderBox.hidden = state.mode !== "slider";
          onionBox.hidden = state.mode !== "onion";
          diffBox.hidden = state.mode !== "diff";
          const diffMissing = "no diff image: " + (WHY_NO_DIFF[f.status] || f.status);
          if (state.mode === "side") {
            sExp.set(f.expected, missingNote(f, "expected"));
            sAct.set(f.actual, missingNote(f, "actual"));
            sDiff.set(f.diff, diffMissing);
          } else if (state.mode === "slider") {
            slBase.set(f.expected, missingNote(f, "expected"));
            slTop.set(f.actual, missingNote(f, "actual"));
            setSplit(state.split);
          } else if (state.mode === "onion") {
            onBase.set(f.expected, missingNote(f, "expected"));
            onTop.set(f.actual, missingNote(f, "actual"));
            onTop.img.style.opacity = String(state.opacity / 100);
            opacityLabel.textContent = "actual at " + state.opacity + " %";
          } else {
            if (f.diff) { dImg.set(f.diff, ""); dImg.img.classList.remove("faded"); diffNote.textContent = "red: different · yellow: anti-aliasing · grey: a faded copy of the expected frame"; }
            else if (f.expected && f.status === "identical") { dImg.set(f.expected, ""); dImg.img.classList.add("faded"); diffNote.textContent = "identical: no pixel differs (the expected frame, faded)"; }
            else { dImg.set(null, diffMissing); diffNote.textContent = ""; }
          }
          scrubber.value = String(state.index);
          prev.disabled = state.index === 0;
          next.disabled = state.index === t.frames.length - 1;
          label.textContent = (state.index + 1) + " / " + t.frames.length + " · " + f.file + (f.time != null ? " · t = " + f.time.toFixed(3) + " s" : "");
          tickButtons.forEach((b, i) => b.classList.toggle("current", i === state.index));
          frameStatus.textContent = f.label;
        }

        function show(i) {
          state.index = Math.max(0, Math.min(t.frames.length - 1, i));
          render();
        }

        const section = host.closest("section");
        section.addEventListener("keydown", (e) => {
          if (e.target instanceof HTMLInputElement) return;
          if (e.key === "ArrowLeft") { show(state.index - 1); e.preventDefault(); }
          if (e.key === "ArrowRight") { show(state.index + 1); e.preventDefault(); }
          if (e.key === " ") { setPlaying(!player.timer); e.preventDefault(); }
        });

        const viewer = { show, setMode(m) { state.mode = m; render(); }, setPlaying, state };
        viewers.set(t.id, viewer);
        render();
        return viewer;
      }

      // Viewers are built when their section comes near the screen (checked on load, scroll and
      // resize, and by an IntersectionObserver where there is one).
      const hosts = Array.from(document.querySelectorAll(".viewer"));
      const MARGIN = 400;
      function buildVisible() {
        for (const h of hosts) {
          if (viewers.has(h.dataset.t)) continue;
          const r = h.getBoundingClientRect();
          if (r.top < window.innerHeight + MARGIN && r.bottom > -MARGIN) build(h);
        }
      }
      let pending = false;
      function schedule() {
        if (pending) return;
        pending = true;
        requestAnimationFrame(() => { pending = false; buildVisible(); });
      }
      window.addEventListener("scroll", schedule, { passive: true });
      window.addEventListener("resize", schedule);
      if ("IntersectionObserver" in window) {
        const io = new IntersectionObserver((entries) => {
          for (const e of entries) if (e.isIntersecting) { io.unobserve(e.target); build(e.target); }
        }, { rootMargin: MARGIN + "px 0px" });
        hosts.forEach((h) => io.observe(h));
      }

      // #t3, #t3@5 (frame 5) or #t3@5:slider open a transition at a frame, in a mode; +play
      // (#t3+play, #t3@0:side+play) starts playing it.
      function applyHash() {
        const m = /^#(t\d+)(?:@(\d+))?(?::(side|slider|onion|diff))?(\+play)?$/.exec(location.hash);
        if (!m) return;
        const host = document.querySelector('.viewer[data-t="' + m[1] + '"]');
        if (!host) return;
        const initial = { index: m[2] != null ? Number(m[2]) : null, mode: m[3] || null };
        const existing = viewers.get(m[1]);
        if (existing) {
          if (initial.mode) existing.state.mode = initial.mode;
          existing.show(initial.index != null ? initial.index : existing.state.index);
        } else if (!build(host, initial)) {
          return;
        }
        if (m[4]) viewers.get(m[1]).setPlaying(true);
        host.closest("section").scrollIntoView();
      }
      window.addEventListener("hashchange", applyHash);
      applyHash();
      buildVisible();
      document.body.dataset.ready = "true";
    })();
    """#
}
