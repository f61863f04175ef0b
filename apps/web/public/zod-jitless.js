// Under our Content-Security-Policy (no 'unsafe-eval') zod's JIT probe `new Function('')` is
// refused and reported as a violation on every page, even though zod catches it. Zod decides
// when each object schema is built, i.e. as soon as the shared schema modules load, so the
// setting must exist before zod does: zod adopts an existing `globalThis.__zod_globalConfig`.
// A classic script (not a module, not bundled) runs during parsing, before any module script.
globalThis.__zod_globalConfig = Object.assign({}, globalThis.__zod_globalConfig, { jitless: true });
