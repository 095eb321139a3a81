// fontkit needs brotli only to read WOFF2 fonts; the engine embeds TrueType.
module.exports = function decompress() {
  throw new Error('The PDF engine reads TrueType fonts only, not WOFF2');
};
