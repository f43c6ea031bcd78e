// Preloaded by built-server.test.ts (node --expose-gc --require): full collections from a timer,
// on top of the ones V8 starts by itself, so that native objects are finalized while the server
// works and while it idles.
const timer = setInterval(() => globalThis.gc?.(), 25);
timer.unref();
