/**
 * Stands in for re2js in the build (vite.config.ts aliases it here). Firestore's SDK bundles that
 * regular-expression engine, about 46 kB of gzipped JS, for three functions of its Pipelines API
 * alone (like, regexContains, regexMatch, evaluated locally). Almacena reads with classic queries
 * only, which never reach them, and it keeps the signed-in shell within its budget (issue 15,
 * scripts/measure-bundles.mjs). Should a pipeline ever use them, Firestore catches this error and
 * evaluates the expression as an error, logging a warning; re2jsUnused.test.ts fails when the SDK
 * starts using re2js elsewhere or the app imports the Pipelines API.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('re2js is not in this build: Almacena does not use Firestore pipelines (src/firebase/re2jsUnused.ts)');
  },
};
