// Replaced by the screen's owner during issue #3.
export function ApiariesRoute() {
  return <h1>apiaries</h1>;
}
