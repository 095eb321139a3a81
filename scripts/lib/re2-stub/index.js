// Stand-in for the native `re2` module. firebase-tools' superstatic (the Hosting emulator's
// server) lists re2 as an optional dependency, and npm would compile it from source with
// node-gyp: several minutes of a first `npm ci` on a 2-core machine, for a module Almacena never
// loads (it runs the Auth, Firestore and Functions emulators, not Hosting). The root
// package.json installs this folder as `re2` and its "overrides" give it to superstatic.
// Throwing on require is how superstatic sees re2 missing: it then uses JavaScript's RegExp
// (superstatic/lib/utils/patterns.js), which only differs for `regex` rules, and firebase.json
// has none.
throw new Error('re2 is a stand-in in Almacena (scripts/lib/re2-stub); superstatic uses RegExp instead.');
