// End-to-end test of the `squarecert play` page in Debian's headless Chromium, driven by
// playwright-core (no browser download: executablePath /usr/bin/chromium).
//
//   node e2e/play.e2e.mjs scripted URL OUTDIR   # needs the server on tests/fixtures/play-rule.txt
//   node e2e/play.e2e.mjs fullgame URL OUTDIR N # any rule: a naive blocker plays the page to the end
//
// Exit code 0 when every assertion holds; screenshots go to OUTDIR.
import { chromium } from "playwright-core";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const [mode, url, outdir, nArg] = process.argv.slice(2);
if (!mode || !url || !outdir) {
  console.error("usage: node play.e2e.mjs scripted|fullgame URL OUTDIR [N]");
  process.exit(2);
}
fs.mkdirSync(outdir, { recursive: true });

function check(cond, what) {
  if (!cond) throw new Error("assertion failed: " + what);
  console.log("ok - " + what);
}

const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "squarecert-e2e-"));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  viewport: { width: 1200, height: 800 },
  args: [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
  ],
});
const page = context.pages()[0] || (await context.newPage());
const pageErrors = [];
page.on("pageerror", (e) => pageErrors.push(String(e)));

const text = async (sel) => ((await page.textContent(sel)) || "").trim();
const cells = async (role) =>
  page.$$eval(`#board [data-role="${role}"]`, (es) => es.map((e) => e.getAttribute("data-cell")));
const stone = (player, cell) => `#board circle[data-role="stone"][data-player="${player}"][data-cell="${cell}"]`;
const logLength = async () => page.$$eval("#log li", (es) => es.length);
async function clickCell(cell) {
  await page.click(`#board rect.cell[data-cell="${cell}"]`);
}
async function waitForPly(k) {
  await page.waitForFunction((k) => document.querySelectorAll("#log li").length >= k, k);
}

