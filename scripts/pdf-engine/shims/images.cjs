// pdfkit's PNG (png-js) and JPEG (jpeg-exif) readers: the app's PDFs have no raster images (the QR
// is an SVG path). Bring them back in build.mjs before adding a logo or any other image.
function unsupported() {
  throw new Error('The PDF engine is built without PNG/JPEG image support');
}
module.exports = unsupported;
module.exports.fromBuffer = unsupported;
