// Preloaded by built-server.test.ts (node --expose-gc --require): full collections, half of them
// run as V8 tasks (execution "async") the way idle-time and memory-reducing collections run:
// outside any JavaScript, with no V8 context entered. That is where native objects whose
// finalizers need a context (Node 24's node::ObjectWrap) abort the process.
let turn = 0;
const timer = setInterval(() => {
  turn += 1;
  globalThis.gc?.({ type: "major", execution: turn % 2 === 0 ? "async" : "sync" });
}, 25);
timer.unref();
