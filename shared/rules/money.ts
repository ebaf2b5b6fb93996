const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars with cents: '$1,234.50', '-$20.00'. */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}

const CENTS_PER_DOLLAR = 100;

/** Dollars as stored and added up: whole cents, so sums never drift (0.1 + 0.2). */
export function centsOf(dollars: number): number {
  return Math.round(dollars * CENTS_PER_DOLLAR);
}

/** Whole cents as the API answers them: dollars with at most 2 decimals. */
export function dollarsOf(cents: number): number {
  return cents / CENTS_PER_DOLLAR;
}
