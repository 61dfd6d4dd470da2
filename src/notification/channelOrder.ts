/** A sending's channels that have counts, in the order they were tried (others last). */
export const channelsInOrder = (counts: Record<string, unknown>, order: readonly string[]) => {
  const rank = (c: string) => (order.includes(c) ? order.indexOf(c) : order.length);
  return Object.keys(counts).sort((a, b) => rank(a) - rank(b));
};
