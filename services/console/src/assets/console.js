// The supervisor console: a live board of every table, held draws and incidents first, and
// the supervisor's actions (cancel, resolve, pause, resume, correct a settled draw), each one call of the studio's
// Supervisor API through the console, answered with the engine's verdict.
"use strict";

const state = {
  tables: [],            // [{id, game}]
  cancelReasons: [],
  pauseReasons: [],
  correctionReasons: [],
  rows: new Map(),       // table id -> {status, odds, results: [], row cells}
  incidents: [],
  latency: [],           // [{at, ms}] of the last five minutes
  selected: null,        // table whose details are open
  tab: "history",
  action: null,          // the open action: {kind, table, draw, id}
};

const $ = (selector) => document.querySelector(selector);

document.addEventListener("DOMContentLoaded", start);

async function start() {
  $("#sign-in-button").addEventListener("click", onSignIn);
  $("#sign-out").addEventListener("click", async () => { await signOut(); location.reload(); });
  $("#action-submit").addEventListener("click", onSubmitAction);
  for (const button of document.querySelectorAll("#details nav button")) {
    button.addEventListener("click", () => { state.tab = button.dataset.tab; showDetails(); });
  }
  try {
    const me = await api("/api/me?page=console");
    await open(me);
  } catch (error) {
    showSignIn(error.status === 401 ? "" : error.message);
  }
}

function showSignIn(message) {
  $("#sign-in").hidden = false;
  $("#console").hidden = true;
  $("#sign-in-message").textContent = message || "";
}

async function onSignIn() {
  try {
    const me = await signIn($("#token").value, "console");
    $("#token").value = "";
    await open(me);
  } catch (error) {
    showSignIn(error.message);
  }
}

// Signed in: load the tables, then follow the live board.
async function open(me) {
  const catalogue = await api("/api/tables?page=console");
  state.tables = catalogue.tables;
  state.cancelReasons = catalogue.cancel_reasons;
  state.pauseReasons = catalogue.pause_reasons;
  state.correctionReasons = catalogue.correction_reasons;
  $("#sign-in").hidden = true;
  $("#console").hidden = false;
  $("#who").textContent = `${me.subject} (${me.role})`;
  $("#sign-out").hidden = false;
  buildBoard();
  await loadIncidents();
  follow("/api/live?page=console", {
    status: onStatus,
    feed: onFeed,
    "signed-out": (message) => { showSignIn(message); },
    problem: () => setConnection("stale"),
  }, setConnection);
  setInterval(tick, 1000);
  setInterval(loadIncidents, 5000);
}

function setConnection(how) {
  const badge = $("#connection");
  badge.hidden = false;
  badge.className = `connection ${how}`;
  badge.textContent = how === "live" ? "live" : "stale — reconnecting";
  document.body.dataset.connection = how;
}

function buildBoard() {
  const body = $("#board tbody");
  body.replaceChildren();
  for (const table of state.tables) {
    const cells = {
      state: el("td", { class: "state-cell" }),
      draw: el("td", { class: "draw" }),
      round: el("td", { class: "round" }),
      prices: el("td", { class: "prices" }),
      results: el("td", { class: "results" }),
      actions: el("td", { class: "actions" }),
    };
    const row = el("tr", { dataset: { table: table.id } },
      el("td", {}, el("a", { href: "#", onclick: (e) => { e.preventDefault(); select(table.id); } }, table.id)),
      el("td", {}, table.game),
      cells.state, cells.draw, cells.round, cells.prices, cells.results, cells.actions);
    body.append(row);
    state.rows.set(table.id, { table, cells, row, status: null, odds: null, results: [], cancelled: false });
  }
}

function onStatus(status) {
  const entry = state.rows.get(status.table);
  if (!entry) return;
  if (entry.status && entry.status.draw !== status.draw) entry.cancelled = false;
  entry.status = status;
  renderRow(entry);
  renderHeld();
}

function onFeed(event) {
  const entry = state.rows.get(event.table);
  if (!entry) return;
  if (event.latency_ms !== null && event.latency_ms !== undefined) {
    state.latency.push({ at: Date.now(), ms: event.latency_ms });
  }
  if (event.kind === "round_opened") {
    entry.odds = event.odds;
    // "Last hand before shuffle": the draw the round belongs to is the shoe's last.
    entry.lastHandDraw = event.last_hand ? event.draw : null;
  }
  if (event.kind === "result") {
    entry.results.unshift(event.result);
    entry.results.length = Math.min(entry.results.length, 3);
    entry.cancelled = event.result.end === "cancelled";
    if (state.selected === event.table && state.tab === "history") showDetails();
  }
  entry.row.dataset.updated = String(Date.now());
  renderRow(entry);
}

