/**
 * The Node flags every API server process runs with (`npm run serve`, `npm start`, the bench's measured server):
 * package.json's `serve` script spells them out and tests/server/server-node-flags.test.ts checks that it says these.
 *
 * Why (issue 20, RSS ≤ 400 MB under the score-release-night journey): the server's live heap is ~130 MB after a full
 * collection (the reference snapshot and the indexes), but under 1,000 req/s V8 let the old generation grow to
 * 420+ MB of mostly dead answers before collecting it — RSS 577–720 MB on PostgreSQL. A fixed growing factor of 1.3
 * keeps the old generation near what is alive (RSS ~350–390 MB in the same run), with no hard cap that a large
 * cache could run into; a 32 MB young generation lets a request's garbage die young instead of being promoted when
 * answers are slow under load (p99 of the journey measured lower with it).
 *
 * Plain CommonJS: read by scripts/serve.cjs' callers, by tsx scripts and by plain node alike.
 */
'use strict'

const SERVER_NODE_FLAGS = ['--max-semi-space-size=32', '--heap-growing-percent=30']

module.exports = { SERVER_NODE_FLAGS }