try {
  if (mode === "scripted") {
    await page.goto(url + "?n=7");
    // 1. The bot moves first: the opening (2,2), explained.
    await page.waitForSelector(stone("P1", "(2,2)"));
    check((await page.getAttribute("#board", "data-n")) === "7", "the board is 7x7");
    check((await text("#why-summary")) === "opening", "first bot move is explained as the opening");
    check((await text("#why")).startsWith("Opening: the rule always starts at (2,2)."), "opening sentence");
    check((await text("#status")).startsWith("Your move (ply 2)"), "status asks for the person's move");
    check((await text("#strategy")).includes("plus rule"), "strategy note names the plus rule on 7x7");

    // 2. A click: the person takes (6,6); the bot answers with its second move (3,2).
    await clickCell("(6,6)");
    await page.waitForSelector(stone("P1", "(3,2)"));
    check(await page.$(stone("P2", "(6,6)")), "the clicked cell holds the person's stone");
    check((await text("#why-summary")) === "second move", "second move explained");

    // 3. Keyboard: the cursor is on (6,6); ArrowUp moves it to (6,5) and Enter claims it.
    await page.focus("#board");
    await page.keyboard.press("ArrowUp");
    check((await page.getAttribute("#board .cursor", "data-cell")) === "(6,5)", "arrow key moves the cursor to (6,5)");
    await page.keyboard.press("Enter");
    await page.waitForSelector(stone("P1", "(2,1)"));
    check(await page.$(stone("P2", "(6,5)")), "Enter claimed (6,5)");

    // 4. The explanation and the drawn line.
    check((await text("#why-summary")) === "line 1 step 1", "summary says line 1 step 1");
    const why = await text("#why");
    check(why.startsWith("Line 1 step 1: (2,1) is the next cell of catalog line 1 (cells to come: (1,2), (2,3))"), "explanation text names the line and the cells to come");
    check(why.includes("(3,1): you must block there"), "explanation names the threat");
    check(JSON.stringify(await cells("line-to-come")) === JSON.stringify(["(1,2)", "(2,3)"]), "cells to come are drawn: (1,2), (2,3)");
    check(JSON.stringify(await cells("threat")) === JSON.stringify(["(3,1)"]), "the threat (3,1) is drawn");
    const pts = (await page.getAttribute('#board [data-role="line-path"]', "points")) || "";
    check(pts.split(" ").length === 3, "the line's path through its 3 cells is drawn");
    check((await page.$$eval('#board [data-role="line-num"]', (es) => es.map((e) => e.textContent))).join(",") === "2,3", "cells to come are numbered 2, 3");
    await page.screenshot({ path: path.join(outdir, "play.png"), fullPage: true });

    // 5. A bad click gets the server's message in the page.
    const before = await logLength();
    await clickCell("(2,2)");
    await page.waitForSelector("#error.shown");
    check((await text("#error")) === "cell (2,2) is already taken", "clicking an occupied cell shows the server's message");
    check((await logLength()) === before, "the bad click changed nothing");

    // 6. Play to the end: block (3,1), block (1,1), then the double threat; block (1,3).
    await clickCell("(3,1)");
    await page.waitForSelector(stone("P1", "(1,2)"));
    check((await text("#error")) === "", "a good move clears the error");
    check((await text("#why-summary")) === "line 1 step 2", "line 1 step 2");
    await clickCell("(1,1)");
    await page.waitForSelector(stone("P1", "(2,3)"));
    check((await text("#why")).includes("Double threat at (1,3), (3,3)"), "double threat announced");
    check(JSON.stringify(await cells("threat")) === JSON.stringify(["(1,3)", "(3,3)"]), "both threats drawn");
    await clickCell("(1,3)");
    await page.waitForSelector('#board [data-role="win-corner"]');
    check((await text("#why-summary")) === "win", "last bot move explained as a win");
    check((await text("#status")) === "Game over: the bot wins: it holds the square (2,2), (3,2), (2,3), (3,3).", "the end is announced");
    check(JSON.stringify(await cells("win-corner")) === JSON.stringify(["(2,2)", "(3,2)", "(2,3)", "(3,3)"]), "the winning square is highlighted");
    check((await logLength()) === 11, "the log lists 11 plies");
    await page.screenshot({ path: path.join(outdir, "play-end.png"), fullPage: true });

    // 7. A move after the end is refused in the page.
    await clickCell("(0,0)");
    await page.waitForFunction(() => document.getElementById("error").textContent.includes("the game is over"));
    check(true, "a click after the end says the game is over");

    // 8. Change n: 4x4 is played from its drawing table, and the page says so.
    await page.fill("#size", "4");
    await page.click("#new-game");
    await page.waitForFunction(() => document.getElementById("board").getAttribute("data-n") === "4");
    await page.waitForSelector('#board circle[data-role="stone"][data-player="P1"]');
    check((await text("#strategy")).startsWith("On 4x4 neither side can force a win"), "4x4: the page says neither side can force a win");
    check((await text("#why-summary")) === "drawing table" && (await text("#error")) === "", "4x4: the table bot made the first move");
    // A size that is not a whole number is refused with a message; the game goes on.
    await page.fill("#size", "6.5");
    await page.click("#new-game");
    await page.waitForFunction(() => document.getElementById("error").textContent !== "");
    check((await text("#error")) === "the board size must be a whole number from 1 to 32, not 6.5", "size 6.5 is refused: " + (await text("#error")));
    check((await page.getAttribute("#board", "data-n")) === "4", "the 4x4 game stays after a refused size");
    await page.screenshot({ path: path.join(outdir, "play-n4.png"), fullPage: true });
    // The largest board.
    await page.fill("#size", "32");
    await page.click("#new-game");
    await page.waitForFunction(() => document.getElementById("board").getAttribute("data-n") === "32");
    await page.waitForSelector(stone("P1", "(2,2)"));
    check((await page.$$eval("#board rect.cell", (es) => es.length)) === 1024, "32x32 board has 1024 cells");
    await clickCell("(31,31)");
    await page.waitForSelector(stone("P1", "(3,2)"));
    check(await page.$(stone("P2", "(31,31)")), "a click on the far corner of 32x32 works");
    await page.screenshot({ path: path.join(outdir, "play-n32.png"), fullPage: true });
    // And back to 9x9 with a fresh game.
    await page.fill("#size", "9");
    await page.press("#size", "Enter");
    await page.waitForSelector(stone("P1", "(2,2)"));
    check((await page.getAttribute("#board", "data-n")) === "9" && (await text("#error")) === "", "restart on 9x9 works");
    // 9. The smallest boards load from the address: /?n=2 plays the 2x2 table, /?n=6.5 and
    // /?n=0 say what is wrong instead of staying on "Loading…".
    await page.goto(url + "?n=2");
    await page.waitForSelector('#board circle[data-role="stone"][data-player="P1"]');
    check((await page.getAttribute("#board", "data-n")) === "2" && (await text("#status")).startsWith("Your move (ply 2)"), "/?n=2 starts a 2x2 game: " + (await text("#status")));
    for (const bad of ["6.5", "0"]) {
      await page.goto(url + "?n=" + bad);
      await page.waitForFunction(() => document.getElementById("error").textContent !== "");
      check((await text("#error")) === "the board size must be a whole number from 1 to 32, not " + bad, `/?n=${bad} is refused: ` + (await text("#error")));
      check((await text("#status")) === "No game: choose a board size n from 1 to 32 and press New game.", `/?n=${bad}: the status says there is no game`);
    }
  } else if (mode === "fullgame") {
    const n = parseInt(nArg || "7", 10);
    await page.goto(url + "?n=" + n);
    await page.waitForSelector('#board circle[data-role="stone"][data-player="P1"]');
    for (let ply = 2; ply <= n * n; ply += 2) {
      if ((await text("#status")).startsWith("Game over") || (await text("#status")).startsWith("Draw")) break;
      check((await text("#why")).length > 0 && (await text("#why-summary")).length > 0, `ply ${ply - 1} explained: ${await text("#why-summary")}`);
      // A naive person: block the bot's first threat, else take the first empty cell.
      const threats = await cells("threat");
      const taken = new Set(await page.$$eval('#board [data-role="stone"]', (es) => es.map((e) => e.getAttribute("data-cell"))));
      const all = await page.$$eval("#board rect.cell", (es) => es.map((e) => e.getAttribute("data-cell")));
      const target = threats[0] || all.find((c) => !taken.has(c));
      await clickCell(target);
      await waitForPly(ply);
      await page.waitForFunction((k) => document.querySelectorAll("#log li").length >= k || document.getElementById("status").textContent.startsWith("Game over"), ply + 1);
    }
    const status = await text("#status");
    check(status.startsWith("Game over: the bot wins"), `the bot wins on ${n}x${n}: ${status}`);
    check((await cells("win-corner")).length === 4, "the winning square is highlighted");
    await page.screenshot({ path: path.join(outdir, `fullgame-n${n}.png`) });
  } else {
    throw new Error("unknown mode " + mode);
  }
  check(pageErrors.length === 0, "no JavaScript errors on the page" + (pageErrors.length ? ": " + pageErrors.join("; ") : ""));
} catch (e) {
  console.error("FAIL: " + (e && e.message ? e.message : e));
  try { await page.screenshot({ path: path.join(outdir, `failure-${mode}.png`) }); } catch (_) {}
  await context.close();
  fs.rmSync(userDataDir, { recursive: true, force: true });
  process.exit(1);
}
await context.close();
fs.rmSync(userDataDir, { recursive: true, force: true });
console.log(`e2e ${mode}: all assertions passed`);