// One table's row: state (coloured), draw, round and countdown, the three best prices, the
// last three results, and the actions its state allows.
function renderRow(entry) {
  const { cells, status } = entry;
  if (!status) return;
  const phase = entry.cancelled && status.phase === "idle" ? "cancelled" : status.phase;
  entry.row.dataset.phase = status.phase;
  cells.state.replaceChildren(...[el("span", { class: `state state-${phase}` }, phase),
    status.suspended_by ? el("div", { class: "suspended" }, `table suspended: ${status.suspended_by} silent`) : null,
    status.degraded ? el("div", { class: "degraded" }, `degraded: ${status.degraded_because.join(", ")}`) : null,
    status.phase === "held" && status.incident ? el("div", {}, status.incident) : null,
    status.phase === "paused" && status.pause_reason ? el("div", { class: "muted" }, status.pause_reason) : null]
    .filter(Boolean));
  cells.draw.replaceChildren(...[String(status.draw ?? "–"),
    entry.lastHandDraw && entry.lastHandDraw === status.draw
      ? el("div", { class: "muted last-hand" }, "last hand") : null]
    .filter(Boolean));
  cells.round.textContent = status.phase === "betting" && status.closes_at_ms
    ? `${status.round} · ${secondsLeft(status.closes_at_ms)}s` : (status.round || "–");
  cells.prices.replaceChildren(...bestPrices(entry.odds).map((m) => el("div", {}, `${m.market} ${priceText(m)}`)));
  cells.results.replaceChildren(...entry.results.map((r) => el("div", { class: `result-${r.end}` }, r.text)));
  cells.actions.replaceChildren(...actionsOf(entry));
}

// The three most likely open markets: where the money goes.
function bestPrices(odds) {
  if (!odds) return [];
  return odds.markets.filter((m) => m.status === "open")
    .sort((a, b) => b.probability - a.probability).slice(0, 3);
}

function actionsOf(entry) {
  const { table, status } = entry;
  const buttons = [];
  if (status.draw && ["betting", "play", "held"].includes(status.phase)) {
    buttons.push(el("button", { class: "cancel", onclick: () => openAction("cancel", table.id, status.draw) }, "Cancel draw"));
  }
  if (status.phase === "held" && status.draw) {
    buttons.push(el("button", { class: "resolve", onclick: () => openAction("resolve", table.id, status.draw) }, "Resolve hold"));
  }
  // A table suspended by a silent device with no draw left waits for a supervisor's resume.
  if (status.phase === "paused" || (status.suspended_by && !status.draw)) {
    buttons.push(el("button", { class: "resume", onclick: () => openAction("resume", table.id) }, "Resume"));
  } else {
    buttons.push(el("button", { class: "pause", onclick: () => openAction("pause", table.id) }, "Pause"));
  }
  return buttons;
}

// Held draws first: what the rules could not place, with the way out.
function renderHeld() {
  const held = [...state.rows.values()].filter((e) => e.status && e.status.phase === "held" && e.status.draw);
  $("#nothing-held").hidden = held.length > 0;
  $("#held tbody").replaceChildren(...held.map((e) => el("tr", { dataset: { table: e.table.id } },
    el("td", {}, e.table.id), el("td", {}, e.status.draw), el("td", {}, e.status.incident || "incident"),
    el("td", {}, el("button", { class: "resolve", onclick: () => openAction("resolve", e.table.id, e.status.draw) }, "Resolve"),
      el("button", { class: "cancel", onclick: () => openAction("cancel", e.table.id, e.status.draw) }, "Cancel")))));
}

async function loadIncidents() {
  try {
    state.incidents = await api("/api/incidents?open_only=true");
  } catch (error) {
    if (error.status === 401) return showSignIn(error.message);
  }
  $("#incidents tbody").replaceChildren(...state.incidents.slice(0, 20).map((i) => el("tr", {},
    el("td", {}, i.raised_at_ms ? new Date(i.raised_at_ms).toLocaleTimeString() : ""),
    el("td", {}, i.table), el("td", {}, i.draw), el("td", {}, i.what))));
}

