// The console and the betting page in a real browser (Debian's Chromium, driven by
// playwright-core), against a studio that `services/livedraw/tests/studio/console.rs` started with
// the simulated floor. Each check prints one line; the first failure ends the run with exit 1.
//
// Environment: CONSOLE_URL, TOKEN_SUPERVISOR, TOKEN_FRONTEND, TOKEN_EXPIRED, TOKEN_FORGED,
// TABLES (comma-separated ids), SCREENSHOTS (a directory), CHROMIUM (the browser's path).
import { chromium } from "playwright-core";
import { mkdirSync } from "node:fs";
import net from "node:net";

const env = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const url = env("CONSOLE_URL");
const tables = env("TABLES").split(",");
const screenshots = env("SCREENSHOTS");
mkdirSync(screenshots, { recursive: true });

function check(condition, what) {
  if (!condition) throw new Error(`FAILED: ${what}`);
  console.log(`ok: ${what}`);
}

const browser = await chromium.launch({
  executablePath: env("CHROMIUM"),
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
// The demo's certificate is signed by the demo's own CA, which this browser does not know.
const newPage = async () => (await browser.newContext({ ignoreHTTPSErrors: true })).newPage();

try {
  await withoutToken();
  await refusedTokens();
  const page = await signedIn();
  await everyTableUpdates(page);
  await cancelADraw(page);
  await oneActionOneVerdict(page);
  await badRequests(page);
  await refusedAction(page);
  await resolveAHold(page);
  await correctADraw(page);
  await page.screenshot({ path: `${screenshots}/board.png`, fullPage: true });
  await statisticsPlot(page);
  await staleAndBack();
  await page.screenshot({ path: `${screenshots}/board-after.png`, fullPage: true });
  await bettingPage();
  console.log("all browser checks passed");
} finally {
  await browser.close();
}

// A page without a token shows the sign-in and no data; the API gives none either.
async function withoutToken() {
  const page = await newPage();
  await page.goto(url);
  await page.waitForSelector("#sign-in:not([hidden])");
  check(await page.isHidden("#console"), "without a token the board is hidden");
  const text = await page.textContent("body");
  check(!tables.some((id) => text.includes(id)), "without a token no table is named");
  for (const path of ["/api/tables", "/api/live", "/api/incidents", `/api/tables/${tables[0]}/audit`]) {
    const response = await page.request.get(url + path);
    check(response.status() === 401, `GET ${path} without a token: 401`);
  }
  const cancel = await page.request.post(`${url}/api/tables/${tables[0]}/cancel`,
    { data: { action_id: "no-token", draw: 1, reason: "technical_problem", note: "x" } });
  check(cancel.status() === 401, "a cancel without a token: 401");
  await page.context().close();
}

// Forged, expired and frontend tokens get a clear message and no board.
async function refusedTokens() {
  for (const [token, says] of [
    [env("TOKEN_FORGED"), "not valid here"],
    [env("TOKEN_EXPIRED"), "expired"],
    [env("TOKEN_FRONTEND"), "needs the role"],
  ]) {
    const page = await newPage();
    await page.goto(url);
    await page.fill("#token", token);
    await page.click("#sign-in-button");
    await page.waitForFunction((s) => document.querySelector("#sign-in-message").textContent.includes(s), says);
    check(await page.isHidden("#console"), `a token refused with "${says}" shows no board`);
    await page.context().close();
  }
}

async function signedIn() {
  const page = await newPage();
  await page.goto(url);
  await page.fill("#token", env("TOKEN_SUPERVISOR"));
  await page.click("#sign-in-button");
  await page.waitForSelector("#console:not([hidden])");
  check(true, "a supervisor token opens the console");
  return page;
}

// Every table gets its status and at least one feed event on the board.
async function everyTableUpdates(page) {
  await page.waitForFunction((ids) => ids.every((id) => {
    const row = document.querySelector(`#board tr[data-table="${id}"]`);
    return row && row.dataset.phase && row.dataset.updated;
  }), tables, { timeout: 90000 });
  check(true, `all ${tables.length} tables show a state and a feed update`);
  await page.waitForSelector('body[data-connection="live"]');
  check(true, "the board says it is live");
}

// Cancels a poker draw under way (its draws are the longest, so it cannot end under the
// click): accepted, shown cancelled on the board and in the audit trail.
async function cancelADraw(page) {
  const table = await page.waitForFunction(() => {
    const row = [...document.querySelectorAll('#board tr[data-table^="poker"]')]
      .find((r) => ["betting", "play"].includes(r.dataset.phase) && r.querySelector("button.cancel"));
    return row && row.dataset.table;
  }, null, { timeout: 60000 }).then((handle) => handle.jsonValue());
  const draw = await page.textContent(`#board tr[data-table="${table}"] td.draw`);
  await page.click(`#board tr[data-table="${table}"] button.cancel`);
  await page.selectOption("#reason", "technical_problem");
  await page.fill("#note", "browser test cancel");
  await page.click("#action-submit");
  await page.waitForFunction(() => /accepted|refused/.test(document.querySelector("#action-verdict").textContent));
  const verdict = await page.textContent("#action-verdict");
  check(verdict.includes("accepted"), `cancel ${table} draw ${draw}: ${verdict}`);
  await page.click("#action-close");
  await page.waitForFunction(([id, d]) => {
    const results = document.querySelector(`#board tr[data-table="${id}"] td.results`);
    return results && results.textContent.includes(`#${d} cancelled (technical_problem)`);
  }, [table, draw], { timeout: 30000 });
  check(true, `the board shows ${table} draw ${draw} cancelled`);
  await page.click(`#board tr[data-table="${table}"] td a`);
  await page.click('#details nav button[data-tab="audit"]');
  await page.waitForFunction(() => [...document.querySelectorAll("#audit tbody tr")]
    .some((r) => r.textContent.includes("cancel_draw") && r.textContent.includes("browser test cancel")));
  check(true, `the audit trail of ${table} lists the cancel with its note`);
  const again = await page.evaluate(async ([t, d]) => (await fetch(`/api/tables/${t}/cancel`, {
    method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ action_id: `again-${Date.now()}`, draw: Number(d), reason: "technical_problem", note: "again" }),
  })).json(), [table, draw]);
  check(!again.accepted && again.reason === "draw_already_ended", `a cancel of the ended draw is refused: ${again.message}`);
  const csv = await page.request.get(`${url}/api/tables/${table}/audit?format=csv`);
  const text = await csv.text();
  check(text.startsWith("time,table,kind") && text.includes("browser test cancel"), "the audit trail exports as CSV");
}

