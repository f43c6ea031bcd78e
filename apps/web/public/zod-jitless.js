// Loaded by index.html before the app's modules. Zod probes `new Function` to compile faster
// object parsers the first time a schema is built; the site's content security policy allows
// no eval, so the probe would be refused and reported as a violation on every page. Zod reads
// this shared settings object (created with `??=`), so setting it here turns the probe off.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