// Every second: countdowns move, and the latency plot follows.
function tick() {
  for (const entry of state.rows.values()) {
    const status = entry.status;
    if (status && status.phase === "betting" && status.closes_at_ms) {
      entry.cells.round.textContent = `${status.round} · ${secondsLeft(status.closes_at_ms)}s`;
    }
  }
  drawLatency();
}

// --- actions ---------------------------------------------------------------------------

// Opens the form of an action. Its id is chosen now: a double click or a resent request with
// it is one action at the studio, answered with one verdict.
function openAction(kind, table, draw) {
  state.action = { kind, table, draw, id: actionId() };
  const titles = { cancel: "Cancel draw", resolve: "Resolve hold", pause: "Pause table", resume: "Resume table",
    correct: "Correct settled draw" };
  $("#action-title").textContent = `${titles[kind]} — ${table}${draw ? ` draw ${draw}` : ""}`;
  $("#resolution-field").hidden = kind !== "resolve";
  $("#correction-field").hidden = kind !== "correct";
  $("#correction").value = "";
  $("#reason-field").hidden = kind === "resume";
  const reasons = { pause: state.pauseReasons, correct: state.correctionReasons }[kind] || state.cancelReasons;
  $("#reason").replaceChildren(...reasons.map((code) => el("option", { value: code }, code)));
  if (!["pause", "correct"].includes(kind)) $("#reason").value = "technical_problem";
  $("#note").value = "";
  $("#action-verdict").textContent = "";
  $("#action-verdict").className = "verdict";
  $("#action-submit").disabled = false;
  $("#action").showModal();
}

async function onSubmitAction(event) {
  event.preventDefault();
  const action = state.action;
  if (!action) return;
  const body = { action_id: action.id, note: $("#note").value };
  if (action.draw) body.draw = action.draw;
  if (action.kind === "resolve") body.resolution = $("#resolution").value;
  if (action.kind !== "resume" && (action.kind !== "resolve" || body.resolution === "cancel")) body.reason = $("#reason").value;
  if (action.kind === "pause") body.reason = $("#reason").value;
  if (action.kind === "correct") {
    body.correction = $("#correction").value;
    // A correction re-settles every bet of the draw: the person confirms it once more.
    const question = `Publish a new revision of ${action.table} draw ${action.draw} (${body.correction}, ${body.reason})? Every bet on it is settled again.`;
    if (!window.confirm(question)) return;
  }
  $("#action-submit").disabled = true;
  let text, accepted;
  try {
    const verdict = await api(`/api/tables/${encodeURIComponent(action.table)}/${action.kind}`, { json: body });
    accepted = verdict.accepted;
    text = verdict.accepted ? `accepted (journal offset ${verdict.journal_offset})`
      : `refused: ${verdict.reason} — ${verdict.message}`;
  } catch (error) {
    accepted = false;
    text = `refused: ${error.message}`;
  }
  for (const target of [$("#action-verdict"), $("#verdict")]) {
    target.hidden = false;
    target.textContent = `${action.table}: ${action.kind} ${text}`;
    target.className = `verdict ${accepted ? "accepted" : "refused"}`;
  }
  $("#action-submit").disabled = false;
  if (state.selected === action.table && state.tab === "audit") showDetails();
}

// --- details: results, statistics, audit trail ------------------------------------------

function select(table) {
  state.selected = table;
  $("#details").hidden = false;
  $("#details-table").textContent = table;
  showDetails();
  $("#details").scrollIntoView();
}

async function showDetails() {
  const table = state.selected;
  if (!table) return;
  const path = `/api/tables/${encodeURIComponent(table)}/${state.tab}`;
  $("#csv").href = `${path}?format=csv`;
  const body = $("#details-body");
  body.dataset.tab = state.tab;
  try {
    const data = await api(path);
    if (state.tab === "history") body.replaceChildren(historyTable(data));
    if (state.tab === "statistics") body.replaceChildren(...statisticsView(data));
    if (state.tab === "audit") body.replaceChildren(auditTable(data));
  } catch (error) {
    body.replaceChildren(el("p", { class: "problem" }, error.message));
  }
}

// Every result, each revision of a corrected draw in its own row; a settled draw may be
// corrected (a new revision) from its row.
function historyTable(results) {
  return el("table", { id: "history" },
    el("thead", {}, el("tr", {}, el("th", {}, "draw"), el("th", {}, "ended"), el("th", {}, "result"), el("th", {}, ""))),
    el("tbody", {}, results.map((r) => el("tr", { dataset: { draw: r.draw, revision: r.revision } },
      el("td", {}, r.draw), el("td", {}, r.ended_at_ms ? new Date(r.ended_at_ms).toLocaleTimeString() : ""), el("td", {}, r.text),
      el("td", {}, ["settled", "corrected"].includes(r.end)
        ? el("button", { class: "correct", onclick: () => openAction("correct", state.selected, r.draw) }, "Correct") : "")))));
}

