// Replaced by the screen's owner during issue #3.
export function HivesRoute() {
  return <h1>hives</h1>;
}
