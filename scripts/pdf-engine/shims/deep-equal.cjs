// fontkit compares CFF dictionary entries (numbers and arrays of numbers) with their defaults when
// writing a CFF subset; deep-equal and its dozen ES-shim helpers are far more than that needs.
module.exports = function isEqual(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
};
