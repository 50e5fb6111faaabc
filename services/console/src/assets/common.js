// Helpers shared by the console and the betting page. No framework: the pages are small, and
// the studio may have no internet, so everything they run is served by livedraw itself.
"use strict";

// Calls a console route. Answers the parsed JSON body, or throws an Error whose message is
// the console's own explanation (every refusal comes as {"error": "..."}).
async function api(path, options = {}) {
  const init = { credentials: "same-origin", headers: {}, ...options };
  if (options.json !== undefined) {
    init.method = init.method || "POST";
    init.headers["content-type"] = "application/json";
    init.body = JSON.stringify(options.json);
  }
  const response = await fetch(path, init);
  const text = await response.text();
  let body = null;
  try { body = text ? JSON.parse(text) : null; } catch (_) { body = null; }
  if (!response.ok) {
    const error = new Error((body && body.error) || `${response.status} ${response.statusText}`);
    error.status = response.status;
    throw error;
  }
  return body;
}

// Builds an element: el("td", {class: "x", dataset: {table: "t"}}, "text", child, ...).
function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "dataset") Object.assign(node.dataset, value);
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// An SVG element (charts are drawn as SVG: no chart library, no canvas).
function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) node.append(child instanceof Node ? child : document.createTextNode(child));
  return node;
}

// A market's price as a person reads it: decimal odds (live-odds games), payout and RTP
// (fixed-payout games), or a progressive box's prizes from the operator's pot (no RTP).
function priceText(market) {
  if (market.payout && market.rtp == null) return market.payout;
  if (market.payout) return `${market.payout} · RTP ${(market.rtp * 100).toFixed(2)}%`;
  return (market.odds_hundredths / 100).toFixed(2);
}

// Seconds left until `ms` (Unix milliseconds), never negative.
function secondsLeft(ms) {
  return Math.max(0, Math.ceil((ms - Date.now()) / 1000));
}

// A fresh id for one action: repeats of a request with it are one action at the studio.
function actionId() {
  if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

// Signs in with a token for `page` ("console" or "betting"); the console keeps it in an
// HttpOnly cookie, so scripts never hold it after this call.
async function signIn(token, page) {
  return api("/api/session", { json: { token, page } });
}

async function signOut() {
  await api("/api/session", { method: "DELETE" });
}

// Follows the live board: calls `on[name](data)` for each event; tells `onState` whether the
// board is live or stale. EventSource reconnects by itself; a board with no event for 6 s
// (the console pings every 2 s) is called stale until one comes.
function follow(url, on, onState) {
  let last = Date.now();
  let source = null;
  const open = () => {
    source = new EventSource(url);
    for (const [name, handler] of Object.entries(on)) {
      source.addEventListener(name, (message) => {
        last = Date.now();
        onState("live");
        handler(message.data.startsWith("{") || message.data.startsWith("[") ? JSON.parse(message.data) : message.data);
      });
    }
    source.addEventListener("ping", () => { last = Date.now(); onState("live"); });
    source.onerror = () => onState("stale");
  };
  open();
  const watchdog = setInterval(() => {
    if (Date.now() - last > 6000) {
      onState("stale");
      // A half-open connection never errors: start again.
      if (Date.now() - last > 12000) { source.close(); last = Date.now(); open(); }
    }
  }, 1000);
  return () => { clearInterval(watchdog); source.close(); };
}
