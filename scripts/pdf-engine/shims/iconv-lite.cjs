// fontkit and restructure use iconv-lite, when installed, for legacy (non-Unicode) text
// encodings in font tables; the engine's Roboto has Unicode cmaps and names, so "not installed".
module.exports = null;
