// pdfkit and fontkit read fonts, images and their data files from disk in Node. The engine gets
// its fonts as bytes and inlines the data files it needs (build.mjs), so a read means an asset
// the engine does not carry.
export function readFileSync(name) {
  throw new Error(`The PDF engine has no file system (asked for ${name})`);
}
export function existsSync() {
  return false;
}
export default { readFileSync, existsSync };
