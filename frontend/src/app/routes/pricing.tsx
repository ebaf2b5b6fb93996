// Replaced by the screen's owner during issue #3.
export function PricingRoute() {
  return <h1>pricing</h1>;
}