function auditTable(rows) {
  const newest = rows.slice().reverse();
  return el("table", { id: "audit" },
    el("thead", {}, el("tr", {}, ["time", "kind", "who", "draw", "reason", "note", "verdict"].map((h) => el("th", {}, h)))),
    el("tbody", {}, newest.map((r) => el("tr", { dataset: { request: r.request_id } },
      el("td", {}, r.time), el("td", {}, r.kind), el("td", {}, `${r.subject} (${r.role})`), el("td", {}, r.draw || ""),
      el("td", {}, r.reason), el("td", {}, r.note), el("td", {}, r.code ? `${r.verdict} (${r.code})` : r.verdict)))));
}

// Outcome frequencies against the rules' probabilities: bars observed, ticks expected.
function statisticsView(stats) {
  const summary = el("p", { class: stats.alert ? "alert" : "" },
    `${stats.draws} draws, ${stats.samples} ${stats.category_kind} observations. `,
    stats.tested ? `Chi-square ${stats.chi_square.toFixed(2)} on ${stats.degrees_of_freedom} degrees of freedom, p = ${stats.p_value.toPrecision(3)}` : "Not tested yet (too few samples).",
    stats.alert ? ` — DRIFT ALERT (significance ${stats.significance})` : "");
  const categories = stats.categories;
  const width = Math.max(400, categories.length * 14), height = 160, top = 10, bottom = 40;
  const frequency = (c) => (stats.samples ? c.observed / stats.samples : 0);
  const max = Math.max(0.001, ...categories.map((c) => Math.max(frequency(c), c.expected_probability)));
  const band = width / Math.max(1, categories.length);
  const y = (p) => top + (height - top - bottom) * (1 - p / max);
  const plot = svg("svg", { width, height, id: "frequencies", role: "img", "aria-label": "observed frequency against the rules' probability" });
  categories.forEach((c, i) => {
    const x = i * band;
    plot.append(svg("rect", { x: x + 1, y: y(frequency(c)), width: Math.max(1, band - 2), height: y(0) - y(frequency(c)), fill: "#6c8ebf" },
      svg("title", {}, `${c.category}: observed ${c.observed} (${(frequency(c) * 100).toFixed(2)}%), rules ${(c.expected_probability * 100).toFixed(2)}%${c.pooled ? " (pooled with the other rare categories for the test)" : ""}`)));
    plot.append(svg("line", { x1: x, x2: x + band, y1: y(c.expected_probability), y2: y(c.expected_probability), stroke: "#c0392b", "stroke-width": 2 }));
    if (categories.length <= 40) {
      plot.append(svg("text", { x: x + band / 2, y: height - bottom + 12, "text-anchor": "middle" }, c.category));
    }
  });
  const legend = el("p", { class: "muted" }, "Bars: observed frequency. Red lines: the rules' probability.");
  return [summary, plot, legend];
}

// Feed latency over the last five minutes: each second's worst event.
function drawLatency() {
  const now = Date.now();
  state.latency = state.latency.filter((s) => now - s.at < 300000);
  const perSecond = new Map();
  for (const s of state.latency) {
    const second = Math.floor(s.at / 1000);
    perSecond.set(second, Math.max(perSecond.get(second) || 0, s.ms));
  }
  const width = 600, height = 120, left = 40;
  const max = Math.max(10, ...perSecond.values());
  const plot = svg("svg", { width, height, id: "latency-svg" });
  plot.append(svg("text", { x: 0, y: 10 }, `${max} ms`), svg("text", { x: 0, y: height - 2 }, "0"));
  const points = [...perSecond.entries()].map(([second, ms]) =>
    `${left + (width - left) * (1 - (now / 1000 - second) / 300)},${height - 5 - (height - 15) * (ms / max)}`);
  plot.append(svg("polyline", { points: points.join(" "), fill: "none", stroke: "#2c7a3f", "stroke-width": 1.5 }));
  const sorted = state.latency.map((s) => s.ms).sort((a, b) => a - b);
  const p99 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] : 0;
  $("#latency-plot").replaceChildren(plot, el("div", { class: "muted" }, `${sorted.length} events, p99 ${p99} ms`));
}
