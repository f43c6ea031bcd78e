// A number for an order or a ticket a test writes straight into its table (the app gives its own
// from the counters, from 1): far above those, and never the same twice in one test file.
let last = 1_000_000;

export const rowNumber = (): number => {
  last += 1;
  return last;
};