// Malformed requests get a precise error, and act on nothing.
async function badRequests(page) {
  const post = (path, data) => page.evaluate(async ([p, d]) => {
    const response = await fetch(p, { method: "POST", headers: { "content-type": "application/json" }, body: d });
    return { status: response.status, body: await response.json() };
  }, [path, data]);
  const broken = await post(`/api/tables/${tables[0]}/cancel`, "{\"action_id\": ");
  check(broken.status === 400 && broken.body.error.includes("JSON"), `a broken body: 400 ${broken.body.error}`);
  const unknown = await post("/api/tables/no-such-table/pause", JSON.stringify({ action_id: "x1", reason: "maintenance", note: "n" }));
  check(unknown.status === 404 && unknown.body.error.includes("no-such-table"), `an unknown table: 404 ${unknown.body.error}`);
  const reason = await post(`/api/tables/${tables[0]}/cancel`, JSON.stringify({ action_id: "x2", draw: 1, reason: "bored", note: "n" }));
  check(reason.status === 400 && reason.body.error.includes("unknown reason `bored`"), `an unknown reason: 400 ${reason.body.error}`);
}

// One action sent twice (a double click, a resent request): one verdict, one audit record.
async function oneActionOneVerdict(page) {
  const table = tables[0];
  const note = `double click ${Date.now()}`;
  const verdicts = await page.evaluate(async ([t, n]) => {
    const body = JSON.stringify({ action_id: `dbl-${Date.now()}`, draw: 1, reason: "technical_problem", note: n });
    const send = () => fetch(`/api/tables/${t}/cancel`, { method: "POST", headers: { "content-type": "application/json" }, body }).then((r) => r.json());
    return Promise.all([send(), send()]);
  }, [table, note]);
  check(verdicts[0].reason === verdicts[1].reason && verdicts[0].accepted === verdicts[1].accepted,
    `both requests got one verdict (${verdicts[0].reason || "accepted"})`);
  check(verdicts.filter((v) => v.repeated).length === 1, "the second was answered as a repeat");
  const audit = await (await page.request.get(`${url}/api/tables/${table}/audit`)).json();
  check(audit.filter((row) => row.note === note).length === 1, "the audit trail holds one record of it");
}

