const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars with cents: '$1,234.50', '-$20.00'. */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}
