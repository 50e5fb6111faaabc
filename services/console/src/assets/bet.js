// The betting page: what a betting frontend does with livedraw, in one short script.
//
// A real frontend speaks to the studio's Feed over gRPC (proto/livedraw/v1/feed.proto) or
// reads the Kafka topics (docs/protocol.md); this page goes through the console, whose routes
// map one to one onto the same calls:
//
//   GET  /api/live?page=betting&tables=T   ->  Feed.Subscribe(table_ids: [T])   (stream)
//   POST /api/check-bet                    ->  Feed.CheckBet(table, draw, round, market, odds_version, stake)
//   GET  /api/tables/T/history             ->  Feed.ResultsHistory(table_id: T)
//
// The rules a frontend must follow are the same either way:
// 1. Offer bets only while a round is open, at the prices of its odds set (round_opened).
// 2. Stop at round_closed, and when the draw is held (every market is suspended).
// 3. Before accepting a bet, ask CheckBet with the odds version the player saw and the stake:
//    the studio answers accepted, or refused with the reason (round closed, odds superseded,
//    a stake outside the limits of your operator's profile at the table, ...). The odds set
//    shows the table's own limits per market.
// 4. Settle from the result: WIN / LOSE / VOID / PUSH / HALF_LOSE per market and round.
"use strict";

const $ = (selector) => document.querySelector(selector);
let stop = null;      // stops following the current table
let odds = null;      // the open round's odds set: {round, version, closes_at_ms, markets}
let draw = null;      // its draw

document.addEventListener("DOMContentLoaded", async () => {
  $("#sign-in-button").addEventListener("click", async () => {
    try { await start(await signIn($("#token").value, "betting")); }
    catch (error) { $("#sign-in-message").textContent = error.message; }
  });
  try { await start(await api("/api/me?page=betting")); }
  catch (error) { $("#sign-in").hidden = false; if (error.status !== 401) $("#sign-in-message").textContent = error.message; }
});

async function start(me) {
  $("#sign-in").hidden = true;
  $("#betting").hidden = false;
  $("#who").textContent = `${me.subject} (${me.role})`;
  const { tables } = await api("/api/tables?page=betting");
  $("#table").replaceChildren(...tables.map((t) => el("option", { value: t.id }, `${t.id} (${t.game})`)));
  $("#table").addEventListener("change", () => watch($("#table").value));
  watch(tables[0].id);
}

// Follows one table's feed.
function watch(table) {
  if (stop) stop();
  odds = null;
  $("#markets tbody").replaceChildren();
  $("#results").replaceChildren();
  stop = follow(`/api/live?page=betting&tables=${encodeURIComponent(table)}`, {
    feed: (event) => {
      if (event.kind === "round_opened") { odds = event.odds; draw = event.draw; }
      if (event.kind === "round_closed") $("#round").textContent = `Draw ${event.draw}: round ${event.closed_round} closed — no more bets.`;
      if (event.kind === "held") $("#round").textContent = `Draw ${event.draw} held (${event.incident}): every market suspended.`;
      if (event.kind === "result") $("#results").prepend(el("li", {}, event.result.text));
      if (event.kind === "round_opened") showRound();
    },
  }, (how) => {
    $("#connection").hidden = false;
    $("#connection").className = `connection ${how}`;
    $("#connection").textContent = how;
  });
}

// The open round's markets, each with a button that checks a bet on it.
function showRound() {
  const maxWin = odds.max_win ? `, largest win ${odds.max_win}` : "";
  $("#round").textContent = `Draw ${draw}, round ${odds.round} open (odds version ${odds.version}), closes in ${secondsLeft(odds.closes_at_ms)}s${maxWin}`;
  $("#markets tbody").replaceChildren(...odds.markets.map((m) => el("tr", { dataset: { market: m.market } },
    el("td", {}, m.market), el("td", {}, m.status), el("td", {}, m.probability.toFixed(4)), el("td", {}, priceText(m)),
    el("td", {}, m.stakes || ""),
    el("td", {}, el("button", { onclick: () => check(m.market) }, "Check bet")))));
}

// Feed.CheckBet: may a bet at the prices the player saw still be accepted?
async function check(market) {
  const table = $("#table").value;
  const bet = { table, draw, round: odds.round, market, odds_version: odds.version, stake: Number($("#stake").value) };
  const verdict = await api("/api/check-bet", { json: bet }).catch((error) => ({ accepted: false, reason: "error", message: error.message }));
  $("#check").hidden = false;
  $("#check").className = `verdict ${verdict.accepted ? "accepted" : "refused"}`;
  // A progressive box is accepted without odds: its prizes come from the operator's pot.
  const accepted = verdict.odds_hundredths > 0
    ? `accepted at ${(verdict.odds_hundredths / 100).toFixed(2)}`
    : "accepted (prizes from the pot)";
  $("#check").textContent = verdict.accepted
    ? `${market}: ${accepted}`
    : `${market}: refused — ${verdict.reason}: ${verdict.message}`;
}