// A refused action is shown with its reason.
async function refusedAction(page) {
  const table = await page.evaluate(() => [...document.querySelectorAll("#board tr button.cancel")][0]
    .closest("tr").dataset.table);
  await page.click(`#board tr[data-table="${table}"] button.cancel`);
  await page.selectOption("#reason", "hold_timeout");
  await page.fill("#note", "browser test refusal");
  await page.click("#action-submit");
  await page.waitForFunction(() => /accepted|refused/.test(document.querySelector("#action-verdict").textContent));
  const verdict = await page.textContent("#action-verdict");
  check(verdict.includes("refused") && verdict.includes("a supervisor cannot give it"), `a cancel for hold_timeout is refused with its reason: ${verdict}`);
  await page.click("#action-close");
}

// A hold the simulated floor made (its supervisor leaves holds to people) is resolved here.
async function resolveAHold(page) {
  await page.waitForSelector("#held tbody tr", { timeout: 120000 });
  const table = await page.getAttribute("#held tbody tr", "data-table");
  const draw = await page.textContent("#held tbody tr td:nth-child(2)");
  await page.click("#held tbody tr button.resolve");
  await page.selectOption("#resolution", "cancel");
  await page.selectOption("#reason", "scanner_fault");
  await page.fill("#note", "browser test hold");
  await page.click("#action-submit");
  await page.waitForFunction(() => /accepted|refused/.test(document.querySelector("#action-verdict").textContent));
  const verdict = await page.textContent("#action-verdict");
  check(verdict.includes("accepted"), `resolve the hold of ${table} draw ${draw}: ${verdict}`);
  await page.click("#action-close");
  await page.waitForFunction(([id, d]) => {
    const row = document.querySelector(`#board tr[data-table="${id}"]`);
    return row.dataset.phase !== "held" || row.querySelector("td.draw").textContent !== d;
  }, [table, draw], { timeout: 30000 });
  check(true, `${table} is no longer held on draw ${draw}`);
}

// A settled roulette draw corrected from its row in the results (after a confirmation): void,
// accepted, listed as a new revision in the history and in the audit trail.
async function correctADraw(page) {
  await page.click('#board tr[data-table^="roulette"] td a');
  await page.click('#details nav button[data-tab="history"]');
  await page.waitForSelector("#history tbody tr button.correct", { timeout: 60000 });
  const draw = await page.getAttribute("#history tbody tr:has(button.correct)", "data-draw");
  await page.click(`#history tbody tr[data-draw="${draw}"] button.correct`);
  await page.fill("#correction", "void");
  await page.selectOption("#reason", "malfunction");
  await page.fill("#note", "browser test correction");
  let asked = "";
  page.once("dialog", (dialog) => { asked = dialog.message(); dialog.accept(); });
  await page.click("#action-submit");
  await page.waitForFunction(() => /accepted|refused/.test(document.querySelector("#action-verdict").textContent));
  const verdict = await page.textContent("#action-verdict");
  check(asked.includes(`draw ${draw}`), `the correction is confirmed first: "${asked}"`);
  check(verdict.includes("accepted"), `correct draw ${draw} to void: ${verdict}`);
  await page.click("#action-close");
  await page.click('#details nav button[data-tab="history"]');
  await page.waitForFunction((d) => [...document.querySelectorAll("#history tbody tr")]
    .some((r) => r.dataset.draw === d && r.textContent.includes("(malfunction) void")), draw, { timeout: 30000 });
  check(true, `the history lists draw ${draw}'s void revision beside the earlier one`);
  await page.click('#details nav button[data-tab="audit"]');
  await page.waitForFunction(() => [...document.querySelectorAll("#audit tbody tr")]
    .some((r) => r.textContent.includes("correct_result") && r.textContent.includes("browser test correction")));
  check(true, "the audit trail lists the correction with its note");
}

