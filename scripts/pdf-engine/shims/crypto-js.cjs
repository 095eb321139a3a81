// pdfkit takes the document's file ID from an MD5 of its metadata; the rest of crypto-js serves
// encrypted PDFs (passwords, permissions), which the app never makes.
const CryptoJS = require('crypto-js/core.js');
require('crypto-js/md5.js'); // adds CryptoJS.MD5

module.exports = CryptoJS;
