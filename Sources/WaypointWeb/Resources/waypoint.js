// Waypoint's page script: sends what the person does to the server over a WebSocket and
// applies the server's patches. No framework, no build step. The page works as a form without
// it; with it, only the elements that changed are replaced.
"use strict";
(() => {
  const body = document.body;
  const tabID = body.dataset.tab;
  const breakpoint = Number(body.dataset.breakpoint) || 700;
  const scene = document.getElementById("wp-scene");
  const form = document.getElementById("wp-form");
  let socket = null;
  let queue = [];
  // Text typed but not yet answered: a focused field keeps what the person typed until then.
  let unansweredInput = 0;

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    else queue.push(message);
  }

  // Reconnecting after a drop: 250 ms, doubling to 4 s. The tab keeps its id, so the worker
  // that answers (this one again, or another behind the balancer) gives back the same scene.
  let retries = 0;
  let dropped = false;
  // Parked by the server (hidden or idle too long): no reconnecting until the page is shown
  // again or the person does something; the server then gives the scene back from its store.
  let parked = false;

  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const opened = new WebSocket(scheme + location.host + "/_waypoint/socket?tab=" + tabID);
    socket = opened;
    opened.onopen = () => {
      opened.send(JSON.stringify(
        { t: "hello", w: innerWidth, h: innerHeight, s: safeArea(),
          path: location.pathname + location.search }));
      if (document.hidden) opened.send(JSON.stringify({ t: "visibility", hidden: true }));
      // After a drop the page may come back from another worker, whose element ids differ:
      // what the person did meanwhile is not sent to an element it was not meant for.
      const waiting = dropped ? queue.filter((message) => message.t !== "act") : queue;
      dropped = false;
      retries = 0;
      queue = [];
      waiting.forEach(send);
    };
    opened.onmessage = (event) => apply(JSON.parse(event.data));
    opened.onclose = (event) => {
      if (socket === opened) socket = null;
      body.dataset.connected = "0";
      dropped = true;
      // Closed for sending what a page may not: connecting again would be refused again.
      if (event.code === 1008 || parked) return;
      if (retries >= 12) {
        // Nothing answers for a minute: a fresh page starts over, once.
        if (!sessionStorage.getItem("wp-reloaded")) {
          sessionStorage.setItem("wp-reloaded", "1");
          location.reload();
        }
        return;
      }
      const delay = Math.min(4000, 250 * 2 ** retries);
      retries += 1;
      setTimeout(connect, delay);
    };
  }

  // MARK: Patches

  function nodeFrom(html) {
    const template = document.createElement("template");
    template.innerHTML = html;
    return template.content.firstElementChild;
  }

  function replaceNode(old, html) {
    const next = nodeFrom(html);
    if (!next) return old.remove();
    // A focused field stays the same node, so the caret and what is being typed stay.
    if (old === document.activeElement && old.tagName === "INPUT" && next.tagName === "INPUT") {
      for (const attribute of Array.from(old.attributes)) {
        if (!next.hasAttribute(attribute.name)) old.removeAttribute(attribute.name);
      }
      for (const attribute of Array.from(next.attributes)) {
        if (attribute.name !== "value") old.setAttribute(attribute.name, attribute.value);
      }
      if (unansweredInput === 0 && old.value !== next.value) old.value = next.value;
      return;
    }
    old.replaceWith(next);
  }

  function setChildren(parent, children) {
    const nodes = children.map((child) =>
      typeof child === "string" ? document.getElementById(child) : nodeFrom(child.h));
    // The element's own parts (a title, a glyph) come first and have no id; its children follow.
    for (const node of Array.from(parent.children)) {
      if (node.id && node.id.startsWith("e")) node.remove();
    }
    for (const node of nodes) if (node) parent.appendChild(node);
  }

  // Attributes the page manages itself: a dialog's open state, whether it was shown.
  const ownAttributes = new Set(["open", "data-shown"]);

  function setAttributes(node, openTag) {
    const next = nodeFrom(openTag);
    if (!next) return;
    for (const attribute of Array.from(node.attributes)) {
      if (!ownAttributes.has(attribute.name) && !next.hasAttribute(attribute.name)) {
        node.removeAttribute(attribute.name);
      }
    }
    for (const attribute of Array.from(next.attributes)) {
      if (node.getAttribute(attribute.name) !== attribute.value) {
        node.setAttribute(attribute.name, attribute.value);
      }
    }
    if (node.tagName === "INPUT" && unansweredInput === 0 && node.value !== next.value) {
      node.value = next.value;
    }
  }

  // Moves a node to where the layout pass placed its element: its frame and content padding.
  function place(node, style) {
    node.style.removeProperty("padding");
    for (const declaration of style.split(";")) {
      const colon = declaration.indexOf(":");
      if (colon > 0) node.style.setProperty(declaration.slice(0, colon), declaration.slice(colon + 1));
    }
  }

  function applyOperations(operations) {
    for (const operation of operations) {
      if (operation.a !== undefined) {
        const node = document.getElementById(operation.a);
        if (node) setAttributes(node, operation.o);
      } else if (operation.r !== undefined) {
        const old = document.getElementById(operation.r);
        if (old) replaceNode(old, operation.h);
      } else if (operation.k !== undefined) {
        const parent = document.getElementById(operation.k);
        if (parent) setChildren(parent, operation.c);
      } else if (operation.p !== undefined) {
        const node = document.getElementById(operation.p);
        if (node) place(node, operation.s);
      }
    }
    showLayers();
  }

  function apply(update) {
    if (unansweredInput > 0) unansweredInput -= 1;
    body.dataset.connected = "1";
    if (update.wk) body.dataset.worker = String(update.wk);
    if (update.pk) {
      parked = true;
      body.dataset.parked = "1";
    }
    if (update.page !== undefined) {
      // Another worker made this page: its scene replaces what is shown, ids and all.
      unansweredInput = 0;
      scene.innerHTML = update.page;
      showLayers();
    }
    const change = () => applyOperations(update.ops || []);
    if (update.zoom && document.startViewTransition) document.startViewTransition(change);
    else change();
    if (update.title !== undefined) document.title = update.title;
    if (update.sc) body.dataset.sizeClass = update.sc;
    // What the app copied goes on the browser's clipboard (the click that copied it is recent
    // enough for the browser to allow it); where the browser refuses, the page keeps it.
    if (update.cp !== undefined) {
      body.dataset.copied = update.cp;
      if (navigator.clipboard) navigator.clipboard.writeText(update.cp).catch(() => {});
    }
    if (update.scroll) {
      const target = document.getElementById(update.scroll.i);
      if (target) target.scrollIntoView({ block: update.scroll.b });
    }
    if (update.addr) {
      const state = { n: update.addr.n };
      if (update.addr.m === "push") history.pushState(state, "", update.addr.u);
      else history.replaceState(state, "", update.addr.u);
    }
  }

  // An AsyncImage waiting for its picture: the browser loads the URL itself and tells the
  // server whether it could; the server then shows the content's success or failure phase.
  const loads = new WeakMap();
  function loadImages() {
    for (const node of scene.querySelectorAll("[data-load]")) {
      const url = node.dataset.load;
      if (loads.get(node) === url || !actions(node).includes("loadImage")) continue;
      loads.set(node, url);
      const probe = new Image();
      const report = (loaded) => {
        if (loads.get(node) !== url || !node.isConnected) return;
        send({ t: "act", id: elementID(node), a: "loadImage", v: loaded ? "1" : "0" });
      };
      probe.onload = () => report(true);
      probe.onerror = () => report(false);
      probe.src = url;
    }
  }

  // Presented layers are <dialog>s: modal ones shown with showModal(), so the rest is inert.
  function showLayers() {
    loadImages();
    for (const dialog of document.querySelectorAll("dialog.layer")) {
      if (dialog.open && dialog.dataset.shown) continue;
      dialog.dataset.shown = "1";
      if (dialog.open) dialog.close();
      if (dialog.dataset.modal === "true") dialog.showModal();
      else dialog.show();
    }
  }

  // MARK: What the person does

  function actions(node) {
    return (node.dataset.a || "").split(" ");
  }

  // Ids are sent as text: they use all 64 bits, past what a JavaScript number holds exactly.
  function elementID(node) {
    return node.id.slice(1);
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    // Return in a field submits it, as in the app.
    const field = document.activeElement;
    if (field && field.tagName === "INPUT" && actions(field).includes("submit")) {
      send({ t: "act", id: elementID(field), a: "submit" });
    }
  });

  document.addEventListener("click", (event) => {
    const target = event.target.closest("[data-a]");
    if (!target || !scene.contains(target) || target.tagName === "INPUT") return;
    // The server picks the element's primary action, as Return in the terminal does.
    const available = actions(target);
    if (!["tap", "select", "toggle"].some((name) => available.includes(name))) return;
    event.preventDefault();
    if (target.getAttribute("aria-disabled") !== null) return;
    send({ t: "act", id: elementID(target), a: "activate" });
  });

  document.addEventListener("keydown", (event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target.tagName === "BUTTON") return;
    if ((event.key === "Enter" || event.key === " ") && target.matches("[data-a][tabindex]")) {
      event.preventDefault();
      target.click();
    }
  });

  document.addEventListener("input", (event) => {
    const field = event.target;
    if (field.tagName !== "INPUT") return;
    // A slider's range input sends its value as it moves; a text field its text.
    const kind = field.type === "range" ? "setValue" : "setText";
    if (!actions(field).includes(kind)) return;
    unansweredInput += 1;
    send({ t: "act", id: elementID(field), a: kind, v: field.value });
  });

  // Escape on a layer is the person's dismiss; the server decides whether it is allowed.
  document.addEventListener("cancel", (event) => {
    const dialog = event.target;
    if (!(dialog instanceof HTMLDialogElement)) return;
    event.preventDefault();
    if (actions(dialog).includes("dismiss")) {
      send({ t: "act", id: elementID(dialog), a: "dismiss" });
    }
  }, true);

  addEventListener("popstate", (event) => {
    const entry = event.state && typeof event.state.n === "number" ? event.state.n : 0;
    send({ t: "history", n: entry, path: location.pathname + location.search });
  });

  // What the device covers of the window (a notch, a home indicator), as the page's style
  // sheet reads env(safe-area-inset-*) into a probe's padding: the server lays out inside it.
  function safeArea() {
    const probe = document.getElementById("wp-safe-area");
    if (!probe) return [0, 0, 0, 0];
    const style = getComputedStyle(probe);
    return ["paddingTop", "paddingLeft", "paddingBottom", "paddingRight"]
      .map((side) => parseFloat(style[side]) || 0);
  }

  let resizeTimer = 0;
  addEventListener("resize", () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      const sizeClass = innerWidth < breakpoint ? "compact" : "regular";
      send({ t: "size", w: innerWidth, h: innerHeight, s: safeArea() });
      body.dataset.sizeClass = sizeClass;
    }, 60);
  });

  // The tab bar of a tab view that asks for it shrinks while content scrolls down.
  let lastScroll = 0;
  document.addEventListener("scroll", (event) => {
    const scroller = event.target === document ? document.scrollingElement : event.target;
    if (!scroller) return;
    const bar = document.querySelector('nav.tabbar[data-minimize="onScrollDown"]');
    if (bar && body.dataset.sizeClass === "compact") {
      bar.classList.toggle("minimized", scroller.scrollTop > lastScroll && scroller.scrollTop > 24);
    }
    lastScroll = scroller.scrollTop;
  }, true);

  // A parked tab wakes when it is shown again or the person does something; the server is told
  // when the page is hidden, so that a tab nobody sees can be parked.
  function wake() {
    if (!parked) return;
    parked = false;
    body.dataset.parked = "0";
    connect();
  }
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden) wake();
    if (socket && socket.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify({ t: "visibility", hidden: document.hidden }));
    }
  });
  for (const kind of ["pointerdown", "keydown", "focusin"]) {
    document.addEventListener(kind, wake, true);
  }

  // A reload comes back to this tab: the next page asks for it by this cookie.
  addEventListener("pagehide", () => {
    const secure = location.protocol === "https:" ? "; secure" : "";
    document.cookie = "wp_tab=" + tabID + "; path=/; max-age=10; samesite=strict" + secure;
  });

  history.replaceState({ n: (history.state && history.state.n) || 0 }, "");
  sessionStorage.removeItem("wp-reloaded");
  body.dataset.sizeClass = innerWidth < breakpoint ? "compact" : "regular";
  showLayers();
  connect();
})();