// A table's outcome frequencies against the rules' probabilities, as a plot.
async function statisticsPlot(page) {
  await page.click('#board tr[data-table^="roulette"] td a');
  await page.click('#details nav button[data-tab="statistics"]');
  await page.waitForSelector("#frequencies rect", { state: "attached" });
  const bars = await page.locator("#frequencies rect").count();
  check(bars === 37, `the roulette statistics plot one bar per pocket (${bars})`);
  await page.locator("#details").screenshot({ path: `${screenshots}/statistics.png` });
}

// A lost connection: the board says it is stale, then reconnects by itself. The page is
// served through a TCP relay that this script cuts (every connection dropped, new ones
// refused) and then restores.
async function staleAndBack() {
  const relay = await tcpRelay(new URL(url));
  const page = await newPage();
  await page.goto(relay.url);
  await page.fill("#token", env("TOKEN_SUPERVISOR"));
  await page.click("#sign-in-button");
  await page.waitForSelector('body[data-connection="live"]', { timeout: 30000 });
  relay.cut();
  await page.waitForSelector('body[data-connection="stale"]', { timeout: 30000 });
  check(await page.isVisible("#connection.stale"), "the connection lost, the board says it is stale");
  relay.restore();
  await page.waitForSelector('body[data-connection="live"]', { timeout: 30000 });
  check(true, "the connection back, the board reconnects and is live again");
  await page.context().close();
  relay.close();
}

// A TCP relay to `target` on a free port of the loopback interface.
async function tcpRelay(target) {
  const pairs = new Set();
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) return client.destroy();
    const upstream = net.connect(Number(target.port), target.hostname);
    const pair = [client, upstream];
    pairs.add(pair);
    const close = () => { client.destroy(); upstream.destroy(); pairs.delete(pair); };
    for (const socket of pair) { socket.on("error", close); socket.on("close", close); }
    client.pipe(upstream).pipe(client);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `https://127.0.0.1:${server.address().port}`,
    cut() { refusing = true; for (const pair of pairs) for (const socket of pair) socket.destroy(); pairs.clear(); },
    restore() { refusing = false; },
    close() { server.close(); },
  };
}

// The betting page: a table's markets with prices, CheckBet on one, results as they settle.
async function bettingPage() {
  const page = await newPage();
  await page.goto(`${url}/bet`);
  await page.fill("#token", env("TOKEN_FRONTEND"));
  await page.click("#sign-in-button");
  await page.waitForSelector("#betting:not([hidden])");
  await page.selectOption("#table", tables.find((id) => id.startsWith("roulette")) || tables[0]);
  await page.waitForSelector("#markets tbody tr", { timeout: 60000 });
  check(true, "the betting page shows the markets of an open round");
  await page.click("#markets tbody tr button");
  await page.waitForSelector("#check:not([hidden])");
  const verdict = await page.textContent("#check");
  check(/accepted at|refused — /.test(verdict), `CheckBet answered: ${verdict}`);
  // A stake far above the table's limits is never accepted (refused for it, or for the round
  // having closed meanwhile).
  await page.fill("#stake", "100000000");
  await page.evaluate(() => { document.querySelector("#check").textContent = ""; });
  await page.click("#markets tbody tr button");
  await page.waitForFunction(() => document.querySelector("#check").textContent !== "");
  const tooMuch = await page.textContent("#check");
  check(/refused — (stake_above_maximum|round_closed|odds_superseded|market_suspended)/.test(tooMuch),
    `a stake above the limits is refused: ${tooMuch}`);
  await page.waitForSelector("#results li", { timeout: 60000 });
  check(true, "results appear as draws settle");
  await page.screenshot({ path: `${screenshots}/betting.png`, fullPage: true });
  await page.context().close();
}
