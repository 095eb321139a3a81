// restructure's LazyArray imports util.inspect for its debugging inspect().
export function inspect(value) {
  return String(value);
}
export default { inspect };
